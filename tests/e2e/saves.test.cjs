// Saved games as files, undo by agreement and the replay viewer (issue #8):
// export -> import round trip (API, "Save to file…" download, the file picker
// and drag and drop); each kind of bad file refused with its message while the
// game on screen stays exactly as it was; undo refused across a draw; hot-seat
// undo asks everyone first; a replay steps through the states the live game showed.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { openApp, downloadedText, NO_MOTION } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ width: 1280, height: 800, ...NO_MOTION }); });
after(async () => { if (app) await app.close(); });

const turn = () => app.api('turn');
const state = () => app.api('state');
const notice = () => app.page.evaluate(() => window.mercato.debug.notice());

async function humanTurn(timeout = 60000) {
  await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, timeout);
  return turn();
}

// A merchants game against the heuristic, a few human moves in.
async function gameInProgress(seed, humanMoves = 4) {
  assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed }), { ok: true });
  await app.api('setPace', 0);
  for (let i = 0; i < humanMoves; ++i) {
    const t = await humanTurn();
    if (t.over) break;
    const legal = await app.api('legalActions');
    assert.deepEqual(await app.api('act', legal[0]), { ok: true });
  }
  return humanTurn();
}

// What must not change when a file is refused.
async function snapshot() {
  return { screen: await app.api('screen'), turn: await turn(), state: await state(), legal: await app.api('legalActions') };
}

// Drops a file with `text` on the canvas as a person dragging it from their desktop would.
async function dropFile(name, text) {
  await app.page.evaluate(([n, t]) => {
    const data = new DataTransfer();
    data.items.add(new File([t], n, { type: 'text/plain' }));
    document.getElementById('canvas').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, [name, text]);
}

test('export -> import gives the same game: API, Save to file…, file picker, drag and drop', async () => {
  await gameInProgress(3);
  const before = await snapshot();
  const text = await app.api('exportRecord');
  assert.match(text, /^mercato-record v1 game=merchants players=2 .*seats=human,heuristic moves=\d+\n/);

  // "Save to file…" downloads the same text as <game>-<date>.mercato.
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.click('play:save')]);
  assert.match(download.suggestedFilename(), /^merchants-\d{4}-\d\d-\d\d\.mercato$/);
  assert.equal(await downloadedText(download), text);

  // Another game, then the record through the API: the first game is back.
  await gameInProgress(4, 1);
  assert.deepEqual(await app.api('importRecord', text), { ok: true });
  await app.waitScreen('play');
  await humanTurn();
  assert.deepEqual(await snapshot(), before);

  // Home's "Open a saved game…" file picker.
  await app.api('open', 'home');
  await app.waitScreen('home');
  await app.shot('saves-home-open');
  const [chooser] = await Promise.all([app.page.waitForEvent('filechooser'), app.click('home:open')]);
  await chooser.setFiles({ name: 'merchants-game.mercato', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await app.waitScreen('play');
  await humanTurn();
  assert.deepEqual(await snapshot(), before);

  // A file dropped anywhere on the page.
  await gameInProgress(5, 1);
  await dropFile('dropped.mercato', text);
  await app.waitFor((moves) => window.mercato.turn().moves === moves && / seed=3\b/.test(window.mercato.exportRecord()), before.turn.moves);
  await humanTurn();
  assert.deepEqual(await snapshot(), before);
});

test('each bad file is refused with its message; the game on screen stays as it was', async () => {
  await gameInProgress(7);
  const good = await app.api('exportRecord');
  const lines = good.trimEnd().split('\n');
  const header = lines[0];
  const before = await snapshot();
  const withLine = (n, move) => lines.map((l, i) => (i === n - 1 ? move : l)).join('\n') + '\n';
  const cases = [
    ['not a record', 'Dear diary, today I bought pepper.\n', /^not a Mercato record: line 1 must start with 'mercato-record'$/],
    ['another version', good.replace('mercato-record v1', 'mercato-record v2'),
      /^the record is version 2, newer than this Mercato \(version 1\): update Mercato to open it$/],
    ['unknown game', good.replace('game=merchants', 'game=chess'), /^line 1: unknown game 'chess'/],
    ['illegal action', withLine(6, 'fly to the moon'), /^line 6: 'fly to the moon' is not a legal move here$/],
    ['truncated', lines.slice(0, -1).join('\n') + '\n',
      new RegExp(`^the record is truncated: the header says ${lines.length - 1} moves, the file holds ${lines.length - 2}$`)],
  ];
  for (const [name, text, message] of cases) {
    const result = await app.api('importRecord', text);
    assert.equal(result.ok, false, name);
    assert.match(result.error, message, name);
    assert.ok((await notice()).endsWith(result.error), `${name}: the notice shows the reason`);
    await app.waitRect('notice:close');
    if (name === 'illegal action') await app.shot('saves-bad-file-notice');
    await app.click('notice:close');
    assert.equal(await notice(), '');
    assert.deepEqual(await snapshot(), before, `${name}: the game is unchanged`);
  }
  assert.ok(header.startsWith('mercato-record v1'));

  // 10 MB of noise, dropped as a file: refused by its size before any parsing.
  await app.page.evaluate(() => {
    let noise = '';
    const chunk = Array.from({ length: 1024 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
    while (noise.length < 10 * 1024 * 1024) noise += chunk;
    window.__noise = noise.slice(0, 10 * 1024 * 1024);
  });
  const big = await app.page.evaluate(() => window.mercato.importRecord(window.__noise));
  assert.deepEqual(big, { ok: false, error: 'not a Mercato record: the file is 10.0 MB, over the 4 MB limit for a record' });
  await app.click('notice:close');
  await app.page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File([window.__noise], 'noise.bin'));
    document.getElementById('canvas').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await app.waitFor(() => window.mercato.debug.notice().includes('over the 4 MB limit'));
  await app.shot('saves-noise-notice');
  await app.click('notice:close');
  assert.deepEqual(await snapshot(), before);
});

test('undo is refused across a draw, and says why', async () => {
  assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 12 }), { ok: true });
  await app.api('setPace', 0);
  let drew = false;
  for (let guard = 0; guard < 200 && !drew; ++guard) {
    const t = await humanTurn();
    assert.equal(t.over, false, 'the game ended before the human could draw');
    const legal = await app.api('legalActions');
    drew = legal.includes('draw');
    assert.deepEqual(await app.api('act', drew ? 'draw' : legal[0]), { ok: true });
  }
  assert.ok(drew);
  const t = await humanTurn();
  assert.equal(t.canUndo, false);
  assert.equal(t.undoBlock, 'chance');
  const r = await app.waitRect('play:undo');
  await app.page.mouse.move(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await app.shot('saves-undo-refused-tooltip');
  await app.click('play:undo');
  assert.equal((await turn()).moves, t.moves, 'a refused undo changes nothing');
});

