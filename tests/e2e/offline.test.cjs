// Offline: the one-file page (build/web/mercato-offline.html) opened from disk with
// every network request refused, and the served site's service worker answering a
// reload while the browser is offline.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { WEB_DIR, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, playwright, launch, openApp, serve } = require('./support.cjs');

// Shortest first (about 40 moves for two heuristic players).
const SHORT = ['turin_market', 'merchants', 'market_fresh', 'oregano', 'trade_tycoon'];
const untilHumanOrOver = () => { const t = window.mercato.turn(); return t.over || t.humanTurn; };

let browser;
before(async () => { browser = await launch(); });
after(async () => { if (browser) await browser.close(); });

test('the one-file page plays a whole game from file:// with the network blocked; saves work', { timeout: 300000 }, async () => {
  // Alone in an empty folder: nothing next to it can be loaded.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-offline-'));
  const file = path.join(dir, 'mercato-offline.html');
  fs.copyFileSync(path.join(WEB_DIR, 'mercato-offline.html'), file);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const blocked = [];
  const requests = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('data:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('file://' + file);
  await page.evaluate(() => window.mercato.ready);
  const api = (name, ...args) => page.evaluate(([n, a]) => window.mercato[n](...a), [name, args]);

  const games = (await api('listGames')).filter((g) => g.registered);
  const game = SHORT.map((id) => games.find((g) => g.id === id)).find(Boolean);
  assert.ok(game, 'no registered game');
  await api('setPace', 0);

  // Saves in localStorage: one move, reload, Continue is offered and resumes.
  const seats = ['human', ...Array(game.minPlayers - 1).fill('heuristic')];
  assert.deepEqual(await api('newGame', { game: game.id, players: game.minPlayers, seats, seed: 5 }), { ok: true });
  await page.waitForFunction(untilHumanOrOver);
  assert.deepEqual(await api('act', (await api('legalActions'))[0]), { ok: true });
  await page.waitForFunction(untilHumanOrOver);
  const saved = await api('turn');
  assert.ok((await page.evaluate(() => window.mercato.saves.list())).some((s) => !s.over), 'a save in localStorage');
  await page.reload();
  await page.evaluate(() => window.mercato.ready);
  await page.waitForFunction(() => Object.keys(window.mercato.debug.rects()).includes('home:continue'));
  const r = (await page.evaluate(() => window.mercato.debug.rects()))['home:continue'];
  await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await page.waitForFunction(() => window.mercato.screen() === 'play');
  assert.equal((await api('turn')).moves, saved.moves);

  // A whole game between computers, to the end screen.
  await api('setPace', 0);
  assert.deepEqual(await api('newGame', { game: game.id, players: game.minPlayers,
                                          seats: Array(game.minPlayers).fill('heuristic'), seed: 7 }), { ok: true });
  await page.waitForFunction(() => window.mercato.turn().over, null, { timeout: 240000, polling: 250 });
  assert.equal(await api('screen'), 'over');
  const png = await page.screenshot({ path: path.join(ARTIFACTS, 'offline-file-game-over.png') });
  assert.ok(png.length > 10000);

  assert.deepEqual(blocked, [], 'the page asked the network for nothing');
  assert.deepEqual(requests.filter((u) => !u.startsWith('data:') && u !== 'file://' + file), [],
                   'the page loaded no other file');
  assert.deepEqual(errors, []);
  await context.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// The files sw.js precaches, as written by tools/precache_list.py.
function precacheList() {
  const text = fs.readFileSync(path.join(WEB_DIR, 'sw.js'), 'utf8');
  return JSON.parse(/const PRECACHE = (\[[\s\S]*?\]);/.exec(text)[1]);
}

test('sw.js precaches every file of the site with its content hash', () => {
  const listed = precacheList();
  const files = [];
  (function walk(dir) {
    for (const name of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else files.push(path.relative(WEB_DIR, full).split(path.sep).join('/'));
    }
  })(WEB_DIR);
  const expected = files.filter((f) => f !== 'sw.js' && f !== 'mercato-offline.html');
  assert.deepEqual(listed.map((f) => f.url).sort(), expected.sort());
  for (const f of listed) {
    const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(WEB_DIR, f.url))).digest('hex');
    assert.equal(f.hash, hash.slice(0, 16), f.url);
  }
  for (const needed of ['index.html', 'mercato.js', 'mercato.wasm', 'mercato.data', 'manifest.webmanifest']) {
    assert.ok(listed.some((f) => f.url === needed), needed);
  }
  // The PNG icons rendered at build time from assets/icon.svg (rsvg-convert): PNG files of their size.
  for (const size of [180, 192, 512]) {
    const png = fs.readFileSync(path.join(WEB_DIR, 'assets', `icon-${size}.png`));
    assert.equal(png.subarray(1, 4).toString(), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size]);
  }
});

