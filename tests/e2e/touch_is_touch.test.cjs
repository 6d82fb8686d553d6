// Touch is touch (issue 38): a tap acts and leaves nothing open over the table;
// an explanation opens on a hold (or, for a disabled item's reason, on a tap)
// and closes on the next tap anywhere; a hold's release acts on nothing; the
// hints name the hand in use (tap on a phone, click with a mouse, select with
// the keys), in English and Japanese.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, launch, PHONE_PIXEL_RATIO } = require('./support.cjs');

let browser, phone, desk, cdp;
before(async () => {
  browser = await launch();
  phone = await openApp({ browser, width: 390, height: 844, deviceScaleFactor: PHONE_PIXEL_RATIO, hasTouch: true });
  desk = await openApp({ browser, width: 1280, height: 800 });
  cdp = await phone.page.context().newCDPSession(phone.page);
});
after(async () => {
  if (phone) await phone.close();
  if (desk) await desk.close();
  if (browser) await browser.close();
});

const texts = (app) => app.page.evaluate(() => window.mercato.debug.texts());
const centre = (r) => [r[0] + r[2] / 2, r[1] + r[3] / 2];

// A point on the table that no control or explanation covers (a tap there does nothing).
async function emptySpot() {
  const rects = Object.values(await phone.rects());
  const inside = (x, y, r) => x > r[0] - 12 && x < r[0] + r[2] + 12 && y > r[1] - 12 && y < r[1] + r[3] + 12;
  for (let y = 120; y < 800; y += 16) {
    for (let x = 20; x < 370; x += 16) if (!rects.some((r) => inside(x, y, r))) return [x, y];
  }
  throw new Error('no empty spot on the table');
}

async function tapAt(x, y) {
  await phone.page.touchscreen.tap(x, y);
  await phone.frames(4);
}

async function hold(x, y, ms) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await phone.page.waitForTimeout(ms);
  await phone.frames(3);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await phone.frames(4);
}

// A Turin Market table at the offer: every hand card may be laid down.
async function turinAtOffer(app) {
  await app.api('setPace', 0);
  await app.api('newGame', { game: 'turin_market', players: 3, seats: ['human', 'random', 'random'], seed: 21 });
  await app.waitFor(() => window.mercato.turn().humanTurn);
  await app.frames(3);
}

test('a tap on a card selects it and leaves no explanation open', async () => {
  await phone.api('setLanguage', 'en');
  await turinAtOffer(phone);
  const rects = await phone.rects();
  const card = Object.keys(rects).find((n) => n.startsWith('turin:hand:'));
  assert.ok(card, 'no hand card to tap');
  await tapAt(...centre(rects[card]));
  await phone.frames(6);
  const after = await phone.rects();
  assert.equal(after.tooltip, undefined, `an explanation stays open after a tap: ${after.tooltip}`);
  // The tap acted: the card is chosen, so laying it down is enabled.
  const move = Object.keys(after).find((n) => n.startsWith('move:offer') || n.startsWith('move:lay'));
  assert.ok(move || Object.keys(after).some((n) => n === 'turin:primary'), 'the tap selected nothing');
});

test('a hold explains a card, its release acts on nothing, the next tap closes it', async () => {
  await turinAtOffer(phone);
  const rects = await phone.rects();
  const cards = Object.keys(rects).filter((n) => n.startsWith('turin:hand:'));
  const [x, y] = centre(rects[cards[0]]);
  const before = await texts(phone);
  await hold(x, y, 900);
  const held = await phone.rects();
  const said = (await texts(phone)).tooltip;
  assert.ok(held.tooltip, 'a hold on a card explains nothing');
  assert.ok(said && said.length > 3, `the explanation is empty: ${said}`);
  // Still open after the finger lifted, and the card was not chosen by the release.
  await phone.frames(6);
  assert.ok((await phone.rects()).tooltip, 'the explanation closed when the finger lifted');
  assert.equal((await texts(phone)).status, before.status, 'the hold acted (the prompt changed)');
  // The next tap anywhere (where it does nothing) closes it.
  await tapAt(...(await emptySpot()));
  await phone.frames(4);
  const r = await phone.rects();
  assert.equal(r.tooltip, undefined, `the next tap did not close the explanation: ${JSON.stringify(r)}`);
});

test("a tap on a disabled button says why, and the next tap closes it", async () => {
  await turinAtOffer(phone);
  const primary = await phone.waitRect('turin:primary');
  await tapAt(...centre(primary));
  const shown = await phone.rects();
  assert.ok(shown.tooltip, 'no reason for the disabled button');
  await phone.frames(10);
  assert.ok((await phone.rects()).tooltip, 'the reason closed by itself before it could be read');
  await tapAt(...(await emptySpot()));
  assert.equal((await phone.rects()).tooltip, undefined, 'the reason stays after the next tap');
});

// Market Fresh at the person's placement: the prompt names how to place and turn a crate.
async function marketFreshPrompt(app, lang) {
  await app.api('setLanguage', lang);
  await app.api('setPace', 0);
  await app.api('newGame', { game: 'market_fresh', players: 2, seats: ['human', 'random'], seed: 3 });
  const played = await app.playOut((legal) => legal[0], { limit: 40, until: (s) => s.phase === 'place' });
  assert.ok(played.stopped, `${lang}: never reached a placement`);
  await app.frames(4);
  return (await texts(app)).status || '';
}

test('the hints name the hand in use, in both languages', async () => {
  // Before any touch the phone already speaks of tapping (a coarse pointer).
  for (const [lang, tap, click, turnTouch, turnMouse] of [
    ['en', /\btap\b/, /\bclick\b/, 'Rotate button', 'right click'],
    ['ja', /タップ/, /クリック/, '「回転」ボタン', '右クリック'],
  ]) {
    const onPhone = await marketFreshPrompt(phone, lang);
    assert.match(onPhone, tap, `phone, ${lang}: "${onPhone}"`);
    assert.doesNotMatch(onPhone, click, `phone, ${lang}: "${onPhone}"`);
    assert.ok(onPhone.includes(turnTouch), `phone, ${lang}: no way to turn by touch in "${onPhone}"`);
    const atDesk = await marketFreshPrompt(desk, lang);
    await desk.page.mouse.move(lang === "en" ? 600 : 660, 420);
    await desk.frames(4);
    const moved = (await texts(desk)).status || '';
    assert.match(moved, click, `desk, ${lang}: "${moved}"`);
    assert.doesNotMatch(moved, tap, `desk, ${lang}: "${moved}"`);
    assert.ok(moved.includes(turnMouse), `desk, ${lang}: "${moved}" (was "${atDesk}")`);
    // Keys: moving the focus with Tab makes the hints speak of selecting.
    await desk.page.keyboard.press('Tab');
    await desk.frames(4);
    const keyed = (await texts(desk)).status || '';
    assert.doesNotMatch(keyed, click, `desk with keys, ${lang}: "${keyed}"`);
    assert.doesNotMatch(keyed, tap, `desk with keys, ${lang}: "${keyed}"`);
  }
  await phone.api('setLanguage', 'en');
  await desk.api('setLanguage', 'en');
});
