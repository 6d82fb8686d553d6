// A guided first game (issue 38, part 6): a person's first game of each game, started from
// Home and Setup by taps, explains their first turns in one line each (what the move is for,
// why what glows may be chosen), beside a "Skip guide" button of a thumb's size; skipped, it
// is remembered in the browser, so the next game, and the page after a reload, start without
// it; the rules page's "Show the guide" brings it back. On a 390x844 touch screen for every
// game, and once at 1280x800 with the mouse in Japanese. The guide tells a seat nothing the
// other seats hold: two deals that differ only in the other seats' hands guide alike.
// What the UI records: the line ("guide"), which guided turn ("guide:turn"), the strip
// ("panel:guide") and the button ("guide:skip").
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, launch, registeredGames } = require('./support.cjs');
const { phoneFindings } = require('./phone_sizes_check.cjs');

let browser, phone, desk;
before(async () => {
  browser = await launch();
  // CSS pixels are what the sizes are checked in; 1x keeps each frame cheap (issue 37).
  phone = await openApp({ browser, width: 390, height: 844, hasTouch: true });
  desk = await openApp({ browser, width: 1280, height: 800 });
  for (const app of [phone, desk]) {
    await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
    await app.api('setPace', 0);
  }
});
after(async () => {
  for (const app of [phone, desk]) if (app) await app.close();
  if (browser) await browser.close();
});

const texts = (app) => app.page.evaluate(() => window.mercato.debug.texts());
// A tap on a phone, a click at the desk, in the middle of the named rectangle.
async function press(app, name) {
  const r = await app.waitRect(name, 10000);
  const [x, y] = [r[0] + r[2] / 2, r[1] + r[3] / 2];
  if (app === phone) await app.page.touchscreen.tap(x, y);
  else await app.page.mouse.click(x, y);
  await app.frames(3);
}
// The first named rectangle starting with `prefix`.
async function first(app, prefix) {
  const end = Date.now() + 10000;
  for (;;) {
    const name = Object.keys(await app.rects()).find((n) => n.startsWith(prefix));
    if (name) return name;
    assert.ok(Date.now() < end, `no ${prefix}… on the table`);
    await app.frames(2);
  }
}
async function personToAct(app) {
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 60000);
  await app.frames(3);
}
// Home lists the games in progress above the tiles: on a phone a finger drag (held still
// before the lift, so it does not glide) brings a tile below the fold into view.
async function scrollIntoView(app, name) {
  const cdp = await app.page.context().newCDPSession(app.page);
  for (let tries = 0; ; ++tries) {
    const r = await app.waitRect(name);
    if (r[1] >= 60 && r[1] + r[3] <= 836) break;
    assert.ok(tries < 6, `${name} (${r}) does not come into view`);
    const dy = -Math.min(r[1] + r[3] - 836 + 24, 400);
    const touch = async (type, y) => cdp.send('Input.dispatchTouchEvent',
      { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 8, y }] });
    await touch('touchStart', 700);
    for (let i = 1; i <= 8; ++i) { await touch('touchMove', 700 + (dy * i) / 8); await app.page.waitForTimeout(16); }
    await app.page.waitForTimeout(300);
    await touch('touchEnd');
    await app.frames(3);
  }
  await cdp.detach();
}
// From the table or Home: Home, the game's tile, Setup's Start, as a person does; then,
// unless `toAct` is false, until the person is to act (the guide's strip shows from the
// table's first frame, whoever plays first).
async function startFromHome(app, game, toAct = true) {
  if ((await app.api('screen')) !== 'home') await press(app, 'play:home');
  await app.waitScreen('home');
  if (app === phone) await scrollIntoView(app, `tile:${game}`);
  await press(app, `tile:${game}`);
  await app.waitScreen('setup');
  await press(app, 'setup:start');
  await app.waitScreen('play');
  if (toAct) await personToAct(app);
  else await app.frames(3);
}

// Each game's first move, by taps on the table.
const FIRST_MOVE = {
  turin_market: async (app) => { await press(app, await first(app, 'turin:hand:')); await press(app, 'turin:primary'); },
  oregano: async (app) => { await press(app, 'oregano:supply:wood-merchant'); await press(app, 'oregano:cell:1:r2c1'); },
  market_fresh: async (app) => press(app, 'move:take facedown'),
  merchants: async (app) => press(app, await first(app, 'merchants:supply:')),
  trade_tycoon: async (app) => { await press(app, await first(app, 'tt:draft:')); await press(app, 'tt:button:primary'); },
};

// The guide on screen: its line, a Skip button a thumb can hit, and nothing else in its way.
async function seeGuide(app, game, where) {
  const t = await texts(app);
  const r = await app.rects();
  assert.ok(t.guide && t.guide.length > 20, `${game}, ${where}: no guide line (${JSON.stringify(t.guide)})`);
  assert.ok(r['guide:skip'] && r['guide:skip'][2] >= 44 && r['guide:skip'][3] >= 44,
    `${game}, ${where}: the Skip button is ${r['guide:skip']}`);
  return t;
}
async function seeNoGuide(app, game, where) {
  const t = await texts(app);
  assert.equal(t.guide, undefined, `${game}, ${where}: the guide shows: "${t.guide}"`);
  assert.equal((await app.rects())['guide:skip'], undefined, `${game}, ${where}: a Skip button shows`);
}

