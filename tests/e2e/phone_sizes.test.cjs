// Sizes a phone can hold (issue 38, part 2): at 390x844 CSS px, touch, every registered
// game at its largest player count, at the first turn and a few moves in, in English and
// Japanese: no text under 12 CSS px, the hand, prices and scores not under 14, no named
// target under 44x44, no two labels over each other. Read from the UI's own records of the frame (phone_sizes_check.cjs), not pixels.
// With the first-game guide showing (its strip and Skip button under the table), as a
// person's first game of each game shows it.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { openApp, registeredGames, NO_MOTION } = require('./support.cjs');
const { KEY_ROLES, largestTable, phoneFindings } = require('./phone_sizes_check.cjs');

// The key roles each game must be seen to mark where it draws them (draw.h InkAs), so
// the 14 px check is not met by marking nothing. Market Fresh and Trade Tycoon have no
// prices (nothing there is bought for money); Market Fresh's hand is crates, drawn
// without text; Turin Market's prices (the coins on cards for sale) are marked but
// none is on sale at these tables. Oregano's hand (the viewer's resource cards) says
// only counts, on badges: a badge in a hand is the hand's text (draw::Badge).
const ROLES = {
  turin_market: ['hand', 'score'],
  oregano: ['hand', 'price', 'score'],
  market_fresh: ['score'],
  merchants: ['hand', 'price', 'score'],
  trade_tycoon: ['hand', 'score'],
};
const seen = new Map();  // game -> {role: runs}, over both tests of the game
function noteRoles(game, f) {
  const s = seen.get(game) || Object.fromEntries(KEY_ROLES.map((k) => [k, 0]));
  for (const k of KEY_ROLES) s[k] += f.roles[k];
  seen.set(game, s);
}

let app;
before(async () => {
  app = await openApp({ width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true, ...NO_MOTION });
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
  await app.api('setPace', 0);
});
after(async () => { await app.api('setLanguage', 'en'); await app.close(); });

// Each finding once, with the frames (moves in, language) where it was seen.
function collect(faults, f, where) {
  for (const line of [...f.small, ...f.targets, ...f.overlaps]) {
    const key = line.replace(/\[[\d.,]+\]/g, '[]');
    const seen = faults.get(key) || { line, where: [] };
    seen.where.push(where);
    faults.set(key, seen);
  }
}
const listed = (faults) => [...faults.values()].map((f) => `${f.line} (seen: ${f.where.join(' ')})`);

// The person's moves: spread over the legal ones, the same each run.
const pick = (legal, state, n) => legal[(n * 7 + 3) % legal.length];
// The page is waiting for the person, or the game is over (run in the page).
const personOrEnd = () => { const t = window.mercato.turn(); return t.over || t.humanTurn; };

for (const game of registeredGames()) {
  const table = largestTable(game);
  test(`${game.id} at ${table.players} players on a phone: readable text, thumb-sized targets, labels apart`,
    { timeout: 180000 }, async () => {
      assert.deepEqual(await app.api('newGame', table), { ok: true });
      await app.waitScreen('play');
      await app.page.evaluate(() => window.mercato.debug.showGuide());
      const faults = new Map();  // each finding once, with where it was seen
      for (const moves of [0, 3, 6]) {
        // Three moves of the person, each followed frame by frame until the person's turn:
        // what the computers' moves moved or paid shows a moment (a "+3" over a seat
        // stays 1.4 s under reduced motion), and a passing label keeps apart too.
        for (let played = moves - 2; moves > 0 && played <= moves; ++played) {
          const r = await app.playOut(pick, { limit: 1, timeout: 60000 });
          assert.equal(r.timedOut, false, `${game.id}: the computers stopped moving`);
          for (const m of r.moves) assert.deepEqual(m.result, { ok: true }, `${game.id}: ${m.move}`);
          for (let frame = 0; frame < 600; ++frame) {
            await app.frames(1);
            collect(faults, await phoneFindings(app), `${played}moving`);
            if (await app.page.evaluate(personOrEnd)) break;
          }
        }
        await app.waitFor(personOrEnd, null, 60000);
        for (const lang of ['en', 'ja']) {
          await app.api('setLanguage', lang);
          await app.frames(3);
          if (lang === 'en') await app.shot(`phone_sizes-${game.id}-${moves}`);
          const f = await phoneFindings(app);
          assert.ok(f.runs > 10, `${game.id}: the frame recorded ${f.runs} text runs`);
          collect(faults, f, `${moves}${lang}`);
          noteRoles(game.id, f);
        }
      }
      await app.api('setLanguage', 'en');
      const list = listed(faults);
      assert.equal(list.length, 0, `${game.id}: ${list.length} findings:\n${list.join('\n')}`);
    });

  // Later in a game (stacked crates, full warehouses): the fixture table of tools/phone_sizes.cjs.
  test(`${game.id}'s fixture table on a phone: readable text, thumb-sized targets, labels apart`,
    { timeout: 120000 }, async () => {
      const record = fs.readFileSync(path.join(__dirname, 'fixtures', 'tables', `${game.id}.mercato`), 'utf8');
      assert.ok((await app.api('importRecord', record)).ok);
      await app.waitScreen('play');
      await app.page.evaluate(() => window.mercato.debug.showGuide());
      await app.waitFor(personOrEnd, null, 60000);
      const faults = new Map();
      for (const lang of ['en', 'ja']) {
        await app.api('setLanguage', lang);
        await app.frames(3);
        const f = await phoneFindings(app);
        collect(faults, f, lang);
        noteRoles(game.id, f);
      }
      await app.api('setLanguage', 'en');
      const list = listed(faults);
      const marked = seen.get(game.id);
      const unmarked = (ROLES[game.id] || KEY_ROLES).filter((k) => !(marked[k] > 0));
      assert.deepEqual(unmarked, [], `${game.id}: no run marked as ${unmarked.join(', ')} (${JSON.stringify(marked)})`);
      assert.equal(list.length, 0, `${game.id}: ${list.length} findings:\n${list.join('\n')}`);
    });
}
