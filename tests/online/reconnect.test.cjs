// A dropped network: a person's connection dies without a goodbye for 20 s
// (a phone losing its network); the others see them disconnected; the person
// comes back with Colyseus' reconnection token to the same seat,
// gets the current view and finishes the game.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, seatTwoPeople, playToEnd, eventually } = require('./support.cjs');

const DROP_SECONDS = Number(process.env.MERCATO_DROP_SECONDS || 20);

test(`a client whose network drops for ${DROP_SECONDS} s resumes its seat`, { timeout: 120000 }, async () => {
  const server = await startServer();
  const { host, guest } = await seatTwoPeople(server);
  try {
    host.send('start', {});
    await playToEnd([host, guest], { stopAfterMoves: 40 });

    const token = guest.room.reconnectionToken;
    const seenBefore = guest.view.moves;
    guest.room.connection.transport.ws.terminate();  // no close frame: a dead network
    await eventually(() => host.frames.some((f) => f.type === 'lobby' && f.message.seats[1].connected === false),
      'the host to see the guest disconnected');
    await new Promise((resolve) => setTimeout(resolve, DROP_SECONDS * 1000));

    const back = new Player(server.ws, 'Bo');
    back.attach(await back.client.reconnect(token));
    back.seat = guest.seat;
    await back.until(() => back.view, 'the view after reconnecting');
    assert.equal(back.view.seat, 1);
    assert.ok(back.view.moves >= seenBefore);
    await eventually(() => host.frames.filter((f) => f.type === 'lobby').at(-1).message.seats[1].connected,
      'the host to see the guest back');
    await playToEnd([host, back]);
    assert.equal(back.view.over, true);
    await back.close();
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});
