// A spectator's page (issue 41, item 2): the host's watch link opens the table
// with no seat, live, with only what is public. Turin Market with private money
// and sealed bids: Ann (the host, desk) and Bo (a phone) play, Cy watches on a
// phone in Japanese. Every frame Cy receives is the core's spectator view
// (kSpectator, checked by `mercato check-secrets` by resampling), Cy's table
// shows no purse and no sealed bid before the end and every score at the end,
// the players see how many watch, and when the host turns watching off Cy's
// page closes with the reason and the link no longer opens.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { checkSeatFrames } = require('../online/support.cjs');
const { onlineFixture, waitOnline, autoPlay, line } = require('./online_support.cjs');
const { parse } = require('../../web/page/url_params.js');

const SPECTATOR = -3;  // core/engine/game.h kSpectator
const fx = onlineFixture({ pace: 50 });

test('watch= in a link: a table id and a secret\'s form, else a clear problem', () => {
  const good = parse('?table=abcd1234&watch=AbC_-0123456789xyzQ');
  assert.deepEqual(good.problems, []);
  assert.equal(good.watch, 'AbC_-0123456789xyzQ');
  assert.match(parse('?watch=AbC_-0123456789xyzQ').problems[0].en, /"watch" needs a "table"/);
  const bad = parse('?table=abcd1234&watch=<script>');
  assert.match(bad.problems[0].en, /watch must be the secret of a watch link/);
  assert.ok(bad.problems[0].ja.includes('観戦'));
});

