// Issue 40: computers think off the event loop. While several tables have hard
// computers thinking, a message's round trip stays short (p95 <= 50 ms): a
// ping is an `act` before the start at a table of its own (refused
// not_your_turn at once, nothing stored), so it measures only how long the
// server's event loop keeps a message waiting. The computers must also go on
// moving meanwhile (a server that stopped thinking would pass the ping), and
// the event loop's own thread is mostly idle while they do: before issue 40 it
// thought in 8 ms slices between messages, so the ping stayed short but that
// one thread ran all the time and no other core could help.
'use strict';
const fs = require('fs');
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, eventually } = require('./support.cjs');

const TABLES = 4;                 // 1 person + 2 hard computers each
const SECONDS = 6;                // of pings once every table thinks
const PING_EVERY_MS = 25;
const SEATS = ['human', 'ismcts:hard', 'ismcts:hard'];

// CPU seconds of a process's main thread (the event loop), from /proc.
function mainThreadSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;  // utime + stime, in clock ticks
}

const p95 = (values) => { const s = values.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]; };

// A person who plays its first legal move as soon as its turn comes.
function keepPlaying(player) {
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      await player.until(() => stopped || player.myTurn(), 'its turn', 120000).catch(() => {});
      if (stopped || !player.myTurn()) continue;
      const at = player.view.moves;
      player.send('act', { move: player.legal()[0] });
      await player.until(() => stopped || player.view.moves > at, 'its move acknowledged', 60000).catch(() => {});
    }
  };
  const done = loop();
  return () => { stopped = true; player.waiters.forEach((w) => w()); return done; };
}

test('hard computers thinking at several tables do not hold up other messages', { timeout: 60000 }, async () => {
  const server = await startServer({ args: process.env.MERCATO_THINK_ARGS ? process.env.MERCATO_THINK_ARGS.split(' ') : [] });
  const people = [];
  const stops = [];
  try {
    for (let i = 0; i < TABLES; ++i) {
      const p = new Player(server.ws, `P${i}`);
      people.push(p);
      await p.create({ game: 'trade_tycoon', seats: SEATS });
      await p.until(() => p.seat !== undefined, 'its seat');
      p.send('start', {});
      await p.nextFrame('view');
      stops.push(keepPlaying(p));
    }
    // The pinger sits at a table of two people that never starts.
    const pinger = new Player(server.ws, 'Ping');
    people.push(pinger);
    await pinger.create({ game: 'merchants', seats: ['human', 'human'] });
    await pinger.until(() => pinger.seat !== undefined, 'its seat');
    const movesAt = () => people.slice(0, TABLES).reduce((n, p) => n + (p.view ? p.view.moves : 0), 0);
    await eventually(() => movesAt() > TABLES * 6, 'the tables to be under way', 30000);
    const movesBefore = movesAt();
    const cpuBefore = mainThreadSeconds(server.proc.pid);
    const wallBefore = performance.now();
    const rtts = [];
    const end = Date.now() + SECONDS * 1000;
    while (Date.now() < end) {
      const seen = pinger.frames.length;
      const sent = performance.now();
      pinger.send('act', { move: 'x' });
      await pinger.until(() => pinger.frames.length > seen, 'the ping\'s answer', 10000);
      rtts.push(performance.now() - sent);
      await new Promise((r) => setTimeout(r, PING_EVERY_MS));
    }
    const moved = movesAt() - movesBefore;
    const loopShare = (mainThreadSeconds(server.proc.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000);
    const p50 = rtts.slice().sort((a, b) => a - b)[rtts.length >> 1];
    console.log(`# ${rtts.length} pings: p50 ${p50.toFixed(1)} ms, ` +
      `p95 ${p95(rtts).toFixed(1)} ms, max ${Math.max(...rtts).toFixed(1)} ms; ${moved} record moves at ${TABLES} tables in ${SECONDS} s; event loop thread busy ${(loopShare * 100).toFixed(0)} %`);
    assert.ok(pinger.frames.filter((f) => f.type === 'refused').every((f) => f.message.code === 'not_your_turn'));
    assert.ok(moved >= 1, `the computers went on moving (${moved} record moves in ${SECONDS} s)`);
    assert.ok(loopShare <= 0.35, `the event loop's thread was busy ${(loopShare * 100).toFixed(0)} % of the time while computers thought (bound 35 %)`);
    assert.ok(p95(rtts) <= 50, `p95 round trip ${p95(rtts).toFixed(1)} ms while ${TABLES} tables think (bound 50 ms)`);
  } finally {
    await Promise.all(stops.map((s) => s()));
    for (const p of people) await p.close();
    await server.remove();
  }
});
