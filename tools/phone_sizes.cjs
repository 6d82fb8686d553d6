#!/usr/bin/env node
// What a phone's player would have to squint at or aim for (issue 38, part 2; a
// report, not a test: the fixes are not done). Opens each registered game's
// fixture table (tests/e2e/fixtures/tables) at 390x844 CSS px, touch, and lists
// from the UI's own records: text runs under 12 CSS px (mercato.debug.inks()),
// and named targets (debug.rects(), buttons and cards) under 44x44 CSS px.
//
//   NODE_PATH=.cache/npm/node_modules node tools/phone_sizes.cjs   (after ./tools/test e2e built the page)
'use strict';
const fs = require('fs');
const path = require('path');
const { openApp, registeredGames, ROOT } = require('../tests/e2e/support.cjs');

// Rectangles that are not targets: panels, change marks, legends, scroll and test markers.
const NOT_TARGETS = /^(panel|in|on|legend|scroll|tooltip|focus|changed|why|symbol-name)[:-]|^(tooltip|focus|why)$/;

(async () => {
  const app = await openApp({ width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true });
  await app.page.evaluate(() => window.mercato.debug.inks());  // starts the recording
  let total = 0;
  for (const game of registeredGames()) {
    const record = fs.readFileSync(path.join(ROOT, 'tests', 'e2e', 'fixtures', 'tables', `${game.id}.mercato`), 'utf8');
    await app.api('importRecord', record);
    await app.waitScreen('play');
    await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 30000);
    await app.frames(4);
    const inks = (await app.page.evaluate(() => window.mercato.debug.inks()))
      .map((i) => ({ size: i[8], text: i[10], hidden: i[11] === 1 }))
      .filter((i) => !i.hidden);
    const small = inks.filter((i) => i.size < 11.95);
    const targets = Object.entries(await app.rects())
      .filter(([name, r]) => !NOT_TARGETS.test(name) && (r[2] < 43.95 || r[3] < 43.95));
    total += small.length + targets.length;
    console.log(`${game.id}: ${inks.length} text runs, ${small.length} under 12 px; ${targets.length} targets under 44x44`);
    for (const i of small) console.log(`  text ${i.size.toFixed(1)} px: ${JSON.stringify(i.text).slice(0, 60)}`);
    for (const [name, r] of targets) console.log(`  target ${Math.round(r[2])}x${Math.round(r[3])}: ${name}`);
  }
  await app.close();
  console.log(`phone sizes: ${total} findings`);
})().catch((e) => { console.error(e); process.exit(1); });
