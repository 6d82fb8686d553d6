// Without WebGL 2 (older phones, some embedded browsers, Firefox headless here)
// the app falls back to WebGL 1 and plays; the error box is only for a browser
// with no WebGL at all, and its text never shows markup.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { playwright, serve, CHROMIUM, CHROMIUM_ARGS } = require('./support.cjs');

// `noWebGL2`: the page's canvases refuse 'webgl2' as such a browser does
// (Chromium's own switches do not turn WebGL 2 off reliably here).
async function open(extraArgs, noWebGL2 = false) {
  const server = await serve();
  const browser = await playwright().chromium.launch({
    executablePath: CHROMIUM, args: CHROMIUM_ARGS.concat(extraArgs), headless: true });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (noWebGL2) {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
      };
    });
  }
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  return { page, errors, close: async () => { await browser.close(); await server.close(); } };
}

test('no WebGL 2: the app runs on WebGL 1 and a game can be played', async () => {
  const { page, errors, close } = await open([], true);
  try {
    const webgl2 = await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'));
    assert.equal(webgl2, false, 'the browser still offers WebGL 2: the test proves nothing');
    await page.evaluate(() => window.mercato.ready);
    assert.equal(await page.evaluate(() => window.Module.mercatoWebGL), 1);
    const started = await page.evaluate(() => window.mercato.newGame(
      { game: 'merchants', players: 3, seats: ['human', 'easy', 'easy'], seed: 2 }));
    assert.ok(started.ok, JSON.stringify(started));
    await page.waitForTimeout(500);
    const shot = await page.screenshot();
    require('node:fs').writeFileSync(require('node:path').join(__dirname, '..', '..', 'build', 'test-artifacts', 'webgl1-merchants.png'), shot);
    assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('error')).display), 'none');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('no WebGL at all: the error box, in words without markup', async () => {
  const { page, close } = await open(['--disable-webgl', '--disable-3d-apis']);
  try {
    await page.waitForFunction(() => getComputedStyle(document.getElementById('error')).display !== 'none',
                               null, { timeout: 20000 });
    const text = await page.evaluate(() => document.getElementById('error-text').textContent);
    assert.match(text, /WebGL/);
    assert.ok(!/<br|&lt;|<\//.test(text), `markup shown as text: ${text}`);
  } finally {
    await close();
  }
});
