// Idle means idle: with nothing moving and no input the page stops drawing
// (a phone left on the table does not drain), and draws again at once on input,
// on a JS API call that changes something and while a computer plays. A host page
// or a test that only asks (turn(), state(), the UI's rects) leaves it idle.
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

// Frames drawn in `ms` while the page is asked `ask` (a list of mercato.* paths) every 50 ms.
async function drawnWhileAsked(ms, ask) {
  return app.page.evaluate(([wait, paths]) => new Promise((resolve) => {
    const count = () => window.Module.ccall('mercato_drawn_frames', 'number', [], []);
    const start = count();
    const poll = setInterval(() => {
      for (const p of paths) p.split('.').reduce((o, k) => (typeof o[k] === 'function' ? o[k].bind(o) : o[k]), window.mercato)();
    }, 50);
    setTimeout(() => { clearInterval(poll); resolve(count() - start); }, wait);
  }), [ms, ask]);
}

test('questions leave an idle table idle; a move wakes it', async () => {
  await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 4 });
  await app.waitFor(() => window.mercato.turn().humanTurn);
  await app.page.waitForTimeout(4000);  // the wake-up after the call, and a computer's move's 3 s mark, run out
  const questions = ['turn', 'state', 'legalActions', 'blockedMoves', 'screen', 'language', 'listGames',
                     'debug.rects', 'debug.texts', 'debug.log'];
  const asked = await drawnWhileAsked(3000, questions);
  console.log(`asked ${questions.length} questions every 50 ms: ${asked} frames drawn in 3 s`);
  assert.ok(asked <= 10, `${asked} frames drawn in 3 s of questions only (a heartbeat allows about 6)`);
  // A call that changes the table still draws it at once.
  const before = await app.page.evaluate(() => window.mercato.debug.drawnFrames());
  const move = (await app.api('legalActions'))[0];
  assert.equal((await app.api('act', move)).ok, true);
  const woken = await drawnIn(1000);
  assert.ok(woken >= 3, `only ${woken} frames drawn in the second after a move (idle draws 2)`);
  assert.ok(await app.page.evaluate(() => window.mercato.debug.drawnFrames()) > before);
  await app.api('open', 'home');
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
