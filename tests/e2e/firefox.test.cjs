// A second browser engine: Debian's Firefox ESR, driven by puppeteer-core over
// WebDriver BiDi. It loads the app, starts a game from Home by real clicks on
// the canvas, makes a move by a real click, and logs no console error.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, ARTIFACTS, serve } = require('./support.cjs');

const FIREFOX = process.env.MERCATO_FIREFOX || '/usr/bin/firefox-esr';

function puppeteer() {
  try {
    return require(path.join(ROOT, '.cache', 'npm', 'node_modules', 'puppeteer-core'));
  } catch (e) {
    throw new Error('puppeteer-core is missing: run ./tools/bootstrap (installs it into .cache/npm)');
  }
}

test('Firefox ESR: loads, starts a game and makes a move by clicks, no console error', async () => {
  assert.ok(fs.existsSync(FIREFOX), `${FIREFOX} is missing: run ./tools/bootstrap (Debian firefox-esr)`);
  const server = await serve();
  const browser = await puppeteer().launch({
    browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi',
    defaultViewport: { width: 1280, height: 800 },
    // Headless Firefox offers WebGL only through EGL with Mesa's software renderer.
    extraPrefsFirefox: {
      'webgl.force-enabled': true, 'webgl.out-of-process': false, 'gfx.webrender.software': true,
      'gfx.x11-egl.force-enabled': true, 'webgl.prefer-native-gl': false,
    },
    env: { ...process.env, MOZ_X11_EGL: '1', MOZ_WEBGL_FORCE_EGL: '1', LIBGL_ALWAYS_SOFTWARE: '1' },
  });
  const errors = [];
  try {
    const page = await browser.newPage();
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`); });
    page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
    await page.goto(server.url, { waitUntil: 'load' });
    await page.evaluate(() => window.mercato.ready);
    await page.waitForFunction(() => window.mercato.screen() === 'home', { timeout: 60000, polling: 100 });
    const rects = () => page.evaluate(() => window.mercato.debug.rects());
    async function click(name) {
      await page.waitForFunction((n) => !!window.mercato.debug.rects()[n], { timeout: 20000, polling: 100 }, name);
      const r = (await rects())[name];
      await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
    }
    await click('tile:merchants');
    await page.waitForFunction(() => window.mercato.screen() === 'setup', { timeout: 20000, polling: 100 });
    await click('setup:start');
    await page.waitForFunction(() => window.mercato.screen() === 'play', { timeout: 20000, polling: 100 });
    // The person's first turn: a move target on the table, clicked for real.
    await page.waitForFunction(() => {
      const t = window.mercato.turn();
      return t.humanTurn && Object.keys(window.mercato.debug.rects()).some((n) => n.startsWith('move:'));
    }, { timeout: 60000, polling: 100 });
    const before = await page.evaluate(() => window.mercato.turn().moves);
    const target = Object.keys(await rects()).find((n) => n.startsWith('move:'));
    await click(target);
    await page.waitForFunction((n) => window.mercato.turn().moves > n, { timeout: 20000, polling: 100 }, before);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'firefox-merchants.png') });
  } finally {
    await browser.close();
    await server.close();
  }
  assert.deepEqual(errors, []);
});
