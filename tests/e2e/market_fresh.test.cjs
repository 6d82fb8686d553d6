// Market Fresh in the browser: a whole 2-player game (the human's first turn
// by real clicks on the canvas: take a face-up crate, pick a crate, place it
// on the storefront, score it; the rest through the JS API), a whole solo game
// to its rank title, whole 4-player games (standard 5x5, and the height
// variant on 4x4), the phone layout's tap targets; no console errors; screenshots in
// build/test-artifacts/market_fresh-*.png.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => {
  app = await openApp({ width: 1280, height: 800 });
  await app.api('setPace', 0);  // the computer moves need not wait for eyes here
});
after(async () => { if (app) await app.close(); });

const state = () => app.api('state');

async function humanTurn(a = app, timeout = 60000) {
  await a.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, timeout);
  return a.api('turn');
}

// Plays the human's moves until the game is over, inside the page (one
// round trip instead of several per move: the headless canvas is slow). The
// policy: a face-up crate if any, the first placement, the best-scoring
// choice. Returns {moves, turn} or {error}.
async function playOut(a, limit) {
  const result = await a.page.evaluate(async (max) => {
    const m = window.mercato;
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    let moves = 0;
    for (;;) {
      let t = m.turn();
      while (!t.over && !t.humanTurn) { await sleep(20); t = m.turn(); }
      if (t.over) return { moves, turn: t };
      const legal = m.legalActions();
      if (!legal.length) return { error: 'no legal move on the human\'s turn' };
      let move = legal.find((x) => x.startsWith('take ') && x !== 'take facedown') ||
                 legal.find((x) => x.startsWith('place '));
      if (!move && (legal[0].startsWith('score ') || legal[0].startsWith('height '))) {
        let best = -1;
        for (const c of m.state().score_choices) {
          if (c.points > best) { best = c.points; move = (c.height ? 'height ' : 'score ') + c.produce; }
        }
      }
      move = move || legal[0];
      const r = m.act(move);
      if (!r.ok) return { error: `${move}: ${r.error}` };
      if (++moves >= max) return { error: `no end after ${moves} moves` };
    }
  }, limit);
  assert.equal(result.error, undefined, result.error);
  return result.turn;
}

// Clicks the first placement target drawn for the chosen crate, turning the
// crate (up to four times) until one is shown.
async function clickAPlacement(a) {
  for (let turn = 0; turn < 4; ++turn) {
    const rects = await a.rects();
    const name = Object.keys(rects).find((n) => n.startsWith('move:place '));
    if (name) {
      await a.click(name);
      return name.slice('move:'.length);
    }
    await a.click('market_fresh:rotate');
  }
  throw new Error('no placement target for the chosen crate');
}

test('a whole 2-player game: the first turn by clicks, the rest by the API', async () => {
  const started = await app.api('newGame', {
    game: 'market_fresh', players: 2, seats: ['human', 'heuristic'], seed: 21,
  });
  assert.deepEqual(started, { ok: true });
  await app.api('setFaster', true);
  assert.equal(await app.api('screen'), 'play');

  let t = await humanTurn();
  let s = await state();
  assert.equal(s.game, 'market_fresh');
  assert.equal(s.phase, 'take');
  assert.equal(s.face_up.length, 4);
  assert.equal(s.seats[0].hand.length, 3);
  assert.deepEqual(s.seats[1].hand, [null, null, null], 'the other hand stays hidden');
  assert.equal(s.pile_left, 66 - 18 - 6 - 4);
  await app.shot('market_fresh-start');

  // Take the first face-up crate by clicking it.
  const taken = s.face_up[0].name;
  await app.click(`move:take ${taken}`);
  await app.waitFor(() => window.mercato.state().phase === 'place');
  s = await state();
  assert.equal(s.seats[0].hand.length, 4);
  assert.ok(s.seats[0].hand.some((c) => c && c.name === taken));

  // Pick that crate in the hand, then click a spot on the storefront.
  await app.click(`market_fresh:hand:${taken}`);
  await app.shot('market_fresh-placing');
  const placed = await clickAPlacement(app);
  await app.waitFor(() => window.mercato.state().phase !== 'place');
  s = await state();
  assert.equal(s.seats[0].storefront.crates.length, 1, `${placed} is on the storefront`);
  if (s.phase === 'score') {
    assert.ok(s.score_choices.length >= 2);
    await app.shot('market_fresh-scoring');
    const choice = s.score_choices[0];
    await app.click(`move:score ${choice.produce}`);
    await app.waitFor(() => window.mercato.state().phase !== 'score');
    s = await state();
    assert.equal(s.seats[0].score, choice.points);
  }

  t = await playOut(app, 600);
  s = await state();
  assert.equal(s.game_over, true);
  assert.equal(s.pile_left, 0);
  assert.equal(s.face_up.length, 0);
  assert.deepEqual(s.seats[0].hand, []);
  assert.deepEqual(s.seats[1].hand, []);
  assert.deepEqual(s.seats.map((x) => x.score), t.scores);
  for (const f of s.final) {
    assert.equal(f.total, f.play_points + f.column_points + f.tile_count_points);
  }
  const bad = await app.api('act', 'take facedown');
  assert.equal(bad.ok, false);
  await app.waitRect('over:again');
  await app.shot('market_fresh-over');
  await app.api('setLanguage', 'ja');
  await app.shot('market_fresh-over-ja');
  await app.api('setLanguage', 'en');
});

