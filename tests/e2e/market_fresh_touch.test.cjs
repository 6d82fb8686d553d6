// Market Fresh placement on a touch screen (issue 38, part 7): once a crate is
// chosen, the storefront cells where it can go (as it is turned now) are marked
// before any touch on the storefront; a tap on a marked cell places the crate
// covering that cell; a finger dragged over the storefront carries the preview
// and lifting places the crate where the finger lifted.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, PHONE_PIXEL_RATIO } = require('./support.cjs');

let app, cdp;
before(async () => {
  app = await openApp({ width: 390, height: 844, deviceScaleFactor: PHONE_PIXEL_RATIO, hasTouch: true });
  cdp = await app.page.context().newCDPSession(app.page);
});
after(async () => {
  if (app) await app.close();
});

const state = () => app.api('state');
const centre = (r) => [r[0] + r[2] / 2, r[1] + r[3] / 2];

async function tapAt(x, y) {
  await app.page.touchscreen.tap(x, y);
  await app.frames(4);
}

// Plays the person's moves inside the page up to their next placement: a
// face-up crate when one is offered, the best score choice.
async function toPlace() {
  const r = await app.playOut((legal, s) => {
    const take = legal.find((m) => m.startsWith('take ') && m !== 'take facedown');
    if (take) return take;
    if (legal[0].startsWith('score ') || legal[0].startsWith('height ')) {
      let best = -1, move = legal[0];
      for (const c of s.score_choices) {
        if (c.points > best) { best = c.points; move = (c.height ? 'height ' : 'score ') + c.produce; }
      }
      return move;
    }
    return legal[0];
  }, { until: (s) => s.phase === 'place', limit: 20 });
  assert.ok(r.stopped, `no placement reached: ${JSON.stringify(r.moves.map((m) => [m.move, m.result]))}`);
  await app.frames(3);
}

// The first cells of the legal placements of `crate` ("low+high") as the view
// turns it at first (lying left to right, its first-named half on the left).
function firstCells(legal, crate) {
  const [low, high] = crate.split('+');
  const cells = new Set();
  for (const m of legal) {
    const p = /^place (\w+)@([a-z])(\d) (\w+)@([a-z])(\d)$/.exec(m);
    if (!p || p[1] !== low || p[4] !== high) continue;
    if (p[3] !== p[6] || p[5].charCodeAt(0) !== p[2].charCodeAt(0) + 1) continue;
    cells.add(p[2] + p[3]);
  }
  return [...cells].sort();
}

// Taps a hand crate that has a legal placement as the view turns it; returns
// its name and the expected marked cells.
async function chooseCrate() {
  const s = await state();
  const legal = await app.api('legalActions');
  const rects = await app.rects();
  for (const c of s.seats[0].hand) {
    if (!c) continue;
    const cells = firstCells(legal, c.name);
    const name = `market_fresh:hand:${c.name}`;
    if (!cells.length || !rects[name]) continue;
    await tapAt(...centre(rects[name]));
    return { crate: c.name, cells };
  }
  throw new Error('no hand crate with a placement lying left to right');
}

const marked = (rects) =>
  Object.keys(rects).filter((n) => n.startsWith('mf:legal:')).map((n) => n.slice('mf:legal:'.length)).sort();

function covers(crate, cell) {
  return crate.a.endsWith(`@${cell}`) || crate.b.endsWith(`@${cell}`);
}

test('the legal cells are marked before a touch; a tap places the crate on the tapped cell; a drag carries it', async () => {
  await app.api('setLanguage', 'en');
  await app.api('setPace', 0);
  const started = await app.api('newGame', {
    game: 'market_fresh', players: 2, seats: ['human', 'random'], seed: 21,
  });
  assert.deepEqual(started, { ok: true });
  await toPlace();

  // 1. Marked before any touch on the storefront: one mark per first cell.
  let { crate, cells } = await chooseCrate();
  let rects = await app.rects();
  assert.deepEqual(marked(rects), cells, `the cells marked for ${crate}`);
  assert.equal(marked(rects).length, cells.length);

  // 2. A tap on the centre of a marked cell places the crate covering it.
  const tapped = cells[Math.floor(cells.length / 2)];
  const before = (await state()).seats[0].storefront.crates.length;
  await tapAt(...centre(rects[`mf:legal:${tapped}`]));
  await app.waitFor(() => window.mercato.state().phase !== 'place');
  let s = await state();
  assert.equal(s.seats[0].storefront.crates.length, before + 1, 'the tap placed nothing');
  let placed = s.seats[0].storefront.crates.at(-1);
  assert.equal(placed.crate, crate);
  assert.ok(covers(placed, tapped), `tapped ${tapped}, placed ${placed.a} ${placed.b}`);

  // 3. A drag: down on one marked cell, over to another, held, lifted there.
  await toPlace();
  ({ crate, cells } = await chooseCrate());
  rects = await app.rects();
  assert.deepEqual(marked(rects), cells, `the cells marked for ${crate}`);
  assert.ok(cells.length >= 2, `too few placements for a drag: ${cells}`);
  const from = cells[0], to = cells[cells.length - 1];
  const [x0, y0] = centre(rects[`mf:legal:${from}`]);
  const [x1, y1] = centre(rects[`mf:legal:${to}`]);
  const count = (await state()).seats[0].storefront.crates.length;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  await app.frames(2);
  for (let i = 1; i <= 6; ++i) {
    const x = x0 + ((x1 - x0) * i) / 6, y = y0 + ((y1 - y0) * i) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await app.frames(1);
  }
  await app.page.waitForTimeout(700);
  await app.frames(3);
  // While the finger is down the crate has not been placed.
  assert.equal((await state()).phase, 'place', 'the crate was placed before the finger lifted');
  // The preview went with the finger: the crate as it will land, first half on `to`.
  const preview = Object.keys(await app.rects()).filter((n) => n.startsWith('mf:preview:'));
  assert.deepEqual(preview.map((n) => n.split(':')[2].split('-')[0]), [to], `the preview: ${preview}`);
  assert.ok(!preview[0].endsWith(':illegal'), preview[0]);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await app.frames(4);
  await app.waitFor(() => window.mercato.state().phase !== 'place');
  s = await state();
  assert.equal(s.seats[0].storefront.crates.length, count + 1, 'the drag placed nothing');
  placed = s.seats[0].storefront.crates.at(-1);
  assert.equal(placed.crate, crate);
  assert.ok(covers(placed, to), `lifted on ${to}, placed ${placed.a} ${placed.b}`);
  assert.ok(!covers(placed, from) || Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) <= 1 && from[1] === to[1],
    `the crate stayed where the finger went down: ${placed.a} ${placed.b}`);
});
