// Page load (issue 10): what the online build transfers, gzip-compressed as a
// web server would send it, and how long headless Chromium takes from
// navigation start to mercato.ready (the app resolves it after its first drawn
// frames, web/main.cpp). Both are printed; the bounds are loose (the machine
// is shared): under 2 MB gzip in all, ready within 20 s.
'use strict';
const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { serve, launch, WEB_DIR } = require('./support.cjs');

const MAX_GZIP_BYTES = 2 * 1024 * 1024;
const MAX_READY_MS = 20000;

let browser;
let server;
after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

test('the page transfers under 2 MB gzip and draws its first frames', async () => {
  server = await serve();
  browser = await launch();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requested = new Set();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === new URL(server.url).origin) requested.add(url.pathname);
  });
  // Note when mercato.ready resolves, as early as the page defines it.
  await page.addInitScript(() => {
    const poll = setInterval(() => {
      if (!window.mercato || !window.mercato.ready) return;
      clearInterval(poll);
      window.mercato.ready.then(() => { window.__readyAt = performance.now(); });
    }, 1);
  });
  await page.goto(server.url);
  await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: MAX_READY_MS });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { ready: window.__readyAt, domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN };
  });

  // Every file the page fetched, gzip -9 as a server would send it.
  const rows = [];
  for (const pathname of requested) {
    let file = path.join(WEB_DIR, decodeURIComponent(pathname));
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    rows.push({ file: path.relative(WEB_DIR, file), raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  for (const r of rows) console.log(`  ${r.file}: ${kb(r.raw)} raw, ${kb(r.gzip)} gzip`);
  console.log(`page load: ${rows.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip; ` +
    `DOMContentLoaded ${timing.domContentLoaded.toFixed(0)} ms, mercato.ready (first frames) ` +
    `${timing.ready.toFixed(0)} ms after navigation start`);

  assert.deepEqual(errors, []);
  assert.ok(rows.some((r) => r.file.endsWith('.wasm')), 'the page fetched its .wasm');
  assert.ok(total.gzip < MAX_GZIP_BYTES, `the page transfers ${kb(total.gzip)} gzip`);
  assert.ok(timing.ready < MAX_READY_MS, `ready after ${timing.ready} ms`);
});
