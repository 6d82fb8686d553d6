// Accessibility (docs/accessibility.md): the hidden live log, the hidden move
// buttons (a whole Merchants game played only through them), the canvas's label
// and summary, "why not" on keyboard focus, the page's language, pinch-zoom,
// reduced motion, and axe-core on Home, Setup, a table and the Lab.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { ROOT, openApp, NO_MOTION } = require('./support.cjs');

const AXE = path.join(ROOT, '.cache', 'npm', 'node_modules', 'axe-core', 'axe.min.js');
const untilMineOrOver = () => {
  const t = window.mercato.turn();
  if (t.over) return true;
  const buttons = document.querySelectorAll('#access-moves button');
  const legal = window.mercato.legalActions();
  return t.humanTurn && buttons.length === legal.length && legal.length > 0 &&
         Array.from(buttons).every((b, i) => b.getAttribute('data-move') === legal[i]);
};

test('a whole Merchants game played only through the hidden move buttons; every log line is read out',
     { timeout: 300000 }, async () => {
  const app = await openApp(NO_MOTION);
  try {
    const { page } = app;
    assert.equal(await page.getAttribute('#access-log', 'role'), 'log');
    assert.equal(await page.getAttribute('#access-log', 'aria-live'), 'polite');
    assert.equal(await page.getAttribute('#canvas', 'aria-label'), 'Game table');
    await app.api('setPace', 0);
    assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'heuristic', 'heuristic'],
                                                seed: 7 }), { ok: true });
    let mine = 0;
    for (let guard = 0; guard < 3000; ++guard) {
      await page.waitForFunction(untilMineOrOver, null, { timeout: 30000, polling: 50 });
      if ((await app.api('turn')).over) break;
      if (mine === 0) {
        // The canvas, focused, is described by a summary of the table.
        await page.focus('#canvas');
        const summary = await page.textContent('#access-summary');
        assert.match(summary, /^Merchants\. Your turn\. Scores: You \d+, Seat 2 \(computer\) \d+/);
        assert.match(summary, /moves in the move list\.$/);
      }
      // The keyboard (or a switch) reaches the first move button; Enter presses it.
      const button = page.locator('#access-moves button').first();
      const words = await button.textContent();
      const move = await button.getAttribute('data-move');
      const lines = await page.locator('#access-log p').count();
      await button.focus();
      assert.ok(await page.isVisible('#access'), 'the panel shows while the keyboard is in it');
      await page.keyboard.press('Enter');
      ++mine;
      // The log reads the move in the same words as its button.
      await page.waitForFunction((n) => document.querySelectorAll('#access-log p').length > n, lines);
      const said = words.endsWith(` (${move})`) ? words.slice(0, -(move.length + 3)) : words;
      assert.equal(await page.locator('#access-log p').nth(lines).textContent(), said);
    }
    const over = await app.api('turn');
    assert.equal(over.over, true, 'the game ended');
    assert.ok(mine >= 5, `only ${mine} moves were played through the buttons`);
    // Every log line (chance included), once, as the viewer reads it.
    await page.waitForFunction((n) => document.querySelectorAll('#access-log p').length === n, over.moves);
    assert.equal(await page.locator('#access-moves button').count(), 0);
    assert.match(await page.textContent('#access-summary'), /Game over\./);
    // The end screen's score breakdown, as a table: a header row and one row per seat,
    // in the words the canvas draws (debug.texts() does not hold it; the sheet does).
    await page.waitForFunction(() => !document.getElementById('access-scores').hidden, null, { timeout: 20000 });
    const sheet = await page.evaluate(() => {
      const table = document.getElementById('access-scores');
      return {
        caption: table.caption.textContent,
        headers: [...table.tHead.rows[0].cells].map((c) => c.textContent),
        rows: [...table.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)),
      };
    });
    assert.equal(sheet.caption, 'Score breakdown');
    assert.ok(sheet.headers.length >= 2, JSON.stringify(sheet));
    assert.equal(sheet.rows.length, over.scores.length, JSON.stringify(sheet));
    for (const row of sheet.rows) assert.equal(row.length, sheet.headers.length, JSON.stringify(sheet));
    // Each seat's total in the sheet is its final score.
    const totals = sheet.rows.map((r) => Number(r[r.length - 1]));
    assert.deepEqual([...totals].sort(), [...over.scores].map(Number).sort(), JSON.stringify(sheet));
    await app.shot('access-merchants-over');
  } finally {
    await app.close();
  }
});

