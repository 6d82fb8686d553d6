// A turn's many small events are one line that opens (issue 38, part 4, "A log you can
// read": "In Trade Tycoon one turn writes ~25 deal lines"). The view says which log lines
// belong together (GameView::GroupOf): the deal's cards and skills, and each turn's order,
// the partner's return and the draw. The log panel draws such a run of lines as one line,
// its title and how many lines it holds ("Seat 2 trades with Seat 3 (3 lines)"), that a click
// or tap opens and closes. The lines keep their words: mercato.debug.log() still has every
// line; what the panel shows is the UI text "log:drawn" (one line each, "[+] " a closed
// group, "[-] " an open one, "  " before a line inside it).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

let app;
before(async () => { app = await openApp(); await app.api('setPace', 0); });
after(async () => { await app.close(); });

const drawn = async () => {
  await app.frames(2);
  const text = (await app.page.evaluate(() => window.mercato.debug.texts()))['log:drawn'] || '';
  return text.split('\n').filter((l) => l !== '');
};
const ORDER = /^(You|Seat \d) orders? from /;
const TURN_LINE = /^(You|Seat \d) (orders? from |returns? .* warehouse|draws? )/;

test('Trade Tycoon: a turn\'s order, return and draw are one line that opens', { timeout: 60000 }, async () => {
  assert.deepEqual(await app.api('newGame', {
    game: 'trade_tycoon', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 11,
  }), { ok: true });
  const run = await app.playOut((legal) => legal[0], { limit: 14, timeout: 40000 });
  assert.equal(run.timedOut, false, 'the moves were played in time');
  for (const m of run.moves) assert.ok(m.result.ok, `${m.move} refused: ${JSON.stringify(m.result)}`);

  // Every line is still there, in its words.
  const log = await app.page.evaluate(() => window.mercato.debug.log());
  const orders = log.filter((l) => ORDER.test(l));
  assert.ok(orders.length >= 4, `several turns were played (${orders.length} orders in ${log.length} lines)`);
  assert.equal(log.filter((l) => / returns? .* warehouse\.$/.test(l)).length, orders.length,
    'every order has its return in the log');

  // The panel draws each turn's order as one line.
  const shown = await drawn();
  assert.ok(shown.length > 0, 'the log panel draws lines');
  const loose = shown.filter((l) => TURN_LINE.test(l));
  assert.deepEqual(loose, [], 'no order, return or draw stands alone in the drawn log');
  const turns = shown.filter((l) => /^\[\+\] (You|Seat \d) trades? with (you|Seat \d) \(\d+ lines\)$/.test(l));
  assert.ok(turns.length >= orders.length - 1 && turns.length <= orders.length,
    `one line a turn: ${turns.length} turn lines for ${orders.length} orders:\n${shown.join('\n')}`);
  for (const t of turns) {
    const n = Number(/\((\d+) lines\)$/.exec(t)[1]);
    assert.ok(n >= 3 && n <= 6, `a turn folds its order, return and draw: ${t}`);
  }
  assert.ok(shown.some((l) => /^\[\+\] Cards and skills are dealt \(\d+ lines\)$/.test(l)),
    `the deal is one line:\n${shown.join('\n')}`);
  assert.ok(shown.length * 2 < log.length, `${shown.length} drawn lines for ${log.length} log lines`);

  // A click opens the last group: its lines appear under it, as the log words them.
  const rects = await app.rects();
  const groups = Object.keys(rects).filter((k) => k.startsWith('log:group:'))
    .sort((a, b) => Number(a.split(':')[2]) - Number(b.split(':')[2]));
  assert.ok(groups.length > 0, 'a group is on screen');
  const last = groups[groups.length - 1];
  const closedAt = shown.filter((l) => l.startsWith('[+] ')).pop();
  await app.click(last);
  const opened = await drawn();
  await app.shot('log_groups_open');
  const head = opened.findIndex((l) => l.startsWith('[-] '));
  assert.ok(head >= 0, `a group is open:\n${opened.join('\n')}`);
  assert.equal(opened[head].slice(4), closedAt.slice(4), 'the clicked group is the one opened');
  const n = Number(/\((\d+) lines\)$/.exec(opened[head])[1]);
  const inside = opened.slice(head + 1, head + 1 + n);
  assert.equal(inside.length, n, 'its lines are drawn under it');
  for (const l of inside) assert.ok(l.startsWith('  '), `indented under the group: ${l}`);
  const words = inside.map((l) => l.slice(2));
  const at = log.indexOf(words[0]);
  assert.ok(at >= 0, `its first line is a log line: ${words[0]}`);
  assert.deepEqual(log.slice(at, at + n), words, 'its lines are the log\'s, in order');
  assert.ok(words.some((w) => ORDER.test(w)) || words.some((w) => / dealt /.test(w)), `${words.join(' | ')}`);

  // A second click closes it again.
  await app.click(last);
  const closed = await drawn();
  assert.deepEqual(closed.filter((l) => l.startsWith('[-] ') || l.startsWith('  ')), [], 'the group closed');
  assert.equal(closed.length, shown.length, 'the panel is as before');
});
