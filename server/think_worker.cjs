// One think thread (issue 40): its own table core; each job is a table's
// record, and the answer the move its computer to move chooses there
// (TableCore.think: the bot is seeded by the table's seed, its seat and the
// move count, so any thread or machine chooses the same move).
'use strict';
const { parentPort, workerData } = require('worker_threads');
const { TableCore } = require('./table_core.cjs');

TableCore.load(workerData && workerData.coreDir).then((core) => {
  parentPort.on('message', (job) => {
    const started = performance.now();
    try {
      const { move, moves } = core.think(job.record);
      parentPort.postMessage({ id: job.id, move, moves, ms: performance.now() - started });
    } catch (e) {
      parentPort.postMessage({ id: job.id, error: String(e && e.message || e) });
    }
  });
  parentPort.postMessage({ ready: true });
}, (e) => parentPort.postMessage({ failed: String(e && e.message || e) }));
