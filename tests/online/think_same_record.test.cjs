// Issue 40: a computer's move depends only on the position, its level and the
// table's seed stream, never on where it was thought. The same two tables
// (same seeds, same people's moves) are played with the computers thinking on
// the event loop (--think-threads 0), on one thread and on two: the three
// finished records are identical. A client cannot choose a table's seed, so
// the test writes the tables into the server's data folder (docs/online.md,
// "Data folder"), started, with a person whose token it knows; the server
// restores them and the person plays on.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startServer, Player, TableCore } = require('./support.cjs');

const SEATS = ['human', 'ismcts:normal', 'ismcts:easy'];
const TABLES = [{ id: 'sameA001', seed: '20261206' }, { id: 'sameB002', seed: '77' }];
const TOKEN = 'a-token-only-this-test-knows';
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

let core;
test.before(async () => { core = await TableCore.load(); });

// A data folder holding the started tables, each with its person at seat 0.
function dataFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-same-'));
  for (const { id, seed } of TABLES) {
    const t = core.create({ game: 'merchants', players: SEATS.length, seats: SEATS, seed });
    const { header } = core.table(t);
    core.free(t);
    const lines = [{ v: 1, table: id, created: new Date().toISOString(), header, hostSeat: 0 },
      { seat: 0, name: 'Ann', token: sha256(TOKEN) }, { started: true }];
    fs.writeFileSync(path.join(dir, `${id}.table`), lines.map((l) => JSON.stringify(l) + '\n').join(''), { mode: 0o600 });
  }
  return dir;
}

// The person's move depends on the position only: legal[(moves * 7) % n].
async function playOut(player) {
  await player.until(() => player.view, 'a view');
  while (!player.view.over) {
    if (player.myTurn()) {
      const at = player.view.moves;
      const legal = player.legal();
      player.send('act', { move: legal[(at * 7) % legal.length] });
      await player.until(() => player.view.moves > at, 'its move acknowledged', 30000);
    } else {
      await player.nextFrame('view', 30000);
    }
  }
  player.send('record', {});
  return (await player.nextFrame('record')).text;
}

async function playWith(threads) {
  const server = await startServer({ data: dataFolder(), args: ['--think-threads', String(threads)] });
  const people = [];
  try {
    assert.equal(server.restored, TABLES.length);
    for (const { id } of TABLES) {
      const p = new Player(server.ws, 'Ann');
      people.push(p);
      await p.join(id, { token: TOKEN });
    }
    return await Promise.all(people.map(playOut));  // both tables at once: two threads both think
  } finally {
    for (const p of people) await p.close();
    await server.remove();
  }
}

test('the same tables played with 0, 1 and 2 think threads give the same records', { timeout: 50000 }, async () => {
  const inLoop = await playWith(0);
  inLoop.forEach((record, i) => assert.match(record, new RegExp(`seed=${TABLES[i].seed} `)));
  assert.notEqual(inLoop[0].split('\n').slice(1).join(), inLoop[1].split('\n').slice(1).join(), 'two different tables');
  const one = await playWith(1);
  const two = await playWith(2);
  assert.deepEqual(one, inLoop, 'one think thread: the same records as on the event loop');
  assert.deepEqual(two, inLoop, 'two think threads: the same records');
});
