// Hot seat done right (issue 38): several people at one screen. The table starts
// covered (no seat's cards before its person says they are at the screen) and is
// covered between seats; Undo is off under the cover; each seat goes by its name,
// never "You" (which would be each person in turn). The seat-view rule: what the
// page shows and tells under the cover (canvas targets and texts, the log, the
// screen reader's summary) is the same whatever the hidden cards are, with the
// first-game guide too. With the guide, each person's first decisions are
// explained to them, after their own cover, from their own seat's table.
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

test('the table starts covered, the same whatever the cards dealt, with the guide too', { timeout: 180000 }, async () => {
  await app.api('setLanguage', 'en');
  // Two deals whose first seat at the screen is the same (the public part alike).
  const bySeat = new Map();
  let pair = null;
  for (let seed = 1; seed < 30 && !pair; ++seed) {
    const viewer = await hotSeat(seed);
    const now = { plain: await shown() };
    // The first-game guide, as Setup's Start gives a newcomer: nothing of it under the cover.
    await app.page.evaluate(() => window.mercato.debug.showGuide());
    now.guided = await shown();
    for (const [how, seen] of Object.entries(now)) {
      assert.ok(seen.rects['play:handoff'], `seed ${seed}, ${how}: the first seat's table shows before the cover`);
      assert.deepEqual(seen.log, [], `seed ${seed}, ${how}: the log shows under the cover`);
      assert.equal(Object.keys(seen.rects).filter((n) => n.startsWith('turin:') || n.includes('guide')).length, 0,
                   `seed ${seed}, ${how}: the table's targets or the guide are drawn under the cover`);
      assert.equal(seen.texts.guide, undefined, `seed ${seed}, ${how}: the guide says "${seen.texts.guide}"`);
      assert.doesNotMatch(seen.summary, /Guide/, `seed ${seed}, ${how}: the screen reader hears the guide`);
    }
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

// A newcomer's first game at a shared screen (Setup's Start with two people): each person's own
// first four decisions are explained to them, after their cover is lifted ("Guide 1/4" to
// "Guide 4/4" for each, worded from their seat's table); one person's guide ending does not end
// the other's. Once both are done the game is remembered as seen.
test('with the first-game guide, each person is guided through their own first decisions', { timeout: 180000 }, async () => {
  await app.api('setLanguage', 'en');
  await app.page.evaluate(() => localStorage.removeItem('mercato.guideSeen'));
  await hotSeat(4, ['Ana', 'Ben', '']);
  await app.page.evaluate(() => window.mercato.debug.showGuide());
  const guided = [[], []];
  for (let moves = 0; moves < 60 && guided.some((g) => g.length < 5); ++moves) {
    await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; });
    const turn = await app.api('turn');
    if (turn.over) break;
    await app.frames(2);  // a frame after the last move
    const read = () => app.page.evaluate(() => ({ rects: window.mercato.debug.rects(), texts: window.mercato.debug.texts() }));
    let frame = await read();
    if (frame.rects['play:handoff']) {
      assert.equal(frame.texts.guide, undefined, `the guide shows under ${turn.viewer}'s cover`);
      await app.click('play:handoff');
      frame = await read();
    }
    const t = frame.texts;
    assert.equal(t['play:table-viewer'], String(turn.viewer), 'the guide is read beside another seat\'s table');
    guided[turn.viewer].push(t['guide:turn'] || 'none');
    const legal = (await app.api('legalActions')).filter((m) => m !== 'loan');
    assert.deepEqual(await app.api('act', legal[legal.length - 1]), { ok: true });
  }
  for (const seat of [0, 1]) {
    assert.deepEqual(guided[seat].slice(0, 5), ['Guide 1/4', 'Guide 2/4', 'Guide 3/4', 'Guide 4/4', 'none'],
                     `seat ${seat + 1}'s decisions were guided as ${guided[seat]}`);
  }
  assert.ok((await app.page.evaluate(() => localStorage.getItem('mercato.guideSeen') || '')).split(',').includes('turin_market'));
});

// A new game at a shared screen starts covered, however it follows the last one. The
// cover remembered the game it last showed by its address, and a game started twice
// before a frame (a host's button pressed twice, newGame twice) can land at the address
// of the game just shown: its first seat's hand then showed at once (seat_names.test's
// phone case met this in CI, where the cover it waited for never came).
test('a new game starts covered, even when it follows another at once', { timeout: 120000 }, async () => {
  await app.api('setLanguage', 'en');
  const options = { game: 'turin_market', players: 3, seats: ['human', 'human', 'random'], seed: 7 };
  for (let starts = 1; starts <= 4; ++starts) {
    const viewer = await hotSeat(7);
    await app.click('play:handoff');  // the screen shows this seat's table
    await app.frames(3);
    assert.equal((await app.rects())['play:handoff'], undefined, 'the cover stays after its button');
    const started = await app.page.evaluate(([o, n]) => {
      const results = [];
      for (let i = 0; i < n; ++i) results.push(window.mercato.newGame(o).ok);
      return results;
    }, [options, starts]);
    assert.ok(started.every(Boolean), `newGame x${starts}: ${started}`);
    await app.waitFor(() => window.mercato.turn().humanTurn);
    assert.equal((await app.api('turn')).viewer, viewer, 'the same seed starts at the same seat');
    const seen = await shown();
    assert.ok(seen.rects['play:handoff'], `${starts} new game(s) at once: seat ${viewer + 1}'s table shows uncovered`);
    assert.equal(Object.keys(seen.rects).filter((n) => n.startsWith('turin:')).length, 0,
                 `${starts} new game(s) at once: the table's targets are drawn under no cover`);
  }
});
