// Shared helpers for Mercato's browser tests (node:test + playwright-core +
// Debian's /usr/bin/chromium). A game's own spec file only needs:
//
//   const { test, before, after } = require('node:test');
//   const assert = require('node:assert/strict');
//   const { openApp } = require('./support.cjs');
//   let app;
//   before(async () => { app = await openApp(); });
//   after(async () => { await app.close(); });        // fails on console/page errors
//   test('a game', async () => {
//     const r = await app.api('newGame', { game: 'merchants', players: 3, seed: 7 });
//     ...
//     await app.shot('merchants-start');                // build/test-artifacts/merchants-start.png
//   });
//
// Files named tests/e2e/*.test.cjs are run by ./tools/test (or alone:
// ./tools/test e2e tests/e2e/merchants.test.cjs).
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const WEB_DIR = process.env.MERCATO_WEB_DIR || path.join(ROOT, 'build', 'web');
const ARTIFACTS = process.env.MERCATO_ARTIFACTS || path.join(ROOT, 'build', 'test-artifacts');
// The pixel ratios of the tests' canvases. Their checks are in CSS pixels (the UI's own
// rects and text runs, the page's state), and SwiftShader's cost grows with the canvas's
// pixels: a table's frame took 185 ms of CPU at 1x and 99 ms at 0.5x (a page zoomed out
// to 50 %), log_sheet's three tests 124 s at 3x and 58 s at 2x (issue 37). A test that
// reads the pixels themselves (contrast, Home's and the Lab's pictures, glyphs, goods
// pictures) asks for its own ratio: 1 at the desk, 3 for the largest phones (name_glyphs,
// phone_sizes), 2 for phone.test.
// openApp's option for a file whose checks are not about motion (words, sizes, saves,
// clocks, what a seat receives): under prefers-reduced-motion a move's frames are drawn
// once, not again for each step of a flight (issue 37). Motion stays checked where it is
// the subject and on every page that keeps the default.
const NO_MOTION = { reducedMotion: 'reduce' };
const DESK_PIXEL_RATIO = 0.5;
const PHONE_PIXEL_RATIO = 1;
const CHROMIUM = process.env.MERCATO_CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.otf': 'font/otf', '.webmanifest': 'application/manifest+json',
};

// playwright-core lives in .cache/npm (tools/bootstrap), not in a node_modules of the repo.
function playwright() {
  try {
    return require(path.join(ROOT, '.cache', 'npm', 'node_modules', 'playwright-core'));
  } catch (e) {
    try {
      return require('playwright-core');
    } catch (e2) {
      throw new Error('playwright-core is missing: run ./tools/bootstrap (installs it into .cache/npm)');
    }
  }
}

// A static file server for build/web on 127.0.0.1 (a free port). Returns {url, close}.
// `headers` are added to every response (e.g. a Content-Security-Policy).
function serve(dir = WEB_DIR, headers = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the page first (./tools/play --build-only)`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) { res.writeHead(403); res.end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file)] || 'application/octet-stream',
        'Content-Length': data.length, 'Cache-Control': 'no-store', ...headers,
      });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

// A Chromium: tools/test's shared one when it runs one (MERCATO_BROWSER_WS, made by
// tools/browser_server.cjs; close() then only disconnects), else a new one.
async function launch() {
  const shared = process.env.MERCATO_BROWSER_WS;
  if (shared) return playwright().chromium.connect(shared);
  return playwright().chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

// The pixels of a PNG screenshot (8-bit RGB or RGBA, not interlaced, as Chromium
// writes them), decoded with node's zlib: {width, height, data} with data RGBA,
// 4 bytes a pixel, row after row. Used by imageStats and the contrast test.
function pixels(png) {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('pixels: not a PNG');
  let width = 0, height = 0, channels = 0;
  const idat = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8], colour = body[9], interlace = body[12];
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (depth !== 8 || !channels || interlace) {
        throw new Error(`pixels: unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      }
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  // Undo each row's filter (PNG spec 9.2): a = left, b = up, c = up-left.
  for (let y = 0; y < height; ++y) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1, out = y * stride, prev = out - stride;
    for (let x = 0; x < stride; ++x) {
      const a = x >= channels ? rows[out + x - channels] : 0;
      const b = y > 0 ? rows[prev + x] : 0;
      const c = x >= channels && y > 0 ? rows[prev + x - channels] : 0;
      let v = raw[src + x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      rows[out + x] = v & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: new Uint8Array(rows.buffer, rows.byteOffset, rows.length) };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    data[j] = rows[i]; data[j + 1] = rows[i + 1]; data[j + 2] = rows[i + 2]; data[j + 3] = 255;
  }
  return { width, height, data };
}

