// A seat left empty too long is handed to a computer by the others' vote, after
// the timeout the host chose at creation; before that the vote is refused.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, seatTwoPeople, playToEnd, eventually } = require('./support.cjs');

test('an empty seat is handed to a computer by the others\' vote after the host\'s timeout', { timeout: 120000 }, async () => {
  let server = await startServer();
  const seated = await seatTwoPeople(server, { seatTimeout: 2, handOverLevel: 'heuristic' });
  let { host } = seated;
  const { guest } = seated;
  const everyone = [host];
  try {
    host.send('start', {});
    await playToEnd([host, guest], { stopAfterMoves: 30 });

    host.send('hand_over', { seat: 1 });
    assert.equal((await host.nextFrame('refused')).code, 'not_your_turn', 'a connected seat');
    guest.room.connection.transport.ws.terminate();
    const lobbies = () => host.frames.filter((f) => f.type === 'lobby');
    await eventually(() => lobbies().at(-1).message.seats[1].connected === false, 'the guest gone');
    host.send('hand_over', { seat: 1 });
    const early = await host.nextFrame('refused');
    assert.equal(early.code, 'not_your_turn', 'before the timeout');
    assert.match(early.message, /after 2 s/);
    host.send('hand_over', { seat: 0 });
    assert.equal((await host.nextFrame('refused')).code, 'not_your_seat', 'one\'s own seat');

    assert.equal(lobbies().at(-1).message.seats[1].handOverOpen, false, 'not open before the timeout');
    // Once the seat has been empty for the timeout, the server says so by itself (the page shows the vote).
    await eventually(() => lobbies().at(-1).message.seats[1].handOverOpen === true, 'the vote announced after 2 s', 5000);
    host.send('hand_over', { seat: 1 });
    await eventually(() => lobbies().at(-1).message.seats[1].kind === 'computer', 'seat 1 to be a computer\'s');
    assert.equal(lobbies().at(-1).message.seats[1].level, 'heuristic');
    assert.deepEqual(lobbies().at(-1).message.lastHandOver, { seat: 1, level: 'heuristic' }, 'the outcome');
    // The hand-over is stored: after a crash the seat is still the computer's.
    const table = host.room.roomId;
    await server.stop();
    server = await startServer({ data: server.data, port: Number(new URL(server.url).port) });
    const token = host.token;
    host = new Player(server.ws, 'Ann');
    everyone.push(host);
    await host.join(table, { token });
    await host.until(() => host.view, 'the view after the restart');
    assert.equal(host.view.seats[1], 'heuristic');
    await playToEnd([host]);
    assert.equal(host.view.over, true);
    assert.equal(host.view.seats[1], 'heuristic');
  } finally {
    for (const p of everyone) await p.close();
    await guest.close();
    await server.remove();
  }
});
