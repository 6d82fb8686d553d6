// Turin Market in the browser: a whole 4-player game (one human seat), the
// human's first moves made by real clicks on the canvas (a bid with the + button,
// a card laid from the hand, a pick or a sale decision), the rest through the JS
// API; hidden things stay hidden; no console errors; screenshots in
// build/test-artifacts/turin_market-*.png. Also the rules page in both languages,
// money=private, and the phone layout's tap targets.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ width: 1280, height: 800 }); });
after(async () => { if (app) await app.close(); });

const state = () => app.api('state');

// Waits until the human seat may act (or the game is over); returns the turn info.
async function humanTurn(page = app, timeout = 90000) {
  await page.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, timeout);
  return page.api('turn');
}

// A simple policy for the moves not clicked: modest bids, re-bid 1, take the
// first card, no sales, pass in the market.
function pick(legal, phase) {
  if (phase === 'bid') return legal.find((m) => m === 'bid 2') || 'bid 0';
  if (phase === 'rebid') return legal.find((m) => m === 'rebid 1') || 'rebid 0';
  if (phase === 'sell_offer') return 'no sale';
  if (phase === 'declare') return 'pass';
  if (phase === 'withdraw') return 'keep offers';
  return legal.find((m) => m !== 'loan') || legal[0];
}

test('a whole 4-player game: the human plays by clicking the table, then by the API', async () => {
  const started = await app.api('newGame', {
    game: 'turin_market', players: 4, seats: ['human', 'easy', 'heuristic', 'heuristic'], seed: 21,
  });
  assert.deepEqual(started, { ok: true });
  await app.api('setFaster', true);
  await app.api('setPace', 0);  // no pause: clicks wait for the person's turn, computers need no eyes
  assert.equal(await app.api('screen'), 'play');

  // Round 1 with 4 players auctions the 2 centre cards: no card is laid first.
  let t = await humanTurn();
  let s = await state();
  assert.equal(s.game, 'turin_market');
  assert.equal(s.phase, 'bid');
  assert.equal(s.table.length, 2);
  assert.ok(s.table.every((c) => c.offered_by === -1), 'centre cards');
  assert.equal(s.seats[0].hand.length, 4);
  assert.equal(s.seats[1].hand.length, 0, 'another seat\'s hand must stay hidden');
  assert.equal(s.seats[1].hand_size, 4);
  await app.shot('turin_market-bid');

  // Bid 2 by clicking + twice, then the primary button.
  await app.click('turin:plus');
  await app.click('turin:plus');
  await app.waitRect('move:bid 2');
  // The person's moves as the page announces them: with no pause the computers' bids
  // and the auction may follow in the same frame, past any state to look at.
  await app.page.evaluate(() => {
    window.__mine = [];
    window.mercato.on('moved', (m) => { if (m.by === 'human') window.__mine.push(m.move); });
  });
  await app.click('turin:primary');
  await app.waitFor(() => window.__mine.length > 0);
  assert.deepEqual(await app.page.evaluate(() => window.__mine), ['bid 2'], 'the human bid 2');

  // Play on by the API until the human lays a card (round 2), then click it.
  let clickedOffer = false;
  let clickedSale = false;
  let clickedPick = false;
  let clickedBuy = false;
  let moves = 0;
  for (;;) {
    t = await humanTurn();
    if (t.over) break;
    s = await state();
    const legal = await app.api('legalActions');
    assert.ok(legal.length > 0);
    // Sealed bids of the others stay hidden until all have bid.
    if (s.phase === 'bid') {
      for (const seat of s.seats.slice(1)) assert.ok(seat.bid === -1, 'an unrevealed bid is hidden');
    }
    if (s.phase === 'offer' && !clickedOffer) {
      const card = s.seats[0].hand[0];
      const before = s.seats[0].hand.length;
      await app.shot('turin_market-offer');
      await app.click(`turin:hand:c${card}`);
      await app.waitRect(`move:offer c${card}`);
      await app.click('turin:primary');
      await app.waitFor((n) => window.mercato.state().seats[0].hand.length === n - 1, before);
      clickedOffer = true;
      continue;
    }
    if (s.phase === 'sell_offer' && !clickedSale) {
      await app.shot('turin_market-sell');
      await app.click('turin:secondary');  // No sale
      await app.waitFor(() => window.mercato.state().phase !== 'sell_offer' ||
                              window.mercato.turn().toMove !== 0);
      clickedSale = true;
      continue;
    }
    if (s.phase === 'pick' && !clickedPick) {
      // Take a card by clicking it on the table, then the primary button.
      const take = legal.find((m) => m.startsWith('take ') || m.startsWith('remove '));
      const card = take.split(' ')[1];
      const before = s.seats[0].collection.length + s.removed.length;
      await app.click(`turin:table:${card}`);
      await app.shot('turin_market-pick');
      await app.waitRect(`move:${take}`);
      await app.click('turin:primary');
      await app.waitFor((n) => {
        const st = window.mercato.state();
        return st.seats[0].collection.length + st.removed.length > n || st.phase !== 'pick';
      }, before);
      clickedPick = true;
      continue;
    }
    if (s.phase === 'declare' && !clickedBuy && legal.some((m) => m.startsWith('buy '))) {
      // Buy by clicking the card in the market, then the primary button.
      const buy = legal.find((m) => m.startsWith('buy '));
      await app.click(`turin:sale:${buy.split(' ')[1]}`);
      await app.waitRect(`move:${buy}`);
      await app.shot('turin_market-buy');
      await app.click('turin:primary');
      await app.waitFor(() => window.mercato.state().seats[0].has_declared ||
                              window.mercato.state().phase !== 'declare');
      clickedBuy = true;
      continue;
    }
    const result = await app.api('act', pick(legal, s.phase));
    assert.deepEqual(result, { ok: true });
    if (++moves === 6) await app.shot('turin_market-midgame');
    assert.ok(moves < 400, 'the game does not end');
  }
  assert.ok(clickedOffer, 'the human laid a card by clicking');
  const bad = await app.api('act', 'pass');
  assert.equal(bad.ok, false);

  s = await state();
  assert.equal(s.phase, 'game_over');
  assert.equal(s.results.length, 1);
  assert.deepEqual(s.results[0].final_money, t.scores);
  // All 18 cards are in collections or out of the game; hands are empty.
  let cards = s.removed.length;
  for (const seat of s.seats) {
    assert.equal(seat.hand_size, 0);
    cards += seat.collection.length;
  }
  assert.equal(cards, 18);
  await app.waitRect('over:again');
  await app.shot('turin_market-over');
  await app.api('setLanguage', 'ja');
  await app.shot('turin_market-over-ja');
  await app.api('setLanguage', 'en');
  await app.api('setPace', -1);
});