test('the language: <html lang>, new log lines and the buttons follow it; a first visit picks the browser\'s', async () => {
  const ja = await openApp({ locale: 'ja-JP' });
  try {
    assert.equal(await ja.api('language'), 'ja', 'a browser that prefers Japanese gets Japanese');
    assert.equal(await ja.page.getAttribute('html', 'lang'), 'ja');
    await ja.api('setPace', 0);
    await ja.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 7 });
    await ja.page.waitForFunction(untilMineOrOver);
    await ja.api('setPace', 100);  // the table holds still from here
    assert.equal(await ja.page.getAttribute('#canvas', 'aria-label'), 'ゲームの卓');
    assert.match(await ja.page.textContent('#access-moves-title'), /あなたの手/);
    // The choice is kept: English chosen now is English on the next visit.
    await ja.api('setLanguage', 'en');
    assert.equal(await ja.page.getAttribute('html', 'lang'), 'en');
    await ja.page.waitForFunction(() => document.getElementById('access-moves-title').textContent === 'Your moves');
    const button = ja.page.locator('#access-moves button').first();
    assert.match(await button.textContent(), /^[\x20-\x7e]+$/, 'the move in English');
    await ja.page.reload();
    await ja.page.evaluate(() => window.mercato.ready);
    assert.equal(await ja.api('language'), 'en');
  } finally {
    await ja.close();
  }
  const en = await openApp({ locale: 'en-GB' });
  try {
    assert.equal(await en.api('language'), 'en');
    assert.equal(await en.page.getAttribute('html', 'lang'), 'en');
    // Pinch-zoom stays allowed.
    const viewport = await en.page.getAttribute('meta[name=viewport]', 'content');
    assert.doesNotMatch(viewport, /user-scalable=no|maximum-scale/);
  } finally {
    await en.close();
  }
});

test('prefers-reduced-motion: the app stops its motion and the page its transitions', async () => {
  const calm = await openApp({ reducedMotion: 'reduce' });
  try {
    assert.equal(await calm.page.evaluate(() => window.mercato.debug.reducedMotion()), true);
    assert.equal(await calm.page.evaluate(() => getComputedStyle(document.getElementById('cover')).transitionDuration), '0s');
  } finally {
    await calm.close();
  }
  const moving = await openApp({ reducedMotion: 'no-preference' });
  try {
    assert.equal(await moving.page.evaluate(() => window.mercato.debug.reducedMotion()), false);
    assert.notEqual(await moving.page.evaluate(() => getComputedStyle(document.getElementById('cover')).transitionDuration), '0s');
  } finally {
    await moving.close();
  }
});

// Frames drawn in a while after a person's move that showed a new picture
// (mercato.debug.frameReasons(): every frame is drawn meanwhile, and those whose
// picture is the last one's are counted as unchanged), per move. The computers
// wait (a long pace) and earlier moves' marks are gone, so what changes is the
// move's own motion, or something going away (Oregano's die, a "+3"): motion is
// a picture that keeps changing, more than one changed frame.
// Stops early once `enough(changed)` holds.
async function changedFramesAfterMoves(app, game, moves, enough = () => false) {
  const drawnOf = (r) => Object.entries(r).reduce((n, [k, v]) => (k === 'unchanged' ? n : n + v), 0);
  const reasons = () => app.page.evaluate(() => window.mercato.debug.frameReasons());
  assert.deepEqual(await app.api('newGame', { game, players: 3, seats: ['human', 'random', 'random'], seed: 5 }), { ok: true });
  const changed = [];
  for (let k = 0; k < moves; ++k) {
    await app.api('setPace', 0);
    await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; });
    if ((await app.api('turn')).over) break;
    await app.api('setPace', 60);
    // The marks of earlier moves gone (they go 3 s after a move, a change that is not motion).
    await app.waitFor(() => !Object.keys(window.mercato.debug.rects()).some((k) => k.startsWith('changed:')), null, 10000);
    const legal = await app.api('legalActions');
    assert.deepEqual(await app.page.evaluate((move) => {
      window.mercato.debug.alwaysDraw(true);
      return window.mercato.act(move);
    }, legal[(k * 5) % legal.length]), { ok: true });
    await app.frames(3);  // the move drawn, the layout settled
    const before = await reasons();
    await app.page.waitForTimeout(900);
    const after = await reasons();
    await app.page.evaluate(() => window.mercato.debug.alwaysDraw(false));
    changed.push((drawnOf(after) - drawnOf(before)) - (after.unchanged - before.unchanged));
    if (enough(changed)) break;
  }
  return changed;
}