test('a spectator follows Turin Market with private money: no purse or sealed bid, the count shown, watching turned off', { timeout: 600000 }, async () => {
  const ann = await fx.person(`${fx.server.url}/`, { width: 1280, height: 800 });
  const { link, table } = await ann.page.evaluate(() => window.mercato.online.create({ game: 'turin_market', players: 3,
    seats: ['human', 'open', 'easy'], options: { money: 'private' }, name: 'Ann' }));
  const watchLink = (await ann.page.evaluate(() => window.mercato.online.status())).watchLink;
  assert.match(watchLink, new RegExp(`\\?table=${table}&watch=[A-Za-z0-9_-]{16,}$`), 'the host holds the watch link');
  // The canvas draws the lobby a frame after the page learns of it: wait for the drawn text.
  await waitOnline(ann, (l) => window.mercato.debug.texts()['online:watch_link'] === l, 'the host\'s lobby shows the watch link',
    undefined, watchLink);

  const bo = await fx.person(link, { width: 390, height: 844, hasTouch: true });
  await waitOnline(bo, () => window.mercato.online.status().phase === 'lobby', 'Bo\'s lobby');
  await bo.page.evaluate((l) => window.mercato.online.join(l, { name: 'Bo' }), link);
  assert.equal((await bo.page.evaluate(() => window.mercato.online.status())).watchLink, null, 'only the host is told the watch link');

  // Cy opens the watch link as a person would: the page itself, in Japanese, over a line the test can cut.
  const cyLine = await line(fx.server.url);
  const cy = await fx.person(`${watchLink.replace(fx.server.url, cyLine.url)}&lang=ja`, { width: 390, height: 844, hasTouch: true });
  await waitOnline(cy, () => window.mercato.online.status().phase === 'lobby' &&
    !!window.mercato.debug.texts()['online:watching'], 'Cy\'s lobby, drawn');
  const cyStatus = await cy.page.evaluate(() => window.mercato.online.status());
  assert.equal(cyStatus.watching, true);
  assert.equal(cyStatus.seat, -1);
  const cyLobby = await cy.page.evaluate(() => ({ texts: window.mercato.debug.texts(), rects: window.mercato.debug.rects() }));
  assert.match(cyLobby.texts['online:watching'], /観戦中/);
  assert.ok(!Object.keys(cyLobby.rects).some((r) => r.startsWith('online:sit:')), 'a spectator is offered no seat');
  assert.equal(cyLobby.texts['online:link'], undefined, 'a spectator is not shown the invite link');
  await assert.rejects(cy.page.evaluate(() => window.mercato.online.seat(1, 'Cy')), /spectator takes no seat/);
  await waitOnline(ann, () => (window.mercato.debug.texts()['online:spectators'] || '') === '1 watching', 'Ann sees one spectator');
  await ann.shot('online-spectator-host-lobby');

  await ann.page.evaluate(() => window.mercato.online.start());
  for (const app of [ann, bo, cy]) await waitOnline(app, () => !!window.mercato.turn(), 'the first view');
  await waitOnline(bo, () => /観戦中 1人|1 watching/.test(window.mercato.debug.texts()['online:spectators'] || ''), 'Bo sees one spectator');
  // The game waits for the people: a dropped network, then a reload, and Cy is back
  // watching each time, from the watch link alone.
  cyLine.cut();
  await cy.context.setOffline(true);
  await waitOnline(ann, () => !window.mercato.debug.texts()['online:spectators'], 'Ann sees Cy gone', 30000);
  await cy.context.setOffline(false);
  cyLine.mend();
  await waitOnline(cy, () => window.mercato.online.status().watching && /play|lobby/.test(window.mercato.online.status().phase) &&
    window.mercato.online.status().spectators.count === 1, 'Cy back after the drop', 60000);
  await cy.page.reload();
  await cy.page.evaluate(() => window.mercato.ready);
  await waitOnline(cy, () => window.mercato.online.status().watching && !!window.mercato.turn(), 'Cy back after a reload', 60000);
  assert.equal((await cy.page.evaluate(() => window.mercato.online.status())).seat, -1);
  await autoPlay(ann);
  await autoPlay(bo);

  // While the game runs Cy's table is drawn from the spectator's view: no seat's purse.
  let looked = 0;
  for (let k = 0; k < 400 && !(await cy.api('turn')).over; ++k) {
    const seen = await cy.page.evaluate(() => {
      const s = window.mercato.state();
      return { state: s, turn: window.mercato.turn(), legal: window.mercato.legalActions(), texts: window.mercato.debug.texts() };
    });
    if (seen.turn.over) break;
    if (seen.state) {
      ++looked;
      assert.deepEqual(seen.legal, [], 'a spectator has no moves');
      assert.equal(seen.turn.humanTurn, false);
      for (const p of seen.state.seats) {
        assert.equal(p.money, null, `seat ${p.seat}'s purse on the spectator's table`);
        assert.deepEqual(p.hand, [], `seat ${p.seat}'s hand`);
        if (!seen.state.bids_revealed) assert.ok(p.bid === -1 || p.bid === null, `seat ${p.seat}'s sealed bid: ${p.bid}`);
      }
      assert.ok(!('my_money' in seen.texts), 'no purse drawn as the viewer\'s own');
      if (looked === 3) await cy.shot('online-spectator-phone');
    }
    await cy.page.waitForTimeout(150);
  }
  assert.ok(looked >= 3, `Cy's table was looked at during the game (${looked} times)`);

  for (const app of [ann, bo, cy]) await waitOnline(app, () => window.mercato.online.status().over, 'the end of the game', 480000);

  // The end: every score, as the seats see them (drawn a frame after the page learns the end).
  await waitOnline(cy, () => !!window.mercato.debug.texts()['online:score:2'], 'Cy\'s end screen, drawn');
  const end = await cy.page.evaluate(() => window.mercato.debug.texts());
  for (let seat = 0; seat < 3; ++seat) assert.match(end[`online:score:${seat}`], /[:：] ?-?\d+$/, `seat ${seat + 1}'s final score`);
  assert.ok(!('online:rematch' in await cy.rects()) && !('online:record' in await cy.rects()), 'no rematch or record for a spectator');
  const record = await (await fetch(`${fx.server.url}/tables/${table}.mercato`)).text();
  assert.ok(cy.wsFrames.filter((f) => f.type === 'view').length > 10, 'Cy received the game live');
  checkSeatFrames(fx.core, cy.wsFrames, SPECTATOR, record, { privateMoney: true, who: 'the spectator\'s browser' });
  await cy.shot('online-spectator-over-phone');

  // The host turns watching off on the canvas (the switch is under the log: a wheel
  // scrolls the panel to it, as a person would): Cy is told, the link no longer opens.
  for (let k = 0; k < 10; ++k) {
    const r = await ann.waitRect('online:spectators:toggle');
    if (r[1] + r[3] <= 800) break;
    await ann.page.mouse.move(640, 700);
    await ann.page.mouse.wheel(0, 200);
    await ann.frames(3);
  }
  await ann.click('online:spectators:toggle');
  await waitOnline(cy, () => window.mercato.online.status().phase === 'closed', 'Cy\'s page closed');
  assert.match((await cy.page.evaluate(() => window.mercato.online.status())).error, /観戦を止めました/);
  await waitOnline(ann, () => !window.mercato.debug.texts()['online:spectators'], 'nobody watches any more');
  const late = await fx.person(watchLink, { width: 390, height: 844, hasTouch: true });
  await waitOnline(late, () => window.mercato.online.status().phase === 'closed', 'a late spectator\'s page');
  assert.match((await late.page.evaluate(() => window.mercato.online.status())).error, /host turned watching off/);
  cyLine.close();
});
