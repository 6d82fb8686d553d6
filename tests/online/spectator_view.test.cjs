// What a spectator is sent (issue 41, item 2): only public information, the
// core's kSpectator view of each position (in Turin Market with private money
// no purse and no bid until the end, then every score), and nothing it sends
// changes the table.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { startServer, Player, seatTwoPeople, playToEnd, eventually, checkSeatFrames, TableCore } = require('./support.cjs');

const SPECTATOR = -3;
const lastLobby = (p) => p.frames.filter((f) => f.type === 'lobby').at(-1).message;

test('a spectator follows a Turin Market game with private money and sees no purse or bid; at the end every score', { timeout: 120000 }, async () => {
  const core = await TableCore.load();
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { game: 'turin_market', options: 'money=private', seats: ['human', 'human'] });
  const watcher = new Player(server.ws, 'Cy');
  try {
    const welcome = host.frames.find((f) => f.type === 'welcome').message;
    assert.equal(typeof welcome.watch, 'string', 'the host gets the watch link\'s secret');
    assert.equal(guest.frames.find((f) => f.type === 'welcome').message.watch, undefined, 'only the host');
    await watcher.join(table, { watch: welcome.watch });
    const hello = await watcher.nextFrame('welcome');
    assert.deepEqual([hello.seat, hello.watching], [-1, true]);
    await eventually(() => lastLobby(host).spectators.count === 1, 'the players see one spectator');

    // Nothing a spectator sends changes the table.
    const before = fs.readFileSync(path.join(server.data, `${table}.table`), 'utf8');
    for (const [type, body, code] of [['seat', { seat: 1, name: 'Cy' }, 'not_your_seat'], ['act', { move: 'x' }, 'not_your_seat'],
      ['start', {}, 'not_your_seat'], ['phrase', { id: 'good_luck' }, 'not_your_seat'], ['spectators', { on: false }, 'not_your_seat'],
      ['undo', {}, 'not_your_seat'], ['rematch', {}, 'not_your_seat']]) {
      watcher.send(type, body);
      assert.equal((await watcher.nextFrame('refused')).code, code, type);
    }
    assert.equal(fs.readFileSync(path.join(server.data, `${table}.table`), 'utf8'), before, 'the table file as it was');

    host.send('start', {});
    await playToEnd([host, guest]);
    await watcher.until(() => watcher.view && watcher.view.over, 'the end, for the spectator');
    const record = host.frames.length && await (async () => { host.send('record', {}); return (await host.nextFrame('record')).text; })();
    // Every view the spectator got is the core's public view of that position, with no purse before the end.
    checkSeatFrames(core, watcher.frames, SPECTATOR, record, { privateMoney: true, refusals: true, who: 'the spectator' });
    const views = watcher.frames.filter((f) => f.type === 'view').map((f) => f.message);
    assert.ok(views.length > 10, `${views.length} views`);
    for (const v of views.filter((x) => !x.over)) assert.deepEqual(v.scores, v.scores.map(() => null), `no purse at move ${v.moves}`);
    assert.ok(views.at(-1).scores.every((s) => Number.isInteger(s)), 'every score at the end');
  } finally {
    await watcher.close();
    await host.close();
    await guest.close();
    await server.remove();
  }
});

