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
//
// --people: every seat a scripted person, no computers (issue 36's capacity
// check): N Merchants tables of 3 people (3N connections), each person moving
// a random 0.5-1.5 x --pause ms (default 2000) after its turn comes, as people
// do. Tables are opened --ramp at a time (default 25) before the clock starts;
// latency (act -> its acknowledging view) is measured for --seconds after that.
//
//   ./tools/bench --online --people [--tables 1000] [--seconds 60] [--pause 2000]
//
// --computers normal,normal: tables with computers at the default pace, and where
// they think (issue 40): tools/online_computers_bench.cjs.
'use strict';
if (process.argv.includes('--computers')) {
  require('./online_computers_bench.cjs');
  return;
}
const fs = require('fs');
const { Client } = require('colyseus.js');
const { noPooledSockets, startServer, startRedis, Player } = require('../tests/online/support.cjs');

noPooledSockets();  // 3000 clients in this one busy process

function parse(argv) {
  const args = { tables: null, seconds: null, redis: false, people: false, pause: 2000, ramp: 25 };
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--tables') args.tables = argv[i + 1].split(',').map(Number);
    else if (argv[i] === '--seconds') args.seconds = Number(argv[i + 1]);
    else if (argv[i] === '--pause') args.pause = Number(argv[i + 1]);
    else if (argv[i] === '--ramp') args.ramp = Number(argv[i + 1]);
    else if (argv[i] === '--redis') { args.redis = true; --i; }
    else if (argv[i] === '--people') { args.people = true; --i; }
    else { console.error(`unknown argument '${argv[i]}' (--tables 5,10 --seconds 15 --redis | --people --pause 2000 --ramp 25)`); process.exit(2); }
  }
  args.tables = args.tables || (args.people ? [1000] : [5, 10, 20, 40]);
  args.seconds = args.seconds || (args.people ? 60 : 15);
  if (args.people && args.redis) { console.error('--people runs one process (no --redis)'); process.exit(2); }
  if (!(args.pause >= 0) || !(args.ramp > 0)) { console.error('bad --pause or --ramp'); process.exit(2); }
  if (args.tables.some((n) => !(n > 0)) || !(args.seconds > 0)) { console.error('bad --tables or --seconds'); process.exit(2); }
  return args;
}

let serverErrors = () => '';
const rssOfMiB = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  if (!m) { console.error(`the server died:\n${serverErrors()}`); process.exit(1); }
  return Number(m[1]) / 1024;
};
// CPU seconds a process has used (user + system), from /proc (clock ticks of 1/100 s).
const cpuSecondsOf = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
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
      const legal = p.legal();
      p.send('act', { move: legal[(k++ * 7) % legal.length] });
      await p.until(() => p.view.moves > at, 'the acknowledgement', 60000);
      latencies.push(performance.now() - sent);
    }
    if (p.view && !p.view.over) counts.moves += p.view.moves;
    await p.close();
  }
}

// ---------------------------------------------------------------- --people
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One table of three scripted people; resolves once all three sit and it started.
async function openPeopleTable(server) {
  const people = [0, 1, 2].map((i) => new Player(server.ws, `P${i}`));
  await people[0].create({ game: 'merchants', options: '', seats: ['human', 'human', 'human'] });
  await people[0].until(() => people[0].seat === 0, 'the host seat', 60000);
  for (const i of [1, 2]) {
    await people[i].join(people[0].room.roomId);
    await people[i].nextFrame('lobby', 60000);
    people[i].send('seat', { seat: i, name: `P${i}` });
    await people[i].until(() => people[i].seat === i, `seat ${i}`, 60000);
  }
  people[0].send('start', {});
  await Promise.all(people.map((p) => p.until(() => p.view, 'the first view', 60000)));
  return people;
}

