// The log never shows the same line twice in a row (issue 38, "A log you can read": "a draw
// is logged twice"). For every registered game at its largest player count, a whole game is
// played (the person always takes the first legal move, the others are computers), then the
// log as the canvas draws it (mercato.debug.log()) and the screen reader's log (#access-log)
// are read: no two consecutive lines may be identical.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, registeredGames, NO_MOTION } = require('./support.cjs');

let app;
before(async () => { app = await openApp(NO_MOTION); await app.api('setPace', 0); });
after(async () => { await app.close(); });

function repeats(lines) {
  const found = [];
  for (let i = 1; i < lines.length; ++i) {
    if (lines[i] === lines[i - 1]) found.push(`${i}: ${JSON.stringify(lines[i])}`);
  }
  return found;
}

for (const game of registeredGames()) {
  const players = game.max_players;
  test(`${game.id} (${players} players): no log line twice in a row`, { timeout: 60000 }, async () => {
    const seats = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'heuristic'));
    assert.deepEqual(await app.api('newGame', { game: game.id, players, seats, seed: 11 }), { ok: true });
    const run = await app.playOut((legal) => legal[0], { timeout: 50000 });
    assert.equal(run.timedOut, false, `${game.id}: the game did not finish in time`);
    for (const m of run.moves) assert.ok(m.result.ok, `${game.id}: ${m.move} refused: ${JSON.stringify(m.result)}`);
    assert.equal(run.turn.over, true, `${game.id}: the game ended`);

    const log = await app.page.evaluate(() => window.mercato.debug.log());
    assert.ok(log.length > 10, `${game.id}: the log has lines (${log.length})`);
    assert.deepEqual(repeats(log), [], `${game.id}: a line of the drawn log repeats`);

    // One paragraph a move (access.test); a move the viewer was told nothing of is an empty
    // one, which a screen reader does not read: the lines read are the others.
    const read = await app.page.evaluate(() =>
      Array.from(document.querySelectorAll('#access-log p'), (p) => p.textContent).filter((t) => t !== ''));
    assert.ok(read.length > 10, `${game.id}: the screen reader's log has lines (${read.length})`);
    assert.deepEqual(repeats(read), [], `${game.id}: a line of the screen reader's log repeats`);
  });
}
