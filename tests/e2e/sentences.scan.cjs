// Sentences a person reads: every status line and every log line of whole games
// of all five games, in English and Japanese, from every seat's side of the table,
// checked for grammar a name glued to a verb produces ("You is loading a ship",
// "You chooses", "a Agreement") and for leftovers ("{who}", "%d", "3–3 players").
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

const GAMES = [
  { game: 'merchants', players: 3 },
  { game: 'turin_market', players: 4 },
  { game: 'oregano', players: 3 },
  { game: 'market_fresh', players: 2 },
  { game: 'trade_tycoon', players: 3 },
];

// English: a subject and a verb that do not agree, an article before the wrong
// sound, a range whose ends are equal, an unfilled template.
const ENGLISH_FAULTS = [
  [/\bYou (is|was|has|does)\b/, 'You + third-person verb'],
  [/\bYou (?!always\b|pass\b|discuss\b)[a-z]*[^s\W]s\b/, 'You + verb ending in -s'],
  [/\b(Seat \d+|[Ss]he|[Hh]e) (are|were|have)\b/, 'a seat + plural verb'],
  [/\ba [AEIOaeio]\w/, '"a" before a vowel'],
  [/\ban [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w/, '"an" before a consonant'],
  [/\b(\d+)[–-]\1 players\b/, 'a range with equal ends'],
];
const COMMON_FAULTS = [
  [/\{who\}|%[ds]|\bundefined\b|\bnull\b/, 'an unfilled template'],
  [/\bSeat 0\b|席0(?!\d)/, 'seats count from 1'],
];
const JAPANESE_FAULTS = [
  [/\b(You|Seat)\b/, 'English in a Japanese line'],
  [/(\d+)[–-]\1人/, 'a range with equal ends'],
];

function faultsOf(text, lang) {
  const rules = COMMON_FAULTS.concat(lang === 'en' ? ENGLISH_FAULTS : JAPANESE_FAULTS);
  return rules.filter(([re]) => re.test(text)).map(([, why]) => why);
}

let app;
before(async () => { app = await openApp({ width: 1280, height: 800 }); });
after(async () => { if (app) await app.close(); });

// The scanner itself must catch the faults it names (a test that can fail).
test('the patterns catch the sentences of the issue', () => {
  for (const bad of ['You is loading a ship.', 'You chooses a skill to pass.', 'Seat 2 buys a Agreement for 6 coins',
                     '3–3 players · about 40 minutes', 'Seat 0 draws', '{who} draws']) {
    assert.ok(faultsOf(bad, 'en').length > 0, `not caught: ${bad}`);
  }
  for (const good of ['You are loading a ship.', 'You pass in step 1', 'Seat 2 buys an Agreement for 6 coins',
                      '3 players · about 40 minutes', 'You draw 2 cards']) {
    assert.deepEqual(faultsOf(good, 'en'), [], `wrongly caught: ${good}`);
  }
  assert.ok(faultsOf('You が考え中', 'ja').length > 0);
});

// Plays a whole game of computers at full speed and returns its record.
async function wholeGame({ game, players }) {
  await app.api('setPace', 0);
  const over = app.page.evaluate(() => new Promise((resolve) => window.mercato.on('gameOver', resolve)));
  const started = await app.api('newGame', { game, players, seats: Array(players).fill('heuristic'), seed: 11 });
  assert.ok(started === undefined || started.ok !== false, JSON.stringify(started));
  await Promise.race([over, app.page.waitForTimeout(120000).then(() => { throw new Error(`${game} did not end`); })]);
  return app.api('exportRecord');
}

// In the page: steps the replay through every position from the mover's side
// (where "You" is the subject), and every fifth from the next seat's, in both
// languages, and collects each status line shown (one drawn frame per look).
function scanStatuses(players) {
  return window.mercato.ready.then(async () => {
    const m = window.mercato;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const seen = { en: new Set(), ja: new Set() };
    const steps = m.replay.goto(0).steps;
    const look = async (seat) => {
      m.replay.view(String(seat));
      for (const lang of ['en', 'ja']) {
        m.setLanguage(lang);
        await frame();
        const status = m.debug.texts().status;
        if (status) seen[lang].add(status);
      }
    };
    for (let k = 0; k <= steps; ++k) {
      const at = m.replay.goto(k);
      if (at.mover < 0 && k % 5 !== 0) continue;  // the deal: nobody's sentence
      const mover = at.mover >= 0 ? at.mover : 0;
      await look(mover);
      if (k % 5 === 0) await look((mover + 1) % players);
    }
    m.setLanguage('en');
    return { en: [...seen.en], ja: [...seen.ja] };
  });
}

for (const spec of GAMES) {
  test(`${spec.game}: every status and log line reads right in both languages`, async () => {
    const record = await wholeGame(spec);
    const result = await app.page.evaluate((text) => window.mercato.replay.open(text), record);
    assert.ok(result.ok, JSON.stringify(result));
    const faults = [];
    // Log lines, as each seat and the all-seeing replay read them.
    let lines = 0;
    for (const who of [...Array(spec.players).keys()].map(String).concat('all')) {
      await app.page.evaluate((w) => window.mercato.replay.view(w), who);
      const log = await app.page.evaluate(() => window.mercato.replay.log());
      for (const line of log) {
        for (const lang of ['en', 'ja']) {
          if (!line[lang]) continue;
          ++lines;
          for (const why of faultsOf(line[lang], lang)) faults.push(`log (${who}, ${lang}): "${line[lang]}": ${why}`);
        }
      }
    }
    const statuses = await app.page.evaluate(scanStatuses, spec.players);
    for (const lang of ['en', 'ja']) {
      for (const s of statuses[lang]) {
        for (const why of faultsOf(s, lang)) faults.push(`status (${lang}): "${s}": ${why}`);
      }
    }
    assert.ok(lines > 50, `${spec.game}: only ${lines} log lines scanned`);
    assert.ok(statuses.en.length > 3 && statuses.ja.length > 3,
              `${spec.game}: too few status lines seen (${statuses.en.length} en, ${statuses.ja.length} ja)`);
    assert.deepEqual([...new Set(faults)], []);
  });
}

test('setup says "3 players", not "3–3 players", in both languages', async () => {
  for (const game of (await app.api('listGames')).filter((g) => g.registered)) {
    for (const lang of ['en', 'ja']) {
      await app.api('setLanguage', lang);
      await app.api('open', 'setup', game.id);
      await app.frames(2);
      const subtitle = (await app.page.evaluate(() => window.mercato.debug.texts()))['setup:subtitle'];
      assert.ok(subtitle, `${game.id}: no subtitle`);
      assert.deepEqual(faultsOf(subtitle, lang), [], `${game.id} (${lang}): "${subtitle}"`);
    }
  }
  await app.api('setLanguage', 'en');
  await app.api('open', 'home');
});
