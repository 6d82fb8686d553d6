// Every name drawn as it was typed (issue 43). The canvas's font holds only what
// the UI says; the characters of people's names are drawn by the browser into
// the atlas when first drawn (docs/fonts.md). The 100 most common Japanese
// surnames with 100 given names, and Korean, Chinese (simplified and
// traditional), accented Latin, Cyrillic and Greek names
// (tests/e2e/fixtures/names) sit at tables as the computers' names, in Japanese
// and in English: the page's own list of drawn text (debug.inks) must hold each
// name, and the atlas (debug.glyphs) a glyph of its own for each of its
// characters, from the font or the browser, in every font that drew it. Emoji
// and scripts ImGui cannot draw one by one are boxes, never "?"; Setup's field
// composes what is typed and cuts it at 20 characters as drawn.
'use strict';
const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { openApp } = require('./support.cjs');

const FIXTURES = path.join(__dirname, 'fixtures', 'names');
function lines(file) {
  return fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n')
    .map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}
const surnames = lines('ja_surnames.txt');
const given = lines('ja_given_names.txt');
const world = lines('world_names.txt').map((l) => l.split('\t')[1]);
const NAMES = [...surnames.map((s, i) => `${s} ${given[i]}`), ...world];
const SEATS = 4;  // Turin Market: the person and four named computers

const opened = [];
after(async () => { for (const app of opened) await app.close(); });

const glyphsOf = (app, text) => app.page.evaluate((t) => window.mercato.debug.glyphs(t), text);

// Opens the page with the drawn texts recorded (the first inks() call starts it).
async function open(options) {
  const app = await openApp(options);
  opened.push(app);
  await app.page.evaluate(() => window.mercato.debug.inks());
  await app.api('setPace', 3600);  // the computers wait: the table stays as dealt
  return app;
}

// Two frames: every text the canvas drew in the last, and the glyphs of `text`.
async function drawn(app, text) {
  await app.frames(2);
  return app.page.evaluate((t) => ({
    texts: window.mercato.debug.inks().map((i) => i[10]).join('\n'),
    glyphs: window.mercato.debug.glyphs(t),
  }), text);
}

// Draws frames until every name is drawn and no character of them waits for
// the atlas (the frame after the one that first drew it); the last texts and glyphs.
async function settle(app, names) {
  let got = { texts: '', glyphs: [] };
  for (let tries = 0; tries < 30; ++tries) {
    got = await drawn(app, names.join(''));
    if (names.every((n) => got.texts.includes(n)) && got.glyphs.every((g) => !g.fonts.includes('pending'))) break;
  }
  return got;
}

test('the common Japanese names and names of other scripts are drawn with glyphs of their own, in both languages', async () => {
  const app = await open({ deviceScaleFactor: 1 });
  // The UI font alone lacks them: these characters take the browser's path.
  for (const g of await glyphsOf(app, '斎藤김Д')) {
    assert.ok(!g.fonts.includes('font'), `${g.char} is in the UI font: the test would not test the browser's glyphs`);
  }
  for (const lang of ['ja', 'en']) {
    await app.api('setLanguage', lang);
    for (let k = 0; k < NAMES.length; k += SEATS) {
      const group = NAMES.slice(k, k + SEATS);
      const seats = ['human', ...group.map(() => 'normal')];
      const r = await app.api('newGame', { game: 'turin_market', players: seats.length, seats, names: ['', ...group], seed: k + 1 });
      assert.ok(r.ok, `${lang}: ${group}: ${JSON.stringify(r)}`);
      const { texts, glyphs } = await settle(app, group);
      for (const name of group) assert.ok(texts.includes(name), `${lang}: ${name} is not drawn:\n${texts}`);
      for (const g of glyphs) {
        if (g.char === ' ') continue;
        const own = g.fonts.filter((s) => s === 'font' || s === 'browser');
        assert.ok(own.length > 0 && !g.fonts.includes('box') && !g.fonts.includes('pending'),
                  `${lang}: ${g.char} (U+${g.code.toString(16).toUpperCase()}) of ${group.find((n) => n.includes(g.char))} ` +
                  `has no glyph of its own: ${g.fonts.join(', ')}`);
      }
    }
    await app.shot(`name-glyphs-${lang}`);
  }
  const missing = await app.page.evaluate(() => window.mercato.debug.missingGlyphs());
  const used = new Set(NAMES.join(''));
  assert.deepEqual(missing.boxed.filter((c) => used.has(c)), [], 'name characters drawn as the box');
  assert.deepEqual(missing.fallbacks, ['\uFFFD', '\uFFFD', '\uFFFD', '\uFFFD'], 'a character with no glyph is a box, never "?"');
  console.log(`${NAMES.length} names, ${used.size} characters: ${missing.adds} additions to the atlas (the last ${missing.lastAddMs} ms), ${missing.builds} builds (the last ${missing.lastBuildMs} ms)`);
});

