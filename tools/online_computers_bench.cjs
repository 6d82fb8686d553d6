// Tables with computers under load (issue 40): ./tools/bench --online --computers normal,normal
// (tools/online_bench.cjs hands --computers here; figures in docs/performance.md).
//
// N Merchants tables of 1 scripted person + computers at the given levels, at the
// server's default pace (600 ms) with the person moving 0.5-1.5 x --pause ms
// (default 2000) after its turn comes, as a person does. Tables open --ramp at a
// time, then --seconds are measured. Per row: the time from a computer's turn
// (the view that says so reaches the person) to its move (the next view), p50 /
// p95 / max; tables that stalled (no view for 10 s); the person's own move
// latency (act -> its acknowledging view) p95; person moves per second against
// what the pace allows (tables / (pause + pace per computer)); the CPU cores the
// server processes (and think workers) used. First, each level's CPU per move.
//
//   --think-threads N   the server's (0: on the event loop, as before issue 40; default: its own default)
//   --redis             2 server processes on one Redis (--think-elsewhere) and --workers think-only workers
//   --workers N         with --redis, think-only processes of 1 thread each (default 2)
//   --tables 10,20,36   --seconds 60   --pause 2000   --ramp 10   --levels-only
'use strict';
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { Client } = require('colyseus.js');
const { noPooledSockets, startServer, startRedis, Player, TableCore, ROOT } = require('../tests/online/support.cjs');

noPooledSockets();

const LEVELS = { easy: 'ismcts:easy', normal: 'ismcts:normal', hard: 'ismcts:hard', heuristic: 'heuristic', random: 'random' };
const STALL_MS = 10000;
const PACE = 600;

function parse(argv) {
  const args = { computers: ['normal', 'normal'], tables: [10, 20, 36], seconds: 60, pause: 2000, ramp: 10,
    threads: null, redis: false, workers: 2, levelsOnly: false };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--computers') { args.computers = v.split(','); ++i; }
    else if (a === '--tables') { args.tables = v.split(',').map(Number); ++i; }
    else if (a === '--seconds') { args.seconds = Number(v); ++i; }
    else if (a === '--pause') { args.pause = Number(v); ++i; }
    else if (a === '--ramp') { args.ramp = Number(v); ++i; }
    else if (a === '--think-threads') { args.threads = Number(v); ++i; }
    else if (a === '--workers') { args.workers = Number(v); ++i; }
    else if (a === '--redis') args.redis = true;
    else if (a === '--levels-only') args.levelsOnly = true;
    else { console.error(`unknown argument '${a}' (see the head of tools/online_computers_bench.cjs)`); process.exit(2); }
  }
  if (args.computers.some((c) => !LEVELS[c])) { console.error(`--computers: levels among ${Object.keys(LEVELS).join(', ')}`); process.exit(2); }
  return args;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => { const s = values.slice().sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN; };
// CPU seconds of a process, every thread (user + system; clock ticks of 1/100 s).
const cpuSecondsOf = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch { return 0; }
};

// Each level's CPU per move (one thread, the wasm core, this process): the same
// positions of Merchants 3 players, taken every few moves of a game of easy computers.
async function levelCosts(core) {
  const t = core.create({ game: 'merchants', players: 3, seats: ['ismcts:easy', 'ismcts:easy', 'ismcts:easy'], seed: '2026' });
  const records = [];
  for (let k = 0; !core.over(t); ++k) {
    if (k % 6 === 0) records.push(core.record(t));
    while (!core.step(t, 1 << 20));
  }
  core.free(t);
  const rows = [];
  for (const [name, spec] of Object.entries(LEVELS)) {
    const specs = records.map((r) => r.replace(/ seats=\S+/, ` seats=${spec},${spec},${spec}`));
    const before = process.cpuUsage();
    for (const r of specs) core.think(r);
    const used = process.cpuUsage(before);
    rows.push({ name, spec, moves: specs.length, ms: (used.user + used.system) / 1000 / specs.length });
  }
  return rows;
}

