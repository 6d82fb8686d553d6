// A game in progress survives closing the tab: it is saved in its own slot after
// every move, and Home offers Continue, which resumes the same position; a
// finished game moves to the recent games.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp(); });
after(async () => { if (app) await app.close(); });

test('Continue resumes the saved game after a reload; a finished game is kept under recent games', async () => {
  const game = (await app.api('listGames')).find((g) => g.registered);
  const seats = ['human', ...Array(game.minPlayers - 1).fill('heuristic')];
  assert.deepEqual(await app.api('newGame', { game: game.id, players: game.minPlayers, seats, seed: 5 }), { ok: true });
  await app.api('setPace', 0);
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; });
  const legal = await app.api('legalActions');
  assert.deepEqual(await app.api('act', legal[0]), { ok: true });
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; });
  const before = await app.api('turn');
  const recordBefore = await app.api('exportRecord');
  const state = await app.api('state');
  const legalBefore = await app.api('legalActions');

  await app.page.reload();
  await app.page.evaluate(() => window.mercato.ready);
  assert.equal(await app.api('screen'), 'home');
  await app.shot('save-continue-banner');
  await app.click('home:continue');
  await app.waitScreen('play');
  const after = await app.api('turn');
  assert.equal(after.moves, before.moves);
  assert.deepEqual(after.seats, before.seats);
  assert.equal(await app.api('exportRecord'), recordBefore, 'the same game: seed and moves');
  assert.deepEqual(await app.api('state'), state);
  assert.deepEqual(await app.api('legalActions'), legalBefore);

  // Play it out: the save becomes a recent (finished) game.
  await app.api('setPace', 0);
  for (;;) {
    await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 120000);
    if ((await app.api('turn')).over) break;
    const moves = await app.api('legalActions');
    assert.deepEqual(await app.api('act', moves[0]), { ok: true });
  }
  const list = await app.page.evaluate(() => window.mercato.saves.list());
  assert.equal(list.length, 1, JSON.stringify(list));
  assert.equal(list[0].over, true);
  assert.equal(list[0].game, game.id);
  await app.api('open', 'home');
  await app.waitRect('saves:replay:' + list[0].id);
});
