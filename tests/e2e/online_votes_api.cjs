// The online undo and hand-over votes through the page's API (mercato.online,
// typed in web/site/mercato.d.ts.in: this file is checked by tools/check_types).
// `app` is an openApp() page (tests/e2e/support.cjs).
'use strict';

const undoVotes = (app) => app.page.evaluate(() => {
  const s = window.mercato.online.status();
  return { undo: s.undo, lastUndo: s.lastUndo };
});
const askUndo = (app) => app.page.evaluate(() => window.mercato.online.undo());
const refuseUndo = (app) => app.page.evaluate(() => window.mercato.online.refuseUndo());
const handOver = (app, seat) => app.page.evaluate((s) => window.mercato.online.handOver(s), seat);

module.exports = { undoVotes, askUndo, refuseUndo, handOver };