// A think-only process; resolves {proc, stop()}.
function startThinkWorker(redis) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(ROOT, 'server', 'main.cjs'), '--think-only', '--redis', redis, '--think-threads', '1'],
      { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => { out += d; if (/Mercato think worker:/.test(out)) resolve({ proc, stop }); });
    proc.stderr.on('data', (d) => { out += d; });
    proc.on('exit', (code) => reject(new Error(`think worker exited (${code}): ${out}`)));
    function stop() {
      return new Promise((done) => { if (proc.exitCode !== null || proc.signalCode !== null) return done(); proc.once('exit', () => done()); proc.kill('SIGKILL'); });
    }
  });
}

// One table: opens it (matchmaking through `server`, its socket through `via`), then
// plays like a person until `until()`; computers' turn-to-move times go to `stats`.
async function openTable(server, via, seats) {
  const p = new Player(server.ws, 'bench');
  const host = new URL(via.ws).host;
  p.client = new Client(server.ws, { urlBuilder: (url) => { url.host = host; return url.toString(); } });
  await p.create({ game: 'merchants', options: '', seats });
  await p.until(() => p.seat === 0, 'the seat', 60000);
  return p;
}

function watchComputers(p, measuring, stats) {
  let turn = null;  // {moves, at}: a computer's turn, since when
  let lastView = performance.now();
  const onView = () => {
    const now = performance.now();
    if (measuring() && now - lastView > STALL_MS) stats.stalls.add(p);
    lastView = now;
    const v = p.view;
    if (turn && v.moves > turn.moves) {
      if (measuring()) stats.turnToMove.push(now - turn.at);
      turn = null;
    }
    if (!v.over && v.toMove !== p.seat && v.toMove >= 0) turn = { moves: v.moves, at: now };
  };
  // Player keeps the only message handler; a waiter that never resolves sees every frame.
  let seen = null;
  p.waiters.push(() => { if (p.viewText !== seen) { seen = p.viewText; onView(); } return false; });
  return () => { if (measuring() && performance.now() - lastView > STALL_MS) stats.stalls.add(p); };
}

async function playLikeAPerson(p, until, pause, measuring, stats) {
  let k = 0;
  while (Date.now() < until()) {
    await p.until(() => (p.view && (p.view.over || p.myTurn())) || Date.now() >= until(), 'its turn', 600000);
    if (!p.view || p.view.over || Date.now() >= until()) return;
    await sleep(pause * (0.5 + Math.random()));
    const at = p.view.moves;
    const sent = performance.now();
    const legal = p.legal();
    p.send('act', { move: legal[(k++ * 7) % legal.length] });
    await p.until(() => p.view.moves > at, 'the acknowledgement', 600000);
    if (measuring()) { stats.ack.push(performance.now() - sent); stats.personMoves += 1; }
  }
}

async function row(n, args, servers, pids) {
  const seats = ['human', ...args.computers.map((c) => LEVELS[c])];
  const stats = { turnToMove: [], ack: [], personMoves: 0, stalls: new Set() };
  let start = Infinity;
  let end = Infinity;
  const until = () => end;
  const measuring = () => performance.now() >= start;
  const players = [];
  const games = [];
  const checks = [];
  const k = servers.length;
  const opening = Date.now();
  for (let i = 0; i < n; i += args.ramp) {
    const batch = await Promise.all(Array.from({ length: Math.min(args.ramp, n - i) }, (_, j) =>
      openTable(servers[(i + j) % k], servers[((i + j) >> 1) % k], seats)));
    for (const p of batch) {
      players.push(p);
      checks.push(watchComputers(p, measuring, stats));
      p.send('start', {});
      games.push(playLikeAPerson(p, until, args.pause, measuring, stats));
    }
  }
  const openSeconds = (Date.now() - opening) / 1000;
  await sleep(3000);  // every table under way
  const cpu = () => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const cpuBefore = cpu();
  start = performance.now();
  end = Date.now() + args.seconds * 1000;
  // A stall is also a table still silent at the end.
  const stallPoll = setInterval(() => checks.forEach((c) => c()), 1000);
  await sleep(args.seconds * 1000);
  clearInterval(stallPoll);
  const seconds = (performance.now() - start) / 1000;
  const cores = (cpu() - cpuBefore) / seconds;
  players.forEach((p) => { p.waiters = p.waiters.filter((w) => !w()); });
  await Promise.race([Promise.all(games), sleep(10000)]);
  await Promise.all(players.map((p) => p.close()));
  const allowed = n / ((args.pause + PACE * args.computers.length) / 1000);
  return { tables: n, openSeconds, computerMoves: stats.turnToMove.length, p50: percentile(stats.turnToMove, 0.5),
    p95: percentile(stats.turnToMove, 0.95), max: Math.max(...stats.turnToMove), stalls: stats.stalls.size,
    ackP95: percentile(stats.ack, 0.95), personPerSecond: stats.personMoves / seconds, share: stats.personMoves / seconds / allowed, cores,
    cpuMsPerComputerMove: 1000 * cores * seconds / Math.max(1, stats.turnToMove.length) };
}