// A person who moves a human-like pause after its turn comes, until `until`;
// latencies are kept once `measuring()` says the clock runs.
async function playLikeAPerson(p, until, pause, measuring, latencies, counts) {
  let k = 0;
  while (Date.now() < until()) {
    await p.until(() => p.view && (p.view.over || p.myTurn()) || Date.now() >= until(), 'its turn', 600000);
    if (p.view.over || Date.now() >= until()) return;
    await sleep(pause * (0.5 + Math.random()));
    const at = p.view.moves;
    const sent = performance.now();
    const legal = p.legal();
    p.send('act', { move: legal[(k++ * 7 + p.seat) % legal.length] });
    await p.until(() => p.view.moves > at, 'the acknowledgement', 600000);
    if (measuring()) { latencies.push(performance.now() - sent); counts.moves += 1; }
  }
}

async function peopleOnly(args) {
  const rows = [];
  for (const n of args.tables) {
    const server = await startServer({ pace: 0, args: ['--max-tables', '0', '--max-tables-per-address', '0'] });
    serverErrors = () => server.stderr();
    try {
      await sleep(500);
      const idle = rssOfMiB(server.proc.pid);
      const latencies = [];
      const counts = { moves: 0 };
      let start = Infinity;
      let end = Infinity;
      const until = () => end;
      const measuring = () => performance.now() >= start;
      const players = [];
      const opening = Date.now();
      // Tables open --ramp at a time; each starts playing as soon as it is open.
      const games = [];
      for (let i = 0; i < n; i += args.ramp) {
        const batch = await Promise.all(Array.from({ length: Math.min(args.ramp, n - i) }, () => openPeopleTable(server)));
        for (const people of batch) {
          players.push(...people);
          games.push(...people.map((p) => playLikeAPerson(p, until, args.pause, measuring, latencies, counts)));
        }
      }
      const openSeconds = (Date.now() - opening) / 1000;
      start = performance.now();
      end = Date.now() + args.seconds * 1000;
      const cpuBefore = cpuSecondsOf(server.proc.pid);
      let peak = idle;
      const sampler = setInterval(() => { peak = Math.max(peak, rssOfMiB(server.proc.pid)); }, 1000);
      await sleep(args.seconds * 1000);
      clearInterval(sampler);
      const seconds = (performance.now() - start) / 1000;
      // The server's own share of a core: what the table count costs whatever else runs.
      const serverCpu = cpuSecondsOf(server.proc.pid) - cpuBefore;
      // Wake every waiting person so they stop.
      players.forEach((p) => { p.waiters = p.waiters.filter((w) => !w()); });
      await Promise.race([Promise.all(games), sleep(10000)]);
      latencies.sort((a, b) => a - b);
      rows.push({ tables: n, connections: 3 * n, openSeconds, personMoves: latencies.length, p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95), max: latencies.at(-1), movesPerSecond: counts.moves / seconds, rssMiB: peak,
        perTableMiB: (peak - idle) / n, serverCores: serverCpu / seconds, cpuMsPerMove: 1000 * serverCpu / Math.max(1, counts.moves) });
      await Promise.all(players.map((p) => p.close()));
    } finally {
      await server.remove();
    }
  }
  console.log(`one server process, people only (3 per Merchants table, each moving 0.5-1.5 x ${args.pause} ms after its turn), ` +
    `${args.seconds} s measured per row after every table is open`);
  console.log('| tables | connections | opened in s | person moves | p50 ms | p95 ms | max ms | moves/s | server cores | server CPU ms/move | peak RSS MiB | MiB/table |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.tables} | ${r.connections} | ${r.openSeconds.toFixed(0)} | ${r.personMoves} | ${r.p50.toFixed(1)} | ` +
      `${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.movesPerSecond.toFixed(0)} | ${r.serverCores.toFixed(2)} | ` +
      `${r.cpuMsPerMove.toFixed(2)} | ${r.rssMiB.toFixed(1)} | ${r.perTableMiB.toFixed(2)} |`);
  }
}

async function main() {
  const args = parse(process.argv.slice(2));
  if (args.people) return peopleOnly(args);
  const redis = args.redis ? await startRedis() : null;
  const servers = [];
  for (let i = 0; i < (redis ? 2 : 1); ++i) {
    servers.push(await startServer({ pace: 0, redis: redis && redis.url, args: ['--max-tables-per-address', '0'] }));
  }
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
