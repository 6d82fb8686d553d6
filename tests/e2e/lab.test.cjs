// The Lab screen: a 50-game lab in the page, played a slice per frame, with its
// charts drawn as it goes; Stop; bad requests get clear errors.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp(); });
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
