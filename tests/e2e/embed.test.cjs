// Embedding (docs/embedding.md): URL parameters, embed=1, and the postMessage link
// between Mercato in an iframe and a host page on another origin. The host page is
// docs/embed-sample.html itself, served from a second port; a third port serves a
// frame that tries to command Mercato and must be ignored.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, ARTIFACTS, serve, launch, downloadedText } = require('./support.cjs');
const { parse } = require('../../web/page/url_params.js');

// A short game for whole games played by computers, and one with 3 seats.
const SHORT = ['turin_market', 'merchants', 'market_fresh', 'oregano', 'trade_tycoon'];

let mercato, host, third, browser, dir, short, three;
const errors = [];

function watch(page, label) {
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${label} console: ${msg.text()}`); });
  page.on('pageerror', (err) => errors.push(`${label} page error: ${err.message}`));
  return page;
}

async function newPage(label) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  return watch(await context.newPage(), label);
}

// Opens Mercato's page with a query and waits for mercato.ready.
async function openMercato(query) {
  const page = await newPage(`mercato${query}`);
  await page.goto(mercato.url + query);
  await page.evaluate(() => window.mercato.ready);
  return page;
}

const api = (target, name, ...args) =>
  target.evaluate(([n, a]) => window.mercato[n](...a), [name, args]);

// The Content-Security-Policy headers of docs/embedding.md, so the app is tested under them.
const origin = (server) => server.url.replace(/\/$/, '');
const mercatoPolicy = (hostOrigin) => "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; " +
  `style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self' ${hostOrigin}`;
const hostPolicy = (mercatoOrigin, extraFrames) => "default-src 'self'; script-src 'self' 'unsafe-inline' " +
  `${mercatoOrigin}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src ${mercatoOrigin} ${extraFrames}`;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-host-'));
  fs.copyFileSync(path.join(ROOT, 'docs', 'embed-sample.html'), path.join(dir, 'index.html'));
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'intruder.html'), path.join(dir, 'intruder.html'));
  // The host's policy names Mercato's origin, and Mercato's names the host's: ports first.
  const hostHeaders = {};
  host = await serve(dir, hostHeaders);
  third = await serve(dir);
  mercato = await serve(undefined, { 'Content-Security-Policy': mercatoPolicy(origin(host)) });
  hostHeaders['Content-Security-Policy'] = hostPolicy(origin(mercato), `${origin(third)} 'self'`);
  browser = await launch();
  const page = await openMercato('');
  const games = (await api(page, 'listGames')).filter((g) => g.registered);
  short = SHORT.map((id) => games.find((g) => g.id === id)).find(Boolean);
  three = games.find((g) => g.minPlayers <= 3 && g.maxPlayers >= 3);
  await page.context().close();
});

after(async () => {
  if (browser) await browser.close();
  for (const server of [mercato, host, third]) if (server) await server.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (errors.length) throw new Error(`pages reported errors:\n${errors.join('\n')}`);
});