test('money=private hides the other purses on the page', async () => {
  const r = await app.api('newGame', {
    game: 'turin_market', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 4,
    options: 'money=private,list=new',
  });
  assert.deepEqual(r, { ok: true });
  await humanTurn();
  const s = await state();
  assert.equal(s.money, 'private');
  assert.equal(s.list, 'new');
  assert.equal(s.seats[0].money, 15);
  assert.equal(s.seats[1].money, null);
  assert.equal(s.seats[2].money, null);
  await app.shot('turin_market-private');
});

test('the rules page opens from the table in both languages', async () => {
  await app.api('newGame', { game: 'turin_market', players: 2, seats: ['human', 'easy'], seed: 3 });
  await app.click('play:rules');
  assert.equal(await app.api('screen'), 'rules');
  await app.shot('turin_market-rules');
  await app.api('setLanguage', 'ja');
  await app.shot('turin_market-rules-ja');
  await app.api('setLanguage', 'en');
  await app.click('rules:close');
  assert.equal(await app.api('screen'), 'play');
});

test('on a phone in portrait every target of the table is at least 40 px', async () => {
  const phone = await openApp({ width: 390, height: 844, hasTouch: true, url: app.url });
  try {
    await phone.api('newGame', {
      game: 'turin_market', players: 5, seats: ['human', 'heuristic', 'heuristic', 'heuristic', 'heuristic'], seed: 5,
    });
    await phone.api('setFaster', true);
    // Round 1 (centre cards): bid 0; then wait for the human's card in round 2.
    await humanTurn(phone);
    await phone.api('act', 'bid 0');
    for (;;) {
      const t = await humanTurn(phone);
      assert.ok(!t.over);
      const s = await phone.api('state');
      if (s.phase === 'offer') break;
      const legal = await phone.api('legalActions');
      await phone.api('act', pick(legal, s.phase));
    }
    const s = await phone.api('state');
    await phone.click(`turin:hand:c${s.seats[0].hand[0]}`);
    const rects = await phone.rects();
    const names = Object.keys(rects).filter((n) => n.startsWith('turin:'));
    for (const want of ['turin:primary', 'turin:loan', `turin:hand:c${s.seats[0].hand[0]}`]) {
      assert.ok(names.includes(want), `${want} is drawn (have ${names.join(', ')})`);
    }
    for (const name of names) {
      const [x, y, w, h] = rects[name];
      assert.ok(w >= 40 && h >= 40, `${name} is ${w}×${h}`);
      assert.ok(x >= 0 && x + w <= 390 + 1, `${name} fits the width`);
    }
    await phone.shot('turin_market-phone');
    // The bid picker on the phone too.
    await phone.click('turin:primary');
    const t = await humanTurn(phone);
    if (!t.over && (await phone.api('state')).phase === 'bid') {
      const bidRects = await phone.rects();
      for (const name of ['turin:plus', 'turin:minus', 'turin:primary']) {
        const [, , w, h] = bidRects[name];
        assert.ok(w >= 40 && h >= 40, `${name} is ${w}×${h}`);
      }
      await phone.shot('turin_market-phone-bid');
    }
  } finally {
    await phone.close();
  }
});
