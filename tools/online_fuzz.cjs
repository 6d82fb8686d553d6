#!/usr/bin/env node
// The online tables' protocol fuzzer (issue 36; ./tools/fuzz --online). A live
// server (server/main.cjs) takes, from many clients at once, random HTTP
// requests (paths, methods, headers, bodies, raw bytes), random matchmaking
// (creates with random fields, joins of random and real table ids) and random
// room messages (types of the protocol, members of every JS object, random
// strings and numbers; random bodies; random raw bytes), while control tables
// of scripted people play to their ends. Checked:
//   - the process lives and answers to the end;
//   - every control table finishes, each of its people's frames is exactly the
//     core's view of their seat at that move (tests/online/support.cjs), and
//     its file holds nothing but its own seats, its start and its moves: the
//     strangers at it (guests with its invite link) changed nothing;
//   - at a fuzzing client's own table (people seats only, so only its own
//     messages change it), a message answered `refused` left the file as it was.
//
//   node tools/online_fuzz.cjs [--seconds S] [--clients N] [--seed K] [--redis]
// --redis: the server keeps its tables in a local redis-server instead (its own
// WebSocket hand-on code is then under attack too).
// Prints "online-fuzz: 1 passed, 0 failed (...)" (or "0 passed, 1 failed") and
// exits 0 only when every check held.
'use strict';
const assert = require('node:assert/strict');
const fs = require('fs');
const http = require('http');
const net = require('net');
const path = require('path');
const { Client } = require('colyseus.js');
const { noPooledSockets, startServer, startRedis, Player, playToEnd, checkSeatFrames, TableCore } = require('../tests/online/support.cjs');

const { MESSAGE_TYPES } = require('../server/message_guard.cjs');
const { PHRASE_IDS } = require('../server/phrases.cjs');

noPooledSockets();  // many clients in this one busy process

// Every type the server takes (server/message_guard.cjs, so a new one is fuzzed
// the day it is added), then names that must be refused.
const TYPES = [...Object.keys(MESSAGE_TYPES),
  'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'prototype',
  '__no_message_handler', '*', '', 'welcome', 'view', 'lobby', 'refused'];
const GAMES = ['merchants', 'turin_market', 'oregano', 'market_fresh', 'trade_tycoon', 'chess', '', '__proto__'];
const LEVELS = ['human', 'random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard',
  'ismcts:iters=100000000', 'human\u0000', 'x'];

function parse(argv) {
  const args = { seconds: 30, clients: 8, seed: Date.now() % 1000000, redis: false };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'redis') { args.redis = true; --i; continue; }
    if (!(key in args) || !/^\d+$/.test(argv[i + 1] || '')) {
      console.error(`usage: node tools/online_fuzz.cjs [--seconds S] [--clients N] [--seed K] [--redis] (not '${argv[i]}')`);
      process.exit(2);
    }
    args[key] = Number(argv[i + 1]);
  }
  return args;
}

// A small deterministic generator, so a failing run can be repeated with --seed.
function randomSource(seed) {
  let s = (seed >>> 0) || 1;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const r = {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
    text: (n) => {
      const alphabet = ['a', 'Z', '0', ' ', '/', '%', '.', '\u0000', '\n', '\u202e', '斎', '\ud800', '😀', '"', '\\', '{', '?', '#', '[', ':'];
      return Array.from({ length: n }, () => r.pick(alphabet)).join('');
    },
    // A random JSON-like value: what msgpack and JSON can carry.
    value: (depth = 0) => {
      switch (r.int(depth > 2 ? 6 : 9)) {
        case 0: return null;
        case 1: return r.chance(0.5);
        case 2: return r.pick([0, -1, 1, 2, 3, 7, 1e9, -1e300, 2 ** 53, 0.5, NaN, Infinity]);
        case 3: return r.text(r.int(12));
        case 4: return r.text(r.chance(0.1) ? 3000 : r.int(60));
        case 5: return r.pick(['pass', 'deal p0 cotton', 'human', 'ismcts:easy', '__proto__', 'constructor']);
        case 6: return Array.from({ length: r.int(4) }, () => r.value(depth + 1));
        default: {
          const o = {};
          for (let i = r.int(4); i > 0; --i) o[r.pick(['seat', 'move', 'name', 'token', '__proto__', 'constructor', 'toString', r.text(4)])] = r.value(depth + 1);
          return o;
        }
      }
    },
  };
  return r;
}