test('URL parameters are read and checked before the app starts', () => {
  const good = parse('?game=merchants&players=3&seats=human,ismcts:normal,hard&options=a=1,b=2' +
                     '&seed=42&lang=ja&embed=1&parentOrigin=https://news.example:8443');
  assert.deepEqual(good.problems, []);
  assert.equal(good.embed, true);
  assert.equal(good.lang, 'ja');
  assert.equal(good.parentOrigin, 'https://news.example:8443');
  assert.deepEqual(good.newGame, { game: 'merchants', players: 3, seats: ['human', 'ismcts:normal', 'hard'],
                                   options: 'a=1,b=2', seed: '42' });
  const bad = parse('?players=x&lang=fr&embed=yes&parentOrigin=https://a.example/&colour=red&seed=1');
  assert.equal(bad.newGame, null);
  assert.deepEqual(bad.ignored, ['colour']);
  const text = bad.problems.map((p) => p.en).join('\n');
  for (const p of bad.problems) assert.ok(p.ja && p.ja !== p.en, `Japanese for: ${p.en}`);
  assert.doesNotMatch(text, /colour/, 'an unknown parameter is not a problem');
  for (const expected of [/lang must be en or ja, not "fr"/, /embed must be 1 or 0/,
                          /parentOrigin must be an origin/, /"players" needs a "game"/, /"seed" needs a "game"/]) {
    assert.match(text, expected);
  }
  const first = (search) => parse(search).problems[0].en;
  assert.match(first('?game=merchants&players=three'), /players must be a number/);
  assert.match(first('?game=merchants&seed=-4'), /seed must be a whole number/);
  assert.match(first('?game=merchants&options=fast'), /key=value/);
  assert.match(first('?game=Robert%27);DROP'), /game must be a game id/);
  assert.match(first('?lang=en&lang=ja'), /given twice/);
  assert.match(first('?game=merchants&seats=human,,hard'), /seats must be a comma-separated list/);
  // What link trackers add is ignored, by name, once each; the game is still read.
  const tracked = parse('?game=merchants&players=3&utm_source=news&utm_source=x&fbclid=IwAR0&gclid=Cj0');
  assert.deepEqual(tracked.problems, []);
  assert.deepEqual(tracked.ignored, ['utm_source', 'fbclid', 'gclid']);
  assert.equal(tracked.newGame.game, 'merchants');
});

test('unknown URL parameters (utm_source, fbclid, gclid) are ignored and named in the console (defect 3)', async () => {
  const page = await newPage('tracked link');
  const warnings = [];
  page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
  await page.goto(`${mercato.url}?game=${three.id}&players=3&seed=8&utm_source=newsletter&fbclid=IwAR0x&gclid=Cj0K`);
  await page.evaluate(() => window.mercato.ready);
  assert.equal(await api(page, 'screen'), 'play');
  assert.match(await api(page, 'exportRecord'), / seed=8\b/);
  assert.equal(await page.isVisible('#problem'), false);
  const said = warnings.find((w) => /ignores URL parameters/.test(w));
  assert.ok(said, `no console message about ignored parameters (got: ${warnings.join(' | ')})`);
  for (const name of ['utm_source', 'fbclid', 'gclid']) assert.match(said, new RegExp(name));
  await page.context().close();
});

test('URL parameters start the requested game; embed=1 hides home and the chrome', async () => {
  assert.ok(three, 'no registered game for 3 players');
  const page = await openMercato(`?embed=1&game=${three.id}&players=3&seats=human,ismcts:easy,hard&seed=42&lang=ja`);
  const turn = await api(page, 'turn');
  assert.equal(turn.game, three.id);
  assert.equal(turn.players, 3);
  assert.deepEqual(turn.seats, ['human', 'ismcts:easy', 'ismcts:hard']);
  assert.equal(turn.seed, undefined, 'no seed while the game runs (it gives every deal away)');
  assert.match(await api(page, 'exportRecord'), / seed=42\b/);
  assert.equal(await api(page, 'language'), 'ja');
  assert.equal(await api(page, 'screen'), 'play');
  assert.equal(await page.isVisible('#problem'), false);
  await page.waitForFunction(() => Object.keys(window.mercato.debug.rects()).includes('play:rules'));
  let rects = await page.evaluate(() => window.mercato.debug.rects());
  assert.equal(rects['play:home'], undefined, 'no Home button when embedded');
  await page.screenshot({ path: path.join(ARTIFACTS, 'embed-url-params.png') });

  // Resign: over at once, no winner, the end screen offers only "New game" with the same seats.
  await api(page, 'setPace', 100);
  assert.deepEqual(await api(page, 'resign'), { ok: true });
  const over = await api(page, 'turn');
  assert.equal(over.over, true);
  assert.equal(over.resigned, 0);
  assert.equal(await api(page, 'screen'), 'over');
  assert.deepEqual(await api(page, 'legalActions'), []);
  assert.match((await api(page, 'resign')).error, /over already/);
  await page.waitForFunction(() => Object.keys(window.mercato.debug.rects()).includes('over:again'));
  rects = await page.evaluate(() => window.mercato.debug.rects());
  assert.equal(rects['over:home'], undefined);
  await page.screenshot({ path: path.join(ARTIFACTS, 'embed-resigned.png') });
  const again = rects['over:again'];
  await page.mouse.click(again[0] + again[2] / 2, again[1] + again[3] / 2);
  await page.waitForFunction(() => window.mercato.screen() === 'play');
  const next = await api(page, 'turn');
  assert.deepEqual(next.seats, turn.seats);
  assert.equal(next.over, false);
  await page.context().close();

  // embed=1 alone: no home screen, the table waits for the host page.
  const waiting = await openMercato('?embed=1');
  assert.equal(await api(waiting, 'screen'), 'waiting');
  assert.deepEqual(await api(waiting, 'open', 'home'), { ok: true });
  assert.equal(await api(waiting, 'screen'), 'waiting');
  await waiting.screenshot({ path: path.join(ARTIFACTS, 'embed-waiting.png') });
  await waiting.context().close();
});

