// Contrast of the text the canvas draws (issue 22). axe-core reads only HTML, so
// the app reports every text it drew in a frame with its ink colour
// (mercato.debug.inks(), web/draw RecordInk) and this test measures each one
// against the pixels actually under it in a screenshot: the background is the
// most common colour in the text's box, the ink is blended over it by its alpha,
// and the WCAG 2 contrast ratio must be at least 4.5:1, or 3:1 for large text
// (24 px, or 18.66 px bold). Screens: Home, Setup, the start of every game's
// table, a finished game's end screen and Home again with its saved games, each
// in English and Japanese.
//
// Exempt, counted but not failed: ink at half alpha or less (draw.h
// palette::kFadedAlpha), which the kit keeps for disabled controls and
// decoration (WCAG 1.4.3 "incidental"); and covered text, drawn under something
// later in the frame: under a window (a dialog over the table; the app says so)
// or under a panel drawn later (no pixel of its box is nearer its ink than the
// background, while the ink stands out from it: an ink too close to its
// background to tell is measured, and fails).
//
// The screen is saved as build/test-artifacts/contrast-<screen>-<lang>.png when
// it fails; MERCATO_CONTRAST_VERBOSE=1 saves every screen and lists the exempt
// and covered texts too.
//   ./tools/test e2e tests/e2e/contrast.test.cjs
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, pixels, registeredTables } = require('./support.cjs');

const FADED_ALPHA = 0.5 * 255;   // draw.h palette::kFadedAlpha
const VERBOSE = !!process.env.MERCATO_CONTRAST_VERBOSE;
const GAMES = registeredTables(3);  // every registered game, 3 seats where it allows

