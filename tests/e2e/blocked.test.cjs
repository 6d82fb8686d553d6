// Why a move may not be made, from the rules (issue 17): mercato.blockedMoves()
// lists the moves the viewer's table shows that it may not make now, each with
// the rules' reason code and the table's words for it, in the page's language.
// Played a while in every game by the API: every code the rules gave is worded
// by the game's view (never shown as the bare code), the seat to move is never
// told a move is blocked that legalActions() offers it by the same words, and a
// seat waiting for another is told it is not its turn.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { openApp, registeredTables, NO_MOTION } = require('./support.cjs');

const GAMES = registeredTables(3);  // every registered game, 3 seats where it allows
const MOVES = 40;

for (const { game, players } of GAMES) {
  test(`${game}: blocked moves come with the rules' reason, worded in English and Japanese`, { timeout: 240000 }, async () => {
    const app = await openApp(NO_MOTION);
    try {
      const seats = ['human', ...Array(players - 1).fill('random')];
      assert.deepEqual(await app.api('newGame', { game, players, seats, seed: 21 }), { ok: true });
      await app.api('setPace', 0);
      const reasons = new Map();   // code -> [english, japanese]
      let waited = 0, blockedToMover = 0;
      for (let k = 0; k < MOVES; ++k) {
        // One synchronous read: the computers move between frames, never inside it.
        const { turn, byLang } = await app.page.evaluate(() => {
          const m = window.mercato;
          const read = { turn: m.turn(), byLang: {} };
          for (const lang of ['en', 'ja']) { m.setLanguage(lang); read.byLang[lang] = m.blockedMoves(); }
          m.setLanguage('en');
          return read;
        });
        if (turn.over) break;
        for (const lang of ['en', 'ja']) {
          const blocked = byLang[lang];
          for (const b of blocked) {
            assert.equal(typeof b.action, 'number');
            assert.match(b.reason, /^[a-z][a-z0-9_]*$/);
            assert.ok(b.why && b.why !== b.reason, `${game}: '${b.reason}' has words (${lang}): '${b.why}'`);
            if (lang === 'ja') assert.match(b.why, /[\u3040-\u30ff\u4e00-\u9fff]/, `Japanese words for '${b.reason}': '${b.why}'`);
            const words = reasons.get(b.reason) || ['', ''];
            words[lang === 'en' ? 0 : 1] = b.why;
            reasons.set(b.reason, words);
            if (turn.humanTurn) assert.notEqual(b.reason, 'not_your_turn');
          }
          if (lang === 'en' && turn.humanTurn) blockedToMover += blocked.length;
          if (lang === 'en' && !turn.humanTurn && blocked.length > 0) {
            ++waited;
            assert.ok(blocked.every((b) => b.reason === 'not_your_turn'),
              `a waiting seat is told it is not its turn: ${JSON.stringify(blocked.slice(0, 3))}`);
          }
        }
        if (turn.humanTurn) {
          const legal = await app.api('legalActions');
          assert.deepEqual(await app.api('act', legal[(k * 7) % legal.length]), { ok: true });
        } else {
          const before = turn.moves;
          await app.waitFor((n) => { const t = window.mercato.turn(); return t.over || t.moves > n; }, before, 60000);
        }
      }
      console.log(`${game}: reasons seen ${[...reasons.keys()].join(', ')}; blocked to the mover ${blockedToMover}, waiting turns ${waited}`);
      assert.ok(reasons.size >= 2, `${game}: more than one reason met in ${MOVES} moves`);
      assert.ok(blockedToMover > 0, `${game}: the person to move was shown blocked moves`);
    } finally {
      await app.close();
    }
  });
}