test('bad URL parameters get a clear message over the app, not a blank page', async () => {
  // Every problem of the form at once; no game starts (not another one than asked for).
  const page = await openMercato(`?game=${three.id}&players=x&seed=-1&colour=red`);
  await page.waitForSelector('#problem', { state: 'visible' });
  const text = await page.textContent('#problem');
  assert.match(text, /players must be a number/);
  assert.match(text, /seed must be a whole number/);
  assert.match(text, /このリンクの設定は使えません/);
  assert.match(text, /seed は 42 のような/);
  assert.doesNotMatch(text, /colour/);
  assert.equal(await api(page, 'screen'), 'home');
  await page.screenshot({ path: path.join(ARTIFACTS, 'embed-bad-params.png') });
  await page.click('#problem-close');
  assert.equal(await page.isVisible('#problem'), false);
  await page.context().close();

  // Well-formed but refused by the app: its own words.
  const unknown = await openMercato('?game=chess');
  await unknown.waitForSelector('#problem', { state: 'visible' });
  assert.match(await unknown.textContent('#problem'), /the game cannot start: unknown game 'chess'/);
  await unknown.context().close();
  const embedded = await openMercato(`?embed=1&game=${three.id}&players=9`);
  await embedded.waitForSelector('#problem', { state: 'visible' });
  assert.match(await embedded.textContent('#problem'), /is for \d-\d players, not 9/);
  assert.equal(await api(embedded, 'screen'), 'waiting');
  await embedded.context().close();
});

// The host page, with Mercato's frame and the messages it received.
async function openHost() {
  const page = await newPage('host');
  await page.goto(`${host.url}?mercato=${encodeURIComponent(mercato.url)}`);
  await page.waitForFunction(() => window.received && window.received.some((m) => m.type === 'gameStarted'),
                             null, { timeout: 30000 });
  const frame = page.frames().find((f) => f.url().startsWith(mercato.url));
  assert.ok(frame, 'no Mercato frame in the host page');
  return { page, frame, received: () => page.evaluate(() => window.received) };
}