test('a whole solo game ends with its rank title', async () => {
  const started = await app.api('newGame', { game: 'market_fresh', players: 1, seats: ['human'], seed: 4 });
  assert.deepEqual(started, { ok: true });
  await humanTurn();
  let s = await state();
  assert.equal(s.mode, 'solo');
  assert.equal(s.grid, 4);
  assert.equal(s.face_up.length, 25);
  // The first crate by clicks: pick one of the 25, place it, score it.
  const crate = s.face_up[0].name;
  await app.click(`market_fresh:crate:${crate}`);
  await clickAPlacement(app);
  await app.waitFor(() => window.mercato.state().phase !== 'place' ||
                          window.mercato.state().face_up.length === 24);
  s = await state();
  assert.equal(s.face_up.length, 24);
  await app.shot('market_fresh-solo');
  await playOut(app, 200);
  s = await state();
  assert.equal(s.game_over, true);
  assert.equal(typeof s.solo_rank_en, 'string');
  assert.equal(s.final[0].total, Math.max(0, s.final[0].play_points - 3 * s.final[0].leftover_crates));
  await app.waitRect('over:again');
  await app.shot('market_fresh-solo-over');
});

test('a whole 4-player standard game on 5x5 ends with the market board scored', async () => {
  const started = await app.api('newGame', {
    game: 'market_fresh', players: 4, seats: ['human', 'heuristic', 'heuristic', 'heuristic'], seed: 12,
  });
  assert.deepEqual(started, { ok: true });
  await app.api('setFaster', true);
  await humanTurn();
  let s = await state();
  assert.equal(s.mode, 'standard');
  assert.equal(s.grid, 5);
  assert.equal(s.seats.length, 4);
  const t = await playOut(app, 600);
  s = await state();
  assert.equal(s.game_over, true);
  assert.equal(s.pile_left, 0);
  for (const seat of s.seats) assert.deepEqual(seat.hand, []);
  assert.deepEqual(s.seats.map((x) => x.score), t.scores);
  assert.equal(s.final.length, 4);
  for (const f of s.final) {
    assert.equal(f.total, f.play_points + f.column_points + f.tile_count_points);
  }
  assert.ok(s.final.some((f) => f.column_points > 0), 'someone scores a market-board column');
  await app.waitRect('over:again');
  await app.shot('market_fresh-4p-over');
});

test('the height variant on 4x4 with 4 players scores by height to the end', async () => {
  const started = await app.api('newGame', {
    game: 'market_fresh', players: 4, seats: ['human', 'heuristic', 'heuristic', 'heuristic'], seed: 8,
    options: { grid: '4x4', scoring: 'height' },
  });
  assert.deepEqual(started, { ok: true });
  await app.api('setFaster', true);
  await humanTurn();
  let s = await state();
  assert.equal(s.mode, 'height');
  assert.equal(s.grid, 4);
  assert.equal(s.pile_left, 66 - 2 - 12 - 4);
  // Take, place, and score by height when offered.
  let legal = await app.api('legalActions');
  const take = legal.find((m) => m.startsWith('take ') && m !== 'take facedown') || 'take facedown';
  assert.deepEqual(await app.api('act', take), { ok: true });
  legal = await app.api('legalActions');
  assert.deepEqual(await app.api('act', legal.find((m) => m.startsWith('place '))), { ok: true });
  s = await state();
  if (s.phase === 'score') {
    assert.ok(s.score_choices.some((c) => c.height), 'height scoring is offered on the first crate');
    const h = s.score_choices.find((c) => c.height);
    await app.shot('market_fresh-height-choice');
    assert.deepEqual(await app.api('act', `height ${h.produce}`), { ok: true });
    s = await state();
    assert.equal(s.seats[0].score, h.points);
  }
  await app.shot('market_fresh-height');
  const t = await playOut(app, 600);
  s = await state();
  assert.equal(s.game_over, true);
  assert.deepEqual(s.seats.map((x) => x.score), t.scores);
  for (const f of s.final) {
    // No final scoring in the height variant: the total is what play scored.
    assert.equal(f.column_points, 0);
    assert.equal(f.tile_count_points, 0);
    assert.equal(f.total, f.play_points);
  }
  await app.waitRect('over:again');
  await app.shot('market_fresh-height-over');
});

test('on a phone in portrait the table\'s targets are at least 40 px', async () => {
  const phone = await openApp({ width: 390, height: 844, hasTouch: true, url: app.url });
  try {
    await phone.api('setPace', 0.02);
    await phone.api('newGame', { game: 'market_fresh', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 5 });
    await phone.api('setFaster', true);
    await humanTurn(phone);
    await phone.frames(3);  // the person's turn drawn (turn() tells it as the call returns)
    let rects = await phone.rects();
    let names = Object.keys(rects).filter((n) => n.startsWith('move:take'));
    assert.equal(names.length, 5, `four face-up crates and the pile (have ${names.join(', ')})`);
    const check = (rs, ns) => {
      for (const name of ns) {
        const [x, y, w, h] = rs[name];
        assert.ok(w >= 40 && h >= 40, `${name} is ${w}×${h}`);
        assert.ok(x >= 0 && x + w <= 390 + 1, `${name} fits the width`);
      }
    };
    check(rects, names);
    await phone.click(names[0]);
    await phone.waitFor(() => window.mercato.state().phase === 'place');
    rects = await phone.rects();
    names = Object.keys(rects).filter((n) => n.startsWith('market_fresh:hand:') || n === 'market_fresh:rotate');
    assert.ok(names.length >= 2);
    check(rects, names);
    await phone.shot('market_fresh-phone');
  } finally {
    await phone.close();
  }
});
