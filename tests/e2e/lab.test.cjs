// The Lab screen: a 50-game lab in the page, played a slice per frame, with its
// charts drawn as it goes; Stop; bad requests get clear errors.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, downloadedText } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ deviceScaleFactor: 1 }); });
after(async () => { if (app) await app.close(); });

// A screenshot of one named UI rectangle.
async function shotRect(name, file) {
  const r = await app.waitRect(name);
  await app.frames(2);
  const png = await app.page.screenshot({ clip: { x: r[0], y: r[1], width: r[2], height: r[3] } });
  require('node:fs').writeFileSync(require('node:path').join(__dirname, '..', '..', 'build',
    'test-artifacts', `${file}.png`), png);
  return png;
}

test('Home has a Lab button that opens the Lab screen', async () => {
  await app.click('home:lab');
  await app.waitScreen('lab');
  await app.waitRect('lab:start');
  await app.waitRect('lab:chart');
});

test('a 50-game lab runs in slices, reaches 50 and draws its charts', async () => {
  await app.waitScreen('lab');
  const empty = await shotRect('lab:chart', 'lab-chart-empty');
  assert.equal(await app.page.evaluate(() => typeof window.mercato.lab.start), 'function');
  // Start, then watch every animation frame in the page itself: the lab must
  // advance over several frames (a slice each), never all at once.
  const watch = await app.page.evaluate(() => new Promise((resolve) => {
    const result = window.mercato.lab.start(
      { game: 'merchants', players: 3, bots: ['heuristic', 'random', 'random'], games: 50, seed: 3 });
    const seen = [];
    const t0 = performance.now();
    const tick = () => {
      const p = window.mercato.lab.progress();
      seen.push(p.done);
      if (!p.running || performance.now() - t0 > 120000) resolve({ result, seen, screen: window.mercato.screen() });
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
  assert.deepEqual(watch.result, { ok: true });
  assert.equal(watch.screen, 'lab');
  const steps = watch.seen.slice(1).map((d, i) => d - watch.seen[i]);
  const distinct = new Set(watch.seen).size;
  assert.ok(distinct >= 3, `progress was seen only at ${[...new Set(watch.seen)].join(', ')} (page froze?)`);
  assert.ok(Math.max(...steps) < 50, 'all 50 games were played in one frame');
  const done = await app.page.evaluate(() => window.mercato.lab.progress());
  assert.equal(done.done, 50);
  assert.equal(done.total, 50);
  assert.equal(done.stopped, false);
  assert.equal(done.game, 'merchants');
  const total = done.seatWinRate.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(total - 1) < 1e-9, `seat win rates sum to ${total}`);
  const charts = await shotRect('lab:chart', 'lab-chart-50');
  const diff = await app.stats(charts, empty);
  assert.ok(diff.changed > 0.05, `only ${diff.changed} of the chart area changed`);
  await app.shot('lab-50-games');
});

test('Stop ends a long lab early; Japanese labels change the pixels', async () => {
  const r = await app.page.evaluate(() => window.mercato.lab.start(
    { game: 'market_fresh', players: 2, bots: 'random', games: 100000, seed: 1 }));
  assert.deepEqual(r, { ok: true });
  await app.frames(5);
  await app.click('lab:stop');
  const p = await app.page.evaluate(() => window.mercato.lab.progress());
  assert.equal(p.running, false);
  assert.equal(p.stopped, true);
  assert.ok(p.done < 100000);
  const en = await app.shot('lab-stopped-en');
  await app.api('setLanguage', 'ja');
  const ja = await app.shot('lab-stopped-ja');
  assert.ok((await app.stats(ja, en)).changed > 0.003);
  await app.api('setLanguage', 'en');
});

test('a sweep of one number draws a line per seat; bad sweeps are refused (issue 20)', { timeout: 240000 }, async () => {
  const bad = [
    [{ param: 'oregano.nope', from: 1, to: 3 }, /no number 'oregano.nope'/],
    [{ param: 'oregano.start_gold', from: 0, to: 99 }, /within 0\.\.50/],
    [{ param: 'oregano.casino.payout', seat: 1, from: 5, to: 7 }, /one number for every seat/],
    [{ param: 'oregano.start_gold', from: 0, to: 50, step: 1 }, /at most 40 values/],
  ];
  for (const [extra, message] of bad) {
    const r = await app.page.evaluate((s) => window.mercato.lab.sweep(s),
      { game: 'oregano', players: 2, bots: ['heuristic'], games: 5, ...extra });
    assert.equal(r.ok, false, JSON.stringify(extra));
    assert.match(r.error, message);
  }
  // The second seat's start gold from 5 (the text's) to 9, 30 games at each value.
  const r = await app.page.evaluate(() => window.mercato.lab.sweep({
    game: 'oregano', players: 2, bots: ['heuristic'], games: 30, seed: 4,
    param: 'oregano.start_gold', seat: 1, from: 5, to: 9, step: 2 }));
  assert.deepEqual(r, { ok: true });
  await app.page.waitForFunction(() => !window.mercato.lab.progress().sweeping, null, { timeout: 200000 });
  const p = await app.page.evaluate(() => window.mercato.lab.progress());
  assert.deepEqual(p.sweep.map((point) => point.value), [5, 7, 9]);
  for (const point of p.sweep) {
    assert.equal(point.games, 30);
    const total = point.seatWinRate.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(total - 1) < 1e-9, `win rates at ${point.value} sum to ${total}`);
  }
  // The value 5 point is the text's game: the same as a plain lab on the same seed.
  const plain = await app.page.evaluate(() => new Promise((resolve) => {
    window.mercato.lab.start({ game: 'oregano', players: 2, bots: ['heuristic'], games: 30, seed: 4 });
    const tick = () => (window.mercato.lab.progress().running ? requestAnimationFrame(tick)
      : resolve(window.mercato.lab.progress()));
    requestAnimationFrame(tick);
  }));
  assert.deepEqual(plain.seatWinRate, p.sweep[0].seatWinRate);
  // Sweep again and look at the chart: a line per seat over the values.
  await app.page.evaluate(() => window.mercato.lab.sweep({
    game: 'oregano', players: 2, bots: ['heuristic'], games: 30, seed: 4,
    param: 'oregano.start_gold', seat: 1, from: 5, to: 9, step: 2 }));
  await app.page.waitForFunction(() => !window.mercato.lab.progress().sweeping, null, { timeout: 200000 });
  await app.waitRect('lab:sweep-chart');
  await app.shot('lab-sweep');
});

test('the Lab saves a variant file; opened, Setup plays its numbers at the table (issue 20)', { timeout: 120000 }, async () => {
  // A lab with the second seat's start gold at 9: the form holds that number.
  const started = await app.page.evaluate(() => window.mercato.lab.start({
    game: 'oregano', players: 2, bots: ['heuristic'], games: 4, seed: 2,
    params: { 'oregano.start_gold': [5, 9] } }));
  assert.deepEqual(started, { ok: true });
  await app.page.waitForFunction(() => !window.mercato.lab.progress().running);
  assert.equal((await app.page.evaluate(() => window.mercato.lab.progress())).numbers,
               'oregano.start_gold=5/9');
  const rect = await app.waitRect('lab:save-variant');
  const [download] = await Promise.all([
    app.page.waitForEvent('download', { timeout: 15000 }),
    app.page.mouse.click(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2),
  ]);
  assert.match(download.suggestedFilename(), /^oregano-variant-\d{4}-\d\d-\d\d\.mercato$/);
  const text = await downloadedText(download);
  assert.match(text, /^mercato-variant v1 game=oregano players=2 options=.*oregano\.start_gold=5\/9/);
  // Opened like any saved game: Setup shows the variant, and its game starts with 9 gold.
  assert.deepEqual(await app.page.evaluate((t) => window.mercato.importRecord(t), text), { ok: true });
  await app.waitScreen('setup');
  await app.waitRect('setup:variant');
  await app.shot('setup-variant');
  await app.click('setup:start');
  await app.waitScreen('play');
  const state = await app.page.evaluate(() => window.mercato.state());
  assert.equal(state.players[1].gold, 9, JSON.stringify(state.players));
  assert.equal(state.players[0].gold, 5);
  // A damaged variant is refused with a notice; the game on the table stays.
  const refused = await app.page.evaluate(() => window.mercato.importRecord(
    'mercato-variant v1 game=oregano players=2 options=oregano.start_gold=99'));
  assert.equal(refused.ok, false);
  assert.match(refused.error, /oregano.start_gold=99 is out of range/);
  assert.equal(await app.page.evaluate(() => window.mercato.screen()), 'play');
  await app.click('notice:close');
  await app.api('open', 'home');
  await app.click('home:lab');
  await app.waitScreen('lab');
});

test('bad lab requests get clear errors and change nothing', async () => {
  const before = await app.page.evaluate(() => window.mercato.lab.progress());
  const bad = [
    [{ game: 'nope', games: 5 }, /unknown or unplayable game/],
    [{ game: 'merchants', players: 9, games: 5 }, /players/],
    [{ game: 'merchants', players: 3, bots: ['genius'], games: 5 }, /bot/],
    [{ game: 'merchants', players: 3, games: 0 }, /games must be/],
    [{ game: 'turin_market', players: 3, games: 5, options: 'list=sideways' }, /list/],
  ];
  for (const [spec, message] of bad) {
    const r = await app.page.evaluate((s) => window.mercato.lab.start(s), spec);
    assert.equal(r.ok, false, JSON.stringify(spec));
    assert.match(r.error, message);
  }
  const after = await app.page.evaluate(() => window.mercato.lab.progress());
  assert.deepEqual(after.done, before.done);
  assert.equal(after.game, before.game);
  await app.click('lab:back');
  await app.waitScreen('home');
});