test('prefers-reduced-motion: after a move nothing flies, tumbles or rises; with motion it does', { timeout: 240000 }, async () => {
  const calm = await openApp({ reducedMotion: 'reduce' });
  try {
    for (const game of ['merchants', 'oregano']) {
      const changed = await changedFramesAfterMoves(calm, game, 5);
      assert.ok(changed.length >= 4, `${game}: ${changed.length} moves`);
      assert.ok(changed.every((n) => n <= 1), `${game}, reduced motion: frames kept changing after moves: ${changed}`);
    }
  } finally {
    await calm.close();
  }
  // The same moves with motion: the measure sees what moves (one such move is enough).
  const moving = await openApp({ reducedMotion: 'no-preference' });
  try {
    for (const game of ['merchants', 'oregano']) {
      const changed = await changedFramesAfterMoves(moving, game, 5, (c) => c.some((n) => n > 1));
      assert.ok(changed.some((n) => n > 1), `${game}, with motion: no move's frames kept changing: ${changed}`);
    }
  } finally {
    await moving.close();
  }
});

test('"why not" shows on keyboard focus, not only on hover', async () => {
  const app = await openApp();
  try {
    await app.api('setPace', 0);
    await app.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 7 });
    await app.page.waitForFunction(untilMineOrOver);
    await app.api('setPace', 100);  // the table holds still from here
    await app.page.mouse.move(2, 795);  // the mouse rests where nothing is
    await app.page.focus('#canvas');
    // Walk the table with the arrow keys until a move that cannot be made now is focused.
    let explained = null;
    const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowDown'];
    for (let i = 0; i < 60 && !explained; ++i) {
      await app.page.keyboard.press(keys[Math.floor(i / 6) % keys.length]);
      await app.frames(3);
      const rects = await app.rects();
      if (rects.why && rects.focus && rects.why.join() === rects.focus.join()) explained = rects.why;
    }
    assert.ok(explained, 'no focused item explained why it cannot be chosen');
    await app.shot('access-why-not-on-focus');
  } finally {
    await app.close();
  }
});

// axe-core in the page: serious and critical violations, with where they are.
async function axe(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe-core: no serious or critical violation on Home, Setup, a table and the Lab', { timeout: 120000 }, async () => {
  const app = await openApp();
  try {
    assert.deepEqual(await axe(app.page), [], 'home');
    assert.deepEqual(await app.api('open', 'setup', 'merchants'), { ok: true });
    await app.waitScreen('setup');
    assert.deepEqual(await axe(app.page), [], 'setup');
    await app.api('setPace', 0);
    await app.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 7 });
    await app.page.waitForFunction(untilMineOrOver);
    await app.api('setPace', 100);  // the table holds still from here
    assert.deepEqual(await axe(app.page), [], 'table');
    await app.page.locator('#access-moves button').first().focus();  // the panel, shown
    assert.deepEqual(await axe(app.page), [], 'table with the move list shown');
    await app.page.evaluate(() => window.mercato.lab.start({ game: 'merchants', players: 3,
                                                               bots: ['random', 'random', 'random'], games: 5 }));
    await app.waitScreen('lab');
    assert.deepEqual(await axe(app.page), [], 'lab');
  } finally {
    await app.close();
  }
});

test('hot seat: the move list waits behind the hand-over, as the table does', { timeout: 180000 }, async () => {
  const app = await openApp();
  try {
    const { page } = app;
    await app.api('setPace', 0);
    await app.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'human', 'heuristic'], seed: 7 });
    const ready = () => {
      const t = window.mercato.turn();
      return t.over || (t.humanTurn && !!document.querySelector('#access-moves button'));
    };
    let handedOver = false;
    for (let guard = 0; guard < 200 && !handedOver; ++guard) {
      await page.waitForFunction(ready, null, { timeout: 30000, polling: 50 });
      if ((await app.api('turn')).over) break;
      const take = page.locator('#access-moves button[data-hand-off]');
      if (await take.count()) {
        const viewer = (await app.api('turn')).viewer;
        assert.equal(await page.locator('#access-moves button[data-move]').count(), 0, 'no moves before the hand-over');
        assert.equal(await take.textContent(), `I am Seat ${viewer + 1}: show my table`);
        await page.focus('#canvas');
        assert.match(await page.textContent('#access-summary'), new RegExp(`Pass the screen to Seat ${viewer + 1}\\.`));
        assert.ok(await app.rects().then((r) => !!r['play:handoff']), 'the table is covered too');
        await take.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelectorAll('#access-moves button[data-move]').length > 0);
        await app.frames(3);
        assert.equal((await app.rects())['play:handoff'], undefined, 'the table shows for the new seat');
        handedOver = true;
      } else {
        await page.locator('#access-moves button').first().focus();
        await page.keyboard.press('Enter');
        await app.frames(2);
      }
    }
    assert.ok(handedOver, 'no hand-over between the two people');
  } finally {
    await app.close();
  }
});
