// A short run of the chaos test (tools/online_chaos.cjs; 200 cycles:
// ./tools/fuzz --chaos): two tables played by scripted people while the server
// is killed with SIGKILL and restarted on the same folder, some kills tearing a
// write; no move any client was told of may be lost.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { runChaos } = require('../../tools/online_chaos.cjs');

test('6 kill -9 cycles (4 tearing a write): every acknowledged move is restored, people come back and finish', { timeout: 180000 }, async () => {
  const stats = await runChaos({ cycles: 6, seed: 7 });
  assert.equal(stats.cycles, 6);
  assert.ok(stats.torn === 4, `${stats.torn} torn writes`);
  assert.ok(stats.tables >= 2 && stats.moves > 0, `${stats.tables} tables played out, ${stats.moves} moves checked`);
});
