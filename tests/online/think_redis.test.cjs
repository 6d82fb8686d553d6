// Issue 40, item 2: with --redis, computers think through a queue on the same
// Redis. The table's process (--think-elsewhere) takes no jobs; a separate
// think worker (`main.cjs --think-only`) thinks them. It is killed with
// SIGKILL while thinking; a second worker takes the job again once the dead
// one's lock runs out, and the table goes on. Then every stored move of the
// table (its Redis list) is checked: each computer move is the one the core
// chooses at that position, so none was lost, doubled or changed.
// A forged answer (an illegal move, a move for another position) put on the
// queue by whoever reaches Redis is refused by the room, which thinks that
// move itself, and the table goes on. A table process that shuts down takes
// its tables' waiting jobs out of the queue (another process reopens the
// tables and asks again).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { spawn } = require('child_process');
const { startServer, startRedis, Player, TableCore, ROOT } = require('./support.cjs');
const { tableFromEntries } = require('../../server/table_entries.cjs');

const LOCK_MS = 1500;  // a dead worker's job is taken again after about this

// A think-only process; resolves {proc, stop()} once it serves the queue.
function startThinker(redis) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(ROOT, 'server', 'main.cjs'), '--think-only', '--redis', redis,
      '--think-threads', '1'], { env: { ...process.env, MERCATO_THINK_LOCK_MS: String(LOCK_MS) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => { out += d; if (/Mercato think worker:/.test(out)) resolve({ proc, stop }); });
    proc.stderr.on('data', (d) => { out += d; });
    proc.on('exit', (code, signal) => reject(new Error(`think worker exited (${code || signal}): ${out}`)));
    function stop() {
      return new Promise((done) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return done();
        proc.once('exit', () => done()); proc.kill('SIGKILL');
      });
    }
  });
}

test('a think worker in another process thinks; killed mid-think, its job is taken again and played once', { timeout: 55000 }, async () => {
  const redis = await startRedis();
  const Redis = require('ioredis');
  const db = new Redis(redis.url);
  const core = await TableCore.load();
  const server = await startServer({ redis: redis.url, args: ['--think-elsewhere'] });
  const first = await startThinker(redis.url);
  let second = null;
  const person = new Player(server.ws, 'Ann');
  try {
    await person.create({ game: 'merchants', seats: ['human', 'ismcts:hard', 'ismcts:hard'] });
    await person.until(() => person.seat !== undefined, 'a seat');
    person.send('start', {});
    await person.until(() => person.view, 'the first view');
    const act = async () => {
      const at = person.view.moves;
      person.send('act', { move: person.legal()[(at * 7) % person.legal().length] });
      await person.until(() => person.view.moves > at, 'its move acknowledged');
    };
    // Until a computer's job is being thought by the first worker.
    const active = () => db.llen('bull:mercato-think:active');
    while (!(person.view.toMove !== person.seat && await active() === 1)) {
      if (person.myTurn()) await act(); else await new Promise((r) => setTimeout(r, 5));
    }
    const before = person.view.moves;
    const [killedJob] = await db.lrange('bull:mercato-think:active', 0, 0);
    await first.stop();  // SIGKILL, mid-think
    second = await startThinker(redis.url);
    // The job is taken again: the computers move on, and the person plays some more.
    await person.until(() => person.view.moves > before, 'the killed job\'s move', 20000);
    const job = await db.hgetall(`bull:mercato-think:${killedJob}`);
    assert.equal(job.ats, '2', `the killed job was started twice (${JSON.stringify({ ats: job.ats, stc: job.stc })})`);
    assert.ok(job.finishedOn && job.returnvalue, 'and finished by the second worker');
    for (let turns = 0; turns < 3 && !person.view.over;) {
      if (person.myTurn()) { await act(); ++turns; } else await person.nextFrame('view', 20000);
    }
    // Every stored move: the record replays, and each computer move is the core's own choice.
    const id = person.room.roomId;
    const entries = (await db.lrange(`mercato:table:${id}`, 0, -1)).map((e) => JSON.parse(e));
    const { record, moves } = tableFromEntries(id, entries);
    const header = record.split('\n')[0].replace(/ moves=\d+$/, '');
    const seats = header.match(/ seats=(\S+)/)[1].split(',');
    let computerMoves = 0;
    for (let k = 0; k < moves.length; ++k) {
      const prefix = `${header} moves=${k}\n${moves.slice(0, k).map((m) => m + '\n').join('')}`;
      const t = core.restore(prefix);
      const toMove = core.toMove(t);
      const computer = core.computerToMove(t) && core.moveCount(t) === k;
      core.free(t);
      if (!computer) continue;
      assert.notEqual(seats[toMove], 'human');
      assert.equal(moves[k], core.think(prefix).move, `stored move ${k} is the computer's own choice`);
      ++computerMoves;
    }
    assert.ok(computerMoves >= 4, `${computerMoves} computer moves checked`);
    assert.ok(core.restore(record) >= 0, 'the stored record replays');
  } finally {
    await person.close();
    await first.stop();
    if (second) await second.stop();
    await server.stop();
    db.disconnect();
    await redis.stop();
  }
});