function luminance([r, g, b]) {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
function ratio(a, b) {
  const la = luminance(a), lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
const distance = (d, i, c) => Math.abs(d[i] - c[0]) + Math.abs(d[i + 1] - c[1]) + Math.abs(d[i + 2] - c[2]);

// Measures every recorded text against the screenshot:
// {checked, measured: [text], faded: [...], covered: [...], low: [...]} (texts as printable lines).
function measure(png, inks, viewportWidth) {
  const { width, height, data } = pixels(png);
  const scale = width / viewportWidth;
  const out = { checked: 0, measured: [], faded: [], covered: [], low: [] };
  for (const [x, y, w, h, r, g, b, a, px, bold, text, under_window] of inks) {
    if (!text.trim()) continue;
    const where = `"${text.slice(0, 40)}" at ${Math.round(x)},${Math.round(y)}`;
    if (a <= FADED_ALPHA) { out.faded.push(`${where} alpha ${a}`); continue; }
    if (under_window) { out.covered.push(`${where} (under a window)`); continue; }
    const x0 = Math.max(0, Math.floor(x * scale)), x1 = Math.min(width, Math.ceil((x + w) * scale));
    const y0 = Math.max(0, Math.floor(y * scale)), y1 = Math.min(height, Math.ceil((y + h) * scale));
    // The most common colour in the box (4 bits a channel) is the background.
    const counts = new Map();
    let bg = null, best = 0;
    for (let yy = y0; yy < y1; ++yy) {
      for (let xx = x0; xx < x1; ++xx) {
        const i = (yy * width + xx) * 4;
        const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
        const n = (counts.get(key) || 0) + 1;
        counts.set(key, n);
        if (n > best) { best = n; bg = [data[i], data[i + 1], data[i + 2]]; }
      }
    }
    if (!bg) continue;
    const t = a / 255;
    const ink = [r * t + bg[0] * (1 - t), g * t + bg[1] * (1 - t), b * t + bg[2] * (1 - t)];
    // Shown: a few pixels of the box nearer the ink than the background (glyph
    // cores; edges blend). Text under a later panel shows the panel instead.
    const apart = Math.abs(ink[0] - bg[0]) + Math.abs(ink[1] - bg[1]) + Math.abs(ink[2] - bg[2]);
    let inked = apart < 30 ? 3 : 0;
    for (let yy = y0; yy < y1 && inked < 3; ++yy) {
      for (let xx = x0; xx < x1 && inked < 3; ++xx) {
        const i = (yy * width + xx) * 4;
        if (distance(data, i, ink) < distance(data, i, bg)) ++inked;
      }
    }
    if (inked < 3) { out.covered.push(where); continue; }
    const contrast = ratio(ink, bg);
    const need = px >= 24 || (bold && px >= 18.66) ? 3 : 4.5;
    out.checked++;
    out.measured.push(text);
    if (contrast < need) {
      out.low.push(`${where}: ${contrast.toFixed(2)}:1 (needs ${need}) ink rgba(${r},${g},${b},${a}) on rgb(${bg.join(',')}), ${px} px${bold ? ' bold' : ''}`);
    }
  }
  return out;
}

let app;
before(async () => {
  app = await openApp({ width: 1280, height: 800, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
});
after(async () => { if (app) await app.close(); });

// Measures the screen on show in both languages; fails listing every text below the ratio.
// Returns the texts measured in English.
async function checkScreen(name) {
  let measured = [];
  const lines = [];
  await app.page.mouse.move(1279, 799);  // no hover, no tooltip over the table
  for (const lang of ['en', 'ja']) {
    await app.api('setLanguage', lang);
    await app.frames(3);
    const inks = await app.page.evaluate(() => window.mercato.debug.inks());
    const png = await app.page.screenshot();
    const r = measure(png, inks, 1280);
    if (lang === 'en') measured = r.measured;
    console.log(`${name} (${lang}): ${r.checked} texts checked, ${r.faded.length} faded (exempt), ` +
                `${r.covered.length} covered, ${r.low.length} below the ratio`);
    if (VERBOSE) {
      for (const line of r.faded) console.log(`  faded: ${line}`);
      for (const line of r.covered) console.log(`  covered: ${line}`);
    }
    for (const line of r.low) console.log(`  ${line}`);
    if (r.low.length || VERBOSE) await app.shot(`contrast-${name.replace(/ /g, '-')}-${lang}`);
    assert.ok(r.checked > 0, `${name} (${lang}): no text measured: is debug.inks() recording?`);
    lines.push(...r.low.map((l) => `${lang}: ${l}`));
  }
  assert.deepEqual(lines, [], `${name}: texts below the WCAG AA ratio`);
  return measured;
}

test('Home and Setup', async () => {
  await app.waitScreen('home');
  await checkScreen('home');
  await app.click('tile:merchants');
  await app.waitScreen('setup');
  await checkScreen('setup');
});

for (const g of GAMES) {
  test(`the table of ${g.game} at its start`, async () => {
    const r = await app.api('newGame', { game: g.game, players: g.players, seed: 7,
                                         seats: ['human', ...Array(g.players - 1).fill('heuristic')] });
    assert.equal(r.ok, true, JSON.stringify(r));
    await app.waitScreen('play');
    await app.page.waitForTimeout(500);
    await checkScreen(`table ${g.game}`);
  });
}

test('the end screen of a finished game', async () => {
  await app.api('setPace', 0);
  const r = await app.api('newGame', { game: 'merchants', players: 2, seed: 3, seats: ['heuristic', 'heuristic'] });
  assert.equal(r.ok, true, JSON.stringify(r));
  await app.waitFor(() => { const t = window.mercato.turn(); return t && t.over; }, null, 120000);
  await app.page.waitForTimeout(500);
  await checkScreen('game over');
});

// The end screen of a 2-player Merchants game draws over 65,535 vertices in one list:
// with 16-bit indices its last triangles joined the wrong vertices, a pale wedge across
// the hand (the "6" badge and "Salt" above measured 1.9:1 and 4.3:1 under it).
test('a big table is drawn whole: every vertex is addressable', async () => {
  const stats = await app.page.evaluate(() => window.mercato.debug.drawStats());
  console.log(`largest draw list: ${stats.largest_list} vertices, ${stats.index_bytes}-byte indices`);
  assert.ok(stats.largest_list > 0, 'nothing drawn');
  assert.ok(stats.index_bytes === 4 || stats.largest_list <= 65535,
            `${stats.largest_list} vertices in one list with ${stats.index_bytes}-byte indices`);
});

// What a sale earned ("+3" over each paid seat's money) stays a moment, still under
// reduced motion (1.75 s): it is measured on the table, and on the end screen it can
// reach (CI's run of d79d7c5 caught its shadow, dark ink at 0.6, on the end screen's
// dark plate at 1.41:1: the game had ended a moment after a sale). Returns the "+N"
// texts drawn after the person's first sale; the computer then waits (a long pace).
// A play of a good some seat carries (so it pays), among the legal moves; runs in the page too.
const paidSale = (state, legal) =>
  legal.find((a) => /^play /.test(a) && state.seats.some((s) => s.cubes[a.split(' ')[1]] > 0));
async function sell({ thenResign = false } = {}) {
  await app.api('setLanguage', 'en');
  await app.api('setPace', 0);
  const r = await app.api('newGame', { game: 'merchants', players: 2, seed: 3, seats: ['human', 'heuristic'] });
  assert.equal(r.ok, true, JSON.stringify(r));
  // The person plays on until a sale that pays someone is legal.
  const played = await app.playOut((legal) => legal.find((a) => !/^play /.test(a)) || legal[0],
                                   { until: paidSale, timeout: 60000 });
  assert.ok(played.stopped, `no sale came to the person (${played.moves.length} moves)`);
  const sale = paidSale(await app.api('state'), await app.api('legalActions'));
  await app.api('setPace', 60);
  assert.deepEqual(await app.api('act', sale), { ok: true });
  if (thenResign) {
    await app.api('resign');
    assert.equal((await app.api('turn')).over, true);
  }
  await app.frames(3);
  const earned = (await app.page.evaluate(() => window.mercato.debug.inks())).filter((i) => /^\+\d+$/.test(i[10]));
  assert.ok(earned.length > 0, `the sale (${sale}) drew no "+N"`);
  return earned;
}

test('a sale\'s earnings over the money: on the table', async () => {
  const earned = await sell();
  const measured = await checkScreen('a sale');
  assert.ok(measured.some((t) => /^\+\d+$/.test(t)), `no "+N" measured (drawn: ${earned.map((i) => i[10])})`);
});

test('a sale\'s earnings over the money: on the end screen', async () => {
  const earned = await sell({ thenResign: true });
  const measured = await checkScreen('game over after a sale');
  assert.ok(measured.some((t) => /^\+\d+$/.test(t)), `no "+N" measured (drawn: ${earned.map((i) => i[10])})`);
});

test('Home with games in progress and finished', async () => {
  await app.click('over:home');
  await app.waitScreen('home');
  await checkScreen('home with saves');
});
