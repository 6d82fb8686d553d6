// Goods you recognise (issue 38, part 3): every good is drawn as a picture of
// itself, distinct within its game, the same picture wherever the same good
// appears (Turin Market's and Market Fresh's onion, tomato and eggplant;
// Merchants' and Trade Tycoon's salt), and the legend shows the picture the
// table shows. Read from the app's own record of what it drew: for each good it
// draws, window.mercato.debug.texts()["good:<place>:<good id>"] names the
// picture (draw/goods.h), place "table" or "legend".
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, registeredTables } = require('./support.cjs');

// One English word, two goods: Turin Market's pepper is ピーマン (a bell pepper),
// Merchants' is 胡椒 (peppercorns). Their pictures must differ, not agree.
const HOMONYMS = { pepper: ['turin_market', 'merchants'] };
// The abstract shapes goods were drawn as before (draw.h Shape): no good is one.
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'pentagon', 'hexagon', 'star', 'cross',
  'heart', 'drop', 'crescent', 'leaf'];
const SNAPSHOTS = 6;

let app;
before(async () => { app = await openApp({ width: 1280, height: 800, deviceScaleFactor: 1 }); });
after(async () => { if (app) await app.close(); });

// This frame's records: {table: {id: picture}, legend: {id: picture}}.
async function drawnGoods() {
  const texts = await app.page.evaluate(() => window.mercato.debug.texts());
  const out = { table: {}, legend: {} };
  for (const [name, picture] of Object.entries(texts)) {
    const m = /^good:(table|legend):(.+)$/.exec(name);
    if (m) out[m[1]][m[2]] = picture;
  }
  return out;
}

// Plays a few moves of a game against computers and gathers what each frame
// drew; every frame must draw one good as one picture in one place.
async function goodsOf(game, players) {
  await app.api('setPace', 0);
  const seats = ['human', ...Array(players - 1).fill('random')];
  const started = await app.api('newGame', { game, players, seats, seed: 11 });
  assert.ok(started.ok, `${game}: ${started.error}`);
  const seen = { table: {}, legend: {} };
  for (let i = 0; i < SNAPSHOTS; ++i) {
    await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; });
    await app.frames(3);
    if (i === 0 && !Object.keys(await app.rects()).some((n) => n.startsWith('legend:'))) {
      await app.click('log:legend');  // open at first on a wide screen; open it if not
    }
    const drawn = await drawnGoods();
    for (const place of ['table', 'legend']) {
      for (const [id, picture] of Object.entries(drawn[place])) {
        assert.ok(!picture.includes('|'), `${game}: ${id} is drawn as two pictures on the ${place}: ${picture}`);
        if (seen[place][id] !== undefined) {
          assert.equal(picture, seen[place][id], `${game}: ${id} changed its picture on the ${place}`);
        }
        seen[place][id] = picture;
      }
    }
    if ((await app.api('turn')).over) break;
    const legal = await app.api('legalActions');
    if (!legal.length) break;
    const r = await app.api('act', legal[Math.floor(legal.length / 2)]);
    assert.ok(r.ok, `${game}: ${r.error}`);
  }
  return seen;
}

test('every game draws its goods as pictures: distinct, the legend as the table, the same good alike', async () => {
  await app.api('setLanguage', 'en');
  const byGame = {};
  for (const { game, players } of registeredTables(3)) {
    const { table, legend } = await goodsOf(game, players);
    const ids = Object.keys(legend);
    assert.ok(ids.length >= 3, `${game}: the legend shows ${ids.length} goods as pictures`);
    assert.ok(Object.keys(table).length >= 1, `${game}: the table shows no good as a picture`);
    for (const [id, picture] of Object.entries(table)) {
      assert.ok(id in legend, `${game}: ${id} is on the table but not in the legend`);
      assert.equal(legend[id], picture, `${game}: the legend shows ${id} as ${legend[id]}, the table as ${picture}`);
    }
    const owner = {};
    for (const id of ids) {
      const picture = legend[id];
      assert.ok(picture && picture !== 'none', `${game}: ${id} has no picture`);
      assert.ok(!SHAPES.includes(picture), `${game}: ${id} is an abstract ${picture}`);
      assert.ok(!(picture in owner), `${game}: ${owner[picture]} and ${id} share the picture ${picture}`);
      owner[picture] = id;
    }
    byGame[game] = legend;
  }
  // The same good, the same picture, in every game that has it.
  const games = Object.keys(byGame);
  let shared = 0;
  for (let i = 0; i < games.length; ++i) {
    for (let j = i + 1; j < games.length; ++j) {
      const [a, b] = [games[i], games[j]];
      for (const id of Object.keys(byGame[a]).filter((k) => k in byGame[b])) {
        const homonym = HOMONYMS[id] && HOMONYMS[id].includes(a) && HOMONYMS[id].includes(b);
        if (homonym) {
          assert.notEqual(byGame[a][id], byGame[b][id], `${a}'s and ${b}'s ${id} are two goods, one picture`);
        } else {
          assert.equal(byGame[a][id], byGame[b][id], `${id}: ${a} draws ${byGame[a][id]}, ${b} ${byGame[b][id]}`);
          shared += 1;
        }
      }
    }
  }
  // Onion, tomato, eggplant (Turin Market, Market Fresh) and salt (Merchants, Trade Tycoon).
  assert.ok(shared >= 4, `only ${shared} goods found in two games`);
});
