// Merchants in the browser: a whole 3-player game (one human seat), the human's
// first moves made by real clicks on the canvas (loading, a swap, a play or a
// draw), the rest through the JS API; no console errors; screenshots in
// build/test-artifacts/merchants-*.png. Also the phone layout's tap targets.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

const GOODS = ['cotton', 'salt', 'indigo', 'hemp', 'copper', 'pepper'];

let app;
before(async () => { app = await openApp({ width: 1280, height: 800 }); });
after(async () => { if (app) await app.close(); });

const state = () => app.api('state');
const turn = () => app.api('turn');
const handTotal = (seat) => GOODS.reduce((n, g) => n + (seat.hand ? seat.hand[g] : 0), 0);
const cubeTotal = (seat) => GOODS.reduce((n, g) => n + seat.cubes[g], 0);

// Waits until the human seat may act (or the game is over); returns the turn info.
async function humanTurn(timeout = 60000) {
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, timeout);
  return turn();
}

// A simple policy for the moves not clicked: play the first legal play, else
// pass / draw; take the trading house's card.
function pick(legal) {
  return legal.find((m) => m.startsWith('play ')) || legal.find((m) => m === 'pass') ||
    legal.find((m) => m === 'house draw') || legal.find((m) => m === 'draw') || legal[0];
}

test('a whole 3-player game: the human plays by clicking the table, then by the API', async () => {
  const started = await app.api('newGame', {
    game: 'merchants', players: 3, seats: ['human', 'easy', 'heuristic'], seed: 11,
  });
  assert.deepEqual(started, { ok: true });
  await app.api('setFaster', true);
  await app.api('setPace', 0);  // no pause: clicks wait for the person's turn, computers need no eyes
  assert.equal(await app.api('screen'), 'play');

  // Setup: the human loads two cubes by tapping the supply.
  let t = await humanTurn();
  let s = await state();
  assert.equal(s.game, 'merchants');
  assert.equal(s.phase, 'load');
  assert.equal(s.piles.length, 6);
  assert.equal(handTotal(s.seats[0]), 3);
  assert.equal(s.seats[1].hand, undefined, 'another seat\'s hand must stay hidden');
  await app.shot('merchants-load');
  await app.click('merchants:supply:indigo');
  await app.waitFor(() => window.mercato.state().seats[0].cubes.indigo === 1);
  t = await humanTurn();
  s = await state();
  assert.equal(s.phase, 'load');
  await app.click('merchants:supply:salt');
  await app.waitFor(() => window.mercato.state().seats[0].cubes.salt === 1);

  // Step 1 by clicks: a ship's cube, then a good in the supply: a swap.
  t = await humanTurn();
  s = await state();
  assert.equal(s.phase, 'step1');
  assert.equal(s.acting_seat, 0);
  const from = GOODS.find((g) => s.seats[0].cubes[g] > 0);
  const to = GOODS.find((g) => g !== from && s.cube_supply[g] > 0 && s.seats[0].cubes[g] === 0);
  await app.click('merchants:ship1');
  await app.shot('merchants-swap-chosen');
  await app.click(`merchants:supply:${to}`);
  await app.waitFor(() => window.mercato.state().phase !== 'step1');
  s = await state();
  assert.equal(s.phase, 'step2');
  assert.equal(s.seats[0].cubes[to], 1, `the ${from} cube became ${to}`);
  assert.equal(cubeTotal(s.seats[0]), 2);

  // Step 2 by clicks: a good from the hand onto the first pile, then Play.
  const held = GOODS.find((g) => s.seats[0].hand[g] > 0);
  const handBefore = handTotal(s.seats[0]);
  await app.click(`merchants:hand:${held}`);
  await app.click('merchants:pile1');
  await app.shot('merchants-play-chosen');
  // The computers wait while the play is read: a quick one (easy is a small search)
  // would otherwise play onto the same pile in the frame the play lands.
  await app.api('setPace', 30);
  await app.click('merchants:primary');
  await app.waitFor(() => window.mercato.state().phase !== 'step2' ||
                          window.mercato.state().acting_seat !== 0);
  s = await state();
  await app.api('setPace', 0);
  assert.equal(handTotal(s.seats[0]), handBefore - 1);
  assert.equal(s.piles[0][s.piles[0].length - 1], held, 'the card lies on the first pile');

  // Next turn: pass with the primary button, then draw 2 with it.
  t = await humanTurn();
  s = await state();
  if (!t.over && s.phase === 'step1') {
    const deck = s.deck;
    const hand = handTotal(s.seats[0]);
    await app.click('merchants:primary');  // Pass
    await app.waitFor(() => window.mercato.state().phase === 'step2');
    await app.shot('merchants-step2');
    await app.click('merchants:primary');  // Draw 2 cards
    await app.waitFor((n) => window.mercato.state().deck <= n - 2 || window.mercato.turn().over, deck);
    s = await state();
    assert.equal(handTotal(s.seats[0]), hand + 2);
  }

  // The rest of the game through the JS API, played inside the page (app.playOut):
  // 12 moves, a screenshot, then to the end; every move checked here.
  let moves = 0;
  for (const limit of [12, 400]) {
    const r = await app.playOut(pick, { limit: limit - moves, timeout: 300000 });
    assert.equal(r.timedOut, false, 'the computers stopped moving');
    for (const m of r.moves) {
      assert.ok(m.legal.length > 0);
      assert.deepEqual(m.result, { ok: true }, m.move);
      ++moves;
      assert.ok(moves < 400, 'the game does not end');
    }
    t = r.turn;
    if (moves === 12) await app.shot('merchants-midgame');
    if (t.over) break;
  }
  assert.equal(t.over, true, 'the game does not end');
  const bad = await app.api('act', 'pass');
  assert.equal(bad.ok, false);

  s = await state();
  assert.equal(s.phase, 'game_over');
  assert.equal(s.deck, 0, 'the game ends when the deck is empty');
  assert.deepEqual(s.scores, t.scores);
  const returns = s.returns.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(returns - 1) < 1e-9);
  const best = Math.max(...s.scores);
  s.scores.forEach((score, seat) => assert.equal(s.returns[seat] > 0, score === best));
  // Every seat's money is what it earned minus what it spent.
  for (const seat of s.seats) {
    const e = seat.earnings;
    assert.equal(seat.money, e.own_turns + e.other_turns + e.agreements - e.spent);
  }
  await app.waitRect('over:again');
  await app.shot('merchants-over');
  await app.api('setLanguage', 'ja');
  await app.shot('merchants-over-ja');
  await app.api('setLanguage', 'en');
  await app.api('setPace', -1);
});

