// Never lose a game (issue 18): the five ways the page used to lose a game in
// progress without a word, each tried as a person would: two tabs, reloading a
// game link (also embedded), full storage, a save that cannot be read, and
// opening a record over a game. The sixth loss is the CLI's (tests/ai/cli_test.sh).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { openApp, downloadedText, NO_MOTION } = require('./support.cjs');

let app;
before(async () => { app = await openApp({ width: 1280, height: 800, ...NO_MOTION }); });
after(async () => { if (app) await app.close(); });

const LINK = '?game=merchants&players=2&seats=human,heuristic&seed=5';

// Helpers on any page of the context (tab A is app.page).
const api = (page, name, ...args) => page.evaluate(([n, a]) => window.mercato[n](...a), [name, args]);
const saves = (page) => page.evaluate(() => window.mercato.saves.list());
const noticeOf = (page) => page.evaluate(() => window.mercato.debug.notice());
async function humanTurn(page, timeout = 60000) {
  await page.waitForFunction(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; },
                             null, { timeout, polling: 50 });
  return api(page, 'turn');
}
// Plays the first legal move until the game has at least `moves` moves.
async function playTo(page, moves) {
  await api(page, 'setPace', 0);
  for (;;) {
    const t = await humanTurn(page);
    if (t.over || t.moves >= moves) return t;
    const legal = await api(page, 'legalActions');
    assert.deepEqual(await api(page, 'act', legal[0]), { ok: true });
  }
}
async function openTab(query = '') {
  const page = await app.page.context().newPage();
  await page.goto(app.url + query);
  await page.evaluate(() => window.mercato.ready);
  return page;
}
// A page with empty storage (each page is left only once it has loaded).
async function fresh(query = '') {
  await app.page.goto(app.url);
  await app.page.evaluate(() => window.mercato.ready);
  await app.page.evaluate(() => window.localStorage.clear());
  await app.page.goto(app.url + query);
  await app.page.evaluate(() => window.mercato.ready);
}
async function clickOn(page, name) {
  await page.waitForFunction((n) => !!window.mercato.debug.rects()[n], name, { timeout: 5000, polling: 50 });
  const r = (await page.evaluate(() => window.mercato.debug.rects()))[name];
  await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
}