test('a host page on another origin starts games by message and hears every event', { timeout: 300000 }, async () => {
  assert.ok(short, 'no registered game');
  const { page, frame, received } = await openHost();
  let got = await received();
  assert.equal(got[0].type, 'ready');
  assert.equal(got[1].type, 'gameStarted');
  assert.equal(got[1].game, 'merchants');  // the sample page's URL parameters
  assert.equal(await api(frame, 'screen'), 'play');

  await api(frame, 'setPace', 0);
  const count = got.length;
  const n = short.minPlayers;
  await page.evaluate(([g, players]) => window.board.send({ type: 'newGame', game: g, players,
                                                             seats: Array(players).fill('heuristic'), seed: 3 }),
                      [short.id, n]);
  await page.waitForFunction((n) => window.received.slice(n).some((m) => m.type === 'gameOver'),
                             count, { timeout: 240000, polling: 200 });
  got = (await received()).slice(count);
  // A computer of the sample's game may still finish its move after `count` was taken.
  got = got.slice(got.findIndex((m) => m.type === 'gameStarted'));
  assert.equal(got[0].type, 'gameStarted');
  assert.equal(got[0].game, short.id);
  assert.equal(got[0].seed, undefined, 'gameStarted carries no seed: every deal follows from it');
  const moved = got.filter((m) => m.type === 'moved');
  const over = got.find((m) => m.type === 'gameOver');
  assert.ok(moved.length > 0 && moved.length <= over.moves);
  assert.equal(over.scores.length, n);
  assert.equal(over.returns.length, n);
  assert.ok(Math.abs(over.returns.reduce((a, b) => a + b, 0) - 1) < 1e-9, 'the winners share 1');
  assert.equal(over.resigned, undefined);
  assert.equal((await api(frame, 'turn')).over, true);
  assert.equal((await api(frame, 'turn')).seed, '3', 'the seed is told once the game is over');
  await page.screenshot({ path: path.join(ARTIFACTS, 'embed-host-game-over.png') });

  // Language, a refused command, and a resignation, all by message.
  await page.evaluate(() => window.board.send({ type: 'setLanguage', lang: 'ja' }));
  await frame.waitForFunction(() => window.mercato.language() === 'ja');
  await page.waitForFunction(() => window.received.some((m) => m.type === 'language' && m.lang === 'ja'));
  const before = (await received()).length;
  await page.evaluate(() => window.board.send({ type: 'newGame', game: 'chess', players: 2 }));
  await page.waitForFunction((n) => window.received.slice(n).some((m) => m.type === 'error'), before);
  const refused = (await received()).slice(before).find((m) => m.type === 'error');
  assert.equal(refused.type, 'error');
  assert.equal(refused.command, 'newGame');
  assert.match(refused.error, /unknown game 'chess'/);
  await api(frame, 'setPace', 100);  // the computer waits: the person resigns on their turn
  await page.evaluate(([g, players]) => window.board.send({ type: 'newGame', game: g, players,
                                                             seats: ['human', ...Array(players - 1).fill('heuristic')] }),
                      [short.id, n]);
  await page.evaluate(() => window.board.send({ type: 'resign' }));
  await page.waitForFunction((n) => window.received.slice(n).some((m) => m.type === 'gameOver'), before);
  const resigned = (await received()).slice(before).find((m) => m.type === 'gameOver');
  assert.equal(resigned.resigned, 0);
  assert.deepEqual(resigned.returns, Array(n).fill(0));
  await page.context().close();
});

test('messages from a third origin or from a sibling frame are ignored', async () => {
  const { page, frame, received } = await openHost();
  await api(frame, 'setPace', 100);
  const turn = await api(frame, 'turn');
  const record = await api(frame, 'exportRecord');
  const count = (await received()).length;
  // The same page from a third origin, and from the host's own origin but not the parent.
  for (const server of [third, host]) {
    await page.evaluate((src) => new Promise((resolve) => {
      const f = document.createElement('iframe');
      f.src = src;
      f.onload = resolve;
      document.body.appendChild(f);
    }), `${server.url}intruder.html`);
  }
  const intruders = page.frames().filter((f) => f.url().endsWith('intruder.html'));
  assert.equal(intruders.length, 2);
  for (const f of intruders) assert.equal(await f.evaluate(() => window.sent), true);
  await page.waitForTimeout(1500);
  const after = await api(frame, 'turn');
  assert.equal(after.game, turn.game);
  assert.equal(await api(frame, 'exportRecord'), record, 'the same game, same seed');
  assert.equal(after.over, false);
  assert.equal(await api(frame, 'language'), 'en');
  assert.deepEqual((await received()).slice(count), [], 'no reply, no error, no new game');
  for (const f of intruders) assert.deepEqual(await f.evaluate(() => window.got), []);
  await page.context().close();
});

