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
// ./tools/test --e2e-only tests/e2e/merchants.test.cjs).
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const WEB_DIR = process.env.MERCATO_WEB_DIR || path.join(ROOT, 'build', 'web');
const ARTIFACTS = process.env.MERCATO_ARTIFACTS || path.join(ROOT, 'build', 'test-artifacts');
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

async function launch() {
  return playwright().chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

// Statistics of a PNG screenshot, computed by the browser itself (no PNG
// library needed): {mean, variance} of luminance, and optionally the share of
// pixels that differ from another PNG.
async function imageStats(page, png, otherPng) {
  return page.evaluate(async ([a, b]) => {
    async function pixels(b64) {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, c.width, c.height).data;
    }
    const pa = await pixels(a);
    let sum = 0, sum2 = 0, n = pa.length / 4;
    for (let i = 0; i < pa.length; i += 4) {
      const y = 0.299 * pa[i] + 0.587 * pa[i + 1] + 0.114 * pa[i + 2];
      sum += y; sum2 += y * y;
    }
    const mean = sum / n;
    const out = { mean, variance: sum2 / n - mean * mean };
    if (b) {
      const pb = await pixels(b);
      let diff = 0;
      const m = Math.min(pa.length, pb.length);
      for (let i = 0; i < m; i += 4) {
        if (Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2]) > 24) diff++;
      }
      out.changed = diff / (m / 4);
    }
    return out;
  }, [png.toString('base64'), otherPng ? otherPng.toString('base64') : null]);
}

// Opens the app in a fresh browser page and waits for mercato.ready.
// Options: {width, height, deviceScaleFactor, hasTouch, query, url (an already served page),
// locale (the browser's language list, e.g. 'ja-JP'), reducedMotion ('reduce' | 'no-preference'),
// initScript (a function run in the page before its own scripts)}.
async function openApp(options = {}) {
  const server = options.url ? { url: options.url, close: async () => {} } : await serve();
  const browser = await launch();
  const context = await browser.newContext({
    viewport: { width: options.width || 1280, height: options.height || 800 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
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
  await page.goto(server.url + (options.query || ''));
  await page.evaluate(() => window.mercato.ready);
  fs.mkdirSync(ARTIFACTS, { recursive: true });

  const app = {
    page, browser, server, url: server.url, errors,
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
    // Screenshot into build/test-artifacts/<name>.png; returns the PNG buffer.
    async shot(name) {
      await app.frames(2);
      const png = await page.screenshot();
      fs.writeFileSync(path.join(ARTIFACTS, `${name}.png`), png);
      return png;
    },
    stats: (png, other) => imageStats(page, png, other),
    // Closes everything; throws if the page logged an error.
    async close() {
      await browser.close();
      await server.close();
      if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    },
  };
  return app;
}

module.exports = { ROOT, WEB_DIR, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, playwright, serve, launch, openApp, imageStats };
