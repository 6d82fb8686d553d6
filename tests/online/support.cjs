// Helpers of the online tables' node tests (./tools/test online): a server on a
// free port with its own data folder, scripted players (colyseus.js clients)
// that keep every frame they receive, and the core to check those frames.
'use strict';
const { spawn, spawnSync } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { Client } = require('colyseus.js');
const { TableCore } = require('../../server/table_core.cjs');

const ROOT = path.join(__dirname, '..', '..');

// No pooled HTTP sockets in this process: a script with many clients (the
// fuzzer, the bench) or one that kills its server (the chaos test) would reuse
// a keep-alive socket the server is closing, or that died with it, before the
// busy process reads the close, and the request hangs up. colyseus.js holds
// http.globalAgent itself, so that agent is changed, not replaced.
function noPooledSockets() {
  const http = require('http');
  http.globalAgent.keepAlive = false;
  http.globalAgent.options.keepAlive = false;
}

// Starts node server/main.cjs; resolves {url, ws, proc, data, process, restored, stop()}.
// With `redis` (a redis:// URL) the tables live in Redis instead of `data`.
// `args`: more of server/main.cjs's arguments (e.g. ['--max-tables', '3']).
function startServer({ data = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-online-')), port = 0, pace = 0, redis, args = [] } = {}) {
  return new Promise((resolve, reject) => {
    const store = redis ? ['--redis', redis] : ['--data', data];
    const proc = spawn(process.execPath, [path.join(ROOT, 'server', 'main.cjs'), '--port', String(port),
      ...store, '--pace', String(pace), ...args], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stderr.on('data', (d) => { err += d; });
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/Mercato online: (http:\/\/[^/]+)\/.*?(\d+) restored(?:; process (\S+))?\)/);
      if (m) {
        resolve({ url: m[1], ws: m[1].replace('http', 'ws'), proc, data, restored: Number(m[2]), process: m[3],
          stderr: () => err,
          stop: () => new Promise((done) => {
            if (proc.exitCode !== null || proc.signalCode !== null) return done();
            proc.once('exit', done); proc.kill('SIGKILL');
          }),
          // Stops it and deletes its data folder (the end of a test).
          remove: async function remove() { await this.stop(); fs.rmSync(data, { recursive: true, force: true }); } });
      }
    });
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}${out}`)));
  });
}

// A free TCP port on the loopback interface (for a process that cannot take port 0).
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
  });
}

// A real redis-server (Debian's, installed by tools/bootstrap) on a free loopback
// port with a temporary folder; resolves {url, port, pid, stop()}. No redis-server is a
// failure that says so, never a skipped test.
async function startRedis() {
  const found = (spawnSync('/bin/sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout || '').trim();
  if (!found) throw new Error('redis-server is not installed: run ./tools/bootstrap (it installs Debian\'s redis-server)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-redis-'));
  const port = await freePort();
  const proc = spawn(found, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
    '--appendonly', 'yes', '--appendfsync', 'always'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => { out += d; if (/Ready to accept connections/.test(out)) resolve(); });
    proc.stderr.on('data', (d) => { out += d; });
    proc.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, port, pid: proc.pid,
    stop: () => new Promise((done) => {
      const gone = () => { fs.rmSync(dir, { recursive: true, force: true }); done(); };
      if (proc.exitCode !== null) return gone();
      proc.once('exit', gone); proc.kill('SIGKILL');
    }) };
}

// A person at one device: joins a room, keeps every frame, answers to views.
// A received message as a frame: a view arrives as the core's text, and its
// frame keeps the text and its reading.
function frameOf(type, message) {
  return type === 'view' ? { type, message: JSON.parse(message), text: message } : { type, message };
}

// One core for every scripted client of this process, to read their views
// with: loading starts with the first client, long before its first view.
let coreLoading = null;
let loadedCore = null;
function sharedCore() {
  return coreLoading || (coreLoading = TableCore.load().then((core) => (loadedCore = core)));
}

class Player {
  constructor(ws, name) {
    this.client = new Client(ws);
    this.name = name;
    sharedCore();
    this.frames = [];      // [{type, message, text (a view's)}] in the order received
    this.view = null;      // the last view, read (JSON.parse of viewText)
    this.viewText = null;  // the last view as the server sent it: the core's text
    this.seat = undefined;
    this.token = undefined;
    this.waiters = [];
  }

  attach(room) {
    this.room = room;
    room.onMessage('*', (type, message) => {
      const frame = frameOf(type, message);
      this.frames.push(frame);
      if (type === 'welcome') { this.seat = message.seat; this.token = message.token; }
      if (type === 'view') { this.viewText = frame.text; this.view = frame.message; }
      this.waiters = this.waiters.filter((w) => !w());
    });
    return room;
  }

  async create(options) { return this.attach(await this.client.create('table', { ...options, name: this.name })); }
  async join(table, options = {}) { return this.attach(await this.client.joinById(table, { name: this.name, ...options })); }
  send(type, message) { this.room.send(type, message); }
  // Leaves for good (so node's test runner is not held by an open socket).
  // A room whose server was killed never answers: give up after a second.
  async close() {
    if (!this.room) return;
    const gaveUp = new Promise((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([this.room.leave(true).catch(() => {}), gaveUp]);
  }

  // Resolves once test() holds, checked after every frame.
  until(test, what, ms = 20000) {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name}: timed out waiting for ${what}`)), ms);
      timer.unref();  // a lost race of Promise.race must not hold the test runner
      this.waiters.push(() => { if (!test()) return false; clearTimeout(timer); resolve(); return true; });
    });
  }
  nextFrame(type, ms) {
    const seen = this.frames.length;
    return this.until(() => this.frames.slice(seen).some((f) => f.type === type), `a '${type}' frame`, ms)
      .then(() => this.frames.slice(seen).find((f) => f.type === type).message);
  }
  // The seat's legal moves, read from its last view by the core as the page
  // reads them (the view carries the table once, as its seat state).
  legal() {
    if (!this.view) return [];
    if (!loadedCore) throw new Error('the core to read views with is still loading');
    // Read once a view: waiters ask after every frame.
    if (this.legalOf !== this.viewText) this.legalMoves = loadedCore.legalMoves(this.legalOf = this.viewText);
    return this.legalMoves;
  }
  myTurn() { return this.view && !this.view.over && this.view.toMove === this.seat && this.legal().length > 0; }
}