test('without parentOrigin Mercato posts nothing to the page around it', async () => {
  const page = await newPage('plain host');
  await page.goto(`${host.url}intruder.html`);  // any page of the host's origin
  await page.evaluate((src) => {
    window.heard = [];
    window.addEventListener('message', (e) => window.heard.push(e.data));
    const f = document.createElement('iframe');
    f.src = src;
    document.body.appendChild(f);
  }, `${mercato.url}?embed=1&game=${three.id}&players=3`);
  const frame = await (await page.waitForSelector(`iframe[src^="${mercato.url}"]`)).contentFrame();
  await frame.waitForFunction(() => window.mercato && window.mercato.version, null, { timeout: 30000 });
  assert.equal(await api(frame, 'screen'), 'play');
  await page.waitForTimeout(1000);
  assert.deepEqual(await page.evaluate(() => window.heard), []);
  await page.context().close();
});

test('a message sent right after mount() is queued until the app is ready (defect 1)', { timeout: 120000 }, async () => {
  const { page } = await openHost();
  // The docs' own pattern: mount, then send on the next line, while the frame is about:blank.
  const heard = await page.evaluate(([game, players]) => new Promise((resolve) => {
    const div = document.createElement('div');
    div.style.cssText = 'width: 640px; height: 420px';
    // In view: browsers pause the frames of an iframe out of view, and the app is ready only once it draws.
    document.body.prepend(div);
    const board = window.MercatoMount.mount(div, { lang: 'en' });
    const seen = [];
    const early = board.isReady();
    board.on('*', (m) => {
      // The requested game, told by its seats (gameStarted carries no seed while a game runs).
      seen.push(m.type === 'gameStarted' ? `gameStarted:${m.game}:${m.seats.join(',')}` : m.type);
      if (m.type === 'gameStarted') resolve({ early, seen });
    });
    board.send({ type: 'newGame', game, players, seats: Array(players).fill('heuristic'), seed: 21 });
    board.send({ type: 'setLanguage', lang: 'ja' });
    setTimeout(() => resolve({ early, seen }), 60000);
  }), [short.id, short.minPlayers]);
  assert.equal(heard.early, false, 'not ready the moment it is mounted');
  assert.deepEqual(heard.seen, ['ready', `gameStarted:${short.id}:${Array(short.minPlayers).fill('heuristic').join(',')}`]);
  const frame = page.frames().filter((f) => f.url().startsWith(mercato.url)).pop();
  await frame.waitForFunction(() => window.mercato.language() === 'ja');  // the second message, in order
  await page.context().close();
});

test('"Save to file…" works in the documented iframe: allow-downloads (defect 2)', { timeout: 60000 }, async () => {
  // The pasted snippet and the mount helper allow downloads, and say so in the same words.
  const docs = fs.readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
  assert.match(/<iframe[\s\S]*?<\/iframe>/.exec(docs)[0], /sandbox="allow-scripts allow-same-origin allow-downloads"/);
  const { page, frame, received } = await openHost();
  assert.equal(await page.getAttribute('#board iframe', 'sandbox'), 'allow-scripts allow-same-origin allow-downloads');
  await api(frame, 'setPace', 100);
  await frame.waitForFunction(() => Object.keys(window.mercato.debug.rects()).includes('play:save'));
  const r = (await frame.evaluate(() => window.mercato.debug.rects()))['play:save'];
  const box = await (await page.$('#board iframe')).boundingBox();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 15000 }),
    page.mouse.click(box.x + r[0] + r[2] / 2, box.y + r[1] + r[3] / 2),
  ]);
  assert.match(download.suggestedFilename(), /^merchants-\d{4}-\d\d-\d\d\.mercato$/);
  const text = await downloadedText(download);
  assert.equal(text, await api(frame, 'exportRecord'));
  // The host hears the same file: an iframe pasted without allow-downloads cannot
  // download, its host page can (docs/embedding.md, "fileSaved").
  const saved = (await received()).filter((m) => m.type === 'fileSaved');
  assert.equal(saved.length, 1, 'the host page was not sent the saved file');
  assert.equal(saved[0].game, 'merchants');
  assert.equal(saved[0].text, text);
  await page.context().close();
});
