// At scale (./tools/serve --redis URL): two server processes A and B on one real
// redis-server share the tables. A table created through A lives in A, yet it is
// joined and played to the end through B (B hands the connections on to A); its
// record is in Redis, so either process serves the finished .mercato file. A
// second table is left unfinished, both processes are killed with SIGKILL, and
// one process started again restores it from Redis: both people come back with
// their tokens and finish with no acknowledged move lost.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const Redis = require('ioredis');
const { startServer, startRedis, Player, playToEnd, recordPrefix, checkSeatFrames, TableCore } = require('./support.cjs');

// `hostAt` creates a Merchants table (person, person, easy computer); the guest
// joins it through `guestAt` and takes seat 1. Resolves {host, guest, table}.
async function seatTable(hostAt, guestAt) {
  const host = new Player(hostAt.ws, 'Ann');
  const guest = new Player(guestAt.ws, 'Bo');
  await host.create({ game: 'merchants', options: '', seats: ['human', 'human', 'ismcts:easy'] });
  await host.until(() => host.seat !== undefined, 'the host seat');
  await guest.join(host.room.roomId);
  await guest.nextFrame('lobby');
  guest.send('seat', { seat: 1, name: 'Bo' });
  await guest.until(() => guest.seat === 1, 'seat 1');
  return { host, guest, table: host.room.roomId };
}

test('two processes share tables through Redis; one started after kill -9 restores the unfinished one', { timeout: 90000 }, async () => {
  const core = await TableCore.load();
  const redis = await startRedis();
  const peek = new Redis(redis.url);
  const servers = [];
  const everyone = [];
  try {
    const a = await startServer({ redis: redis.url });
    const b = await startServer({ redis: redis.url });
    servers.push(a, b);
    assert.ok(a.process && b.process && a.process !== b.process, 'each process names its Colyseus process id');

    // Table 1: created through A; the host comes back through B with its token (a
    // load balancer may send any request anywhere), the guest joins through B.
    const first = await seatTable(a, b);
    everyone.push(first.host, first.guest);
    const listing = JSON.parse(await peek.hget('roomcaches', first.table));
    assert.equal(listing.processId, a.process, 'the table created through A lives in A');
    const hostToken = first.host.token;
    await first.host.close();
    const host = new Player(b.ws, 'Ann');
    everyone.push(host);
    await host.join(first.table, { token: hostToken });
    await host.until(() => host.seat === 0, 'the host back at seat 0 through B');
    host.send('start', {});
    await playToEnd([host, first.guest]);
    host.send('record', {});
    const { text } = await host.nextFrame('record');
    checkSeatFrames(core, host.frames, 0, text, { who: 'the host (through B)' });
    checkSeatFrames(core, first.guest.frames, 1, text, { who: 'the guest (through B)' });
    for (const server of [a, b]) {
      const download = await fetch(`${server.url}/tables/${first.table}.mercato`);
      assert.equal(download.status, 200, 'the finished record, from Redis, through either process');
      assert.equal(await download.text(), text);
    }

    // Table 2: created through B, joined through A, left unfinished.
    const second = await seatTable(b, a);
    everyone.push(second.host, second.guest);
    second.host.send('start', {});
    await playToEnd([second.host, second.guest], { stopAfterMoves: 20 });
    assert.equal((await fetch(`${a.url}/tables/${second.table}.mercato`)).status, 404, 'a running game\'s record');
    const before = [second.host, second.guest].map((p) => ({ view: p.view, viewText: p.viewText, token: p.token, seat: p.seat }));
    assert.deepEqual(await peek.smembers('mercato:tables:open'), [second.table], 'the set of unfinished tables');

    await a.stop();  // SIGKILL, both: no goodbye, no flush
    await b.stop();
    const c = await startServer({ redis: redis.url });
    servers.push(c);
    assert.equal(c.restored, 1, 'the unfinished table (and not the finished one) is restored');
    const people = [new Player(c.ws, 'Ann'), new Player(c.ws, 'Bo')];
    everyone.push(...people);
    for (const [p, was] of people.map((p, i) => [p, before[i]])) {
      await p.join(second.table, { token: was.token });
      await p.until(() => p.view, `${p.name}'s view after the restart`);
      assert.equal(p.seat, was.seat);
      assert.ok(p.view.moves >= was.view.moves, `${p.name}: ${p.view.moves} moves after the restart, ${was.view.moves} acknowledged`);
    }
    await playToEnd(people);
    people[0].send('record', {});
    const restored = (await people[0].nextFrame('record')).text;
    for (const was of before) {
      const id = core.restore(recordPrefix(restored, was.view.moves));
      assert.equal(core.view(id, was.seat), was.viewText, 'an acknowledged move was lost');
      core.free(id);
    }
    assert.deepEqual(await peek.smembers('mercato:tables:open'), [], 'no table left unfinished');
  } finally {
    for (const p of everyone) await p.close();
    for (const s of servers) await s.remove();
    peek.disconnect();
    await redis.stop();
  }
});
