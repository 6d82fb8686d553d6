#!/usr/bin/env node
// What a phone's player would have to squint at or aim for (issue 38, part 2): a
// report of each registered game's fixture table (tests/e2e/fixtures/tables) at
// 390x844 CSS px, touch, from the UI's own records: text runs under 12 CSS px
// (mercato.debug.inks()), named targets (debug.rects(), buttons and cards) under
// 44x44 CSS px and labels over each other (tests/e2e/phone_sizes_check.cjs), with the
// first-game guide showing. The
// test is tests/e2e/phone_sizes.test.cjs (every game at its largest player count).
//
//   NODE_PATH=.cache/npm/node_modules node tools/phone_sizes.cjs   (after ./tools/test e2e built the page)
'use strict';
const fs = require('fs');
const path = require('path');
const { openApp, registeredGames, ROOT } = require('../tests/e2e/support.cjs');
const { phoneFindings } = require('../tests/e2e/phone_sizes_check.cjs');

(async () => {
  const app = await openApp({ width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true });
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
  let total = 0;
  for (const game of registeredGames()) {
    const record = fs.readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'tables', `${game.id}.mercato`), 'utf8');
    await app.api('importRecord', record);
    await app.waitScreen('play');
    await app.page.evaluate(() => window.mercato.debug.showGuide());  // as a first game shows it
    await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 30000);
    await app.frames(4);
    const f = await phoneFindings(app);
    total += f.small.length + f.targets.length + f.overlaps.length;
    console.log(`${game.id}: ${f.runs} text runs, ${f.small.length} under 12 px; ${f.targets.length} targets under 44x44; ` +
                `${f.overlaps.length} labels over others`);
    for (const line of [...f.small, ...f.targets, ...f.overlaps]) console.log(`  ${line}`);
  }
  await app.close();
  console.log(`phone sizes: ${total} findings`);
})().catch((e) => { console.error(e); process.exit(1); });
