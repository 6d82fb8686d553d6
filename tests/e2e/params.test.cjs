// The game's numbers as parameters on the page (docs/parameters.md): newGame({params})
// with per-seat values reaches the table, a bad value is refused naming the parameter
// and its range, the URL form is checked, and the rules page lists the numbers in force.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');
const { parse } = require('../../web/page/url_params.js');

let app;
before(async () => { app = await openApp(); });
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
  const drawn = (await app.page.evaluate(() => window.mercato.debug.inks())).map((ink) => ink[ink.length - 2]);
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
