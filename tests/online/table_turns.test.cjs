// Whose turn at a browser's tables (issue 41, item 4): POST /tables/turns with
// each table's seat token answers the game, the seat to move and the asker's
// own seat; a token that is not the table's, a closed table or a made-up id is
// "unknown" and tells nothing more; a body that is not the list is refused.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, seatTwoPeople, playToEnd } = require('./support.cjs');

const turns = (server, body) => fetch(`${server.url}/tables/turns`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })
  .then(async (r) => ({ status: r.status, body: await r.json() }));

test('a seat token learns whose turn it is at its table; other tokens and ids learn nothing', { timeout: 60000 }, async () => {
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { seats: ['human', 'human', 'heuristic'] });
  try {
    let answer = await turns(server, { tables: [{ table, token: host.token }] });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.tables[0], { table, known: true, game: 'merchants', seat: 0, started: false, over: false, toMove: -1,
      yourTurn: false, names: ['Ann', 'Bo', 'heuristic'] });
    host.send('start', {});
    await host.until(() => host.view, 'the first view');
    await playToEnd([host, guest], { stopAfterMoves: 8 });
    // A person to move: the turn then waits for them (a computer's could pass between the
    // server's answer and the view this test compares it with).
    await host.until(() => host.view.toMove === 0 || host.view.toMove === 1, 'a person to move');
    answer = await turns(server, { tables: [{ table, token: host.token }, { table, token: guest.token }, { table, token: 'x'.repeat(32) },
      { table: 'NoSuchTable', token: host.token }, { table: '../etc', token: host.token }, { table, token: 42 }, null] });
    const [a, b, stranger, missing, bad, number, nothing] = answer.body.tables;
    const toMove = host.view.toMove;
    assert.deepEqual([a.seat, a.toMove, a.yourTurn, a.started], [0, toMove, toMove === 0, true]);
    assert.deepEqual([b.seat, b.yourTurn], [1, toMove === 1]);
    for (const [unknown, what] of [[stranger, 'a wrong token'], [missing, 'a made-up id'], [number, 'a token that is no text']]) {
      assert.deepEqual(Object.keys(unknown).sort(), ['known', 'table'], what);
      assert.equal(unknown.known, false, what);
    }
    assert.deepEqual([bad, nothing], [{ table: null, known: false }, { table: null, known: false }]);
    for (const body of ['nope', '{}', JSON.stringify({ tables: 'x' }), JSON.stringify({ tables: Array(21).fill({ table, token: host.token }) })]) {
      assert.equal((await turns(server, body)).status, 400, body.slice(0, 40));
    }
    assert.equal((await fetch(`${server.url}/tables/turns`)).status, 405, 'GET');
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});
