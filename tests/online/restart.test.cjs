// Nothing lost: the server is killed with SIGKILL mid-game and started again on
// the same data folder; it restores the table from its record, both people
// come back to their seats with the tokens their browsers kept, and finish the
// game; every move acknowledged before the kill is in the final record, which
// is then downloadable as a .mercato file (and not before the game is over).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, seatTwoPeople, playToEnd, recordPrefix, TableCore } = require('./support.cjs');

test('kill -9 mid-game, restart: both people reconnect and finish with no move lost', { timeout: 120000 }, async () => {
  const core = await TableCore.load();
  let server = await startServer();
  const port = Number(new URL(server.url).port);
  const seated = await seatTwoPeople(server, { seats: ['human', 'ismcts:easy', 'human'] });
  let { host, guest } = seated;
  const { table } = seated;
  const everyone = [host, guest];
  try {
    host.send('start', {});
    await playToEnd([host, guest], { stopAfterMoves: 60 });
    // A running game's record holds every seat's secrets: not handed out.
    assert.equal((await fetch(`${server.url}/tables/${table}.mercato`)).status, 404);
    const before = [host, guest].map((p) => ({ view: p.view, viewText: p.viewText, token: p.token, seat: p.seat }));

    await server.stop();  // SIGKILL: no goodbye, no flush
    server = await startServer({ data: server.data, port });
    host = new Player(server.ws, 'Ann');
    guest = new Player(server.ws, 'Bo');
    everyone.push(host, guest);
    await host.join(table, { token: before[0].token });
    await guest.join(table, { token: before[1].token });
    await host.until(() => host.view, 'the host\'s view after the restart');
    await guest.until(() => guest.view, 'the guest\'s view after the restart');
    assert.equal(host.seat, before[0].seat);
    assert.equal(guest.seat, before[1].seat);
    for (const [p, was] of [[host, before[0]], [guest, before[1]]]) {
      assert.ok(p.view.moves >= was.view.moves, `${p.name}: ${p.view.moves} moves after the restart, ${was.view.moves} acknowledged`);
    }
    // A token of another table or none at all gets no seat.
    const intruder = new Player(server.ws, 'Eve');
    everyone.push(intruder);
    await assert.rejects(intruder.join(table, { token: 'not-a-token' }));

    await playToEnd([host, guest]);
    host.send('record', {});
    const { text } = await host.nextFrame('record');
    // The finished table is downloadable as a .mercato file; an unknown one is not.
    const download = await fetch(`${server.url}/tables/${table}.mercato`);
    assert.equal(download.status, 200);
    assert.equal(await download.text(), text);
    assert.equal((await fetch(`${server.url}/tables/nosuchtable.mercato`)).status, 404);
    for (const was of before) {
      const id = core.restore(recordPrefix(text, was.view.moves));
      assert.equal(core.view(id, was.seat), was.viewText, 'an acknowledged move was lost');
      core.free(id);
    }
  } finally {
    for (const p of everyone) await p.close();
    await server.remove();
  }
});