// Statistics of a PNG screenshot: {mean, variance} of luminance, and optionally
// the share of pixels that differ from another PNG.
function imageStats(png, otherPng) {
  const pa = pixels(png).data;
  let sum = 0, sum2 = 0;
  const n = pa.length / 4;
  for (let i = 0; i < pa.length; i += 4) {
    const y = 0.299 * pa[i] + 0.587 * pa[i + 1] + 0.114 * pa[i + 2];
    sum += y; sum2 += y * y;
  }
  const mean = sum / n;
  const out = { mean, variance: sum2 / n - mean * mean, changed: undefined };
  if (otherPng) {
    const pb = pixels(otherPng).data;
    let diff = 0;
    const m = Math.min(pa.length, pb.length);
    for (let i = 0; i < m; i += 4) {
      if (Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2]) > 24) diff++;
    }
    out.changed = diff / (m / 4);
  }
  return out;
}

// The text of a browser download (Playwright's Download), read through its stream: a
// download's path() is not there when the browser is tools/test's shared one.
async function downloadedText(download) {
  const stream = await download.createReadStream();
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

// Opens the app in a fresh browser page and waits for mercato.ready.
// Options: {width, height, deviceScaleFactor, hasTouch, query, url (an already served page),
// locale (the browser's language list, e.g. 'ja-JP'), reducedMotion ('reduce' | 'no-preference'),
// initScript (a function run in the page before its own scripts), browser (a launched one to
// open a new context in, e.g. two people at one table; close() then leaves it open)}.
// MERCATO_FRAME_LOG=FILE: each page, as it closes, adds a line to FILE with its test
// file, seconds open and frames drawn by reason (./tools/bench --frames' question:
// which frames the tests pay for).
async function logFrameReasons(page, opened) {
  const file = process.env.MERCATO_FRAME_LOG;
  if (!file) return;
  const reasons = await page.evaluate(() => window.mercato.debug.frameReasons()).catch(() => null);
  if (!reasons) return;
  fs.appendFileSync(file, JSON.stringify({ test: path.basename(process.argv[1] || ''),
    seconds: (Date.now() - opened) / 1000, reasons }) + '\n');
}

async function openApp(options = {}) {
  const server = options.url ? { url: options.url, close: async () => {} } : await serve();
  const browser = options.browser || await launch();
  const context = await browser.newContext({
    viewport: { width: options.width || 1280, height: options.height || 800 },
    deviceScaleFactor: options.deviceScaleFactor || DESK_PIXEL_RATIO,
    hasTouch: !!options.hasTouch,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => errors.push(`request failed: ${req.url()} (${req.failure() && req.failure().errorText})`));
  const opened = Date.now();
  await page.goto(server.url + (options.query || ''));
  await page.evaluate(() => window.mercato.ready);
  fs.mkdirSync(ARTIFACTS, { recursive: true });

  const app = {
    page, browser, context, server, url: server.url, errors,
    // Calls window.mercato[name](...args) in the page and returns the result.
    api: (name, ...args) => page.evaluate(([n, a]) => window.mercato[n](...a), [name, args]),
    rects: () => page.evaluate(() => window.mercato.debug.rects()),
    // Waits until the named UI rectangle is drawn, then clicks its centre on the canvas.
    async click(name, timeout = 5000) {
      const r = await app.waitRect(name, timeout);
      await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
      await app.frames(3);
    },
    async waitRect(name, timeout = 5000) {
      const end = Date.now() + timeout;
      for (;;) {
        const rects = await app.rects();
        if (rects[name]) return rects[name];
        if (Date.now() > end) throw new Error(`no UI rectangle '${name}' (have: ${Object.keys(rects).join(', ')})`);
        await page.waitForTimeout(50);
      }
    },
    // Waits for n animation frames of the page.
    frames: (n = 2) => page.evaluate((count) => new Promise((resolve) => {
      let left = count;
      const tick = () => (--left <= 0 ? resolve(undefined) : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    }), n),
    // Waits until mercato.screen() is `name` (clicks land a frame or two later).
    async waitScreen(name, timeout = 10000) {
      try {
        await page.waitForFunction((n) => window.mercato.screen() === n, name, { timeout, polling: 50 });
      } catch (e) {
        throw new Error(`screen is '${await app.api('screen')}', not '${name}', after ${timeout} ms`);
      }
    },
    async waitFor(predicate, arg, timeout = 20000) {
      await page.waitForFunction(predicate, arg, { timeout, polling: 50 });
    },
    // Plays the person's moves inside the page, to the end of the game or `limit` moves: one
    // call, where a move by api() took four round trips, each waiting for a frame (~0.15 s
    // of CPU under SwiftShader). pick(legal, state, n) runs in the page (its source is sent:
    // no closure); state is mercato.state() when {state: true} or `until` is given: at the
    // person's turn until(state, legal) true stops before a move. Returns {moves: [{move, legal,
    // result}], turn, timedOut, stopped}; the caller asserts on each move (issue 37).
    async playOut(pick, { limit = 1000, timeout = 120000, state = false, until = null } = {}) {
      return page.evaluate(`(async () => {
        const pick = ${pick.toString()};
        const until = ${until ? until.toString() : 'null'};
        const m = window.mercato, moves = [], end = Date.now() + ${Number(timeout)};
        for (;;) {
          const turn = m.turn();
          if (turn.over || moves.length >= ${Number(limit)}) return { moves, turn, timedOut: false, stopped: false };
          if (Date.now() > end) return { moves, turn, timedOut: true, stopped: false };
          if (!turn.humanTurn) { await new Promise((r) => setTimeout(r, 10)); continue; }
          const state = ${state || until ? 'm.state()' : 'undefined'};
          const legal = m.legalActions();
          if (until && until(state, legal)) return { moves, turn, timedOut: false, stopped: true };
          const move = pick(legal, state, moves.length);
          const result = m.act(move);
          moves.push({ move, legal, result });
          if (!result.ok) return { moves, turn: m.turn(), timedOut: false, stopped: false };
        }
      })()`);
    },
    // Screenshot into build/test-artifacts/<name>.png; returns the PNG buffer.
    async shot(name) {
      await app.frames(2);
      const png = await page.screenshot();
      fs.writeFileSync(path.join(ARTIFACTS, `${name}.png`), png);
      return png;
    },
    stats: async (png, other) => imageStats(png, other),
    // Closes everything; throws if the page logged an error.
    async close() {
      await logFrameReasons(page, opened);
      await (options.browser ? context.close() : browser.close());
      await server.close();
      if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    },
  };
  return app;
}

// The games the core registers, in their order ({id, name_en, min_players,
// max_players, ...}: `mercato list --json`, the CLI under node), so a test that
// covers every game needs no list of its own and picks up a new one.
let registered = null;
function registeredGames() {
  if (!registered) {
    const { execFileSync } = require('node:child_process');
    const cli = path.join(ROOT, 'build', 'wasm', 'bin', 'mercato.js');
    registered = JSON.parse(execFileSync(process.execPath, ['--no-experimental-fetch', cli, 'list', '--json'], { encoding: 'utf8' }));
  }
  return registered;
}

// Every registered game at `players` seats (within its range): a table each.
function registeredTables(players = 3) {
  return registeredGames().map((g) => ({ game: g.id, players: Math.max(g.min_players, Math.min(players, g.max_players)) }));
}

module.exports = { ROOT, DESK_PIXEL_RATIO, PHONE_PIXEL_RATIO, NO_MOTION, downloadedText, registeredGames, registeredTables, WEB_DIR, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, playwright, serve, launch, openApp, pixels, imageStats };
