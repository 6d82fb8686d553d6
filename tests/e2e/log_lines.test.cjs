// Every log line of a whole game of each of the five games, as each seat and the
// all-seeing replay read it, in English and Japanese, against the lines kept in
// tests/e2e/fixtures/log_lines/<game>.json (record and lines). The log is worded
// from the events the rules tell each seat (issue 17); this keeps every sentence
// the same through that change and after it, and a line that starts showing a
// seat another's hidden card fails here as well as in check-secrets.
//
// After a deliberate change of wording, rewrite the fixtures from a build that
// has it: MERCATO_UPDATE_LOG_LINES=1 ./tools/test e2e tests/e2e/log_lines.test.cjs
// (with MERCATO_LOG_LINES_GAMES=<id> to rewrite one game's only).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

const FIXTURES = path.join(__dirname, 'fixtures', 'log_lines');
const UPDATE = process.env.MERCATO_UPDATE_LOG_LINES === '1';
// MERCATO_LOG_LINES_GAMES=oregano,merchants: only those games (while working on one).
const ONLY = (process.env.MERCATO_LOG_LINES_GAMES || '').split(',').filter(Boolean);
const GAMES = [
  { game: 'merchants', players: 3 },
  { game: 'turin_market', players: 4 },
  { game: 'turin_market', players: 3, options: { money: 'private' }, name: 'turin_market_private' },
  { game: 'oregano', players: 3 },
  { game: 'market_fresh', players: 2 },
  { game: 'trade_tycoon', players: 3 },
];

let app;
before(async () => { app = await openApp({ width: 1280, height: 800 }); });
after(async () => { if (app) await app.close(); });

// A whole game of computers at full speed; its record.
async function wholeGame({ game, players, options }) {
  await app.api('setPace', 0);
  const over = app.page.evaluate(() => new Promise((resolve) => window.mercato.on('gameOver', resolve)));
  const started = await app.api('newGame', { game, players, options, seats: Array(players).fill('heuristic'), seed: 23 });
  assert.ok(started === undefined || started.ok !== false, JSON.stringify(started));
  await Promise.race([over, app.page.waitForTimeout(120000).then(() => { throw new Error(`${game} did not end`); })]);
  await app.api('setPace', -1);
  return app.api('exportRecord');
}

// The replay's log for each viewpoint: {all: [{player, en, ja}], 0: [...], ...}.
async function linesOf(record, players) {
  const opened = await app.page.evaluate((text) => window.mercato.replay.open(text), record);
  assert.ok(opened.ok, JSON.stringify(opened));
  const lines = {};
  for (const who of ['all', ...[...Array(players).keys()].map(String)]) {
    await app.page.evaluate((w) => window.mercato.replay.view(w), who);
    lines[who] = await app.page.evaluate(() => window.mercato.replay.log());
  }
  return lines;
}

for (const spec of GAMES.filter((g) => ONLY.length === 0 || ONLY.includes(g.game))) {
  const name = spec.name || spec.game;
  test(`${name}: every log line, from every seat, reads as kept in the fixture`, async () => {
    const file = path.join(FIXTURES, `${name}.json`);
    if (UPDATE) {
      const record = await wholeGame(spec);
      const lines = await linesOf(record, spec.players);
      fs.writeFileSync(file, JSON.stringify({ record, lines }, null, 1) + '\n');
      return;
    }
    assert.ok(fs.existsSync(file), `${file} is missing (MERCATO_UPDATE_LOG_LINES=1 writes it)`);
    const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
    const lines = await linesOf(kept.record, spec.players);
    for (const who of Object.keys(kept.lines)) {
      const want = kept.lines[who];
      const got = lines[who];
      assert.equal(got.length, want.length, `${name}, viewer ${who}: ${got.length} lines, kept ${want.length}`);
      for (let i = 0; i < want.length; ++i) {
        assert.deepEqual(got[i], want[i], `${name}, viewer ${who}, move ${i}`);
      }
    }
  });
}