// Plays a game to its end with scripted people: each picks legal[(k * 7 + seat) % n].
async function playToEnd(players, { stopAfterMoves = Infinity } = {}) {
  let k = 0;
  for (;;) {
    const views = players.map((p) => p.view).filter(Boolean);
    if (views.some((v) => v.over) && players.every((p) => p.view && p.view.over)) return;
    if (views.length && Math.max(...views.map((v) => v.moves)) >= stopAfterMoves) return;
    const mover = players.find((p) => p.myTurn());
    if (mover) {
      const at = mover.view.moves;
      const legal = mover.legal();
      mover.send('act', { move: legal[(k++ * 7 + mover.seat) % legal.length] });
      await mover.until(() => mover.view.moves > at, 'its move to be acknowledged');
    } else {
      const state = players.map((p) => `${p.name}: seat ${p.seat}, ${p.view ? `${p.view.moves} moves, seat ${p.view.toMove} to move` : 'no view'}`).join('; ');
      await Promise.race(players.map((p) => p.nextFrame('view', 30000)))
        .catch(() => { throw new Error(`no new view in 30 s (${state})`); });
    }
  }
}

// A table with two people seated and a computer: `host` creates it (the first
// "human" seat), `guest` joins by its id and takes `guestSeat`. Resolves
// {host, guest, table}; the game is not started. On failure the server is removed too.
async function seatTwoPeople(server, { game = 'merchants', options = '', seats = ['human', 'human', 'ismcts:easy'],
  guestSeat = seats.indexOf('human', seats.indexOf('human') + 1), ...create } = {}) {
  const host = new Player(server.ws, 'Ann');
  const guest = new Player(server.ws, 'Bo');
  try {
    await host.create({ game, options, seats, ...create });
    await host.until(() => host.seat !== undefined, 'the host seat');
    await guest.join(host.room.roomId);
    await guest.nextFrame('lobby');
    guest.send('seat', { seat: guestSeat, name: 'Bo' });
    await guest.until(() => guest.seat === guestSeat, `seat ${guestSeat}`);
  } catch (e) {
    await host.close();  // an open socket or server would hold node's test runner
    await guest.close();
    await server.remove();
    throw e;
  }
  return { host, guest, table: host.room.roomId };
}

// Resolves once test() holds (polled: for conditions on several clients).
function eventually(test, what, ms = 20000) {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const poll = setInterval(() => {
      if (test()) { clearInterval(poll); resolve(); }
      else if (Date.now() - start > ms) { clearInterval(poll); reject(new Error(`timed out waiting for ${what}`)); }
    }, 10);
  });
}

// The table as it was after its first `moves` record moves, from the finished record.
function recordPrefix(record, moves) {
  const lines = record.trimEnd().split('\n');
  return `${lines[0].replace(/ moves=\d+$/, '')} moves=${moves}\n` +
    lines.slice(1, 1 + moves).map((l) => l + '\n').join('');
}

// Checks every frame ({type, message}) a client at `seat` received: each view is
// exactly the core's view of that seat at that move, rebuilt from the finished
// record, byte for byte (so it holds no other seat's secret: the core's seat
// view is checked by `mercato check-secrets`), never another seat's, carrying
// the table once (as its seat state: no observation, no legal moves) and, with
// privateMoney, no other seat's money; nothing but the protocol's message types
// arrives (refusals only where the test expects some).
function checkSeatFrames(core, frames, seat, record, { privateMoney = false, refusals = false, who = `seat ${seat}` } = {}) {
  const assert = require('node:assert/strict');
  const cache = new Map();
  for (const text of frames.filter((f) => f.type === 'view').map((f) => f.text)) {
    assert.equal(typeof text, 'string', 'a view is the core\'s text, sent on untouched');
    const view = JSON.parse(text);
    assert.equal(view.seat, seat, `a view of another seat reached ${who}`);
    for (const twice of ['observation', 'legal']) assert.ok(!(twice in view), `the view carries '${twice}' besides the seat state`);
    assert.ok(view.state.startsWith(`mercato-seat-state 1 ${view.game} ${seat}\n`), 'the view carries the seat\'s state');
    if (privateMoney && !view.over) {
      view.scores.forEach((s, other) => {
        if (other !== seat) assert.equal(s, null, `seat ${other}'s private money reached seat ${seat}`);
      });
    }
    let expected = cache.get(view.moves);
    if (!expected) {
      const id = core.restore(recordPrefix(record, view.moves));
      expected = core.view(id, seat);
      core.free(id);
      cache.set(view.moves, expected);
    }
    assert.equal(text, expected, `${who}'s view after ${view.moves} moves`);
  }
  const types = ['welcome', 'lobby', 'view', 'record'].concat(refusals ? ['refused'] : []);
  for (const f of frames) assert.ok(types.includes(f.type), `a '${f.type}' frame reached ${who}`);
}

module.exports = { frameOf, noPooledSockets, startServer, startRedis, Player, seatTwoPeople, playToEnd, eventually, recordPrefix, checkSeatFrames, TableCore, ROOT };
