// A `hard` computer move in the browser (issue 10): within about a second, while
// the page keeps drawing. Every seat is a hard computer, so moves follow one
// another; the page records each requestAnimationFrame time and each computer
// move's time. Printed: think time per move (max and median) and the frame
// intervals (p50, p95, max), next to the same page's frame intervals while idle
// (headless Chromium draws with SwiftShader, on a shared machine: its idle
// frame rate, drawing every frame, is the yardstick; on an idle machine it is
// 60 fps, on the shared one a few fps). The page stops a search at 0.9 s
// (web/app/play_session.cpp) and checks that once per frame, so a move takes
// at most the time box plus about two frames. The bounds are loose so a busy
// machine does not fail the test: thinking must not make the median frame much
// slower than an idle one, and no move may overrun the time box by more than a
// few frames.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

// The slowest games per hard move at their most players (docs/performance.md).
const CASES = [
  { game: 'trade_tycoon', players: 3 },
  { game: 'oregano', players: 4 },
];
const WATCH_MS = 6000;
const IDLE_MS = 2000;
const TIME_BOX_MS = 900;

let app;
before(async () => { app = await openApp({ width: 1280, height: 800 }); });
after(async () => { if (app) await app.close(); });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

// Sorted intervals between requestAnimationFrame callbacks over `ms`, with the
// page drawing every frame: an idle page draws nothing (issue 21), and a question
// to the API no longer wakes it, so the page is told to draw every frame
// (debug.alwaysDraw) and the yardstick is the cost of a drawn frame.
function frameIntervals(ms) {
  return app.page.evaluate((watch) => new Promise((resolve) => {
    const frames = [];
    window.mercato.debug.alwaysDraw(true);
    const tick = (t) => {
      frames.push(t);
      if (t - frames[0] < watch) requestAnimationFrame(tick); else done();
    };
    const done = () => {
      window.mercato.debug.alwaysDraw(false);
      const d = [];
      for (let i = 1; i < frames.length; ++i) d.push(frames[i] - frames[i - 1]);
      resolve(d.sort((a, b) => a - b));
    };
    requestAnimationFrame(tick);
  }), ms);
}

let idle;

for (const c of CASES) {
  test(`${c.game} with ${c.players} hard computers: moves within the time box, frames keep coming`, async () => {
    if (!idle) idle = await frameIntervals(IDLE_MS);  // the home screen, nothing thinking
    await app.api('setPace', 0);  // no pause between moves: only thinking separates them
    const r = await app.page.evaluate(async ({ game, players, watch }) => {
      const frames = [];
      const moves = [];
      const searched = [];  // the share of its iterations each computer move searched
      let watching = true;
      const tick = (t) => { if (watching) { frames.push(t); requestAnimationFrame(tick); } };
      const off = window.mercato.on('moved', (detail) => {
        if (detail.by === 'computer') { moves.push(performance.now()); searched.push(window.mercato.debug.lastSearch()); }
      });
      const start = performance.now();
      const res = window.mercato.newGame({ game, players, seed: 11, seats: Array(players).fill('hard') });
      requestAnimationFrame(tick);
      await new Promise((resolve) => setTimeout(resolve, watch));
      watching = false;
      if (typeof off === 'function') off();
      return { res, start, frames, moves, searched };
    }, { game: c.game, players: c.players, watch: WATCH_MS });
    assert.equal(r.res.ok, true, JSON.stringify(r.res));

    const intervals = [];
    for (let i = 1; i < r.frames.length; ++i) intervals.push(r.frames[i] - r.frames[i - 1]);
    intervals.sort((a, b) => a - b);
    const thinks = [];
    let last = r.start;
    for (const t of r.moves) { thinks.push(t - last); last = t; }
    const sortedThinks = [...thinks].sort((a, b) => a - b);
    const f = (x) => x.toFixed(1);
    const idle95 = percentile(idle, 0.95);
    const think95 = percentile(intervals, 0.95);
    const longest = sortedThinks[sortedThinks.length - 1] || 0;
    console.log(`${c.game} ${c.players}p hard: ${thinks.length} computer moves in ${WATCH_MS} ms; ` +
      `think ms max ${f(longest)}, median ${f(percentile(sortedThinks, 0.5) || 0)}; ` +
      `frames ${r.frames.length} (${f(r.frames.length / (WATCH_MS / 1000))} fps), interval ms ` +
      `p50 ${f(percentile(intervals, 0.5))}, p95 ${f(think95)}, max ${f(intervals[intervals.length - 1])}; ` +
      `idle page: p50 ${f(percentile(idle, 0.5))}, p95 ${f(idle95)}; ` +
      `share of the iteration budget searched, median ${f(100 * percentile([...r.searched].sort((a, b) => a - b), 0.5))} %`);
    assert.ok(r.searched.every((s) => s > 0 && s <= 1), `each move searched a share of its budget: ${r.searched}`);

    assert.ok(thinks.length >= 2, `only ${thinks.length} computer moves in ${WATCH_MS} ms`);
    // The median, not the p95: on a machine this busy a single slow frame is
    // the machine's (the p95 is printed above for the docs).
    const idle50 = percentile(idle, 0.5);
    const think50 = percentile(intervals, 0.5);
    const frameBound = Math.max(50, 3 * idle50);
    assert.ok(think50 < frameBound,
      `median frame interval ${f(think50)} ms while thinking, over ${f(frameBound)} (idle median ${f(idle50)})`);
    const moveBound = TIME_BOX_MS + 4 * Math.max(idle95, think95);
    assert.ok(longest < moveBound,
      `a hard move took ${f(longest)} ms: over the ${TIME_BOX_MS} ms time box plus four frames (${f(moveBound)})`);
  });
}
