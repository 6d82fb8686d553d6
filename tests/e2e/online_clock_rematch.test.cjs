// Clocks and rematch online (issue 41, items 1 and 3), as people meet them:
// Ann at a desk (1280x800, mouse, English) and Bo on a phone (390x844, touch,
// Japanese). With a clock of a few seconds a move, Bo stops playing: his time
// shows counting down beside his seat, runs out, and the computer moves for him
// (both logs say so, each in its language). At the end Ann offers "Play again,
// same seats" on the canvas (Turin Market), Bo accepts with a tap, and both pages move to the
// new table with the seats rotated.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { NO_MOTION } = require('./support.cjs');
const { onlineFixture, annAndBo, startAnnAndBo, waitOnline, autoPlay } = require('./online_support.cjs');

const fx = onlineFixture({ pace: 300 });
const texts = (app) => app.page.evaluate(() => window.mercato.debug.texts());
const logLines = async (app) => Object.entries(await texts(app)).filter(([k]) => k.startsWith('online:log:')).map(([, v]) => v);

test('a person who stops playing: the clock runs out and the computer moves for them; both logs say so', { timeout: 180000 }, async () => {
  const { ann, bo } = await annAndBo(fx, { create: { clock: { mode: 'move', seconds: 3, onTimeout: 'move' }, handOverLevel: 'heuristic' }, options: NO_MOTION });
  await startAnnAndBo({ ann, bo });
  const clock = await ann.page.evaluate(() => window.mercato.online.status().clock);
  assert.deepEqual([clock.mode, clock.seconds, clock.onTimeout], ['move', 3, 'move']);
  await autoPlay(ann);  // Ann plays at once; Bo does nothing
  // Bo's clock shows beside his seat on his phone, counting down while it is his turn.
  await waitOnline(bo, () => window.mercato.online.status().clock.running === 1, 'Bo\'s clock running', 30000);
  const shown = await bo.page.waitForFunction(() => window.mercato.debug.texts()['online:clock:1'], null, { timeout: 10000, polling: 100 });
  assert.match(await shown.jsonValue(), /^0:0[0-3]$/, 'Bo\'s time left, in m:ss');
  await waitOnline(ann, () => { const s = window.mercato.online.status(); return s.lastTimeout && s.lastTimeout.seat === 1; },
    'a move made for Bo', 30000);
  const before = (await ann.api('turn')).moves;
  await ann.page.waitForFunction((n) => window.mercato.turn().moves >= n + 4, before, { timeout: 60000, polling: 100 });
  await ann.page.waitForFunction(() => Object.entries(window.mercato.debug.texts())
    .some(([k, v]) => k.startsWith('online:log:') && /Bo: time ran out; the computer \(heuristic\) moved for them/.test(v)),
  null, { timeout: 10000, polling: 100 }).catch(async () => { throw new Error(`Ann's log: ${await logLines(ann)}`); });
  await bo.page.waitForFunction(() => Object.entries(window.mercato.debug.texts())
    .some(([k, v]) => k.startsWith('online:log:') && v.includes('時間切れ')), null, { timeout: 10000, polling: 100 })
    .catch(async () => { throw new Error(`Bo's log: ${await logLines(bo)}`); });
  const seats = await ann.page.evaluate(() => window.mercato.online.status().seats.map((s) => s.kind));
  assert.deepEqual(seats, ['person', 'person'], 'Bo keeps his seat');
  await bo.shot('online-clock-phone-ja');
});

test('play again, same seats: Ann offers on the canvas, Bo accepts with a tap, both move to the new table, seats rotated', { timeout: 300000 }, async () => {
  // Turin Market: a whole two-person game is some 40 moves.
  const { ann, bo, link } = await annAndBo(fx, { game: 'turin_market', options: NO_MOTION });
  await startAnnAndBo({ ann, bo });
  const first = new URL(link).searchParams.get('table');
  await autoPlay(ann);
  await autoPlay(bo);
  for (const app of [ann, bo]) await waitOnline(app, () => window.mercato.online.status().over, 'the end of the game', 240000);
  for (const app of [ann, bo]) await app.page.evaluate(() => clearInterval(window.mercatoAutoPlay));

  assert.equal((await bo.rects())['online:rematch'], undefined, 'only the host offers');
  const press = async (app) => {
    const r = await app.waitRect('online:rematch');
    assert.ok(r[3] >= 44, `the rematch button is ${r[3]} px tall`);
    if (app === bo) await app.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
    else await app.page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
  };
  await press(ann);
  await waitOnline(bo, () => !!window.mercato.online.status().rematch, 'Bo hears the offer');
  await bo.page.waitForFunction(() => /同じ席での再戦/.test(window.mercato.debug.texts()['online:rematch-note'] || ''), null,
    { timeout: 10000, polling: 100 });
  await press(bo);
  for (const app of [ann, bo]) {
    await app.page.waitForFunction((t) => { const s = window.mercato.online.status(); return s.rematchOf === t && s.started && s.table !== t; },
      first, { timeout: 30000, polling: 100 }).catch(async () => {
      throw new Error(`the new table: ${JSON.stringify(await app.page.evaluate(() => window.mercato.online.status()))}`);
    });
  }
  const annNow = await ann.page.evaluate(() => window.mercato.online.status());
  const boNow = await bo.page.evaluate(() => window.mercato.online.status());
  assert.equal(annNow.table, boNow.table, 'the same new table');
  assert.deepEqual([annNow.seat, boNow.seat, annNow.host], [1, 0, true], 'seats rotated: Bo starts now; Ann still hosts');
  assert.deepEqual(annNow.seats.map((s) => s.name), ['Bo', 'Ann']);
  await waitOnline(bo, () => !!window.mercato.turn() && !window.mercato.turn().over, 'Bo\'s new game');
  await bo.shot('online-rematch-phone-ja');
});
