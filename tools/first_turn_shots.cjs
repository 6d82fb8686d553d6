#!/usr/bin/env node
// Each game's table at the person's first turn, on a 390x844 touch phone and at a 1280x800
// desk with the mouse, at 1x so the PNGs stay small: docs/screenshots/first-<game>-<phone|desk>-<tag>.png,
// issue 38's before and after. The page is build/web, or MERCATO_WEB_DIR's (an older commit's
// build for "before"); a page that has the first-game guide shows it, as a newcomer's first
// game from Setup does. The same deal each time (seed 5, the player count Setup offers first,
// computers that play at random: they answer at once).
//
//   node tools/first_turn_shots.cjs after
//   MERCATO_WEB_DIR=/path/to/old/build/web node tools/first_turn_shots.cjs before
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const { ROOT, launch, openApp, registeredGames } = require('../tests/e2e/support.cjs');

const SIZES = { phone: { width: 390, height: 844, hasTouch: true }, desk: { width: 1280, height: 800 } };

async function main() {
  const tag = process.argv[2];
  if (!tag) throw new Error('usage: node tools/first_turn_shots.cjs <tag, e.g. before | after>');
  const out = path.join(ROOT, 'docs', 'screenshots');
  fs.mkdirSync(out, { recursive: true });
  const browser = await launch();
  try {
    for (const [form, size] of Object.entries(SIZES)) {
      const app = await openApp({ browser, ...size });
      await app.api('setPace', 0);
      for (const game of registeredGames()) {
        const players = game.min_players <= 3 && game.max_players >= 3 ? 3 : game.min_players;
        const seats = ['human', ...Array(players - 1).fill('random')];
        const started = await app.api('newGame', { game: game.id, players, seats, seed: 5 });
        if (!started.ok) throw new Error(`${game.id}: ${started.error}`);
        await app.waitFor(() => window.mercato.turn().humanTurn, null, 60000);
        await app.page.evaluate(() => window.mercato.debug.showGuide && window.mercato.debug.showGuide());
        await app.frames(4);
        const file = path.join(out, `first-${game.id}-${form}-${tag}.png`);
        fs.writeFileSync(file, await app.page.screenshot());
        console.log(`${path.relative(ROOT, file)} ${fs.statSync(file).size} bytes`);
      }
      await app.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