test('on a 3x phone: a kanji name is drawn at its pixel ratio; emoji and scripts drawn one by one wrongly are boxes, never "?"', async () => {
  const app = await open({ width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true });
  // Kanji with an emoji, Thai, Arabic.
  const names = ['\u658E\u85E4 \u51DB \u{1F600}', '\u0E2A\u0E21\u0E0A\u0E32\u0E22', '\u0645\u062D\u0645\u062F'];
  const r = await app.api('newGame', { game: 'merchants', players: 4, seats: ['human', 'normal', 'normal', 'normal'], names: ['', ...names] });
  assert.ok(r.ok);
  const { texts } = await settle(app, names);
  for (const name of names) assert.ok(texts.includes(name), `${name} is not drawn`);
  for (const g of await glyphsOf(app, '\u658E\u85E4\u51DB')) {
    assert.ok(g.fonts.includes('browser') && !g.fonts.includes('box') && !g.fonts.includes('pending'), `${g.char}: ${g.fonts}`);
  }
  for (const g of await glyphsOf(app, names.join('').replace(/[\u658E\u85E4\u51DB ]/gu, ''))) {
    assert.ok(!g.fonts.includes('browser') && !g.fonts.includes('pending') && g.fonts.includes('box'),
              `${g.char} (U+${g.code.toString(16)}): ${g.fonts}`);
  }
  assert.deepEqual((await app.page.evaluate(() => window.mercato.debug.missingGlyphs())).fallbacks,
                   ['\uFFFD', '\uFFFD', '\uFFFD', '\uFFFD']);
  await app.shot('name-glyphs-boxes');
});

test("Setup's field: what is typed is composed, cut at 20 characters as drawn, and drawn on the table", async () => {
  const app = await open({ deviceScaleFactor: 1 });
  await app.api('open', 'setup', 'merchants');
  await app.waitScreen('setup');
  await app.click('setup:players:2');
  await app.click('setup:seat:1:human');
  const type = async (field, text) => {
    const box = await app.waitRect(field);
    await app.page.mouse.click(box[0] + box[2] / 2, box[1] + box[3] / 2);
    await app.page.keyboard.press('Control+A');
    await app.page.keyboard.press('Backspace');
    await app.page.keyboard.insertText(text);
    await app.page.keyboard.press('Enter');
    await app.frames(2);
    return app.page.evaluate((f) => document.querySelector(`input[data-field="${f}"]`).value, field);
  };
  // An accent typed apart joins its letter (NFC); 25 Hangul syllables are cut at 20.
  assert.equal(await type('setup:name:0', 'Zoe\u0308 \u658E\u85E4'), 'Zo\u00EB \u658E\u85E4');
  const long = '\uAE40\uBBFC\uC900\uC774\uC11C'.repeat(5);
  assert.equal(await type('setup:name:1', long), long.slice(0, 20));
  await app.click('setup:start');
  await app.waitScreen('play');
  const names = (await app.api('turn')).names;
  assert.deepEqual(names, ['Zo\u00EB \u658E\u85E4', long.slice(0, 20)]);
  // The other person's name (on the table, or the cover's), with glyphs of its own.
  let texts = '';
  for (let tries = 0; tries < 10 && !names.some((n) => texts.includes(n)); ++tries) texts = (await drawn(app, '')).texts;
  const shown = names.filter((n) => texts.includes(n));
  assert.ok(shown.length > 0, `no name is drawn:\n${texts}`);
  const { glyphs } = await settle(app, shown);
  for (const g of glyphs) {
    if (g.char !== ' ') assert.ok(g.fonts.some((s) => s === 'font' || s === 'browser'), `${g.char}: ${g.fonts}`);
  }
});
