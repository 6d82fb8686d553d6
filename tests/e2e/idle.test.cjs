// Idle means idle: with nothing moving and no input the page stops drawing
// (a phone left on the table does not drain), and draws again at once on input,
// on a JS API call and while a computer plays.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
// 1x pixels: software WebGL on a loaded test machine draws a 3x phone canvas only a few
// times a second, too close to the idle heartbeat to tell apart.
before(async () => { app = await openApp({ width: 390, height: 844, deviceScaleFactor: 1, hasTouch: true }); });
after(async () => { if (app) await app.close(); });

// Frames drawn in `ms` of wall time, without touching the JS API (which wakes the page).
async function drawnIn(ms) {
  return app.page.evaluate((wait) => new Promise((resolve) => {
    const count = () => window.Module.ccall('mercato_drawn_frames', 'number', [], []);
    const start = count();
    setTimeout(() => resolve(count() - start), wait);
  }), ms);
}

// Main-thread busy time of the page per second of wall time (Chrome's TaskDuration).
async function busyShare(ms) {
  const cdp = await app.page.context().newCDPSession(app.page);
  await cdp.send('Performance.enable');
  const metric = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const t0 = await metric();
  await app.page.waitForTimeout(ms);
  const t1 = await metric();
  await cdp.detach();
  return (t1 - t0) / (ms / 1000);
}

test('an idle home screen stops drawing, and a tap wakes it', async () => {
  await app.page.waitForTimeout(2000);  // the wake-up time after loading runs out
  const idle = await drawnIn(3000);
  const share = await busyShare(5000);
  console.log(`idle: ${idle} frames drawn in 3 s; main thread busy ${(share * 100).toFixed(1)}% of the time`);
  assert.ok(idle <= 10, `${idle} frames drawn in 3 idle seconds (a heartbeat allows about 6)`);
  const r = await app.waitRect('tile:merchants');
  await app.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await app.waitScreen('setup');
});

test('computers playing keep it drawing; the finished game goes idle', async () => {
  await app.api('setPace', 0.2);
  await app.api('newGame', { game: 'merchants', players: 3, seats: ['heuristic', 'heuristic', 'heuristic'], seed: 4 });
  const busy = await drawnIn(2000);
  console.log(`computers playing: ${busy} frames drawn in 2 s`);
  assert.ok(busy >= 10, `only ${busy} frames in 2 s while computers play (idle draws about 4)`);
  await app.api('setPace', -1);
  await app.api('open', 'home');
});
