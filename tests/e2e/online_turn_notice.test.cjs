// Your turn, elsewhere (issue 41, item 4): two people play Merchants online; Bo's
// tab (a phone, Japanese) is hidden when the turn comes to Bo: the tab's title
// says so and its icon gets a dot, and with the permission granted one system
// notification comes for that turn; showing the tab again puts the title and
// icon back. Ann's tab, visible, changes nothing.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onlineFixture, annAndBo, startAnnAndBo } = require('./online_support.cjs');

const fx = onlineFixture({ pace: 50 });

// The page's Notification, as a browser with the permission granted has it; each
// notification shown is kept in window.notices.
const grantedNotifications = () => {
  window.notices = [];
  window.Notification = class {
    static get permission() { return 'granted'; }
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { window.notices.push({ title, ...options }); }
  };
};

// Hides or shows the tab as a browser does when another tab is chosen.
const setHidden = (app, hidden) => app.page.evaluate((h) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}, hidden);

const tab = (app) => app.page.evaluate(() => ({ title: document.title, icon: document.querySelector('link[rel="icon"]').getAttribute('href'),
  notices: window.notices || [], showing: window.mercato.online.turnNotice() }));

test('a hidden tab hears that it is its turn, once; showing it puts the tab back', { timeout: 180000 }, async () => {
  const { ann, bo } = await annAndBo(fx, { options: { initScript: grantedNotifications } });
  assert.equal(await bo.page.evaluate(() => window.mercato.online.notifications()), 'granted');
  const before = await tab(bo);
  await setHidden(bo, true);
  await startAnnAndBo({ ann, bo });

  // Ann plays (visible) until the turn is Bo's, while Bo's tab is hidden.
  let told = null;
  for (let k = 0; k < 60 && !told; ++k) {
    const t = await bo.api('turn');
    if (t.humanTurn) { told = await tab(bo); break; }
    const a = await ann.api('turn');
    if (a.humanTurn) {
      const legal = await ann.api('legalActions');
      assert.deepEqual(await ann.api('act', legal[0]), { ok: true });
      await ann.waitFor((n) => window.mercato.turn().moves > n, a.moves);
    } else {
      await bo.page.waitForTimeout(100);
    }
  }
  assert.ok(told, 'the turn never came to Bo');
  await bo.page.waitForFunction(() => window.mercato.online.turnNotice(), null, { timeout: 10000 });
  told = await tab(bo);
  assert.match(told.title, /^● あなたの番です — /, `the hidden tab's title: "${told.title}"`);
  assert.ok(told.title.endsWith(before.title), told.title);
  assert.match(told.icon, /^data:image\/png/, 'the icon has no dot');
  assert.equal(told.notices.length, 1, JSON.stringify(told.notices));
  assert.equal(told.notices[0].title, 'あなたの番です');
  // Ann's tab is visible: nothing changes there.
  const annTab = await tab(ann);
  assert.equal(annTab.notices.length, 0);
  assert.equal(annTab.title, before.title);
  // Shown again: the tab as it was; no second notification for the same turn.
  await setHidden(bo, false);
  const back = await tab(bo);
  assert.equal(back.title, before.title);
  assert.equal(back.icon, before.icon);
  assert.equal(back.showing, false);
  await setHidden(bo, true);
  await bo.page.evaluate(() => window.mercato.debug && true);
  assert.equal((await tab(bo)).notices.length, 1, 'a second notification for the same turn');
});

// A browser that has not been asked yet: the permission is asked from a click on the canvas.
const askableNotifications = () => {
  window.asked = 0;
  let permission = 'default';
  window.Notification = class {
    static get permission() { return permission; }
    static requestPermission() { window.asked += 1; permission = 'granted'; return Promise.resolve('granted'); }
  };
};

test('the table offers "tell me when it is my turn" until asked; a tap asks the browser, then the offer goes', { timeout: 120000 }, async () => {
  const { ann, bo } = await annAndBo(fx, { options: { initScript: askableNotifications } });
  await startAnnAndBo({ ann, bo });
  const r = await bo.waitRect('online:notify');
  assert.ok(r[3] >= 44, `the offer is ${r[3]} px tall`);
  assert.equal(await bo.page.evaluate(() => window.asked), 0, 'nothing asked before the tap');
  await bo.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await bo.page.waitForFunction(() => window.asked === 1, null, { timeout: 10000, polling: 100 });
  await bo.page.waitForFunction(() => !window.mercato.debug.rects()['online:notify'], null, { timeout: 10000, polling: 100 });
  assert.ok((await ann.rects())['online:notify'], 'Ann, not asked yet, still sees the offer');
});
