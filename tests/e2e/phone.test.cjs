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

// Inside: rectangle `inner` lies within `outer` (both [x, y, w, h]).
function inside(inner, outer) {
  return inner[0] >= outer[0] && inner[1] >= outer[1] &&
         inner[0] + inner[2] <= outer[0] + outer[2] && inner[1] + inner[3] <= outer[1] + outer[3];
}
function overlap(a, b) {
  return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

test('the Lab fits a phone: header clear of the language switch, chart titles inside their cards', async () => {
  for (const lang of ['en', 'ja']) {
    await app.api('setLanguage', lang);
    await app.click('home:lab');
    await app.waitScreen('lab');
    await app.page.evaluate(() => window.mercato.lab.start(
      { game: 'merchants', players: 4, bots: ['heuristic', 'random'], games: 40, seed: 5 }));
    await app.page.waitForFunction(() => !window.mercato.lab.progress().running, null, { timeout: 60000 });
    await app.frames(2);
    const rects = await app.rects();
    for (const name of ['lang:en', 'lang:ja']) {
      assert.ok(!overlap(rects['lab:subtitle'], rects[name]), `${lang}: the subtitle runs under ${name}`);
    }
    assert.ok(rects['lab:subtitle'][0] + rects['lab:subtitle'][2] <= 390, `${lang}: the subtitle leaves the screen`);
    for (let seat = 1; seat <= 4; ++seat) {
      const card = rects[`lab:histogram:${seat}`];
      assert.ok(card, `${lang}: no histogram for seat ${seat}`);
      assert.ok(card[0] >= 0 && card[0] + card[2] <= 390, `${lang}: histogram ${seat} leaves the screen`);
      assert.ok(inside(rects[`lab:histogram:${seat}:title`], card),
                `${lang}: the title of histogram ${seat} spills out of its card`);
    }
    await app.shot(`phone-lab-${lang}`);
    await app.click('lab:back');
    await app.waitScreen('home');
  }
});