async function main() {
  const args = parse(process.argv.slice(2));
  const core = await TableCore.load();
  console.log(`CPU per move by level (Merchants 3 players, one thread, wasm under node ${process.version}; load ${require('os').loadavg()[0].toFixed(1)}):`);
  console.log('| level | positions | CPU ms per move |\n|---|---:|---:|');
  for (const r of await levelCosts(core)) console.log(`| ${r.spec} | ${r.moves} | ${r.ms.toFixed(1)} |`);
  if (args.levelsOnly) return;

  const redis = args.redis ? await startRedis() : null;
  const serverArgs = ['--max-tables-per-address', '0', '--pace', String(PACE)];
  if (args.threads !== null) serverArgs.push('--think-threads', String(args.threads));
  if (redis) serverArgs.push('--think-elsewhere');
  const servers = [];
  const workers = [];
  const rows = [];
  try {
    for (let i = 0; i < (redis ? 2 : 1); ++i) servers.push(await startServer({ pace: PACE, redis: redis && redis.url, args: serverArgs }));
    if (redis) for (let i = 0; i < args.workers; ++i) workers.push(await startThinkWorker(redis.url));
    const pids = servers.map((s) => s.proc.pid).concat(workers.map((w) => w.proc.pid), redis ? [redis.pid] : []);
    for (const n of args.tables) {
      rows.push(await row(n, args, servers, pids));
      await sleep(2000);
    }
    // What the servers logged (a refused or failed think job says so there).
    const logged = servers.map((s) => s.stderr()).join('').trim().split('\n').filter(Boolean);
    if (logged.length) console.log(`server stderr (${logged.length} lines, the last 5):\n${logged.slice(-5).join('\n')}`);
  } finally {
    for (const w of workers) await w.stop();
    for (const s of servers) await s.remove();
    if (redis) await redis.stop();
  }
  const how = redis ? `2 server processes (--think-elsewhere) + ${args.workers} think workers (1 thread each) on one Redis`
    : `one server process, ${args.threads === 0 ? 'computers on the event loop (--think-threads 0)' : `--think-threads ${args.threads === null ? 'default' : args.threads}`}`;
  console.log(`\n${how}; 1 person + ${args.computers.join(' + ')} per Merchants table, pace ${PACE} ms, person 0.5-1.5 x ${args.pause} ms; ` +
    `${args.seconds} s measured per row; load ${require('os').loadavg()[0].toFixed(1)}`);
  console.log('| tables | computer moves | turn-to-move p50 s | p95 s | max s | stalled tables | person ack p95 ms | person moves/s | of the pace\'s | server cores | CPU ms per computer move |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.tables} | ${r.computerMoves} | ${(r.p50 / 1000).toFixed(2)} | ${(r.p95 / 1000).toFixed(2)} | ${(r.max / 1000).toFixed(2)} | ` +
      `${r.stalls} | ${r.ackP95.toFixed(1)} | ${r.personPerSecond.toFixed(2)} | ${(r.share * 100).toFixed(0)} % | ${r.cores.toFixed(2)} | ${r.cpuMsPerComputerMove.toFixed(0)} |`);
  }
}

main().catch((e) => { console.error(e.stack || e.message); process.exit(1); });
