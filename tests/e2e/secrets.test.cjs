// No secret leaves its seat, in the browser (issue 17). Everything the page
// hands to scripts and to an embedding host (host_link.js posts exactly the
// gameStarted / moved / gameOver details heard here), state(), turn() and the
// log panel show the person at the screen only what that seat may know.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { openApp } = require('./support.cjs');

// Every event detail the page emits, in order.
async function listen(app) {
  await app.page.evaluate(() => {
    window.heard = [];
    for (const name of ['gameStarted', 'moved', 'gameOver']) {
      window.mercato.on(name, (detail) => window.heard.push({ type: name, ...detail }));
    }
  });
  return () => app.page.evaluate(() => window.heard);
}

test('Turin Market, money=private: no computer\'s sealed choice or purse reaches the page before it is revealed',
     { timeout: 300000 }, async () => {
  const app = await openApp();
  try {
    const heard = await listen(app);
    assert.deepEqual(await app.api('newGame', {
      game: 'turin_market', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 8,
      options: { money: 'private' },
    }), { ok: true });
    await app.api('setPace', 0);
    const started = (await heard()).find((m) => m.type === 'gameStarted');
    assert.equal(started.seed, undefined, 'no seed while the game runs');
    assert.deepEqual(started.scores.slice(1), [null, null], 'the computers\' purses are private');

    let humanMoves = 0;
    for (;;) {
      await app.waitFor(() => { const t = window.mercato.turn(); return t.over || t.humanTurn; }, null, 60000);
      const turn = await app.api('turn');
      if (turn.over) break;
      const s = await app.api('state');
      assert.equal(turn.seed, undefined);
      assert.deepEqual(turn.scores.slice(1), [null, null], 'turn() hides the other purses');
      for (const seat of s.seats.slice(1)) {
        assert.equal(seat.money, null, 'state() hides another seat\'s purse');
      }
      if (s.phase === 'bid' && !s.bids_revealed) {
        for (const seat of s.seats.slice(1)) assert.equal(seat.bid, -1, 'state() hides a sealed bid');
      }
      // The computers' secret choices reach the page as "bid ?", never as played.
      const record = (await app.api('exportRecord')).trim().split('\n');
      const moves = record.slice(record.length - turn.moves);  // one line per move after the header
      for (const m of (await heard()).filter((e) => e.type === 'moved' && e.player !== 0)) {
        const played = moves[m.index];
        if (/^(offer|bid|rebid|buy) |^pass$/.test(played)) {
          // Sealed, unless it is the last choice of its round, which shows them all at once.
          assert.ok(m.hidden || m.revealed.length > 0, `move ${m.index} (${played}) reached the page`);
          if (m.hidden) {
            assert.ok(!m.move.includes(played.split(' ')[1] || '#'), `"${m.move}" names the secret`);
            assert.match(m.move, /\?$/);
          }
        }
        for (const r of m.revealed) assert.equal(r.move, moves[r.index], 'a revealed move is the one played');
      }
      // The log says "Seat 2 grips a secret bid", never the amount before the reveal.
      const log = await app.page.evaluate(() => window.mercato.debug.log());
      for (const line of log) assert.doesNotMatch(line, /^Seat \d.* (bids|re-bids) \d/, line);

      const legal = await app.api('legalActions');
      const choice = legal.find((m) => m === 'bid 1') || legal.find((m) => m.startsWith('offer ')) ||
                     legal.find((m) => m === 'no sale' || m === 'keep offers' || m === 'pass') ||
                     legal.find((m) => m !== 'loan') || legal[0];
      assert.deepEqual(await app.api('act', choice), { ok: true });
      humanMoves++;
    }
    assert.ok(humanMoves > 5, 'the person played the game');
    const events = await heard();
    const moved = events.filter((e) => e.type === 'moved');
    assert.ok(moved.some((m) => m.player !== 0 && m.hidden), 'some computer move was sealed');
    assert.ok(moved.some((m) => m.revealed.length > 0), 'sealed moves were revealed');
    const over = await app.api('turn');
    assert.match(over.seed, /^\d+$/, 'the seed is told once the game is over');
    assert.ok(over.scores.every((x) => typeof x === 'number'), 'every purse is shown at the end');
  } finally {
    await app.close();
  }
});