test('hot seat: undo asks whether all players agree, and only Yes undoes', async () => {
  assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'human'], seed: 21 }), { ok: true });
  const first = await turn();
  const legal = await app.api('legalActions');
  const load = legal.find((m) => m.startsWith('load '));
  assert.ok(load, `a public first move (have ${legal.join(', ')})`);
  assert.deepEqual(await app.api('act', load), { ok: true });
  const t = await turn();
  assert.equal(t.canUndo, true);
  // The next seat's cover first: Undo is off under it (issue 38); the table shown, it asks.
  await app.click('play:handoff');
  await app.click('play:undo');
  await app.waitRect('undo:no');
  await app.shot('saves-undo-confirm');
  assert.equal((await turn()).moves, t.moves, 'nothing is undone before the answer');
  await app.click('undo:no');
  assert.equal((await turn()).moves, t.moves);
  assert.equal((await app.rects())['undo:yes'], undefined);
  await app.click('play:undo');
  await app.click('undo:yes');
  await app.waitFor((n) => window.mercato.turn().moves < n, t.moves);
  assert.equal((await turn()).toMove, first.toMove);
  assert.ok((await app.api('legalActions')).includes(load));
});

test('replay: steps forwards and back through the states the live game showed', async () => {
  assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 31 }), { ok: true });
  await app.api('setPace', 0);
  const seen = new Map();  // moves -> seat 0's view, at each of the human's turns
  // The whole game in one call to the page (a call waits for a frame, ~0.1 s here):
  // at each of the human's turns its view and its move's result, checked below.
  const turns = await app.page.evaluate(async () => {
    const m = window.mercato;
    const out = [];
    for (const end = Date.now() + 120000; Date.now() < end;) {
      const t = m.turn();
      if (!t.over && !t.humanTurn) { await new Promise((r) => setTimeout(r, 20)); continue; }
      const entry = { moves: t.moves, state: m.state() };
      out.push(entry);
      if (t.over) break;
      const legal = m.legalActions();
      entry.result = m.act(legal.find((x) => x.startsWith('play ')) || legal[0]);
    }
    return out;
  });
  assert.ok(turns.length > 0 && turns[turns.length - 1].result === undefined, 'the game did not end');
  for (const entry of turns) {
    seen.set(entry.moves, entry.state);
    if (entry.result !== undefined) assert.deepEqual(entry.result, { ok: true });
  }
  const record = await app.api('exportRecord');
  await app.click('over:replay');
  await app.waitScreen('replay');
  const replay = (name, ...args) => app.page.evaluate(([n, a]) => window.mercato.replay[n](...a), [name, args]);
  assert.deepEqual(await replay('view', 0), { ok: true });
  let p = await replay('goto', 0);
  assert.equal(p.step, 0);
  const steps = p.steps;
  // Every step forwards in one call to the page (each call waits for a frame, and a
  // frame of the headless browser takes ~0.1 s); checked step by step below.
  const walked = [{ p, s: await replay('state') }].concat(await app.page.evaluate((n) => {
    const out = [];
    for (let k = 1; k <= n; ++k) out.push({ p: window.mercato.replay.step(1), s: window.mercato.replay.state() });
    return out;
  }, steps));
  const states = [];
  let matched = 0;
  for (let k = 0; k <= steps; ++k) {
    p = walked[k].p;
    assert.equal(p.step, k);
    const s = walked[k].s;
    states.push(s);
    if (seen.has(p.moves)) { assert.deepEqual(s, seen.get(p.moves), `step ${k}`); matched++; }
  }
  assert.equal(matched, seen.size, 'every position the human saw is a step of the replay');
  assert.equal(p.over, true);
  for (let k = steps - 1; k >= steps - 5; --k) {
    p = await replay('step', -1);
    assert.equal(p.step, k);
    assert.deepEqual(await replay('state'), states[k]);
  }
  // Buttons and keys.
  await app.click('replay:start');
  assert.equal((await replay('position')).step, 0);
  await app.click('replay:next');
  await app.click('replay:next');
  assert.equal((await replay('position')).step, 2);
  await app.click('replay:back');
  assert.equal((await replay('position')).step, 1);
  await app.page.keyboard.press('ArrowRight');
  await app.frames(3);
  assert.equal((await replay('position')).step, 2);
  await app.page.keyboard.press('End');
  await app.frames(3);
  assert.equal((await replay('position')).step, steps);
  await app.page.keyboard.press('ArrowLeft');
  await app.frames(3);
  assert.equal((await replay('position')).step, steps - 1);
  // All-seeing shows the computer's hand, which seat 0's view hides.
  await replay('goto', 3);
  const seatView = await replay('state');
  assert.equal(seatView.seats[1].hand, undefined);
  await app.click('replay:view:all');
  assert.equal((await replay('position')).viewer, 'all');
  const allView = await replay('state');
  assert.notEqual(allView.seats[1].hand, undefined);
  await app.shot('saves-replay-all-seeing');
  assert.deepEqual(await replay('view', 7), { ok: false, error: "no seat '7' (use 0-1 or 'all')" });
  await app.click('replay:close');
  await app.waitScreen('over');

  // A finished game imported from its file opens in the replay viewer.
  await app.api('open', 'home');
  assert.deepEqual(await app.api('importRecord', record), { ok: true });
  await app.waitScreen('replay');
  p = await replay('position');
  assert.equal(p.steps, steps);
  assert.equal(p.step, 0);
  await app.click('replay:close');
  await app.waitScreen('home');
});
