// The data folder through a live server (docs/online.md, "Data folder"): a
// write torn by a crash, a disk that fills up mid-write, two processes on one
// folder. Each move a person was told of must survive; the store on its own:
// file_store.test.cjs.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { startServer, Player, seatTwoPeople, playToEnd, eventually, recordPrefix, TableCore, ROOT } = require('./support.cjs');

// The people at `before` ([{name, seat, token, view}]) come back with their
// tokens; each sees at least the moves it was told of. Resolves the new players.
async function comeBack(server, table, before) {
  const players = before.map((was) => new Player(server.ws, was.name));
  for (const [p, was] of players.map((p, i) => [p, before[i]])) {
    await p.join(table, { token: was.token });
    await p.until(() => p.view, `${p.name}'s view after the restart`);
    assert.equal(p.seat, was.seat);
    assert.ok(p.view.moves >= was.view.moves, `${p.name}: ${p.view.moves} moves after the restart, ${was.view.moves} acknowledged`);
  }
  return players;
}

const told = (players) => players.map((p) => ({ name: p.name, seat: p.seat, token: p.token, view: p.view, viewText: p.viewText }));

// Every view in `tolds` is the core's view of its seat in the finished record.
function checkTold(core, record, tolds) {
  for (const was of tolds) {
    const id = core.restore(recordPrefix(record, was.view.moves));
    assert.equal(core.view(id, was.seat), was.viewText, `${was.name}: a move told after ${was.view.moves} moves was lost`);
    core.free(id);
  }
}

// Player.close() waits on an unref'd timer for a server that may be dead: a
// referenced one keeps the test alive to report its real error.
async function closeAll(players) {
  await Promise.race([Promise.all(players.map((p) => p.close())), new Promise((resolve) => setTimeout(resolve, 1500))]);
}

async function finish(players) {
  await playToEnd(players);
  players[0].send('record', {});
  return (await players[0].nextFrame('record')).text;
}

test('a write torn by a crash is cut at restart: the moves after it are kept and the next start serves the table', { timeout: 120000 }, async () => {
  const core = await TableCore.load();
  let server = await startServer();
  const port = Number(new URL(server.url).port);
  const { host, guest, table } = await seatTwoPeople(server);
  const everyone = [host, guest];
  try {
    host.send('start', {});
    await playToEnd([host, guest], { stopAfterMoves: 30 });
    const tolds = [told([host, guest])];
    await server.stop();
    fs.appendFileSync(path.join(server.data, `${table}.table`), '{"m":"deal p1 ind');  // the kill tore a write
    server = await startServer({ data: server.data, port });
    let players = await comeBack(server, table, tolds[0]);
    everyone.push(...players);
    await playToEnd(players, { stopAfterMoves: 50 });  // acknowledged after the torn line
    tolds.push(told(players));
    await server.stop();
    server = await startServer({ data: server.data, port });  // exited with 'line K is not JSON' before
    players = await comeBack(server, table, tolds[1]);
    everyone.push(...players);
    checkTold(core, await finish(players), tolds.flat());
  } finally {
    await closeAll(everyone);
    await server.remove();
  }
});

// A server whose files may grow to `bytes` at most (RLIMIT_FSIZE): a write
// across the limit is cut short, as on a full disk. Resolves {ws, data, stop()}.
function startServerWithFileLimit(bytes) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-online-'));
  const proc = spawn('prlimit', [`--fsize=${bytes}`, process.execPath, path.join(ROOT, 'server', 'main.cjs'),
    '--port', '0', '--data', data, '--pace', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stderr.on('data', (d) => { err += d; });
  return new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/Mercato online: http(:\/\/[^/]+)\//);
      if (m) resolve({ ws: `ws${m[1]}`, data, stderr: () => err,
        stop: () => new Promise((done) => {
          if (proc.exitCode !== null || proc.signalCode !== null) return done();
          proc.once('exit', done); proc.kill('SIGKILL');
        }) });
    });
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}${out}`)));
  });
}

test('a disk that fills up mid-write: the move is refused (unavailable), never acknowledged, and the table restarts from whole lines', { timeout: 120000 }, async () => {
  const core = await TableCore.load();
  const full = await startServerWithFileLimit(2500);
  const { host, guest, table } = await seatTwoPeople({ ...full, remove: full.stop });
  const everyone = [host, guest];
  let server;
  try {
    host.send('start', {});
    const refused = (p) => p.frames.find((f) => f.type === 'refused' && f.message.code === 'unavailable');
    playToEnd([host, guest]).catch(() => {});  // left waiting by the refusal
    await eventually(() => refused(host) || refused(guest), 'the refusal of a move the disk had no room for', 60000);
    await full.stop();
    const file = fs.readFileSync(path.join(full.data, `${table}.table`), 'utf8');
    assert.ok(file.endsWith('\n'), `the file ends in a torn line: …${JSON.stringify(file.slice(-40))}`);
    assert.match(full.stderr(), /short write|EFBIG/);
    const tolds = told([host, guest]);
    server = await startServer({ data: full.data });
    const players = await comeBack(server, table, tolds);
    everyone.push(...players);
    checkTold(core, await finish(players), tolds);
  } finally {
    await closeAll(everyone);
    if (server) await server.remove();
    else { await full.stop(); fs.rmSync(full.data, { recursive: true, force: true }); }
  }
});

test('one server process per data folder: the second says which process holds it', { timeout: 60000 }, async () => {
  const first = await startServer();
  try {
    await assert.rejects(startServer({ data: first.data }), new RegExp(`in use by process ${first.proc.pid}\\b`));
    await first.stop();  // SIGKILL leaves the lock: its process is gone, so the next one takes it
    const next = await startServer({ data: first.data });
    await next.stop();
  } finally {
    await first.remove();
  }
});