test('the rules page opens from the table in both languages', async () => {
  await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'easy'], seed: 3 });
  await app.click('play:rules');
  assert.equal(await app.api('screen'), 'rules');
  await app.shot('merchants-rules');
  await app.api('setLanguage', 'ja');
  await app.shot('merchants-rules-ja');
  await app.api('setLanguage', 'en');
  await app.click('rules:close');
  assert.equal(await app.api('screen'), 'play');
});

test('on a phone in portrait every target of the table is at least 40 px', async () => {
  const phone = await openApp({ width: 390, height: 844, hasTouch: true, url: app.url });
  try {
    await phone.api('newGame', { game: 'merchants', players: 4, seats: ['human', 'heuristic', 'heuristic', 'heuristic'], seed: 5 });
    await phone.api('setFaster', true);
    // Load both ships by tapping the supply, then wait for the human's step 1.
    for (;;) {
      await phone.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 60000);
      const s = await phone.api('state');
      if (s.phase !== 'load') break;
      const loaded = GOODS.reduce((n, g) => n + s.seats[0].cubes[g], 0);
      const good = GOODS.find((g) => s.cube_supply[g] > 0);
      await phone.click(`merchants:supply:${good}`);
      await phone.waitFor((n) => Object.values(window.mercato.state().seats[0].cubes).reduce((a, b) => a + b, 0) > n, loaded);
    }
    assert.equal((await phone.api('state')).phase, 'step1');
    const rects = await phone.rects();
    const names = Object.keys(rects).filter((n) => n.startsWith('merchants:'));
    for (const want of ['merchants:pile1', 'merchants:pile6', 'merchants:supply:cotton',
                        'merchants:market:ship', 'merchants:ship1', 'merchants:primary']) {
      assert.ok(names.includes(want), `${want} is drawn (have ${names.join(', ')})`);
    }
    for (const name of names) {
      const [x, y, w, h] = rects[name];
      assert.ok(w >= 40 && h >= 40, `${name} is ${w}×${h}`);
      assert.ok(x >= 0 && x + w <= 390 + 1, `${name} fits the width`);
    }
    await phone.shot('merchants-phone');
  } finally {
    await phone.close();
  }
});
