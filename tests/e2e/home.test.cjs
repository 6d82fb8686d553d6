// The page itself: loads, draws, switches language, opens a game's setup.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, registeredGames } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ deviceScaleFactor: 1 }); });
after(async () => { if (app) await app.close(); });

test('mercato.ready resolves with the API and the version', async () => {
  const info = await app.page.evaluate(() => ({
    version: window.mercato.version, screen: window.mercato.screen(),
    games: window.mercato.listGames(),
  }));
  assert.match(info.version, /^\d+\.\d+\.\d+/);
  assert.equal(info.screen, 'home');
  // Every game the core registers, in its order (a new game is picked up).
  assert.deepEqual(info.games.map((g) => g.id), registeredGames().map((g) => g.id));
  assert.deepEqual(info.games.map((g) => [g.minPlayers, g.maxPlayers]),
    registeredGames().map((g) => [g.min_players, g.max_players]));
  const merchants = info.games.find((g) => g.id === 'merchants');
  assert.equal(merchants.name.ja, '交易王');
  assert.equal(merchants.minPlayers, 2);
  assert.equal(merchants.maxPlayers, 4);
});

test('the canvas is drawn (not blank) and fills the window', async () => {
  const png = await app.shot('home-en');
  const stats = await app.stats(png);
  assert.ok(stats.variance > 200, `luminance variance ${stats.variance} looks blank`);
  const size = await app.page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.clientWidth, h: c.clientHeight, bw: c.width, bh: c.height };
  });
  assert.deepEqual([size.w, size.h], [1280, 800]);
  assert.deepEqual([size.bw, size.bh], [1280, 800]);
});

test('switching to Japanese changes the drawn pixels, and back', async () => {
  // The selected language's button glows with a pulse that follows the clock, so two shots
  // seconds apart differ there by chance; with reduced motion the glow holds still.
  await app.page.emulateMedia({ reducedMotion: 'reduce' });
  // A call that changes something wakes an idle page to draw (a question does not).
  assert.deepEqual(await app.api('setLanguage', 'en'), { ok: true });
  await app.frames(3);
  const before = await app.shot('home-en-again');
  assert.deepEqual(await app.api('setLanguage', 'ja'), { ok: true });
  const ja = await app.shot('home-ja');
  const stats = await app.stats(ja, before);
  assert.ok(stats.changed > 0.003, `only ${stats.changed} of the pixels changed`);
  // The language switch on the canvas brings English back.
  await app.click('lang:en');
  // Move the pointer off the button: its hover glow is not a language difference.
  await app.page.mouse.move(640, 700);
  await app.frames(10);
  const en = await app.shot('home-en-clicked');
  const back = await app.stats(en, before);
  await app.page.emulateMedia({ reducedMotion: 'no-preference' });
  assert.ok(back.changed < 0.002, `English after clicking differs by ${back.changed}`);
  const bad = await app.api('setLanguage', 'fr');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /unknown language/);
});

test('each game tile says in one sentence what the game is, in both languages (issue 38)', async () => {
  for (const lang of ['en', 'ja']) {
    await app.api('setLanguage', lang);
    await app.frames(3);
    const texts = await app.page.evaluate(() => window.mercato.debug.texts());
    for (const game of registeredGames()) {
      const line = texts[`tagline:${game.id}`] || '';
      assert.ok(line.length >= 20, `${lang}: ${game.id} has no sentence ("${line}")`);
      if (lang === 'ja') assert.match(line, /[\u3040-\u30ff\u4e00-\u9fff]/, `${game.id}: "${line}" is not Japanese`);
    }
  }
  await app.api('setLanguage', 'en');
});

test('clicking a playable game tile opens its setup screen; Back returns home', async () => {
  const games = await app.api('listGames');
  const playable = games.filter((g) => g.registered);
  assert.ok(playable.length >= 1, 'no registered game to click');
  await app.click(`tile:${playable[0].id}`);
  await app.waitScreen('setup');
  await app.shot(`setup-${playable[0].id}`);
  // What the levels mean: their ratings on the game's ladder (docs/strength.md).
  const ratings = (await app.page.evaluate(() => window.mercato.debug.texts()))['setup:ratings'] || '';
  assert.match(ratings, /Easy ≈ -?\d+ · Normal ≈ -?\d+ · Hard ≈ -?\d+/, `Setup's ratings line: '${ratings}'`);
  await app.click('setup:back');
  await app.waitScreen('home');
});

test('a game that is not registered yet is not clickable', async () => {
  const games = await app.api('listGames');
  const soon = games.find((g) => !g.registered);
  if (!soon) return;  // every game is playable
  await app.click(`tile:${soon.id}`);
  await app.frames(5);
  assert.equal(await app.api('screen'), 'home');
});

test('About shows and returns', async () => {
  await app.click('home:about');
  await app.waitScreen('about');
  await app.shot('about');
  await app.click('about:back');
  await app.waitScreen('home');
});

test('the keyboard alone reaches a game: arrows move the focus, Enter opens it', async () => {
  const target = (await app.api('listGames')).find((g) => g.registered);
  await app.waitScreen('home');
  await app.page.focus('#canvas');
  const same = (a, b) => a && b && a.every((v, i) => Math.abs(v - b[i]) < 1);
  const key = async (k) => { await app.page.keyboard.press(k); await app.frames(3); return app.rects(); };
  // Down into the tiles, then left to the first one, then right to the target.
  let rects = await key('ArrowDown');
  for (let i = 0; i < 6 && rects.focus && rects.focus[0] > rects[`tile:${target.id}`][0] + 1; i++) {
    rects = await key('ArrowLeft');
  }
  let found = same(rects.focus, rects[`tile:${target.id}`]);
  for (let i = 0; i < 6 && !found; i++) {
    rects = await key('ArrowRight');
    found = same(rects.focus, rects[`tile:${target.id}`]);
  }
  assert.ok(found, 'the arrow keys never focused the game tile');
  await app.page.keyboard.press('Enter');
  await app.waitScreen('setup');
  await app.page.keyboard.press('Escape');
  await app.click('setup:back');
  await app.waitScreen('home');
});

test('the canvas follows the window when it is resized', async () => {
  await app.page.setViewportSize({ width: 1000, height: 700 });
  await app.waitFor(() => document.getElementById('canvas').width === 1000, null, 10000);
  await app.frames(3);
  const size = await app.page.evaluate(() => {
    const c = document.getElementById('canvas');
    return [c.clientWidth, c.clientHeight, c.width, c.height];
  });
  assert.deepEqual(size, [1000, 700, 1000, 700]);
  const rects = await app.rects();
  const tiles = Object.entries(rects).filter(([name]) => name.startsWith('tile:'));
  assert.equal(tiles.length, 5);
  for (const [name, r] of tiles) assert.ok(r[0] >= 0 && r[0] + r[2] <= 1000, `${name} is off screen`);
  await app.shot('home-1000x700');
  await app.page.setViewportSize({ width: 1280, height: 800 });
});