test('a forged answer from the queue is refused; the room thinks that move itself', { timeout: 30000 }, async () => {
  const redis = await startRedis();
  const { Worker } = require('bullmq');
  const core = await TableCore.load();
  const server = await startServer({ redis: redis.url, args: ['--think-elsewhere'] });
  const forged = [];
  // A hostile worker: its answers are an illegal move, then a legal one for another position.
  const worker = new Worker('mercato-think', async (job) => {
    const moves = Number(job.data.record.split('\n')[0].match(/ moves=(\d+)/)[1]);
    forged.push(moves);
    return forged.length % 2 ? { move: 'steal everything', moves } : { move: job.data.record.split('\n')[1], moves: moves - 1 };
  }, { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null } });
  const person = new Player(server.ws, 'Ann');
  try {
    await person.create({ game: 'merchants', seats: ['human', 'ismcts:easy', 'ismcts:easy'] });
    await person.until(() => person.seat !== undefined, 'a seat');
    person.send('start', {});
    let mine = 0;
    while (mine < 3 || forged.length < 2) {
      await person.until(() => person.view && person.myTurn(), 'the person\'s turn', 20000);
      const at = person.view.moves;
      person.send('act', { move: person.legal()[(at * 7) % person.legal().length] });
      await person.until(() => person.view.moves > at, 'its move acknowledged');
      ++mine;
    }
    assert.ok(forged.length >= 2, 'the hostile worker answered');
    // The table's record so far: each computer move is the core's own choice.
    const db = new (require('ioredis'))(redis.url);
    const entries = (await db.lrange(`mercato:table:${person.room.roomId}`, 0, -1)).map((e) => JSON.parse(e));
    db.disconnect();
    const { record, moves } = tableFromEntries(person.room.roomId, entries);
    const header = record.split('\n')[0].replace(/ moves=\d+$/, '');
    let checked = 0;
    for (let k = 0; k < moves.length; ++k) {
      const prefix = `${header} moves=${k}\n${moves.slice(0, k).map((m) => m + '\n').join('')}`;
      const t = core.restore(prefix);
      const computer = core.computerToMove(t) && core.moveCount(t) === k;
      core.free(t);
      if (computer) { assert.equal(moves[k], core.think(prefix).move, `move ${k}`); ++checked; }
    }
    assert.ok(checked >= 2, `${checked} computer moves checked`);
    assert.match(server.stderr(), /a thinker's move was refused/);
  } finally {
    await person.close();
    await worker.close();
    await server.stop();
    await redis.stop();
  }
});

test('a closing table drops its waiting job from the queue', { timeout: 30000 }, async () => {
  const redis = await startRedis();
  const Redis = require('ioredis');
  const db = new Redis(redis.url);
  // No think worker anywhere: the computer's job waits in the queue.
  const server = await startServer({ redis: redis.url, args: ['--think-elsewhere'] });
  const person = new Player(server.ws, 'Ann');
  try {
    await person.create({ game: 'merchants', seats: ['human', 'ismcts:easy', 'ismcts:easy'] });
    await person.until(() => person.seat !== undefined, 'a seat');
    person.send('start', {});
    await person.until(() => person.view && (person.myTurn() || person.view.toMove !== person.seat), 'the first view');
    if (person.myTurn()) person.send('act', { move: person.legal()[0] });
    await person.until(() => person.view.toMove !== person.seat, 'a computer\'s turn');
    const waiting = async () => (await db.lrange('bull:mercato-think:wait', 0, -1)).filter((id) => id.startsWith(`${person.room.roomId}.`));
    for (let i = 0; i < 100 && (await waiting()).length === 0; ++i) await new Promise((r) => setTimeout(r, 50));
    const [job] = await waiting();
    assert.ok(job, 'the computer\'s job waits in the queue');
    // A graceful stop closes every room: each drops its job.
    const exited = new Promise((resolve) => server.proc.once('exit', resolve));
    server.proc.kill('SIGTERM');
    await exited;
    assert.deepEqual(await waiting(), [], 'the job left the queue');
    assert.equal(await db.exists(`bull:mercato-think:${job}`), 0, 'and Redis forgot it');
  } finally {
    await person.close();
    await server.stop();
    db.disconnect();
    await redis.stop();
  }
});

test('a think worker refuses a job whose record names a search of its own', { timeout: 30000 }, async () => {
  const redis = await startRedis();
  const { Queue } = require('bullmq');
  const queue = new Queue('mercato-think', { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null } });
  const worker = await startThinker(redis.url);
  try {
    const header = 'mercato-record v1 game=merchants players=3 options= seed=5 seats=ismcts:iters=100000000,human,human moves=0\n';
    const job = await queue.add('think', { record: header }, { jobId: 'hostile.0.1' });
    for (let i = 0; i < 200 && !(await job.isFailed()); ++i) await new Promise((r) => setTimeout(r, 25));
    assert.equal(await job.getState(), 'failed');
    const failed = await queue.getJob('hostile.0.1');
    assert.match(failed.failedReason, /people and computer levels only/);
  } finally {
    await queue.close();
    await worker.stop();
    await redis.stop();
  }
});
