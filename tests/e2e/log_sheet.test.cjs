// The log on a phone (issue 38, part 4, "A log you can read"): a sheet along the bottom
// that a tap or a finger drawing its handle up pulls up to most of the screen (a tap or a
// drag down lets it back), and the legend ("Symbols") beside the lines, not instead of
// them. At 390x844 touch, in English and Japanese. What the UI records: the log window
// ("panel:log"), its handle ("log:sheet", text "up"/"down"), the lines' part of it
// ("in:log:lines") and the legend's ("in:log:legend", a "legend:<name>" per symbol).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, PHONE_PIXEL_RATIO } = require('./support.cjs');

const W = 390, H = 844;
let app, cdp;
before(async () => {
  app = await openApp({ width: W, height: H, deviceScaleFactor: PHONE_PIXEL_RATIO, hasTouch: true });
  cdp = await app.page.context().newCDPSession(app.page);
  await app.api('setPace', 0);
  await app.api('newGame', { game: 'merchants', players: 4, seats: ['human', 'heuristic', 'heuristic', 'heuristic'], seed: 3 });
  const run = await app.playOut((legal, s, n) => legal[n % legal.length], { limit: 8, timeout: 60000 });
  assert.equal(run.timedOut, false, 'the moves were played in time');
  await app.waitFor(() => window.mercato.turn().humanTurn, null, 30000);
});
after(async () => { await app.api('setLanguage', 'en'); await app.close(); });

const tap = async (name) => {
  const r = await app.waitRect(name);
  await app.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await app.frames(3);
};
const sheet = async () => (await app.page.evaluate(() => window.mercato.debug.texts()))['log:sheet'];

// A finger from the middle of `name` by dy px, in steps, then (after `hold` ms still) lifted.
async function drag(name, dy, steps = 8, hold = 0) {
  const r = await app.waitRect(name);
  const x = r[0] + Math.min(60, r[2] / 2), y = r[1] + r[3] / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps; ++i) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
    await app.frames(1);
  }
  if (hold) await app.page.waitForTimeout(hold);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await app.frames(3);
}

test('the log is a sheet: a tap pulls it up to most of the screen, another lets it down', async () => {
  for (const lang of ['en', 'ja']) {
    await app.api('setLanguage', lang);
    await app.frames(2);
    const resting = (await app.rects())['panel:log'];
    assert.ok(resting, `${lang}: the log window is not named`);
    assert.ok(resting[3] <= H * 0.25, `${lang}: the resting log is ${resting[3]} px tall`);
    const handle = await app.waitRect('log:sheet');
    assert.ok(handle[2] >= 44 && handle[3] >= 44, `${lang}: the handle is ${handle[2]}x${handle[3]}`);
    assert.equal(await sheet(), 'down');
    await tap('log:sheet');
    const up = await app.rects();
    assert.equal(await sheet(), 'up', `${lang}: a tap did not pull the sheet up`);
    assert.ok(up['panel:log'][3] >= H * 0.75, `${lang}: pulled up, the log is ${up['panel:log'][3]} px of ${H}`);
    assert.ok(up['panel:log'][1] >= 60, `${lang}: the sheet covers the bar (top ${up['panel:log'][1]})`);
    assert.ok(up['in:log:lines'][3] >= H * 0.6, `${lang}: the lines get ${up['in:log:lines'][3]} px`);
    await app.shot(`log_sheet-up-${lang}`);
    await tap('log:sheet');
    assert.equal(await sheet(), 'down', `${lang}: a second tap did not let it down`);
    assert.deepEqual((await app.rects())['panel:log'], resting, `${lang}: the sheet rests where it was`);
  }
});

test('a finger drawing the handle up pulls the sheet up; drawing it down lets it back', async () => {
  await app.api('setLanguage', 'en');
  const resting = (await app.rects())['panel:log'];
  await drag('log:sheet', -300);
  assert.equal(await sheet(), 'up', 'a drag up did not pull the sheet up');
  assert.ok((await app.rects())['panel:log'][3] >= H * 0.75, 'the sheet is not pulled up to most of the screen');
  await drag('log:sheet', 250);
  assert.equal(await sheet(), 'down', 'a drag down did not let the sheet down');
  assert.deepEqual((await app.rects())['panel:log'], resting);
});

// The log lines' scroll: [y, max] (touch_scroll's "scroll:<window>" record).
async function linesScroll() {
  const texts = await app.page.evaluate(() => window.mercato.debug.texts());
  const key = Object.keys(texts).find((k) => k.startsWith('scroll:') && k.includes('##lines'));
  return key ? texts[key].split(' ').map(Number) : null;
}

test('a finger held still before it lifts leaves the log where it is: no glide after', async () => {
  // (The glide's physics, with times the test sets: tests/web/scroll_glide_test.cpp.)
  await app.api('setLanguage', 'en');
  await app.frames(2);
  const from = await linesScroll();
  assert.ok(from && from[1] > 100, `the resting log's lines do not scroll (${from})`);
  await drag('in:log:lines', 90, 6, 250);  // a slow drag down (the lines scroll back), held
  await app.frames(2);
  const lifted = await linesScroll();
  assert.ok(lifted[0] < from[0] - 40, `a 90 px drag moved the lines from ${from[0]} to ${lifted[0]}`);
  await app.page.waitForTimeout(400);
  await app.frames(3);
  assert.deepEqual(await linesScroll(), lifted, 'the lines glided on after a finger held still lifted');
});

test('the legend opens beside the log, not instead of it', async () => {
  for (const lang of ['en', 'ja']) {
    await app.api('setLanguage', lang);
    await app.frames(2);
    const lines = (await app.rects())['in:log:lines'];
    assert.ok(lines && lines[3] >= 60, `${lang}: the resting log shows ${lines && lines[3]} px of lines`);
    await tap('log:legend');
    const open = await app.rects();
    const names = Object.keys(open).filter((n) => n.startsWith('legend:'));
    assert.ok(names.length >= 5, `${lang}: the legend lists ${names.length} symbols`);
    const shown = open['in:log:lines'];
    assert.ok(shown && shown[3] >= 60 && shown[2] >= 150,
      `${lang}: with the legend open the lines get ${shown && `${shown[2]}x${shown[3]}`} px (at least 150x60: three lines)`);
    const legend = open['in:log:legend'];
    assert.ok(legend, `${lang}: the legend's part of the log is not named`);
    assert.ok(legend[0] + legend[2] <= shown[0] + 0.5 || shown[0] + shown[2] <= legend[0] + 0.5,
      `${lang}: the legend [${legend}] and the lines [${shown}] are not side by side`);
    await app.shot(`log_sheet-legend-${lang}`);
    await tap('log:legend');
    assert.ok(!Object.keys(await app.rects()).some((n) => n.startsWith('legend:')), `${lang}: the legend does not fold`);
  }
});
