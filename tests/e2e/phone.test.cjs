// A phone in portrait: high-DPI canvas, touch (tap = click), layout within the width.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ width: 390, height: 844, deviceScaleFactor: 2, hasTouch: true }); });
after(async () => { if (app) await app.close(); });

test('the canvas renders at the device pixel ratio', async () => {
  const size = await app.page.evaluate(() => {
    const c = document.getElementById('canvas');
    return [c.clientWidth, c.clientHeight, c.width, c.height];
  });
  assert.deepEqual(size, [390, 844, 780, 1688]);
});

test('tiles fit the width and keep thumb-sized targets', async () => {
  await app.api('setLanguage', 'ja');
  const rects = await app.rects();
  for (const [name, r] of Object.entries(rects)) {
    if (!name.startsWith('tile:') && !name.startsWith('lang:')) continue;
    assert.ok(r[0] >= 0 && r[0] + r[2] <= 390, `${name} leaves the screen: ${r}`);
    assert.ok(r[3] >= 40, `${name} is only ${r[3]} px tall`);
  }
  await app.shot('phone-home-ja');
});

test('a tap opens a game like a click', async () => {
  const game = (await app.api('listGames')).find((g) => g.registered);
  const r = await app.waitRect(`tile:${game.id}`);
  await app.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + Math.min(r[3] / 2, 300));
  await app.waitScreen('setup');
  await app.shot(`phone-setup-${game.id}`);
  const back = await app.waitRect('setup:back');
  await app.page.touchscreen.tap(back[0] + back[2] / 2, back[1] + back[3] / 2);
  await app.waitScreen('home');
});
