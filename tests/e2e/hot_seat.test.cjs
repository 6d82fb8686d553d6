// Hot seat done right (issue 38): several people at one screen. The table starts
// covered (no seat's cards before its person says they are at the screen) and is
// covered between seats; Undo is off under the cover; each seat goes by its name,
// never "You" (which would be each person in turn). The seat-view rule: what the
// page shows and tells under the cover (canvas targets and texts, the log, the
// screen reader's summary) is the same whatever the hidden cards are.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp(); });
after(async () => { if (app) await app.close(); });

// Everything the page shows or tells, for comparing two deals.
async function shown() {
  await app.frames(4);
  return app.page.evaluate(() => ({
    rects: window.mercato.debug.rects(),
    texts: window.mercato.debug.texts(),
    log: window.mercato.debug.log(),
    summary: document.getElementById('access-summary').textContent,
    accessLog: document.getElementById('access-log').textContent,
    access: document.getElementById('access-moves').textContent,
  }));
}

async function hotSeat(seed, names = ['', '', '']) {
  await app.api('setPace', 0);
  assert.deepEqual(await app.api('newGame', { game: 'turin_market', players: 3, seats: ['human', 'human', 'random'],
                                              seed, names }), { ok: true });
  await app.waitFor(() => window.mercato.turn().humanTurn);
  return (await app.api('turn')).viewer;
}

test('the table starts covered, the same whatever the cards dealt', { timeout: 180000 }, async () => {
  await app.api('setLanguage', 'en');
  // Two deals whose first seat at the screen is the same (the public part alike).
  const bySeat = new Map();
  let pair = null;
  for (let seed = 1; seed < 30 && !pair; ++seed) {
    const viewer = await hotSeat(seed);
    const now = await shown();
    assert.ok(now.rects['play:handoff'], `seed ${seed}: the first seat's table shows before the cover`);
    assert.deepEqual(now.log, [], `seed ${seed}: the log shows under the cover`);
    assert.equal(Object.keys(now.rects).filter((n) => n.startsWith('turin:')).length, 0,
                 `seed ${seed}: the table's targets are drawn under the cover`);
    if (bySeat.has(viewer)) pair = [bySeat.get(viewer), { seed, now }];
    else bySeat.set(viewer, { seed, now });
  }
  assert.ok(pair, 'no two deals start at the same seat');
  const [a, b] = pair;
  assert.deepEqual(b.now, a.now, `the cover differs between seeds ${a.seed} and ${b.seed}`);
});

test('Undo is off under the cover and says why', { timeout: 120000 }, async () => {
  await hotSeat(4);
  // One move by the first seat, then the cover for the next.
  await app.click('play:handoff');
  const first = (await app.api('turn')).viewer;
  // Not the loan (taken any time, it does not end the seat's choice).
  const legal = (await app.api('legalActions')).filter((m) => m !== 'loan');
  assert.deepEqual(await app.api('act', legal[0]), { ok: true });
  await app.waitFor((seat) => window.mercato.turn().viewer !== seat, first);
  await app.waitRect('play:handoff');
  const undo = await app.waitRect('play:undo');
  await app.page.mouse.move(undo[0] + undo[2] / 2, undo[1] + undo[3] / 2);
  await app.frames(4);
  const tip = (await app.page.evaluate(() => window.mercato.debug.texts())).tooltip || '';
  assert.match(tip, /covered/, `Undo under the cover: "${tip}"`);
  await app.page.mouse.click(undo[0] + undo[2] / 2, undo[1] + undo[3] / 2);
  await app.frames(3);
  assert.equal((await app.rects())['undo:yes'], undefined, 'Undo asked to undo under the cover');
});

test('at a shared screen each seat goes by its name, never "You"', { timeout: 180000 }, async () => {
  for (const lang of ['en', 'ja']) {
    await app.api('setLanguage', lang);
    await hotSeat(9, ['Ana', 'Ben', '']);
    await app.click('play:handoff');
    // A few moves by both people, each table shown by its person.
    for (let i = 0; i < 6; ++i) {
      const turn = await app.api('turn');
      if (turn.over) break;
      if ((await app.rects())['play:handoff']) await app.click('play:handoff');
      if (!(await app.api('turn')).humanTurn) { await app.frames(2); continue; }
      const legal = (await app.api('legalActions')).filter((m) => m !== 'loan');
      assert.deepEqual(await app.api('act', legal[legal.length - 1]), { ok: true });
      await app.frames(3);
    }
    if ((await app.rects())['play:handoff']) await app.click('play:handoff');
    const now = await shown();
    const words = lang === 'en' ? /\bYou\b|\byou\b|\bYour\b/ : /あなた/;
    for (const line of now.log) assert.doesNotMatch(line, words, `${lang}: the log says "${line}"`);
    assert.ok(now.log.some((l) => l.includes('Ana') || l.includes('Ben')), `${lang}: no name in the log: ${now.log}`);
    assert.doesNotMatch(now.summary, words, `${lang}: the summary says "${now.summary}"`);
  }
  await app.api('setLanguage', 'en');
});
