// The game's numbers as parameters on the page (docs/parameters.md): newGame({params})
// with per-seat values reaches the table, a bad value is refused naming the parameter
// and its range, the URL form is checked, and the rules page lists the numbers in force.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, NO_MOTION } = require('./support.cjs');
const { parse } = require('../../web/page/url_params.js');

let app;
before(async () => { app = await openApp(NO_MOTION); });
after(async () => { if (app) await app.close(); });

test('URL params are checked for their form and passed on', () => {
  const good = parse('?game=oregano&players=2&params=oregano.start_gold=5/9,oregano.casino.payout=3');
  assert.deepEqual(good.problems, []);
  assert.equal(good.newGame.params, 'oregano.start_gold=5/9,oregano.casino.payout=3');
  const bad = parse('?game=oregano&params=start_gold=lots');
  assert.match(bad.problems[0].en, /params must be name=number pairs/);
  assert.ok(bad.problems[0].ja.includes('params'));
  assert.match(parse('?params=oregano.start_gold=5').problems[0].en, /"params" needs a "game"/);
});

test('newGame({params}) plays with the changed numbers, the rules page shows them', async () => {
  const r = await app.api('newGame', { game: 'oregano', players: 2, seats: ['human', 'easy'], seed: 3,
                                       params: { 'oregano.start_gold': [5, 9], 'oregano.casino.payout': 3 } });
  assert.ok(r.ok, r.error);
  const seen = await app.api('state');
  assert.deepEqual(seen.players.map((p) => p.gold), [5, 9]);
  assert.match(await app.api('exportRecord'), /options=[^ ]*oregano\.start_gold=5\/9/);
  await app.click('play:rules');
  await app.shot('params-rules-numbers');
  await app.click('rules:close');

  const refused = await app.api('newGame', { game: 'oregano', players: 2, params: 'oregano.casino.payout=99' });
  assert.equal(refused.ok, false);
  assert.match(refused.error, /oregano\.casino\.payout=99 is out of range: 0\.\.30/);
});

test('the table and its score sheet say the numbers in force, not the printed ones', { timeout: 120000 }, async () => {
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
  const r = await app.api('newGame', { game: 'oregano', players: 2, seats: ['human', 'easy'], seed: 3,
                                       params: { 'oregano.merchant_fee': 4, 'oregano.bonus.value': 7,
                                                 'oregano.score.level1': 3 } });
  assert.ok(r.ok, r.error);
  await app.waitFor(() => window.mercato.turn().humanTurn);
  await app.frames(3);
  const drawn = (await app.page.evaluate(() => window.mercato.debug.inks())).map((ink) => ink[10]);
  assert.ok(drawn.includes('own free, others 4g'), `the action bar says the fee in force: ${JSON.stringify(drawn)}`);
  assert.ok(!drawn.includes('own free, others 2g'));
  for (const title of ['Level 4', 'Strategy', 'Diagonal', 'Column', 'Row']) {
    assert.equal(drawn[drawn.indexOf(title) + 1], '7', `the ${title} bonus card's corner says 7 points`);
  }
  await app.shot('params-oregano-numbers');

  assert.equal((await app.api('resign')).ok, true);
  // Resigning ends the game without a move: the hidden move list and score table follow.
  await app.page.waitForFunction(() => !document.getElementById('access-scores').hidden, null, { timeout: 20000 });
  assert.equal(await app.page.locator('#access-moves button').count(), 0, 'no move is offered after resigning');
  const sheet = await app.page.textContent('#access-scores');
  assert.match(sheet, /Shops at level 1 \(3 each\)/);
  assert.match(sheet, /Bonus cards \(7 each\)/);
  assert.doesNotMatch(sheet, /level 1 \(2 each\)|Bonus cards \(5 each\)/, 'no printed number is left in the sheet');
});

// What is drawn now: each text of the last frame.
async function drawnTexts() {
  await app.frames(3);
  return (await app.page.evaluate(() => window.mercato.debug.inks())).map((ink) => ink[10]);
}

