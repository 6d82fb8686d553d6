// Computers think on other machines (issue 40): with --redis, a room's thinking
// job goes into a queue on the same Redis (npm bullmq, queue `mercato-think`),
// and any process that serves the queue takes the next one: a server process
// with think threads, or `./tools/serve --think-only --redis URL`. So adding a
// machine adds thinking capacity. A job is a table's record; its answer the
// move the computer to move chooses there (the same on any machine).
//
// A worker that dies mid-job loses nothing: its lock on the job runs out
// (LOCK_MS), another worker's stalled-job check puts the job back and it is
// thought again. The room plays an answer only while its table is still at
// that position and the core finds the move legal, so a move is played once
// and whatever comes out of Redis is checked like a client's message.
'use strict';
const crypto = require('crypto');
const { Queue, QueueEvents, Worker } = require('bullmq');
const { PERSON, isComputerLevel } = require('./levels.cjs');

const QUEUE = 'mercato-think';
const LOCK_MS = Number(process.env.MERCATO_THINK_LOCK_MS) || 10000;  // a dead worker's job is retaken after 1-1.5x this
const ANSWER_MS = 120000;        // a job unanswered this long is thought by the asking room instead
// Finished jobs (each holds its record, a few kB) are kept this long, for the
// 120 s look-up above, then Redis forgets them; at most KEEP_JOBS of them.
const KEEP_SECONDS = 180;
const KEEP_JOBS = 10000;
const MAX_RECORD = 1 << 20;      // bytes of a record a worker takes (a game's record is a few kB)

// ioredis options from redis://[user:password@]host:port[/db] (rediss: TLS).
function connectionOf(url) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 6379), username: decodeURIComponent(u.username) || undefined,
    password: decodeURIComponent(u.password) || undefined, db: Number(u.pathname.slice(1)) || 0,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}), maxRetriesPerRequest: null };
}

// An answer as it came out of Redis: {move, moves} or null.
function answerOf(value) {
  let v = value;
  if (typeof v === 'string') { try { v = JSON.parse(v); } catch { return null; } }
  if (!v || typeof v.move !== 'string' || v.move.length > 200 || !Number.isInteger(v.moves)) return null;
  return { move: v.move, moves: v.moves };
}

// A job's record as a worker takes it: a table's record whose seats name people
// and levels only (as a room's do), so a job written into Redis by someone else
// cannot make a worker search for hours (`ismcts:iters=...`). Throws otherwise.
function checkRecord(record) {
  if (typeof record !== 'string' || record.length > MAX_RECORD) throw new Error('a think job holds a table\'s record');
  const seats = /^mercato-record v1 [^\n]* seats=(\S+)/.exec(record);
  if (!seats || !seats[1].split(',').every((s) => s === PERSON || isComputerLevel(s))) {
    throw new Error('a think job\'s record names people and computer levels only');
  }
  return record;
}

// The rooms' side: think(record, {table, moves}) -> {promise, cancel()}, as the thread pool's.
class QueueThinker {
  constructor(url) {
    this.queue = new Queue(QUEUE, { connection: connectionOf(url) });
    this.events = new QueueEvents(QUEUE, { connection: connectionOf(url) });
    this.waiting = new Map();  // job id -> {resolve, reject, timer}
    this.removals = new Set(); // dropped jobs being taken out of the queue
    this.events.on('completed', ({ jobId, returnvalue }) => this.answered(jobId, answerOf(returnvalue)));
    this.events.on('failed', ({ jobId, failedReason }) => this.failed(jobId, new Error(`the think job failed: ${failedReason}`)));
  }

  async start() {
    await this.events.waitUntilReady();
    await this.queue.waitUntilReady();
    return this;
  }

  answered(jobId, answer) {
    const w = this.waiting.get(jobId);
    if (!w) return;  // another process's job, or one dropped
    this.waiting.delete(jobId);
    clearTimeout(w.timer);
    if (answer) w.resolve(answer); else w.reject(new Error('the think job answered no move'));
  }

  failed(jobId, error) {
    const w = this.waiting.get(jobId);
    if (!w) return;
    this.waiting.delete(jobId);
    clearTimeout(w.timer);
    w.reject(error);
  }

  think(record, { table = 'table', moves = 0 } = {}) {
    const jobId = `${table}.${moves}.${crypto.randomBytes(6).toString('hex')}`;
    let handle;
    const promise = new Promise((resolve, reject) => { handle = { resolve, reject }; });
    // An answer missed (events lost while Redis was away) is read from the job itself, once.
    handle.timer = setTimeout(() => this.queue.getJob(jobId)
      .then((job) => (job && job.finishedOn && answerOf(job.returnvalue)
        ? this.answered(jobId, answerOf(job.returnvalue))
        : this.failed(jobId, new Error(`no think worker answered in ${ANSWER_MS / 1000} s`))))
      .catch((e) => this.failed(jobId, e)), ANSWER_MS);
    handle.timer.unref();
    this.waiting.set(jobId, handle);
    this.queue.add('think', { record }, { jobId,
      removeOnComplete: { age: KEEP_SECONDS, count: KEEP_JOBS }, removeOnFail: { age: KEEP_SECONDS, count: KEEP_JOBS } })
      .catch((e) => this.failed(jobId, e));
    return { promise, cancel: () => {
      const w = this.waiting.get(jobId);
      if (!w) return;
      this.waiting.delete(jobId);
      clearTimeout(w.timer);
      w.resolve(null);
      // A job still waiting leaves the queue; one being thought just finishes unheard.
      const removal = this.queue.remove(jobId).catch(() => {});
      this.removals.add(removal);
      removal.finally(() => this.removals.delete(removal));
    } };
  }

  // After the rooms closed (and dropped their jobs): the drops reach Redis first.
  async close() {
    await Promise.allSettled([...this.removals]);
    await Promise.allSettled([this.events.close(), this.queue.close()]);
  }
}

// The workers' side: takes jobs from the queue, as many at once as `pool` has
// threads, and thinks them there. Resolves the bullmq Worker.
async function serveThinkQueue(url, pool) {
  const worker = new Worker(QUEUE, async (job) => {
    const answer = await pool.think(checkRecord(job.data && job.data.record)).promise;
    return { move: answer.move, moves: answer.moves };
  }, { connection: connectionOf(url), concurrency: pool.threads, lockDuration: LOCK_MS,
    stalledInterval: Math.max(500, LOCK_MS / 2), maxStalledCount: 5 });
  worker.on('error', (e) => console.error(`mercato think worker: ${e && e.message || e}`));
  await worker.waitUntilReady();
  return worker;
}

module.exports = { QueueThinker, serveThinkQueue, checkRecord, QUEUE };
