// Player names (issue 21, "who did what"): Setup gives each person seat a name
// (typed into the page's HTML input laid over the field, so a phone's keyboard
// and Japanese input work), kept for next time; the names appear on the table,
// in the log and status, on the hot-seat cover and in the saved record; newGame
// takes `names` and refuses bad input clearly. On a 390x844 touch phone (2x) and
// at 1280x800, in English and Japanese.
'use strict';
const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, PHONE_PIXEL_RATIO } = require('./support.cjs');

const opened = [];
after(async () => { for (const app of opened) await app.close(); });

// Every text the canvas drew in the last frame.
async function drawnTexts(app) {
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
  await app.frames(3);
  const inks = await app.page.evaluate(() => window.mercato.debug.inks());
  return inks.map((i) => i[10]).join("\n");  // [x, y, w, h, r, g, b, a, size, bold, text, hidden]
}

// Taps (touch) or clicks the named field's page input and types `text` into it.
async function typeInto(app, name, text, touch) {
  const r = await app.waitRect(name);
  const x = r[0] + r[2] / 2, y = r[1] + r[3] / 2;
  if (touch) await app.page.touchscreen.tap(x, y); else await app.page.mouse.click(x, y);
  const focused = await app.page.evaluate(() => document.activeElement && document.activeElement.dataset.field);
  assert.equal(focused, name, `a tap on ${name} does not reach its input`);
  await app.page.keyboard.press('Control+A');
  await app.page.keyboard.press('Backspace');
  await app.page.keyboard.type(text);
  await app.page.keyboard.press('Enter');
  await app.frames(2);
}

for (const size of [{ width: 390, height: 844, deviceScaleFactor: PHONE_PIXEL_RATIO, hasTouch: true, tag: 'phone' },
                    { width: 1280, height: 800, tag: 'desk' }]) {
  test(`${size.tag}: Setup names the people; the table, log, cover and record use the names`, async () => {
    const app = await openApp(size);
    opened.push(app);
    await app.api('setPace', 0);
    for (const lang of ['en', 'ja']) {
      await app.api('setLanguage', lang);
      await app.api('open', 'setup', 'merchants');
      await app.waitScreen('setup');
      await app.click('setup:players:2');
      await app.click('setup:seat:1:human');
      const names = lang === 'en' ? ['Ana', 'Bo Lee'] : ['はな', 'タロウ'];
      await typeInto(app, 'setup:name:0', names[0], size.hasTouch);
      await typeInto(app, 'setup:name:1', names[1], size.hasTouch);
      // The inputs lie inside the screen, over their fields.
      const boxes = await app.page.evaluate(() => [...document.querySelectorAll('input[data-field]')]
        .map((i) => { const b = i.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }));
      for (const b of boxes) assert.ok(b[0] >= 0 && b[2] <= size.width + 0.5, `${lang}: an input leaves the screen: ${b}`);
      await app.shot(`names-${size.tag}-setup-${lang}`);
      await app.click('setup:start');
      await app.waitScreen('play');
      // Leaving Setup takes the inputs off the page.
      assert.equal(await app.page.evaluate(() => document.querySelectorAll('input[data-field]').length), 0);
      const turn = await app.api('turn');
      assert.deepEqual(turn.names, names, `${lang}: the game's names`);
      // Seat 1 plays (Merchants: everyone passes step 1 at first), then the cover asks for seat 2 by name.
      await app.waitFor(() => { const t = window.mercato.turn(); return t.humanTurn; });
      const first = await app.api('turn');
      const mover = first.toMove;
      const legal = await app.api('legalActions');
      assert.ok((await app.api('act', legal[0])).ok);
      await app.waitFor(() => { const t = window.mercato.turn(); return t.humanTurn || t.over; });
      const next = await app.api('turn');
      if (next.viewer !== mover) {
        const cover = await drawnTexts(app);
        assert.ok(cover.includes(names[next.viewer]), `${lang}: the cover does not name ${names[next.viewer]}:\n${cover}`);
        await app.shot(`names-${size.tag}-cover-${lang}`);
        await app.click('play:handoff');
      }
      // The log tells the other seat's move by its person's name.
      const log = await app.page.evaluate(() => window.mercato.debug.log());
      const viewer = (await app.api('turn')).viewer;
      assert.ok(log.some((line) => line.includes(names[1 - viewer])),
                `${lang}: the log does not name ${names[1 - viewer]}: ${JSON.stringify(log)}`);
      // The seat panel of the other person carries the name.
      const table = await drawnTexts(app);
      assert.ok(table.includes(names[1 - viewer]), `${lang}: the table does not show ${names[1 - viewer]}`);
      await app.shot(`names-${size.tag}-table-${lang}`);
      // The record keeps the names, and a record opened again has them.
      const record = await app.api('exportRecord');
      assert.match(record.split('\n')[0], / names=[^ ]+ /);
      assert.ok((await app.api('importRecord', record)).ok);
      assert.deepEqual((await app.api('turn')).names, names, `${lang}: names after the record is opened again`);
      // Kept for next time: Setup shows them again.
      await app.api('open', 'setup', 'merchants');
      await app.waitScreen('setup');
      await app.click('setup:players:2');
      await app.click('setup:seat:1:human');
      await app.waitRect('setup:name:1');
      await app.frames(2);
      const values = await app.page.evaluate(() => [...document.querySelectorAll('input[data-field]')]
        .sort((a, b) => a.dataset.field.localeCompare(b.dataset.field)).map((i) => i.value));
      assert.deepEqual(values, names, `${lang}: the names are not kept for next time`);
      await app.api('open', 'home');
    }
    await app.api('setPace', -1);
    await app.api('setLanguage', 'en');
  });
}

test('newGame({names}): cleaned, refused clearly when bad, never part of the game', async () => {
  const app = await openApp();
  opened.push(app);
  const start = (names) => app.api('newGame', { game: 'oregano', players: 2, seats: ['human', 'human'], seed: 5, names });
  let r = await start('Ana');
  assert.equal(r.ok, false);
  assert.match(r.error, /names must be an array of strings/);
  r = await start(['Ana', 7]);
  assert.equal(r.ok, false);
  assert.match(r.error, /names\[1\] is not a string/);
  r = await start(['x'.repeat(21)]);
  assert.equal(r.ok, false);
  assert.match(r.error, /at most 20 characters/);
  r = await start(['a', 'b', 'c']);
  assert.equal(r.ok, false);
  assert.match(r.error, /more names \(3\) than players \(2\)/);
  // Control characters go, spaces are trimmed; an empty name is "Seat N".
  assert.ok((await start([' A\u0007na\n ', ''])).ok);
  assert.deepEqual((await app.api('turn')).names, ['Ana', '']);
  const named = await app.api('exportRecord');
  assert.ok((await start(undefined)).ok);
  const plain = await app.api('exportRecord');
  // The same game either way: only the header's names differ.
  assert.equal(named.replace(/ names=[^ ]+/, ''), plain);
});