test('the service worker serves a reload with the browser offline', { timeout: 120000 }, async () => {
  const app = await openApp();
  try {
    const cached = await app.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('mercato-')));
      return { state: registration.active.state, count: (await cache.keys()).length };
    });
    assert.equal(cached.count, precacheList().length);
    const version = await app.page.evaluate(() => window.mercato.version);

    await app.page.context().setOffline(true);
    await app.page.reload();
    await app.page.evaluate(() => window.mercato.ready);
    assert.ok(await app.page.evaluate(() => !!navigator.serviceWorker.controller), 'controlled by the worker');
    assert.equal(await app.page.evaluate(() => window.mercato.version), version);

    // Any page of the site works offline, URL parameters included.
    const games = (await app.api('listGames')).filter((g) => g.registered);
    await app.page.goto(`${app.url}?game=${games[0].id}&players=${games[0].minPlayers}&seed=9`);
    await app.page.evaluate(() => window.mercato.ready);
    assert.equal(await app.api('screen'), 'play');
    assert.match(await app.api('exportRecord'), / seed=9\b/);
    await app.shot('offline-service-worker');
    await app.page.context().setOffline(false);
  } finally {
    await app.close();
  }
});

test('the worker serves the app only for its own page: other pages are themselves, 404 stays 404 (defect 4)', { timeout: 120000 }, async () => {
  const app = await openApp();
  try {
    await app.page.evaluate(() => navigator.serviceWorker.ready);
    await app.page.reload();
    await app.page.evaluate(() => window.mercato.ready);
    assert.ok(await app.page.evaluate(() => !!navigator.serviceWorker.controller), 'controlled by the worker');

    const before = app.errors.length;
    const missing = await app.page.goto(`${app.url}no-such-page.html`);
    assert.equal(missing.status(), 404, 'a page that does not exist is a 404, not the app');
    assert.equal(await app.page.evaluate(() => typeof window.mercato), 'undefined');
    // The browser logs that 404 as a console error: expected here.
    const logged = app.errors.slice(before);
    assert.ok(logged.length >= 1 && logged.every((e) => /status of 404/.test(e)), logged.join('\n'));

    const offline = await app.page.goto(`${app.url}mercato-offline.html`);
    assert.equal(offline.status(), 200);
    assert.ok(await app.page.evaluate(() => window.mercatoSingleFile === true &&
                                           !!document.getElementById('mercato-program')),
              'mercato-offline.html is the one-file page, not index.html');

    // The app's own addresses still get the app, with their URL parameters.
    for (const address of ['', 'index.html', '?lang=ja', 'index.html?embed=1']) {
      const response = await app.page.goto(app.url + address);
      assert.equal(response.status(), 200, address);
      assert.ok(response.fromServiceWorker(), `${address || '/'} comes from the worker`);
      await app.page.evaluate(() => window.mercato.ready);
    }
    assert.equal(await app.api('screen'), 'waiting');
    // The missing page's 404s (its favicon's may come late) are the only errors allowed.
    for (let i = app.errors.length - 1; i >= before; --i) {
      if (/status of 404/.test(app.errors[i])) app.errors.splice(i, 1);
    }
  } finally {
    await app.close();
  }
});

test('the site is installable: Chromium finds nothing missing (manifest, icons, worker)', { timeout: 120000 }, async () => {
  // A normal profile: Chromium never offers to install from an incognito-like context.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-profile-'));
  const server = await serve();
  const context = await playwright().chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS,
                                                                    headless: true });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.evaluate(() => window.mercato.ready);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    const parsed = JSON.parse(manifest.data);
    assert.equal(parsed.theme_color, '#5c3d26');
    assert.ok(parsed.icons.length >= 1);
    assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