// Rests the mouse on a named UI rectangle and returns the tooltip it shows ('' when none).
async function tooltipOf(name) {
  const r = await app.waitRect(name);
  await app.page.mouse.move(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await app.frames(4);
  const tip = (await app.page.evaluate(() => window.mercato.debug.texts())).tooltip || '';
  await app.page.mouse.move(1, 1);
  return tip;
}

test('Turin Market\'s table says the loan in force', { timeout: 120000 }, async () => {
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
  const r = await app.api('newGame', { game: 'turin_market', players: 3, seats: ['human', 'easy', 'easy'], seed: 3,
                                       params: { 'turin_market.loan.amount': 12, 'turin_market.loan.repayment': 20 } });
  assert.ok(r.ok, r.error);
  await app.waitFor(() => window.mercato.turn().humanTurn);
  let drawn = await drawnTexts();
  assert.ok(drawn.includes('Loan +12'), `the loan button says the amount in force: ${JSON.stringify(drawn)}`);
  assert.ok(!drawn.includes('Loan +10'));
  assert.equal(await tooltipOf('turin:loan'), 'Take 12 scudi now; repay 20 at the end. Once per game.');
  assert.deepEqual(await app.api('act', 'loan'), { ok: true });
  drawn = await drawnTexts();
  assert.ok(drawn.includes('-20'), `the loan card says the repayment in force: ${JSON.stringify(drawn)}`);
  assert.ok(!drawn.includes('-15'));
  // The log's line comes from the move's event, which carries the numbers in force.
  await app.frames(2);
  const log = await app.page.evaluate(() => window.mercato.debug.log());
  assert.ok(log.some((line) => line.includes('the loan (+12 now, 20 back at the end)')), JSON.stringify(log));
  await app.shot('params-turin-numbers');
});

test('Merchants\' table and first-game guide say the draws and the agreement\'s bonus in force', { timeout: 120000 }, async () => {
  await app.page.evaluate(() => window.mercato.debug.inks());
  // A free trading house, bought in step 1, so the turn ends with its draw; a free agreement,
  // so its card says what it does rather than what it costs.
  const r = await app.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'easy', 'easy'], seed: 7,
                                       params: { 'merchants.draw': 3, 'merchants.house.draw': 2, 'merchants.house.price': 0,
                                                 'merchants.agreement.bonus': 5, 'merchants.agreement.price': 0 } });
  assert.ok(r.ok, r.error);
  let checkedAgreement = false;
  for (let moves = 0; moves < 60; ++moves) {
    await app.waitFor(() => window.mercato.turn().humanTurn);
    const s = await app.api('state');
    if (s.phase === 'step1' && !checkedAgreement) {
      const tip = await tooltipOf('merchants:market:agreement');
      assert.match(tip, /\+5 coins whenever you earn/, 'the agreement says the bonus in force');
      checkedAgreement = true;
    }
    if (s.phase === 'step2') break;
    const legal = await app.api('legalActions');
    assert.ok(legal.length > 0);
    const move = legal.find((m) => m === 'buy house') || legal.find((m) => m === 'pass') || legal[0];
    assert.deepEqual(await app.api('act', move), { ok: true });
  }
  assert.ok(checkedAgreement, 'the human reached step 1');
  const drawn = await drawnTexts();
  assert.ok(drawn.includes('Draw 3 cards'), `the draw button says the draw in force: ${JSON.stringify(drawn)}`);
  assert.ok(!drawn.includes('Draw 2 cards'));
  assert.ok(drawn.some((t) => t.includes('or draw 3 cards.')), 'so does the prompt');
  await app.shot('params-merchants-numbers');
  await app.api('setLanguage', 'ja');
  const ja = await drawnTexts();
  await app.api('setLanguage', 'en');
  assert.ok(ja.includes('３枚引く'), `in Japanese too: ${JSON.stringify(ja)}`);
  assert.ok(!ja.includes('２枚引く'));
  // The first-game guide (as Setup's Start gives it) counts the same cards: step 2's draw, then
  // the trading house's at the turn's end.
  const guide = async (lang) => {
    await app.api('setLanguage', lang);
    await app.frames(2);
    return (await app.page.evaluate(() => window.mercato.debug.texts())).guide || '';
  };
  await app.page.evaluate(() => window.mercato.debug.showGuide());
  assert.match(await guide('en'), /draw 3 cards\./, 'step 2\'s guide');
  assert.deepEqual(await app.api('act', 'draw'), { ok: true });
  await app.waitFor(() => window.mercato.turn().humanTurn && window.mercato.state().phase === 'house');
  assert.match(await guide('en'), /may draw 2 more cards/, 'the trading house\'s guide');
  assert.match(await guide('ja'), /もう２枚引けます/, 'the trading house\'s guide in Japanese');
  await app.api('setLanguage', 'en');
});

test('Market Fresh\'s solo score sheet says the leftover penalty in force', { timeout: 180000 }, async () => {
  const r = await app.api('newGame', { game: 'market_fresh', players: 1, seats: ['human'], seed: 5,
                                       params: { 'market_fresh.solo.crates': 10, 'market_fresh.solo.leftover_penalty': 4 } });
  assert.ok(r.ok, r.error);
  const result = await app.page.evaluate(async () => {
    const m = window.mercato;
    const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
    for (let moves = 0; moves < 200; ++moves) {
      let t = m.turn();
      while (!t.over && !t.humanTurn) { await sleep(20); t = m.turn(); }
      if (t.over) return { moves };
      const legal = m.legalActions();
      const move = legal.find((x) => x.startsWith('take ') && x !== 'take facedown') ||
                   legal.find((x) => x.startsWith('place ')) || legal[0];
      const done = m.act(move);
      if (!done.ok) return { error: `${move}: ${done.error}` };
      await sleep(0);
    }
    return { error: 'no end after 200 moves' };
  });
  assert.equal(result.error, undefined, result.error);
  await app.page.waitForFunction(() => !document.getElementById('access-scores').hidden, null, { timeout: 20000 });
  const sheet = await app.page.textContent('#access-scores');
  assert.match(sheet, /Crates left \(-4 each\)/);
  assert.doesNotMatch(sheet, /\(-3 each\)/, 'no printed number is left in the sheet');
});

test('Trade Tycoon\'s skills say the points in force', { timeout: 120000 }, async () => {
  const values = { monopoly: 3, 'east-west': 9, balance: 5, caravanserai: 8 };
  const r = await app.api('newGame', { game: 'trade_tycoon', players: 3, seats: ['human', 'easy', 'easy'], seed: 11,
                                       params: { 'trade_tycoon.skill.monopoly.vp': 3, 'trade_tycoon.skill.east_west.vp': 9,
                                                 'trade_tycoon.skill.balance.vp': 5,
                                                 'trade_tycoon.skill.caravanserai.vp': 8 } });
  assert.ok(r.ok, r.error);
  await app.waitFor(() => window.mercato.turn().humanTurn);
  const s = await app.api('state');
  assert.equal(s.phase, 'draft_pass');
  const shown = s.draft_hand.filter((k) => k in values);
  assert.ok(shown.length > 0, `a value skill is in the draft: ${JSON.stringify(s.draft_hand)}`);
  for (const skill of shown) {
    const tip = await tooltipOf(`tt:draft:${skill}`);
    assert.ok(tip.includes(`+${values[skill]} VP`), `${skill} says +${values[skill]} VP: ${tip}`);
  }
  await app.shot('params-trade_tycoon-numbers');
});
