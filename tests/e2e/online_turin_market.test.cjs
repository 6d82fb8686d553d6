// Five seats of Turin Market with money=private (sealed bids, private purses)
// online (issue 19): two people in two browser contexts and three computers.
// The table is made and joined through mercato.online (the canvas flow is
// online_merchants.test.cjs), a few moves are canvas clicks, the rest
// mercato.act(). Every WebSocket frame each context receives is decoded and
// checked against the core's view of its seat: no other seat's money or
// sealed bid reaches a browser before it is shown.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { checkSeatFrames } = require('../online/support.cjs');
const { onlineFixture, waitOnline, clickOneMove, autoPlay } = require('./online_support.cjs');

const fx = onlineFixture({ pace: 50 });
const person = fx.person;

test('Turin Market money=private, 5 seats online: no frame holds another seat\'s money or sealed bid', { timeout: 600000 }, async () => {
  const ann = await person(`${fx.server.url}/`, { width: 800, height: 600 });
  const { link, table } = await ann.page.evaluate(() => window.mercato.online.create({ game: 'turin_market', players: 5,
    seats: ['human', 'easy', 'open', 'heuristic', 'easy'], options: { money: 'private' }, name: 'Ann' }));
  const bo = await person(link, { width: 390, height: 844 });
  await waitOnline(bo, () => window.mercato.online.status().phase === 'lobby', 'Bo\'s lobby');
  assert.deepEqual(await bo.page.evaluate((l) => window.mercato.online.join(l, { name: 'Bo' }), link), { table, seat: 2 });
  await waitOnline(ann, () => window.mercato.online.status().seats[2].name === 'Bo', 'Ann sees Bo');
  await ann.page.evaluate(() => window.mercato.online.start());
  await waitOnline(bo, () => !!window.mercato.turn(), 'Bo\'s first view');

  let clicked = 0;
  for (let k = 0; clicked < 2 && k < 400; ++k) if (await clickOneMove([ann, bo])) ++clicked;
  assert.equal(clicked, 2, 'moves made by canvas clicks');
  await autoPlay(ann);
  await autoPlay(bo);
  for (const app of [ann, bo]) await waitOnline(app, () => window.mercato.online.status().over, 'the end of the game', 480000);
  await bo.shot('online-turin-over-phone');

  const record = await (await fetch(`${fx.server.url}/tables/${table}.mercato`)).text();
  assert.match(record, /^mercato-record v1 game=turin_market players=5 options=\S*money=private/);
  for (const [app, seat] of [[ann, 0], [bo, 2]]) {
    assert.ok(app.wsFrames.filter((f) => f.type === 'view').length > 10, `seat ${seat} received views`);
    checkSeatFrames(fx.core, app.wsFrames, seat, record, { privateMoney: true, refusals: true, who: `seat ${seat}'s browser` });
  }
  const hidden = bo.wsFrames.some((f) => f.type === 'view' && f.message.seen.some((m) => m.hidden && /\?$/.test(m.move)));
  assert.ok(hidden, 'another seat\'s sealed choice reached Bo\'s browser as "… ?"');
});
