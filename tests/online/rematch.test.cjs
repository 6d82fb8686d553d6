// Rematch (issue 41, item 3): at the end the host offers "play again, same
// seats", each person still there accepts, and a new table opens with a new
// seed and the seats rotated by one (the first player changes); each person
// gets its own token for its new seat. A person who left is replaced by the
// hand-over computer. Nothing of this can be asked before the end, by a
// guest first, or forged through a create.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { startServer, Player, seatTwoPeople, playToEnd, eventually } = require('./support.cjs');

const lastLobby = (p) => p.frames.filter((f) => f.type === 'lobby').at(-1).message;
const headerOf = (server, table) => JSON.parse(fs.readFileSync(path.join(server.data, `${table}.table`), 'utf8').split('\n')[0]).header;
const seedOf = (header) => /seed=(\d+)/.exec(header)[1];

test('play again, same seats: the host offers, the guest accepts, a new table with the seats rotated', { timeout: 120000 }, async () => {
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { seats: ['human', 'human', 'heuristic'] });
  const everyone = [host, guest];
  try {
    host.send('rematch', {});
    assert.equal((await host.nextFrame('refused')).code, 'not_your_turn', 'before the game is over');
    host.send('start', {});
    await playToEnd([host, guest]);
    guest.send('rematch', {});
    const early = await guest.nextFrame('refused');
    assert.equal(early.code, 'not_your_turn', 'a guest does not offer');
    assert.match(early.words.en, /host offers/);

    host.send('rematch', {});
    await eventually(() => lastLobby(guest).rematch && lastLobby(guest).rematch.accepted.length === 1, 'the offer in the lobby');
    assert.deepEqual(lastLobby(guest).rematch, { by: 0, accepted: [0], table: null });
    const hostNews = host.nextFrame('rematch');
    const guestNews = guest.nextFrame('rematch');
    guest.send('rematch', {});
    const [h, g] = await Promise.all([hostNews, guestNews]);
    assert.equal(h.table, g.table, 'one new table for both');
    assert.notEqual(h.table, table);
    assert.equal(h.seat, 1, 'seat 0 moves to seat 1');
    assert.equal(g.seat, 2, 'seat 1 moves to seat 2');
    assert.notEqual(h.token, g.token);
    await eventually(() => lastLobby(host).rematch.table === h.table, 'the lobby naming the new table');

    const header = headerOf(server, h.table);
    assert.match(header, / seats=heuristic,human,human$/, 'the computer moves from seat 2 to seat 0: the first player changes');
    assert.notEqual(seedOf(header), seedOf(headerOf(server, table)), 'a new seed');

    // Each goes to the new table with its own token: its seat, named, the game already started.
    const host2 = new Player(server.ws, 'Ann');
    const guest2 = new Player(server.ws, 'Bo');
    everyone.push(host2, guest2);
    await host2.join(h.table, { token: h.token });
    await guest2.join(g.table, { token: g.token });
    const welcome = host2.frames.find((f) => f.type === 'welcome').message;
    assert.deepEqual([welcome.seat, welcome.host], [1, true], 'the host is the host at its new seat');
    await host2.until(() => host2.view, 'the new table\'s view');
    const lobby = lastLobby(host2);
    assert.equal(lobby.started, true);
    assert.deepEqual(lobby.seats.map((s) => s.kind === 'person' ? s.name : s.level), ['heuristic', 'Ann', 'Bo']);
    assert.equal(lobby.rematchOf, table);
    await playToEnd([host2, guest2], { stopAfterMoves: 12 });

    // Asking again hands out the same new seat (a page that missed the message).
    host.send('rematch', {});
    assert.deepEqual(await host.nextFrame('rematch'), h);
  } finally {
    for (const p of everyone) await p.close();
    await server.remove();
  }
});

test('a rematch where one person left: the hand-over computer takes that seat, the others play at once', { timeout: 120000 }, async () => {
  const server = await startServer();
  const { host, guest } = await seatTwoPeople(server, { seats: ['human', 'human', 'heuristic'], handOverLevel: 'random' });
  try {
    host.send('start', {});
    await playToEnd([host, guest]);
    await guest.close();
    await eventually(() => lastLobby(host).seats[1].connected === false, 'the guest gone');
    host.send('rematch', {});
    const news = await host.nextFrame('rematch');
    assert.equal(news.seat, 1);
    assert.match(headerOf(server, news.table), / seats=heuristic,human,random$/, 'the guest\'s seat is the hand-over computer\'s');
  } finally {
    await host.close();
    await server.remove();
  }
});

test('a create naming a rematch key is an ordinary new table: nobody is seated or started by a client', { timeout: 30000 }, async () => {
  const server = await startServer();
  const cy = new Player(server.ws, 'Cy');
  try {
    await cy.create({ game: 'merchants', seats: ['human', 'human'], rematchKey: '00112233445566778899aabbccddeeff' });
    await cy.until(() => cy.seat === 0 && cy.frames.some((f) => f.type === 'lobby'), 'the creator at the first seat');
    const lobby = lastLobby(cy);
    assert.equal(lobby.started, false);
    assert.equal(lobby.rematchOf, null);
    assert.equal(lobby.seats[1].taken, false);
  } finally {
    await cy.close();
    await server.remove();
  }
});