test('loss 1: two tabs keep two games; one game is played in one tab only', async () => {
  await fresh();
  const a = app.page;
  assert.deepEqual(await api(a, 'newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 11 }), { ok: true });
  const inA = await playTo(a, 27);
  const stateA = await api(a, 'state');

  // Tab B plays an Oregano game and resigns it.
  const b = await openTab();
  const oregano = (await api(b, 'listGames')).find((g) => g.id === 'oregano');
  const seats = ['human', ...Array(oregano.minPlayers - 1).fill('heuristic')];
  assert.deepEqual(await api(b, 'newGame', { game: 'oregano', players: oregano.minPlayers, seats, seed: 2 }), { ok: true });
  await playTo(b, 3);
  assert.deepEqual(await api(b, 'resign'), { ok: true });

  // A's game is still saved with all its moves, next to B's finished one. A sees
  // B's writes a moment later: Chromium hands localStorage between tab processes
  // asynchronously (seen missing once with two test files running at a time).
  await app.waitFor(() => window.mercato.saves.list().some((s) => s.game === 'oregano' && s.over), null, 10000)
    .catch(() => {});  // the assertions below say what is missing
  const list = await saves(a);
  const mine = list.find((s) => s.game === 'merchants' && !s.over);
  assert.ok(mine, `A's game is listed: ${JSON.stringify(list)}`);
  assert.equal(mine.moves, inA.moves);
  assert.deepEqual(mine.players, 2);
  assert.ok(list.some((s) => s.game === 'oregano' && s.over), 'B\'s finished game is kept under recent games');

  // A is playing it: B may not open it too, and says so.
  const refused = await b.evaluate((id) => window.mercato.saves.open(id), mine.id);
  assert.equal(refused.ok, false);
  assert.match(refused.error, /another tab/);
  assert.match(await noticeOf(b), /another tab/);
  await b.close();

  // A reloads and continues from the list: the same position.
  await a.reload();
  await a.evaluate(() => window.mercato.ready);
  assert.equal(await api(a, 'screen'), 'home');
  await a.waitForFunction((id) => !!window.mercato.debug.rects()['saves:continue:' + id], mine.id);
  await app.shot('never-lose-home-list');
  await clickOn(a, 'saves:continue:' + mine.id);
  await a.waitForFunction(() => window.mercato.screen() === 'play');
  assert.equal((await api(a, 'turn')).moves, inA.moves);
  assert.deepEqual(await api(a, 'state'), stateA);
});

test('loss 2: reloading a game link (also embedded) continues it; new=1 starts afresh', async () => {
  for (const extra of ['', '&embed=1']) {
    await fresh(LINK + extra);
    await app.waitScreen('play');
    const played = await playTo(app.page, 23);
    const state = await api(app.page, 'state');
    await app.page.reload();
    await app.page.evaluate(() => window.mercato.ready);
    await app.waitScreen('play');
    await app.waitFor(() => window.mercato.turn() !== null);
    assert.equal((await api(app.page, 'turn')).moves, played.moves, `reload${extra} resumes`);
    assert.deepEqual(await api(app.page, 'state'), state);

    // new=1: a fresh game, and the one before is still saved.
    await app.page.goto(app.url + LINK + extra + '&new=1');
    await app.page.evaluate(() => window.mercato.ready);
    await app.waitScreen('play');
    assert.ok((await api(app.page, 'turn')).moves < played.moves, `new=1${extra} starts afresh`);
    const kept = (await saves(app.page)).filter((s) => s.game === 'merchants' && s.moves === played.moves);
    assert.equal(kept.length, 1, 'the game before new=1 is kept');
  }
});

test('loss 3: full storage is told at once, with Save to file; nothing is lost', async () => {
  await fresh();
  await app.page.evaluate(() => {
    window.__persistAsked = 0;
    navigator.storage.persist = () => { window.__persistAsked++; return Promise.resolve(true); };
  });
  assert.deepEqual(await api(app.page, 'newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 21 }), { ok: true });
  const early = await playTo(app.page, 5);
  assert.equal(await app.page.evaluate(() => window.__persistAsked), 1, 'persist() asked on the first save');
  // Fill the origin's storage as other pages of the site might have.
  await app.page.evaluate(() => {
    let i = 0;
    for (const size of [1 << 20, 1 << 16, 1 << 10, 64, 1]) {
      const chunk = 'x'.repeat(size);
      try { for (;;) window.localStorage.setItem('junk' + i++, chunk); } catch (e) { /* full */ }
    }
  });
  assert.equal(await noticeOf(app.page), '');
  const played = await playTo(app.page, early.moves + 4);
  assert.match(await noticeOf(app.page), /could not be saved/);
  await app.waitRect('notice:save-file');
  await app.shot('never-lose-storage-full');
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.click('notice:save-file')]);
  const text = await downloadedText(download);
  assert.equal(text, await api(app.page, 'exportRecord'), 'the file holds the game as played');
  // Space again: the next move is saved, the store holds every move.
  await app.page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('junk')) window.localStorage.removeItem(key);
  });
  const after = await playTo(app.page, played.moves + 1);
  const slot = (await saves(app.page)).find((s) => s.game === 'merchants' && !s.over);
  assert.equal(slot.moves, after.moves);
});

