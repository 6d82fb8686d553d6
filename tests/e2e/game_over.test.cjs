// The end of a game, read by a newcomer (issue 38): the breakdown names the
// people (their names, "You" for the one person at the screen, "Seat 2" for a
// computer without a name), never a bare "Seat 1" for the person; each final
// score says what it counts (points, coins, scudi, VP).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, NO_MOTION } = require('./support.cjs');

let app;
before(async () => { app = await openApp(NO_MOTION); });
after(async () => { if (app) await app.close(); });

async function playToEnd(game, names, lang) {
  await app.api('setLanguage', lang);
  await app.api('setPace', 0);
  assert.deepEqual(await app.api('newGame', { game, players: 2, seats: ['human', 'heuristic'], seed: 12, names }),
                   { ok: true });
  const played = await app.playOut((legal) => legal[0], { limit: 2000 });
  assert.ok(played.turn.over, `${game}: the game did not end`);
  await app.page.waitForFunction(() => !document.getElementById('access-scores').hidden, null, { timeout: 20000 });
  await app.frames(3);
  return app.page.evaluate(() => ({
    rows: [...document.getElementById('access-scores').tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)),
    headers: [...document.getElementById('access-scores').tHead.rows[0].cells].map((c) => c.textContent),
    over: Object.entries(window.mercato.debug.texts()).filter(([k]) => k.startsWith('over:row:')).map(([, v]) => v),
  }));
}

// Every cell of the breakdown (Oregano heads its columns with the people).
const cells = (sheet) => [...sheet.headers, ...sheet.rows.flat()].join(' | ');

test('the breakdown names the person, the computer by its seat', { timeout: 300000 }, async () => {
  for (const game of ['merchants', 'oregano']) {
    const en = await playToEnd(game, ['', ''], 'en');
    assert.match(cells(en), /\bYou\b/, `${game}: the person is not "You": ${cells(en)}`);
    assert.doesNotMatch(cells(en), /Seat 1\b/, `${game}: the person is "Seat 1": ${cells(en)}`);
    assert.match(cells(en), /Seat 2/, `${game}: ${cells(en)}`);
    const named = await playToEnd(game, ['Ana', ''], 'ja');
    assert.match(cells(named), /Ana/, `${game}: no name in ${cells(named)}`);
    assert.doesNotMatch(cells(named), /席1(?!\d)/, `${game}: ${cells(named)}`);
  }
});

test('each final score says what it counts', { timeout: 300000 }, async () => {
  for (const [game, unit] of [['merchants', 'coins'], ['turin_market', 'scudi'], ['market_fresh', 'points']]) {
    const end = await playToEnd(game, ['', ''], 'en');
    assert.equal(end.over.length, 2, `${game}: ${end.over}`);
    for (const row of end.over) assert.match(row, new RegExp(`-?\\d+ ${unit}$`), `${game}: "${row}"`);
  }
});
