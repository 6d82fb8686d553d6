// Loaders of the page (issue 18): URL seeds as the app makes them, host
// commands with fields of odd types, bot specs capped for a page, BOM and CRLF
// records. The CLI's side is in tests/ai/cli_test.sh.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { parse } = require('../../web/page/url_params.js');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp(); });
after(async () => { if (app) await app.close(); });

test('URL seed: every seed the app makes (16 digits) and up to 2^64 - 1', () => {
  for (const seed of ['0', '9007199254740991', '4503599627370496', '18446744073709551615']) {
    const out = parse(`?game=merchants&seed=${seed}`);
    assert.deepEqual(out.problems, [], seed);
    assert.equal(out.newGame.seed, seed);
  }
  for (const seed of ['18446744073709551616', '123456789012345678901', '-1', '1e5']) {
    assert.match(parse(`?game=merchants&seed=${seed}`).problems[0].en, /seed must be a whole number/, seed);
  }
});

test('a link with a 16-digit seed the app made starts that very game', async () => {
  assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'] }), { ok: true });
  // The seed is not told while a game runs (issue 17); the record carries it.
  const made = (await app.api('exportRecord')).match(/ seed=(\d+)/)[1];
  const page = await app.page.context().newPage();
  await page.goto(app.url + `?game=merchants&players=2&seats=human,heuristic&seed=${made}&new=1`);
  await page.evaluate(() => window.mercato.ready);
  await page.waitForFunction(() => window.mercato.screen() === 'play');
  assert.match(await page.evaluate(() => window.mercato.exportRecord()), new RegExp(` seed=${made}\\b`));
  await page.close();
});

test('host commands with fields of odd types get an error reply, never an exception', async () => {
  const hostLink = require('../../web/page/host_link.js');
  const posted = [];
  let listener = null;
  const parent = { postMessage: (message, origin) => posted.push({ message, origin }) };
  hostLink.parent = parent;
  hostLink.addEventListener = (type, fn) => { if (type === 'message') listener = fn; };
  // The page's own newGame/setLanguage convert fields with String(), as shell.html does.
  const mercato = {
    ready: Promise.resolve(), on() {},
    newGame: (spec) => ({ ok: String(spec.game || '') === 'merchants' }),
    setLanguage: (lang) => ({ ok: String(lang) === 'en' }),
    resign: () => ({ ok: true }),
  };
  assert.equal(hostLink.MercatoHostLink.connect(mercato, 'https://host.example'), true);
  for (const data of [{ type: 'newGame', game: { toString: null } },
                      { type: 'setLanguage', lang: { toString: null, valueOf: null } }]) {
    listener({ origin: 'https://host.example', source: parent, data });
  }
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(posted.length, 2);
  for (const { message, origin } of posted) {
    assert.equal(origin, 'https://host.example');
    assert.equal(message.type, 'error');
    assert.match(message.error, /field of the wrong type/);
  }
});

test('a bot spec from a link, record or host is capped for a page', async () => {
  const huge = 'ismcts:iters=10000000:nodes=10000000';
  const refused = await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', huge] });
  assert.equal(refused.ok, false);
  assert.match(refused.error, /asks for more than a page allows/);
  const record = 'mercato-record v1 game=merchants players=2 options= seed=3 seats=human,' + huge + ' moves=0\n';
  const opened = await app.api('importRecord', record);
  assert.equal(opened.ok, false);
  assert.match(opened.error, /asks for more than a page allows/);
  await app.click('notice:close');
});

test('a record with a byte order mark and CRLF line ends opens', async () => {
  assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 8 }), { ok: true });
  // Exported, opened and compared between two frames: no computer moves meanwhile.
  const out = await app.page.evaluate(() => {
    const text = window.mercato.exportRecord();
    const moves = window.mercato.turn().moves;
    const result = window.mercato.importRecord('\ufeff' + text.replace(/\n/g, '\r\n'));
    return { result, moves, after: window.mercato.turn().moves };
  });
  assert.deepEqual(out.result, { ok: true });
  assert.equal(out.after, out.moves);
});