// colyseus.js reports every refused join and closed room on the console: thousands of lines here.
for (const level of ['log', 'info', 'warn', 'error']) {
  const write = console[level].bind(console);
  console[level] = (...parts) => { if (!/^(colyseus\.js|Room connection was closed)/.test(String(parts[0]))) write(...parts); };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A table's stored entries as text, from its file or its Redis list.
let storedText = null;
function tableStore(server, redisUrl) {
  if (!redisUrl) return async (table) => fs.readFileSync(path.join(server.data, `${table}.table`), 'utf8');
  const Redis = require('ioredis');
  const redis = new Redis(redisUrl);
  const read = async (table) => (await redis.lrange(`mercato:table:${table}`, 0, -1)).map((e) => e + '\n').join('');
  read.close = () => redis.quit();
  return read;
}
const withTimeout = (promise, ms) => Promise.race([promise, sleep(ms).then(() => { throw new Error('timeout'); })]);

// ---------------------------------------------------------------- HTTP
function randomPath(r, tables) {
  const pieces = ['', 'index.html', 'page', 'page/online.js', '%00', '%00.js', '..', '%2e%2e', '%5c', 'matchmake',
    'create', 'join', 'joinOrCreate', 'joinById', 'reconnect', 'table', 'tables', 'x.mercato', '%E0%A4%A', '%FF',
    '?', '#', '~', 'a'.repeat(3000), ...tables];
  const parts = Array.from({ length: 1 + r.int(4) }, () => r.pick(pieces));
  if (r.chance(0.2)) parts.push(`${r.pick(tables.length ? tables : ['x'])}.mercato`);
  return '/' + parts.join('/') + (r.chance(0.2) ? `?table=${r.pick(tables.length ? tables : ['x'])}` : '');
}

function httpRequest(server, r, tables, stats) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const turns = r.chance(0.15);  // POST /tables/turns (server/table_turns.cjs): lists of tables and tokens, real ids too
    const body = turns ? JSON.stringify(r.chance(0.7) ? { tables: Array.from({ length: r.int(25) }, () => (r.chance(0.7)
      ? { table: r.chance(0.5) && tables.length ? r.pick(tables) : r.value(), token: r.value() } : r.value())) } : r.value())
      : r.chance(0.5) ? (r.chance(0.5) ? JSON.stringify(r.value()) : r.bytes(r.int(r.chance(0.05) ? 100000 : 300))) : undefined;
    const headers = {};
    if (r.chance(0.3)) headers['Content-Type'] = 'application/json';
    if (r.chance(0.1)) headers['Content-Length'] = String(r.pick([0, 5, 70000, 1e12]));
    if (r.chance(0.1)) headers['X-Forwarded-For'] = r.text(8).replace(/[^\x21-\x7e]/g, 'x') || 'x';
    let req;
    try {
      req = http.request({ hostname, port, method: turns ? 'POST' : r.pick(['GET', 'POST', 'HEAD', 'PUT', 'OPTIONS', 'DELETE', 'PATCH']),
        path: turns ? '/tables/turns' : r.chance(0.3) ? `/matchmake/${r.pick(['create', 'join', 'joinOrCreate', 'joinById', 'reconnect', 'x'])}/${r.pick(['table', ...tables, 'x'])}` : randomPath(r, tables),
        headers, timeout: 5000 }, (res) => { res.resume(); res.on('end', resolve); res.on('error', resolve); });
    } catch {
      return resolve();   // a path node itself will not send (e.g. a NUL in it)
    }
    stats.http += 1;
    req.on('error', resolve);
    req.on('timeout', () => { req.destroy(); resolve(); });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

// Raw bytes on a TCP connection: half requests, bad upgrades.
function rawBytes(server, r, stats) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      const heads = ['GET / HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /%00 HTTP/1.1\r\n\r\n',
        `GET ${r.pick([`/${r.text(5)}/${r.text(5)}`, '//[::', 'http://[', `/${r.text(3)}[${r.text(3)}`, r.text(6)])} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${r.bytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        'POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{"seat',
        ''];
      socket.write(Buffer.concat([Buffer.from(r.pick(heads), 'latin1'), r.bytes(r.int(200))]));
      setTimeout(() => socket.destroy(), 50 + r.int(200));
    });
    stats.raw += 1;
    socket.on('error', () => {});
    socket.on('close', resolve);
    socket.setTimeout(3000, () => socket.destroy());
  });
}

// ---------------------------------------------------------------- rooms
// One fuzzing client: its own table (people seats only), sometimes a guest at
// a control table, random creates and joins.
class Stranger {
  constructor(server, r, stats, failures, controls) {
    Object.assign(this, { server, r, stats, failures, controls });
    this.own = null;   // {player, table, file}
  }

  async ownTable() {
    if (this.own && this.own.player.room && this.own.player.room.connection.isOpen) return this.own;
    if (this.own) await this.own.player.close();
    const player = new Player(this.server.ws, 'Fuzz');
    await player.create({ game: 'merchants', options: '', seats: ['human', 'human'] });
    await player.until(() => player.seat === 0, 'its seat', 5000);
    const table = player.room.roomId;
    this.own = { player, table };
    return this.own;
  }

  // A message, answered or not; a refusal must leave the table's file as it was.
  async message() {
    const { player, table } = await this.ownTable();
    const r = this.r;
    const type = r.chance(0.6) ? r.pick(TYPES) : (r.chance(0.5) ? r.text(r.int(10)) : r.int(300));
    const before = await storedText(table);
    const seen = player.frames.length;
    this.stats.messages += 1;
    try {
      if (r.chance(0.1)) player.room.sendBytes(type, r.bytes(r.int(100)));
      else if (r.chance(0.05)) player.room.connection.send(r.bytes(1 + r.int(100)));
      else if (type === 'phrase' && r.chance(0.5)) player.room.send(type, { id: r.pick([...PHRASE_IDS, r.text(8)]) });
      else player.room.send(type, r.chance(0.2) && player.legal().length
        ? { move: r.pick(player.legal()) } : r.value());
    } catch {
      return;   // the client library would not encode it (e.g. a number type it rejects)
    }
    try {
      await player.until(() => player.frames.length > seen, 'an answer', 1500);
    } catch {
      return;   // no answer: the connection may be closed (then a new table next time)
    }
    const answer = player.frames[seen];
    if (answer.type !== 'refused') return;
    this.stats.refused[answer.message.code] = (this.stats.refused[answer.message.code] || 0) + 1;
    await sleep(5);
    const after = await storedText(table);
    if (after !== before) {
      this.failures.push(`a refused '${String(type).slice(0, 30)}' (${answer.message.code}) changed table ${this.own.table}: ` +
        `${after.length - before.length} bytes`);
    }
  }

  // A create with random fields: refused, or a table left at once.
  async create() {
    const r = this.r;
    const client = new Client(this.server.ws);
    const options = { game: r.pick(GAMES), options: r.chance(0.8) ? '' : r.value(),
      spectators: r.pick([true, false, undefined, r.value()]),
      seats: r.chance(0.8) ? Array.from({ length: 1 + r.int(6) }, () => r.pick(LEVELS)) : r.value(),
      name: r.value(), seed: r.value(), seatTimeout: r.pick([0, 1, -1, 1e9, 'x', undefined]), handOverLevel: r.pick(LEVELS),
      // A clock (server/table_clock.cjs): real settings, random fields, or any value.
      clock: r.chance(0.3) ? r.value() : { mode: r.pick(['none', 'move', 'bank', r.value()]), seconds: r.pick([1, 60, 0, -1, 1e12, 'x', r.value()]),
        increment: r.pick([0, 2, -1, r.value()]), onTimeout: r.pick(['move', 'hand_over', r.value()]) } };
    this.stats.creates += 1;
    try {
      const room = await withTimeout(client.create('table', options), 5000);
      this.stats.created += 1;
      await room.leave(true).catch(() => {});
    } catch { /* refused, as most should be */ }
  }

  // A guest at a control table, or at a random id: random messages, then gone.
  async guest() {
    const r = this.r;
    const ids = this.controls.map((c) => c.table).filter(Boolean);
    const watches = this.controls.map((c) => c.watch).filter(Boolean);
    const table = ids.length && r.chance(0.8) ? r.pick(ids) : r.text(8).replace(/[^A-Za-z0-9]/g, 'a');
    const player = new Player(this.server.ws, 'Eve');
    this.stats.joins += 1;
    try {
      const roll = r.next();
      const options = roll < 0.3 ? { token: r.text(20), name: r.value() }
        : roll < 0.5 ? { watch: watches.length && r.chance(0.7) ? r.pick(watches) : r.value() } : { name: r.value() };
      await withTimeout(player.join(table, options), 5000);
      for (let i = r.int(20); i > 0; --i) {
        player.send(r.chance(0.7) ? r.pick(TYPES) : r.text(6), r.value());
        this.stats.messages += 1;
        if (r.chance(0.3)) await sleep(r.int(30));
      }
      await sleep(50);
    } catch { /* no such table, or refused */ }
    await player.close();
  }

  async run(until) {
    while (Date.now() < until) {
      const r = this.r;
      const roll = r.next();
      try {
        if (roll < 0.45) await this.message();
        else if (roll < 0.6) await httpRequest(this.server, r, this.controls.map((c) => c.table).filter(Boolean), this.stats);
        else if (roll < 0.7) await rawBytes(this.server, r, this.stats);
        else if (roll < 0.8) await this.create();
        else await this.guest();
      } catch (e) {
        if (this.server.proc.exitCode !== null) return;
        this.own = this.own && null;   // start again with a new table
      }
    }
    if (this.own) await this.own.player.close();
  }
}

// ---------------------------------------------------------------- control tables
// Two people and a computer play a whole game, at a person's pace spread over
// the run; then their frames and the table's file are checked.
async function controlGame(server, core, control, failures, pauseMs) {
  const host = new Player(server.ws, 'Ann');
  const guest = new Player(server.ws, 'Bo');
  try {
    await host.create({ game: 'merchants', options: '', seats: ['human', 'ismcts:easy', 'human'] });
    await host.until(() => host.seat === 0, 'the host seat');
    control.table = host.room.roomId;
    // The watch link's secret: strangers who have it are spectators (they must change nothing either).
    control.watch = host.frames.find((f) => f.type === 'welcome').message.watch;
    await guest.join(control.table);
    await guest.nextFrame('lobby');
    guest.send('seat', { seat: 2, name: 'Bo' });
    await guest.until(() => guest.seat === 2, 'seat 2');
    host.send('start', {});
    await host.until(() => host.view, 'the first view');
    const pace = (player) => { const send = player.send.bind(player); player.send = (t, m) => sleep(pauseMs).then(() => send(t, m)); };
    pace(host); pace(guest);
    await playToEnd([host, guest]);
    host.send = Player.prototype.send.bind(host);
    host.send('record', {});
    const { text } = await host.nextFrame('record');
    checkSeatFrames(core, host.frames, 0, text, { who: 'the control host' });
    checkSeatFrames(core, guest.frames, 2, text, { who: 'the control guest' });
    // Its file: the header, the two people, the start and the moves; nothing of the strangers'.
    const lines = (await storedText(control.table)).trimEnd().split('\n').map((l) => JSON.parse(l));
    const kinds = lines.slice(1).map((e) => (typeof e.m === 'string' ? 'm' : Number.isInteger(e.seat) ? `seat${e.seat}` : e.started ? 'start' : JSON.stringify(e)));
    assert.deepEqual(kinds.filter((k) => k !== 'm'), ['seat0', 'seat2', 'start'], 'the control table\'s file holds entries no control person made');
    assert.equal(kinds.filter((k) => k === 'm').length, host.view.moves, 'the control table\'s stored moves');
    control.games += 1;
  } catch (e) {
    failures.push(`control table ${control.table}: ${e.message}`);
  } finally {
    await host.close();
    await guest.close();
  }
}

// Every way of ending says how it ended: promises left waiting on a dead
// server would otherwise let node exit 0 with nothing printed.
let reported = false;
process.on('exit', (code) => {
  if (reported) return;
  console.log('online-fuzz: 0 passed, 1 failed (stopped before its end: the server or a client hung)');
  process.exitCode = code || 1;
});
function report(line, ok) {
  reported = true;
  console.log(line);
  process.exit(ok ? 0 : 1);
}

async function main() {
  const args = parse(process.argv.slice(2));
  const alive = setInterval(() => {}, 1000);   // keeps node running while clients wait
  setTimeout(() => report(`online-fuzz: 0 passed, 1 failed (no end ${args.seconds + 120} s after the start)`, false),
    (args.seconds + 120) * 1000).unref();
  const r = randomSource(args.seed);
  const core = await TableCore.load();
  const redis = args.redis ? await startRedis() : null;
  const server = await startServer({ pace: 0, redis: redis && redis.url,
    args: ['--max-tables', '3000', '--max-tables-per-address', '2000', '--lobby-ttl', '10'] });
  storedText = tableStore(server, redis && redis.url);
  const stats = { http: 0, raw: 0, messages: 0, creates: 0, created: 0, joins: 0, refused: {} };
  const failures = [];
  const started = Date.now();
  const until = started + args.seconds * 1000;
  const control = { table: null, games: 0 };
  // Control games one after another until the time is up; each must finish.
  const controls = (async () => {
    do await controlGame(server, core, control, failures, 30);
    while (Date.now() < until && server.proc.exitCode === null && failures.length === 0);
  })();
  const strangers = Array.from({ length: args.clients }, (_, i) =>
    new Stranger(server, randomSource(args.seed * 31 + i + 1), stats, failures, [control]).run(until));
  await Promise.all(strangers);
  await controls;

  try {
    assert.equal(server.proc.exitCode, null, `the server exited:\n${server.stderr().slice(-3000)}`);
    const page = await fetch(`${server.url}/no-such-file`);
    assert.equal(page.status, 404, 'the server answers');
  } catch (e) {
    failures.push(e.message);
  }
  await server.remove();
  if (redis) { await storedText.close(); await redis.stop(); }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const refused = Object.entries(stats.refused).map(([k, v]) => `${k} ${v}`).join(', ');
  const summary = `${seconds} s, seed ${args.seed}, ${args.clients} clients${redis ? ', Redis' : ''}: ${stats.http} HTTP requests, ${stats.raw} raw connections, ` +
    `${stats.messages} room messages (refused: ${refused || 'none'}), ${stats.creates} creates (${stats.created} made), ` +
    `${stats.joins} joins; ${control.games} control games finished`;
  if (control.games === 0) failures.push('no control game finished');
  failures.slice(0, 20).forEach((f) => console.error(`online-fuzz: ${f}`));
  clearInterval(alive);
  report(failures.length === 0 ? `online-fuzz: 1 passed, 0 failed (${summary})` : `online-fuzz: 0 passed, 1 failed (${summary})`,
    failures.length === 0);
}

main().catch((e) => { console.error(`online-fuzz: ${e.stack || e.message}`); report('online-fuzz: 0 passed, 1 failed', false); });