test('a new game\'s seed comes from crypto.getRandomValues, not the clock', { timeout: 240000 }, async () => {
  // The page's crypto gives words 1, 2, 3 ...: the seed is (1 & 0x1FFFFF) * 2^32 + 2.
  const app = await openApp({
    initScript: () => {
      const real = crypto.getRandomValues.bind(crypto);
      crypto.getRandomValues = (array) => {
        if (array instanceof Uint32Array && array.length === 2) {
          array[0] = 1; array[1] = 2;
          return array;
        }
        return real(array);
      };
    },
  });
  try {
    const game = (await app.api('listGames')).find((g) => g.id === 'merchants');
    assert.deepEqual(await app.api('newGame', { game: game.id, players: game.minPlayers,
                                                seats: Array(game.minPlayers).fill('heuristic') }), { ok: true });
    assert.match(await app.api('exportRecord'), / seed=4294967298\b/);
  } finally {
    await app.close();
  }
});

test('hot seat: under "Pass the screen to Seat N" the log shows nothing of either seat', { timeout: 120000 }, async () => {
  const app = await openApp();
  try {
    assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'human'], seed: 4 }),
                     { ok: true });
    await app.waitFor(() => window.mercato.turn().humanTurn);
    // A shared screen starts covered (issue 38): the first seat shows its table.
    await app.waitRect('play:handoff');
    await app.frames(3);
    assert.deepEqual(await app.page.evaluate(() => window.mercato.debug.log()), [], 'the log waits for the first seat');
    await app.click('play:handoff');
    await app.frames(3);
    assert.ok((await app.page.evaluate(() => window.mercato.debug.log())).length > 0, 'seat 1 sees its log');
    const first = (await app.api('turn')).toMove;
    const legal = await app.api('legalActions');
    assert.deepEqual(await app.api('act', legal[0]), { ok: true });
    await app.waitFor((seat) => window.mercato.turn().toMove !== seat, first);
    await app.waitRect('play:handoff');
    await app.frames(3);
    // Merchants deals the next seat its cards ("You are dealt ..."): not while covered.
    assert.deepEqual(await app.page.evaluate(() => window.mercato.debug.log()), [],
                     'the log stays empty while the table is covered');
    await app.shot('secrets-handoff-cover');
    await app.click('play:handoff');
    await app.frames(3);
    assert.ok((await app.page.evaluate(() => window.mercato.debug.log())).length > 0, 'the next seat sees its log');
  } finally {
    await app.close();
  }
});

// The end of a game is no reason to draw another table: the person's seat still
// sees its own (what the rules reveal at the end is in that seat's view), after
// the last move as after resigning. Turin Market and Oregano hide cards to the end.
test('a finished game is still drawn from the person\'s seat, played out or resigned', { timeout: 240000 }, async () => {
  const app = await openApp();
  try {
    const tableViewer = () => app.page.evaluate(() => window.mercato.debug.texts()['play:table-viewer']);
    assert.deepEqual(await app.api('newGame', { game: 'merchants', players: 2, seats: ['human', 'heuristic'], seed: 3 }),
                     { ok: true });
    await app.api('setPace', 0);
    // The game inside the page (a call to it waits for a frame, ~0.15 s of CPU here): at
    // each of the person's turns a frame is drawn, then whose table it drew is read.
    const turns = await app.page.evaluate(async () => {
      const m = window.mercato, out = [];
      for (const end = Date.now() + 120000; Date.now() < end;) {
        const t = m.turn();
        if (t.over) return { out, over: true };
        if (!t.humanTurn) { await new Promise((r) => setTimeout(r, 10)); continue; }
        await new Promise((r) => requestAnimationFrame(() => r()));
        const viewer = m.debug.texts()['play:table-viewer'];
        out.push({ viewer, result: m.act(m.legalActions()[0]) });
      }
      return { out, over: false };
    });
    assert.equal(turns.over, true, 'the game did not end');
    for (const t of turns.out) {
      assert.equal(t.viewer, '0', 'the table is seat 1\'s while it plays');
      assert.deepEqual(t.result, { ok: true });
    }
    await app.frames(3);
    assert.equal(await tableViewer(), '0', 'the finished game is drawn from seat 1, not all-seeing');

    assert.deepEqual(await app.api('newGame', { game: 'oregano', players: 2, seats: ['human', 'heuristic'], seed: 5 }),
                     { ok: true });
    await app.waitFor(() => window.mercato.turn().humanTurn);
    assert.equal((await app.api('resign')).ok, true);
    await app.waitFor(() => window.mercato.turn().over);
    await app.frames(3);
    assert.equal(await tableViewer(), '0', 'a resigned game is drawn from seat 1');
  } finally {
    await app.close();
  }
});
