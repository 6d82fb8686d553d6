// Issue 40: the think pool (server/think_pool.cjs) in this test's own process.
// Jobs are served in the order they were asked (a job is asked when the
// computer's turn starts, so this is turn order across tables), a cancelled
// job (its table ended or closed) is dropped from the queue and never thought,
// a thread that dies mid-job is replaced and the job answered once, and the
// answer is the move the core makes at that table in place.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { TableCore } = require('./support.cjs');
const { ThinkPool } = require('../../server/think_pool.cjs');

let core;
test.before(async () => { core = await TableCore.load(); });

// The record of a fresh Merchants table whose seats are computers at `level`.
function position(level, seed) {
  const id = core.create({ game: 'merchants', players: 3, seats: [level, level, level], seed: String(seed) });
  assert.ok(core.computerToMove(id), 'the computer is to move');
  const record = core.record(id);
  const moves = core.moveCount(id);
  while (!core.step(id, 1 << 20));  // the move made in place, to compare with
  const move = core.movesSince(id, moves)[0];
  core.free(id);
  return { record, move };
}

test('jobs are answered first come, first served, with the move made in place', { timeout: 30000 }, async () => {
  const pool = await new ThinkPool({ threads: 1 }).start();
  try {
    const jobs = [['ismcts:hard', 1], ['ismcts:easy', 2], ['ismcts:normal', 3], ['ismcts:easy', 4], ['ismcts:hard', 5]]
      .map(([level, seed]) => position(level, seed));
    const order = [];
    const answers = await Promise.all(jobs.map((j, i) => pool.think(j.record).promise.then((a) => { order.push(i); return a; })));
    assert.deepEqual(order, [0, 1, 2, 3, 4], 'served in the order asked');
    answers.forEach((a, i) => assert.equal(a.move, jobs[i].move, `job ${i}: the move made in place`));
  } finally {
    await pool.close();
  }
});

test('a cancelled job is dropped from the queue and never thought', { timeout: 30000 }, async () => {
  const pool = await new ThinkPool({ threads: 1 }).start();
  try {
    const busy = pool.think(position('ismcts:hard', 11).record);
    const dropped = pool.think(position('ismcts:hard', 12).record);
    const kept = pool.think(position('ismcts:easy', 13).record);
    assert.equal(pool.queued(), 2);
    dropped.cancel();
    assert.equal(pool.queued(), 1, 'the cancelled job left the queue');
    assert.equal(await dropped.promise, null);
    assert.ok(await busy.promise);
    assert.ok(await kept.promise);
    assert.equal(pool.thought, 2, 'the cancelled job was never thought');
    // Cancelled while thought: its answer is thrown away. (Hard: a search that
    // outlasts the 20 ms below; the lower levels are the game's small searches.)
    const late = pool.think(position('ismcts:hard', 14).record);
    await new Promise((r) => setTimeout(r, 20));
    late.cancel();
    assert.equal(await late.promise, null);
  } finally {
    await pool.close();
  }
});

test('a thread that dies mid-job is replaced and the job answered once', { timeout: 30000 }, async () => {
  const pool = await new ThinkPool({ threads: 1 }).start();
  try {
    const { record, move } = position('ismcts:hard', 21);
    const job = pool.think(record);
    await new Promise((r) => setTimeout(r, 30));
    const [thread] = [...pool.all];
    assert.ok(thread.job, 'the thread holds the job');
    await thread.terminate();
    const answer = await job.promise;
    assert.equal(answer.move, move);
    assert.equal(pool.thought, 1, 'answered once');
    assert.equal(pool.all.size, 1, 'a new thread took its place');
  } finally {
    await pool.close();
  }
});
