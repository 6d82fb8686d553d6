#!/usr/bin/env node
// The online tables' load benchmark (./tools/bench --online; figures in
// docs/performance.md). One server process (pace 0), or with --redis two
// processes sharing a real redis-server; for each table count N,
// N tables each of 1 scripted person + 2 `ismcts:easy` computers play for
// --seconds; a finished table is replaced by a new one. Reported per N: the
// person's move latency (act sent -> its acknowledging view received) p50/p95/max,
// moves per second (people and computers), and the server's resident memory
// per table over the empty server (with --redis: both processes and Redis).
// With --redis each table's client is sent as a round-robin balancer would:
// matchmaking through process i % 2, its WebSocket through process (i >> 1) % 2,
// so half the tables are reached through the process that does not hold them.
//
//   ./tools/bench --online [--tables 5,10,20,40] [--seconds 15] [--redis]
'use strict';
const fs = require('fs');
const { Client } = require('colyseus.js');
const { startServer, startRedis, Player } = require('../tests/online/support.cjs');

function parse(argv) {
  const args = { tables: [5, 10, 20, 40], seconds: 15, redis: false };
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--tables') args.tables = argv[i + 1].split(',').map(Number);
    else if (argv[i] === '--seconds') args.seconds = Number(argv[i + 1]);
    else if (argv[i] === '--redis') { args.redis = true; --i; }
    else { console.error(`unknown argument '${argv[i]}' (--tables 5,10 --seconds 15 --redis)`); process.exit(2); }
  }
  if (args.tables.some((n) => !(n > 0)) || !(args.seconds > 0)) { console.error('bad --tables or --seconds'); process.exit(2); }
  return args;
}

let serverErrors = () => '';
const rssOfMiB = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  if (!m) { console.error(`the server died:\n${serverErrors()}`); process.exit(1); }
  return Number(m[1]) / 1024;
};
const percentile = (sorted, p) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;

// One scripted person at one table, playing until `until` (ms timestamp):
// matchmaking through `server`, the room's WebSocket through `socketVia`.
async function person(server, socketVia, until, latencies, counts) {
  while (Date.now() < until) {
    const p = new Player(server.ws, 'bench');
    const via = new URL(socketVia.ws);
    p.client = new Client(server.ws, { urlBuilder: (url) => { url.host = via.host; return url.toString(); } });
    await p.create({ game: 'merchants', options: '', seats: ['human', 'ismcts:easy', 'ismcts:easy'] });
    await p.until(() => p.seat === 0, 'the seat');
    p.send('start', {});
    let k = 0;
    while (Date.now() < until) {
      await p.until(() => p.view && (p.view.over || p.myTurn()), 'its turn', 60000);
      if (p.view.over) { counts.moves += p.view.moves; break; }
      const at = p.view.moves;
      const sent = performance.now();
      p.send('act', { move: p.view.legal[(k++ * 7) % p.view.legal.length] });
      await p.until(() => p.view.moves > at, 'the acknowledgement', 60000);
      latencies.push(performance.now() - sent);
    }
    if (p.view && !p.view.over) counts.moves += p.view.moves;
    await p.close();
  }
}

async function main() {
  const args = parse(process.argv.slice(2));
  const redis = args.redis ? await startRedis() : null;
  const servers = [];
  for (let i = 0; i < (redis ? 2 : 1); ++i) servers.push(await startServer({ pace: 0, redis: redis && redis.url }));
  serverErrors = () => servers.map((s) => s.stderr()).join('');
  const pids = servers.map((s) => s.proc.pid).concat(redis ? [redis.pid] : []);
  const rssMiB = () => pids.reduce((sum, pid) => sum + rssOfMiB(pid), 0);
  const rows = [];
  try {
    await new Promise((r) => setTimeout(r, 500));
    const idle = rssMiB();
    for (const n of args.tables) {
      const latencies = [];
      const counts = { moves: 0 };
      const start = Date.now();
      let peak = idle;
      const sampler = setInterval(() => { peak = Math.max(peak, rssMiB()); }, 250);
      const k = servers.length;
      await Promise.all(Array.from({ length: n }, (_, i) =>
        person(servers[i % k], servers[(i >> 1) % k], start + args.seconds * 1000, latencies, counts)));
      clearInterval(sampler);
      const seconds = (Date.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      rows.push({ tables: n, personMoves: latencies.length, p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95), max: latencies.at(-1), movesPerSecond: counts.moves / seconds,
        rssMiB: peak, perTableMiB: (peak - idle) / n });
    }
    console.log(`${redis ? '2 server processes + redis-server (RSS of all three)' : 'one server process'}, pace 0, ` +
      `${args.seconds} s per row; idle RSS ${idle.toFixed(1)} MiB`);
    console.log('| tables | person moves | p50 ms | p95 ms | max ms | record moves/s | peak RSS MiB | MiB/table |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.tables} | ${r.personMoves} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ` +
        `${r.movesPerSecond.toFixed(0)} | ${r.rssMiB.toFixed(1)} | ${r.perTableMiB.toFixed(2)} |`);
    }
  } finally {
    for (const s of servers) await s.remove();
    if (redis) await redis.stop();
  }
}

main().catch((e) => { console.error(e.stack || e.message); process.exit(1); });