test('loss 4: a save that cannot be read is kept aside, told why, and offered as a file', async () => {
  await fresh();
  assert.deepEqual(await api(app.page, 'newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 7 }), { ok: true });
  await playTo(app.page, 8);
  const good = await api(app.page, 'exportRecord');
  const lines = good.trimEnd().split('\n');
  const values = () => app.page.evaluate(() => Object.keys(window.localStorage).map((k) => window.localStorage.getItem(k)));

  // The save of today's page, written by a newer version: Continue keeps it and says why.
  const newer = good.replace('mercato-record v1', 'mercato-record v9');
  await fresh();
  await app.page.evaluate((t) => window.localStorage.setItem('mercato.save', t), newer);
  await app.page.reload();
  await app.page.evaluate(() => window.mercato.ready);
  await app.click('home:continue');
  await app.waitRect('notice:download');
  assert.match(await noticeOf(app.page), /newer version/);
  assert.ok((await values()).includes(newer), 'the save is kept as it was');
  await app.shot('never-lose-damaged-save');
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.click('notice:download')]);
  assert.equal(await downloadedText(download), newer);
  await app.click('notice:close');

  // Six more kinds of damage, side by side in the store: each is kept and told.
  const variants = [
    ['not a record', 'Dear diary, today I bought pepper.\n'],
    ['truncated', lines.slice(0, -2).join('\n') + '\n'],
    ['illegal move', lines.map((l, i) => (i === 4 ? 'fly to the moon' : l)).join('\n') + '\n'],
    ['unknown game', good.replace('game=merchants', 'game=chess')],
    ['bad seats', good.replace('seats=human,heuristic', 'seats=human,evil')],
    ['binary', '\u0000\u0001\u0002\ufffdPK\u0003\u0004'],
  ];
  await app.page.evaluate((list) => {
    list.forEach(([name, record], i) => window.localStorage.setItem('mercato.slot.bad' + i, JSON.stringify(
      { v: 1, id: 'bad' + i, game: 'merchants', players: 2, moves: 3, over: false, updated: Date.now(), record })));
  }, variants);
  await app.page.reload();
  await app.page.evaluate(() => window.mercato.ready);
  for (let i = 0; i < variants.length; ++i) {
    const [name, text] = variants[i];
    const result = await app.page.evaluate((id) => window.mercato.saves.open(id), 'bad' + i);
    assert.equal(result.ok, false, name);
    assert.match(await noticeOf(app.page), /damaged/, name);
    await app.waitRect('notice:download');
    await app.click('notice:close');
    assert.ok((await values()).includes(text), `${name}: the save is kept as it was`);
  }
  // Listed as kept aside, and a reload never drops them.
  await app.page.reload();
  await app.page.evaluate(() => window.mercato.ready);
  const kept = (await saves(app.page)).filter((s) => s.damaged);
  assert.equal(kept.length, variants.length + 1, JSON.stringify(kept));
  const again = await values();
  for (const [name, text] of variants) assert.ok(again.includes(text), `${name}: still kept after a reload`);
  assert.ok(again.includes(newer));
});

test('loss 5: opening a record during a game opens it beside; both are saved', async () => {
  await fresh();
  const oregano = (await api(app.page, 'listGames')).find((g) => g.id === 'oregano');
  const seats = ['human', ...Array(oregano.minPlayers - 1).fill('heuristic')];
  assert.deepEqual(await api(app.page, 'newGame', { game: 'oregano', players: oregano.minPlayers, seats, seed: 3 }), { ok: true });
  await playTo(app.page, 6);
  const record = await api(app.page, 'exportRecord');
  const recordMoves = (await api(app.page, 'turn')).moves;
  assert.deepEqual(await api(app.page, 'newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 4 }), { ok: true });
  const current = await playTo(app.page, 10);

  assert.deepEqual(await api(app.page, 'importRecord', record), { ok: true });
  await app.waitScreen('play');
  assert.equal((await api(app.page, 'turn')).game, 'oregano');
  await app.frames(3);
  const list = await saves(app.page);
  assert.ok(list.some((s) => s.game === 'merchants' && !s.over && s.moves === current.moves),
            `the game that was on screen is still saved: ${JSON.stringify(list)}`);
  assert.ok(list.some((s) => s.game === 'oregano' && !s.over && s.moves >= recordMoves), 'the opened record is saved too');
});

// A game is in its slot from its start, not from its first drawn frame: one started and
// replaced before the page drew (a host pressing New game twice; a record opened at once)
// was lost (loss 5 failed so on a busy machine). One script, so no frame falls between.
test('loss 6: a game started and replaced before any frame is still saved', async () => {
  await fresh();
  const listed = await app.page.evaluate(() => {
    const m = window.mercato;
    const first = m.newGame({ game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 4 });
    const second = m.newGame({ game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 5 });
    return { started: [first.ok, second.ok], games: m.saves.list().map((s) => `${s.game} ${s.moves}`) };
  });
  assert.deepEqual(listed.started, [true, true]);
  // Merchants deals before anyone moves: each game holds moves from its start.
  assert.equal(listed.games.length, 2, `both games are in the saved list at once: ${listed.games}`);
  for (const game of listed.games) assert.match(game, /^merchants [1-9]/);
});
