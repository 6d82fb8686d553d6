// Computers think on other threads (issue 40): a pool of worker threads, each
// with its own table core (server/think_worker.cjs). A job is a table's record;
// its answer is the move the computer to move chooses there. Jobs are served
// first come, first served (a job is asked when the computer's turn starts, so
// across tables in turn order); a job cancelled while queued is dropped, and
// one cancelled while thought has its answer thrown away. A thread that dies
// is replaced and its job thought again, at the head of the queue.
'use strict';
const os = require('os');
const path = require('path');
const { Worker } = require('worker_threads');

// Default thread count: every core but the event loop's, at least one.
const defaultThreads = () => Math.max(1, (os.availableParallelism ? os.availableParallelism() : os.cpus().length) - 1);

class ThinkPool {
  // threads: how many; coreDir: where mercato_table_core.js is (default build/wasm/bin).
  constructor({ threads = defaultThreads(), coreDir } = {}) {
    this.threads = threads;
    this.coreDir = coreDir;
    this.queue = [];          // jobs not yet given to a thread, oldest first
    this.idle = [];           // threads waiting for a job
    this.all = new Set();
    this.nextId = 1;
    this.closed = false;
    this.thought = 0;         // jobs answered (for the bench)
  }

  // Resolves once every thread has loaded its core.
  async start() {
    await Promise.all(Array.from({ length: this.threads }, () => this.spawn()));
    return this;
  }

  spawn() {
    return new Promise((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'think_worker.cjs'), { workerData: { coreDir: this.coreDir } });
      worker.job = null;
      this.all.add(worker);
      worker.on('message', (m) => {
        if (m.ready) { this.idle.push(worker); this.pump(); return resolve(); }
        if (m.failed) return reject(new Error(`a think thread could not load the core: ${m.failed}`));
        const job = worker.job;
        worker.job = null;
        this.idle.push(worker);
        if (job && job.id === m.id) this.settle(job, m);
        this.pump();
      });
      // A thread that dies (out of memory, a bug in the core) is replaced; its job is thought again.
      worker.on('error', (e) => console.error(`mercato server: a think thread failed: ${e && e.stack || e}`));
      worker.on('exit', () => {
        this.all.delete(worker);
        this.idle = this.idle.filter((w) => w !== worker);
        if (worker.job && !worker.job.cancelled) this.queue.unshift(worker.job);
        if (!this.closed) this.spawn().catch((e) => console.error(`mercato server: ${e.message}`));
      });
    });
  }

  settle(job, answer) {
    if (job.cancelled) return;
    ++this.thought;
    if (answer.error) job.reject(new Error(answer.error));
    else job.resolve({ move: answer.move, moves: answer.moves, ms: answer.ms });
  }

  pump() {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.shift();
      const job = this.queue.shift();
      worker.job = job;
      worker.postMessage({ id: job.id, record: job.record });
    }
  }

  // A table's record -> {promise, cancel()}; the promise resolves {move, moves, ms}
  // (moves: the record's move count it was thought at), or null once cancelled.
  think(record) {
    const job = { id: this.nextId++, record, cancelled: false };
    const promise = new Promise((resolve, reject) => { job.resolve = resolve; job.reject = reject; });
    this.queue.push(job);
    this.pump();
    return { promise, cancel: () => {
      if (job.cancelled) return;
      job.cancelled = true;
      this.queue = this.queue.filter((j) => j !== job);  // a queued job is dropped
      job.resolve(null);
    } };
  }

  queued() { return this.queue.length; }

  async close() {
    this.closed = true;
    this.queue.forEach((job) => { job.cancelled = true; job.resolve(null); });
    this.queue = [];
    await Promise.all([...this.all].map((w) => w.terminate()));
  }
}

module.exports = { ThinkPool, defaultThreads };
