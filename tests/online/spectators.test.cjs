// Spectators (issue 41, item 2): the host's welcome carries the watch link's
// secret; a spectator joins with it and holds no seat (what it is sent:
// spectator_view.test.cjs). The host may turn watching off: spectators are told
// and leave, and the link no longer opens; a wrong secret, or a table made
// without spectators, opens nothing.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { startServer, Player, seatTwoPeople, eventually } = require('./support.cjs');

const lastLobby = (p) => p.frames.filter((f) => f.type === 'lobby').at(-1).message;

test('the host turns watching off: the spectator is told and leaves, and the link no longer opens; a wrong secret never does', { timeout: 60000 }, async () => {
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { seats: ['human', 'human'] });
  const watcher = new Player(server.ws, 'Cy');
  try {
    const { watch } = host.frames.find((f) => f.type === 'welcome').message;
    await assert.rejects(new Player(server.ws, 'Eve').join(table, { watch: watch + 'x' }), /watch link/);
    await assert.rejects(new Player(server.ws, 'Eve').join(table, { watch: 42 }), /watch link/);
    await watcher.join(table, { watch });
    await watcher.nextFrame('welcome');
    guest.send('spectators', { on: false });
    assert.equal((await guest.nextFrame('refused')).code, 'not_your_seat', 'only the host');
    host.send('spectators', { on: 'no' });
    assert.equal((await host.nextFrame('refused')).code, 'malformed');
    const left = new Promise((resolve) => watcher.room.onLeave(resolve));
    host.send('spectators', { on: false });
    const told = await watcher.nextFrame('refused');
    assert.equal(told.code, 'unavailable');
    assert.match(told.words.en, /turned watching off/);
    await left;
    await eventually(() => lastLobby(host).spectators.on === false && lastLobby(host).spectators.count === 0, 'no spectators');
    await assert.rejects(new Player(server.ws, 'Cy').join(table, { watch }), /watch link/);
    // Stored: after a restart watching is still off.
    assert.match(fs.readFileSync(path.join(server.data, `${table}.table`), 'utf8'), /\{"spectators":false\}/);
  } finally {
    await watcher.close();
    await host.close();
    await guest.close();
    await server.remove();
  }
});

test('a table created without spectators opens no watch link', { timeout: 30000 }, async () => {
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { seats: ['human', 'human'], spectators: false });
  try {
    const { watch } = host.frames.find((f) => f.type === 'welcome').message;
    await assert.rejects(new Player(server.ws, 'Cy').join(table, { watch }), /watch link/);
    const bad = new Player(server.ws, 'Dee');
    await assert.rejects(bad.create({ game: 'merchants', seats: ['human', 'human'], spectators: 'yes' }), /spectators: true or false/);
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});