for (const { id: game } of registeredGames()) {
  test(`${game} on a phone: the first game is guided, a tap plays on, Skip ends it for good`, { timeout: 240000 }, async () => {
    await startFromHome(phone, game);
    const firstTurn = await seeGuide(phone, game, 'first turn');
    assert.match(firstTurn['guide:turn'], /^Guide 1\/\d$/);
    // Nothing on the table is covered and nothing is too small or overlapping with it.
    const f = await phoneFindings(phone);
    assert.deepEqual([...f.small, ...f.targets, ...f.overlaps], [], `${game}: with the guide`);
    await phone.shot(`guide-phone-${game}-1`);
    await FIRST_MOVE[game](phone);
    await personToAct(phone);
    const next = await seeGuide(phone, game, 'after the first move');
    assert.notEqual(next['guide:turn'], firstTurn['guide:turn'], `${game}: the guide did not move on`);
    await press(phone, 'guide:skip');
    await seeNoGuide(phone, game, 'after Skip');
    assert.ok((await phone.page.evaluate(() => localStorage.getItem('mercato.guideSeen'))).split(',').includes(game));
    // The next game starts without it.
    await startFromHome(phone, game, false);
    await seeNoGuide(phone, game, 'the next game');
  });
}

test('after a reload the guides seen stay seen; the rules page shows the guide again', { timeout: 120000 }, async () => {
  await phone.page.reload();
  await phone.page.evaluate(() => window.mercato.ready);
  await phone.api('setPace', 0);
  await startFromHome(phone, 'merchants', false);
  await seeNoGuide(phone, 'merchants', 'after a reload');
  await press(phone, 'play:rules');
  await phone.waitScreen('rules');
  const again = await phone.waitRect('rules:guide');
  assert.ok(again[2] >= 44 && again[3] >= 44, `"Show the guide" is ${again}`);
  await press(phone, 'rules:guide');
  await phone.waitScreen('play');
  await seeGuide(phone, 'merchants', 'shown again');
});

test('at the desk with the mouse, in Japanese: guided, a click plays on, skipped for good', { timeout: 180000 }, async () => {
  await desk.waitScreen('home');
  await press(desk, 'lang:ja');
  await startFromHome(desk, 'turin_market');
  const t = await seeGuide(desk, 'turin_market', 'desk');
  assert.match(t.guide, /[ぁ-んァ-ン]/, `not Japanese: ${t.guide}`);
  assert.match(t['guide:turn'], /^ガイド 1\/\d$/);
  // A screen reader hears it in the table's summary (the text layer).
  await desk.waitFor((line) => document.getElementById('access-summary').textContent.includes(`ガイド：${line}`),
                     t.guide, 5000);
  // Beside the table, over the log: the table's place is the same as without the guide.
  const r = await desk.rects();
  assert.ok(r['panel:guide'][0] >= 960, `the guide lies over the table: ${r['panel:guide']}`);
  await desk.shot('guide-desk-turin_market-ja');
  await FIRST_MOVE.turin_market(desk);
  await personToAct(desk);
  const next = await seeGuide(desk, 'turin_market', 'desk, after the first move');
  assert.notEqual(next.guide, t.guide, 'the bid is guided in other words than the offer');
  await press(desk, 'guide:skip');
  await seeNoGuide(desk, 'turin_market', 'desk, after Skip');
  await startFromHome(desk, 'turin_market', false);
  await seeNoGuide(desk, 'turin_market', 'desk, the next game');
  await press(desk, 'lang:en');
});

// Two Turin Market deals alike for seat 1 (its hand, the start player) whose other seats
// hold each other's cards: seat 1's guide, in both languages, is the same.
test('the guide tells a seat nothing the other seats hold', { timeout: 120000 }, async () => {
  const hands = [['c9', 'c16', 'c4', 'c12', 'c10', 'c17'], ['c11', 'c7', 'c18', 'c14', 'c2', 'c3'],
                 ['c8', 'c15', 'c1', 'c5', 'c13', 'c6']];
  const record = (others) => {
    const dealt = [hands[0], ...others];
    const lines = ['mercato-record v1 game=turin_market players=3 options=list=classic,money=public,goose=none,series=1 seed=4 seats=human,heuristic,heuristic moves=19', 'start p0'];
    for (let i = 0; i < 6; ++i) for (let p = 0; p < 3; ++p) lines.push(`deal p${p} ${dealt[p][i]}`);
    return lines.join('\n') + '\n';
  };
  const seen = [];
  for (const others of [[hands[1], hands[2]], [hands[2], hands[1]]]) {
    const opened = await desk.api('importRecord', record(others));
    assert.ok(opened.ok, opened.error);
    await personToAct(desk);
    await desk.page.evaluate(() => window.mercato.debug.showGuide());
    const guide = {};
    for (const lang of ['en', 'ja']) {
      await desk.api('setLanguage', lang);
      await desk.frames(3);
      const t = await texts(desk);
      guide[lang] = [t.guide, t['guide:turn'], (await desk.rects())['panel:guide']];
    }
    assert.ok(guide.en[0], 'no guide on the table');
    seen.push(guide);
  }
  await desk.api('setLanguage', 'en');
  assert.deepEqual(seen[1], seen[0], 'the guide differs with the other seats\' cards');
});
