// The app around a game: setup by real clicks on the canvas, the play screen's
// menu (faster, rules), the JS API's game calls and events, a whole game to the
// end screen, and back home. Uses the first registered game of the catalogue
// that is listed in PREFERRED (Merchants first), so it runs as soon as one game
// is registered.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

const PREFERRED = ['merchants', 'market_fresh', 'oregano', 'turin_market', 'trade_tycoon'];

let app;
let game;
before(async () => {
  app = await openApp({ width: 1280, height: 800 });
  await app.page.evaluate(() => {
    window.__events = [];
    for (const name of ['gameStarted', 'moved', 'gameOver', 'screen']) {
      window.mercato.on(name, (detail) => window.__events.push({ name, detail }));
    }
  });
  const games = await app.api('listGames');
  game = PREFERRED.map((id) => games.find((g) => g.id === id && g.registered)).find(Boolean);
});
after(async () => { if (app) await app.close(); });

const events = (name) => app.page.evaluate((n) => window.__events.filter((e) => e.name === n), name);

test('newGame refuses bad requests with clear errors and keeps the home screen', async () => {
  let r = await app.api('newGame', { game: 'chess', players: 2 });
  assert.equal(r.ok, false);
  assert.match(r.error, /unknown game 'chess'/);
  r = await app.api('newGame', { game: game.id, players: game.maxPlayers + 1 });
  assert.equal(r.ok, false);
  assert.match(r.error, /players/);
  r = await app.api('newGame', { game: game.id, players: game.minPlayers, seats: ['human', 'grandmaster'] });
  assert.equal(r.ok, false);
  assert.match(r.error, /grandmaster/);
  r = await app.api('newGame', { game: game.id, players: game.minPlayers, seed: 'abc' });
  assert.equal(r.ok, false);
  assert.match(r.error, /seed/);
  assert.equal(await app.api('screen'), 'home');
  assert.deepEqual(await app.api('legalActions'), []);
  const refused = await app.api('act', 'pass');
  assert.equal(refused.ok, false);
  assert.match(refused.error, /no game/);
});

test(`setup by clicks, then a whole game played to the end screen`, { timeout: 600000 }, async () => {
  assert.ok(game, 'no registered game');
  const players = Math.min(Math.max(3, game.minPlayers), game.maxPlayers);
  // Setup through the canvas: tile, player count, easy computers, Start.
  await app.click(`tile:${game.id}`);
  await app.waitScreen('setup');
  await app.click(`setup:players:${players}`);
  for (let seat = 1; seat < players; seat++) {
    await app.click(`setup:seat:${seat}:computer`);
    await app.click(`setup:seat:${seat}:level:0`);
  }
  await app.shot(`flow-setup-${game.id}`);
  await app.click('setup:start');
  await app.waitScreen('play');
  const started = await events('gameStarted');
  assert.equal(started.length, 1);
  assert.equal(started[0].detail.game, game.id);
  assert.equal(started[0].detail.players, players);
  assert.deepEqual(started[0].detail.seats,
    ['human', ...Array(players - 1).fill('ismcts:easy')]);

  // The menu: faster computers, the rules page and back.
  await app.click('play:faster');
  await app.click('play:rules');
  await app.waitScreen('rules');
  await app.shot(`flow-rules-${game.id}`);
  await app.click('rules:close');
  await app.waitScreen('play');
  await app.api('setPace', 0);  // the rest of the game at full speed

  // Play: the human's moves through the API (a fixed pseudo-random choice),
  // checking that a bad notation is refused with a message.
  // The first move here, the rest inside the page (app.playOut), each checked here.
  let seed = 12345;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  let humanMoves = 0;
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 120000);
  assert.equal((await app.api('turn')).over, false, 'the game ended before the person moved');
  const legal = await app.api('legalActions');
  assert.ok(legal.length > 0, 'a human turn with no legal move');
  assert.equal(new Set(legal).size, legal.length, 'legal moves are unique');
  const bad = await app.api('act', 'no such move 42');
  assert.equal(bad.ok, false);
  assert.ok(bad.error.length > 0);
  assert.equal(typeof (await app.api('state')), 'object');
  await app.shot(`flow-table-${game.id}`);
  assert.deepEqual(await app.api('act', legal[random(legal.length)]), { ok: true });
  humanMoves++;
  // The same pseudo-random choice, continued in the page.
  await app.page.evaluate((s) => { window.__seed = s; }, seed);
  const rest = await app.playOut((moves) => {
    window.__seed = (window.__seed * 1103515245 + 12345) % 2147483648;
    return moves[window.__seed % moves.length];
  }, { timeout: 300000 });
  assert.equal(rest.timedOut, false, 'the computers stopped moving');
  assert.equal(rest.turn.over, true, 'the game did not end');
  for (const m of rest.moves) {
    assert.ok(m.legal.length > 0, 'a human turn with no legal move');
    assert.equal(new Set(m.legal).size, m.legal.length, 'legal moves are unique');
    assert.deepEqual(m.result, { ok: true }, m.move);
    humanMoves++;
  }
  await app.waitScreen('over');
  await app.shot(`flow-over-${game.id}`);
  const over = await events('gameOver');
  assert.equal(over.length, 1);
  assert.equal(over[0].detail.scores.length, players);
  const shares = over[0].detail.returns.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(shares - 1) < 1e-9, `win shares sum to ${shares}`);
  const moved = await events('moved');
  assert.equal(moved.filter((e) => e.detail.by === 'human').length, humanMoves);
  assert.ok(moved.some((e) => e.detail.by === 'computer'), 'the computers moved');
  assert.deepEqual(await app.api('legalActions'), []);

  await app.click('over:home');
  await app.waitScreen('home');
});
