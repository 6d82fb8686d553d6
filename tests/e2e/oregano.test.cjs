// Oregano Market in the browser: whole 2-, 3- and 4-player games (one person,
// the rest computers) played to the end, the 3-player one partly by real
// clicks on the canvas with the rules page opened on the way; no console errors.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp(); });
after(async () => { if (app) await app.close(); });

const waitForPerson = () => app.waitFor(() => {
  const t = window.mercato.turn();
  return t.over || t.humanTurn;
}, null, 60000);

// The rest of a game through the API, played inside the page (app.playOut):
// merchants when possible (they run out soonest, which ends the game), else a
// café, a resource, or the first legal move. Returns the number of moves the
// person made; each is checked here.
const pick = (legal) => legal.find((m) => /^build \w+-merchant/.test(m)) ||
  legal.find((m) => m.startsWith('build cafe')) ||
  legal.find((m) => m.startsWith('take')) || legal[0];
async function playToEnd({ shotAt = -1 } = {}) {
  let moves = 0;
  for (const limit of shotAt > 0 ? [shotAt, 400] : [400]) {
    const r = await app.playOut(pick, { limit: limit - moves, timeout: 300000 });
    assert.equal(r.timedOut, false, 'the computers stopped moving');
    for (const m of r.moves) {
      assert.ok(m.legal.length > 0, 'a person to move with no legal move');
      assert.ok(m.result.ok, `${m.move}: ${m.result.error}`);
      moves += 1;
      assert.ok(moves < 400, 'the game does not end');
    }
    if (moves === shotAt) await app.shot('oregano-midgame');
    if (r.turn.over) return moves;
  }
  assert.fail('the game does not end');
}

// A new game with the person in seat 1 and easy computers in the others,
// played to the end; checks the final scores and the game-over table.
async function wholeGame(players, seed, shotName) {
  const seats = ['human', ...Array(players - 1).fill('easy')];
  const started = await app.api('newGame', { game: 'oregano', players, seed, seats });
  assert.ok(started.ok, started.error);
  await app.api('setFaster', true);
  await app.api('setPace', 0);  // no pause: clicks wait for the person's turn, computers need no eyes
  assert.ok(await playToEnd() > 0, 'the person never moved');
  const turn = await app.api('turn');
  assert.equal(turn.over, true);
  assert.equal(turn.scores.length, players);
  assert.equal((await app.api('state')).phase, 'game_over');
  const stats = await app.stats(await app.shot(shotName));
  assert.ok(stats.variance > 200, `luminance variance ${stats.variance} looks blank`);
  await app.api('setPace', -1);
}

test('a whole 3-player game of Oregano Market, to the end', async () => {
  const started = await app.api('newGame', {
    game: 'oregano', players: 3, seed: '21', seats: ['human', 'easy', 'easy'],
  });
  assert.ok(started.ok, started.error);
  await app.api('setFaster', true);
  await app.api('setPace', 0);  // no pause: clicks wait for the person's turn, computers need no eyes
  await waitForPerson();

  // Setup by clicks: a wood merchant from the supply into row 2 of column 1.
  await app.click('oregano:supply:wood-merchant');
  await app.click('oregano:cell:1:r2c1');
  await waitForPerson();
  let state = await app.api('state');
  assert.equal(state.game, 'oregano');
  assert.equal(state.players[0].area[1][0], 'wood-merchant');
  await app.shot('oregano-keep');

  // The strategy choice by clicks: the first card drawn, then Keep.
  assert.equal(state.phase, 'strategy_keep');
  const drawn = state.players[0].drawn;
  assert.equal(drawn.length, 2);
  await app.click(`oregano:card:${drawn[0]}`);
  await app.click('oregano:primary');
  await waitForPerson();
  state = await app.api('state');
  assert.equal(state.players[0].strategy, drawn[0]);
  // The others' strategy cards stay hidden from this seat.
  assert.equal(state.players[1].strategy, 'hidden');
  assert.equal(state.players[2].strategy, 'hidden');

  // A first action by clicks: tap the merchant, take its wood from the menu.
  await app.click('oregano:cell:1:r2c1');
  await app.shot('oregano-menu');
  await app.click('oregano:chip:1');
  state = await app.api('state');
  assert.equal(state.players[0].resources[0], 1);
  assert.deepEqual(state.actions_done, ['resource']);

  // The rules page opens over the table and closes again.
  await app.click('play:rules');
  await app.shot('oregano-rules');
  await app.click('rules:close');

  await playToEnd({ shotAt: 12 });
  const turn = await app.api('turn');
  assert.equal(turn.over, true);
  assert.equal(turn.scores.length, 3);
  state = await app.api('state');
  assert.equal(state.phase, 'game_over');
  const png = await app.shot('oregano-game-over');
  const stats = await app.stats(png);
  assert.ok(stats.variance > 200, `luminance variance ${stats.variance} looks blank`);
  await app.api('setPace', -1);
});

test('the table in Japanese', async () => {
  assert.deepEqual(await app.api('setLanguage', 'ja'), { ok: true });
  const started = await app.api('newGame', {
    game: 'oregano', players: 2, seed: '3', seats: ['human', 'easy'],
  });
  assert.ok(started.ok, started.error);
  await waitForPerson();
  const png = await app.shot('oregano-ja');
  const stats = await app.stats(png);
  assert.ok(stats.variance > 200, `luminance variance ${stats.variance} looks blank`);
  await app.api('setLanguage', 'en');
});

// The "done when": a 2- and a 4-player game played to the end too.
test('a whole 2-player game, to the end', async () => {
  await wholeGame(2, '8', 'oregano-2p-over');
});

test('a whole 4-player game, to the end', async () => {
  await wholeGame(4, '9', 'oregano-4p-over');
});

// 001 holds two of each strategy card (「各種 2 枚ずつ」): two alike drawn together
// is legal, and the choice says so instead of looking like a mistake (issue 38).
test('two alike strategy cards to keep from: the panel says the deck holds two of each', async () => {
  await app.api('setPace', 0);
  let twins = null, plain = null;
  for (let seed = 1; seed < 80 && !(twins && plain); ++seed) {
    await app.api('newGame', { game: 'oregano', players: 2, seats: ['human', 'random'], seed,
                               options: { strategy_draw: 3 } });
    const played = await app.playOut((legal) => legal[0],
      { limit: 60, until: (s) => s.phase === 'strategy_keep' && s.players[0].drawn.length > 0 });
    if (!played.stopped) continue;
    const drawn = (await app.api('state')).players[0].drawn;
    await app.frames(3);
    const note = (await app.page.evaluate(() => window.mercato.debug.texts()))['oregano:twins'];
    const alike = new Set(drawn).size < drawn.length;
    if (alike && !twins) twins = { seed, drawn, note };
    if (!alike && !plain) plain = { seed, drawn, note };
  }
  assert.ok(twins, 'no deal drew two alike in 80 seeds');
  assert.match(twins.note || '', /2 of each/, `seed ${twins.seed} drew ${twins.drawn}: "${twins.note}"`);
  assert.ok(plain, 'every deal drew two alike');
  assert.equal(plain.note, undefined, `seed ${plain.seed} drew ${plain.drawn} and still says "${plain.note}"`);
  await app.api('setPace', -1);
});
