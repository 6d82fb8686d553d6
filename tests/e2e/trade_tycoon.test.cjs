// Trade Tycoon in the browser: a whole 3-player game against two computer
// players, the human's first decisions made by real clicks on the canvas (the
// skill pass, the style, reveals, orders with the order dialog, returns), the
// rest through the JS API; hidden hands stay hidden in the page's state; no
// console errors; screenshots in build/test-artifacts/trade_tycoon-*.png. Also
// the phone layout: the hand's tap targets stay at least 40 px wide.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ width: 1280, height: 800 }); });
after(async () => { if (app) await app.close(); });

const state = () => app.api('state');
const turn = () => app.api('turn');

async function humanTurn(timeout = 90000) {
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, timeout);
  return turn();
}

// Waits until the game has moved on from `history` actions.
async function moved(before) {
  await app.waitFor((n) => window.mercato.turn().over || window.mercato.state().turn !== n.turn ||
    window.mercato.state().phase !== n.phase || JSON.stringify(window.mercato.state().order) !== n.order,
  before, 20000);
}

const snapshot = (s) => ({ turn: s.turn, phase: s.phase, order: JSON.stringify(s.order) });

// One decision by clicking the table, as a person would.
async function clickDecision(s, legal) {
  const me = s.viewer;
  const hand = s.seats[me].known_hand;
  switch (s.phase) {
    case 'draft_pass':
      await app.click(`tt:draft:${s.draft_hand[0]}`);
      await app.click('tt:button:primary');
      return 'pass';
    case 'style':
      await app.click(`tt:hand:${hand[hand.length - 1]}`);
      await app.click('tt:button:primary');
      return 'style';
    case 'reveal': {
      const skill = s.seats[me].skills.find((k) => k.skill && !k.revealed).skill;
      await app.click(`tt:skill:${skill}`);
      await app.click('tt:button:primary');
      return 'reveal';
    }
    case 'pre_order': {
      const order = legal.find((m) => /^order p\d \S+ (number|suit)$/.test(m) && !m.includes('relay'));
      const [, partner, card, type] = order.split(' ');
      await app.click(`tt:hand:${card}`);
      await app.click(`tt:partner:${partner}`);
      await app.click(`tt:type:${type}`);
      await app.shot('trade_tycoon-order-chosen');
      await app.click('tt:button:primary');
      return 'order';
    }
    case 'return': {
      const card = legal.find((m) => !m.endsWith('free-pass')).split(' ')[1];
      await app.click(`tt:hand:${card}`);
      await app.click('tt:button:primary');
      return 'return';
    }
    case 'named_card':
      await app.click('tt:name:1C');
      await app.click('tt:button:primary');
      return 'name';
    case 'post_order':
      await app.click('tt:button:primary');
      return 'end';
    default:
      return null;
  }
}

// A simple policy for the moves made through the API.
function pick(legal) {
  return legal.find((m) => m.startsWith('style ')) || legal.find((m) => m.startsWith('reveal ')) ||
    legal.find((m) => / number$/.test(m)) || legal.find((m) => m === 'end') || legal[0];
}

test('a whole 3-player game against two computer players', async () => {
  const started = await app.api('newGame', {
    game: 'trade_tycoon', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 5,
  });
  assert.deepEqual(started, { ok: true });
  await app.api('setFaster', true);
  await app.api('setPace', 0);  // no pause: clicks wait for the person's turn, computers need no eyes
  assert.equal(await app.api('screen'), 'play');

  let t = await humanTurn();
  let s = await state();
  assert.equal(s.game, 'trade_tycoon');
  assert.equal(s.phase, 'draft_pass');
  assert.equal(s.draft_hand.length, 3);
  assert.equal(s.seats[0].known_hand.length, 6);
  assert.equal(s.seats[1].known_hand.length, 0, 'another seat\'s hand must stay hidden');
  assert.equal(s.seats[1].below_balance + s.seats[1].above_balance, 6);
  await app.shot('trade_tycoon-draft');

  const clicked = new Set();
  let decisions = 0;
  while (!t.over && decisions < 10) {
    s = await state();
    const legal = await app.api('legalActions');
    assert.ok(legal.length > 0);
    const before = snapshot(s);
    const kind = await clickDecision(s, legal);
    if (kind) {
      clicked.add(kind);
      if (!clicked.has(`shot-${s.phase}`)) clicked.add(`shot-${s.phase}`);
    } else {
      const r = await app.api('act', pick(legal));
      assert.equal(r.ok, true, r.error);
    }
    await moved(before);
    decisions++;
    t = await humanTurn();
  }
  // The rest inside the page (app.playOut); every move checked here.
  for (const limit of [20, 1000]) {
    if (t.over) break;
    const r = await app.playOut(pick, { limit: limit - decisions, timeout: 300000 });
    assert.equal(r.timedOut, false, 'the computers stopped moving');
    for (const m of r.moves) {
      assert.ok(m.legal.length > 0);
      assert.equal(m.result.ok, true, m.result.error);
      decisions++;
    }
    if (decisions === 20) await app.shot('trade_tycoon-midgame');
    t = r.turn;
  }
  assert.equal(t.over, true, 'the game ends');
  assert.ok(clicked.has('pass'), 'the skill pass was clicked');
  assert.ok(clicked.has('order'), 'an order was placed with the order dialog');
  s = await state();
  assert.equal(s.phase, 'game_over');
  assert.equal(s.deck_size, 0);
  for (const seat of s.seats) {
    assert.equal(seat.turns_taken, 10);
    assert.ok(seat.style_card, 'everyone has a style at the end');
  }
  await app.shot('trade_tycoon-game-over');
  await app.api('setPace', -1);
});

test('Japanese and the phone layout', async () => {
  await app.api('setLanguage', 'ja');
  await app.shot('trade_tycoon-game-over-ja');
  await app.api('setLanguage', 'en');
  const phone = await openApp({ width: 390, height: 844, hasTouch: true });
  try {
    const r = await phone.api('newGame', { game: 'trade_tycoon', players: 3, seats: ['human', 'easy', 'easy'], seed: 9 });
    assert.equal(r.ok, true);
    await phone.api('setFaster', true);
    await phone.waitFor(() => window.mercato.turn().humanTurn, null, 60000);
    let legal = await phone.api('legalActions');
    await phone.api('act', legal[0]);  // the skill pass
    await phone.waitFor(() => { const t = window.mercato.turn(); return t.humanTurn && window.mercato.state().phase !== 'draft_pass'; }, null, 60000);
    await phone.shot('trade_tycoon-phone');
    const rects = await phone.rects();
    const hand = Object.keys(rects).filter((k) => k.startsWith('tt:hand:'));
    assert.ok(hand.length >= 5, `hand cards drawn: ${hand.join(', ')}`);
    for (const k of hand) assert.ok(rects[k][2] >= 40 && rects[k][3] >= 40, `${k} is ${rects[k][2]}x${rects[k][3]}`);
  } finally {
    await phone.close();
  }
});
