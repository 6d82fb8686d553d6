// Issue 36: what a stranger did to the online tables, each as a test that
// failed on the server before it was hardened. The process must live through
// every one of them, and a table must stay exactly as its people left it.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { Client } = require('colyseus.js');
const net = require('net');
const { startServer, startRedis, Player, seatTwoPeople, eventually } = require('./support.cjs');

// A raw HTTP request (no URL normalisation, so `/%00` reaches the server as typed).
// `headersOnly`: the body is never sent (the answer must come without it).
function request(server, { method = 'GET', path: target = '/', headers = {}, body, headersOnly = false } = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    if (headersOnly) return req.flushHeaders();
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const alive = async (server) => {
  assert.equal(server.proc.exitCode, null, `the server exited: ${server.stderr()}`);
  assert.equal((await request(server, { path: '/no-such-file' })).status, 404, 'the server no longer answers');
};
const tableFile = (server, table) => path.join(server.data, `${table}.table`);
const headerOf = (server, table) => JSON.parse(fs.readFileSync(tableFile(server, table), 'utf8').split('\n')[0]).header;

test('a request for a path with a NUL byte or a bad escape is answered 400; the server lives', { timeout: 60000 }, async () => {
  const server = await startServer();
  try {
    for (const bad of ['/%00', '/%00.js', '/page/%00', '/%E0%A4%A', '/a%0Ab', '/..%5c..%5cetc%5cpasswd']) {
      const answer = await request(server, { path: bad });
      assert.ok(answer.status === 400 || answer.status === 404, `${bad}: ${answer.status}`);
      await alive(server);
    }
    assert.equal((await request(server, { path: '/%00' })).status, 400);
  } finally {
    await server.remove();
  }
});

test('message types that name members of every JS object are refused; the table goes on', { timeout: 60000 }, async () => {
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server);
  try {
    const stored = fs.readFileSync(tableFile(server, table), 'utf8');
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__',
      '__no_message_handler', '*']) {
      host.send(type, { seat: 0 });
      const refused = await host.nextFrame('refused', 5000);
      assert.equal(refused.code, 'malformed', `${type}: ${refused.message}`);
      await alive(server);
    }
    assert.equal(fs.readFileSync(tableFile(server, table), 'utf8'), stored, 'a refused message changed the table');
    host.send('start', {});
    await eventually(() => host.view && guest.view, 'both views after the start');
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});

test('a seed from a client is not used: the server deals', { timeout: 60000 }, async () => {
  const server = await startServer();
  const people = [new Player(server.ws, 'Ann'), new Player(server.ws, 'Ann')];
  try {
    const seeds = [];
    for (const p of people) {
      await p.create({ game: 'merchants', options: '', seats: ['human', 'ismcts:easy'], seed: '7' });
      await p.until(() => p.seat === 0, 'the host seat');
      seeds.push(/ seed=(\d+)/.exec(headerOf(server, p.room.roomId))[1]);
    }
    assert.notEqual(seeds[0], '7', 'the client\'s seed was used');
    assert.notEqual(seeds[0], seeds[1], 'two tables got one seed');
  } finally {
    for (const p of people) await p.close();
    await server.remove();
  }
});

test('only the invited sit down: no join by room name, and the creator alone is host', { timeout: 60000 }, async () => {
  const server = await startServer();
  const host = new Player(server.ws, 'Ann');
  const stranger = new Player(server.ws, 'Eve');
  const late = new Player(server.ws, 'Eve');
  try {
    await host.create({ game: 'merchants', options: '', seats: ['human', 'human'] });
    await host.until(() => host.seat === 0, 'the host seat');
    await assert.rejects(stranger.client.join('table', { name: 'Eve' }), 'join by room name');
    await assert.rejects(stranger.client.joinOrCreate('table', { name: 'Eve', game: 'merchants', seats: ['human'] })
      .then((room) => { room.leave(); }), 'joinOrCreate by room name');

    // A table created over HTTP whose creator has not connected yet: a stranger
    // who learns its id is a guest, not the host.
    const created = await (await fetch(`${server.url}/matchmake/create/table`, { method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'merchants', options: '', seats: ['human', 'human'], name: 'Cy' }) })).json();
    assert.ok(created.room && created.sessionId, JSON.stringify(created));
    await late.join(created.room.roomId, { name: 'Eve' });
    await late.nextFrame('lobby');
    assert.equal(late.seat, undefined, 'a stranger was seated as host');
    const creator = new Player(server.ws, 'Cy');
    creator.attach(await creator.client.consumeSeatReservation(created));
    await creator.until(() => creator.seat === 0, 'the creator at the host seat');
    await creator.close();
  } finally {
    for (const p of [host, stranger, late]) await p.close();
    await server.remove();
  }
});

test('a computer seat names a level, not its numbers', { timeout: 60000 }, async () => {
  const server = await startServer();
  const p = new Player(server.ws, 'Ann');
  try {
    await assert.rejects(p.create({ game: 'merchants', options: '', seats: ['human', 'ismcts:iters=10000000:nodes=10000000'] }),
      /computer level/);
    await assert.rejects(p.create({ game: 'merchants', options: '', seats: ['human', 'human'], seatTimeout: 5,
      handOverLevel: 'ismcts:iters=10000000' }), /handOverLevel/);
    await assert.rejects(p.create({ game: 'merchants', options: '', seats: Array(50).fill('random') }), /seats/);
    await alive(server);
  } finally {
    await p.close();
    await server.remove();
  }
});

test('a flood of names is refused too_fast and not stored; names are cleaned', { timeout: 60000 }, async () => {
  const server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server);
  try {
    const before = fs.readFileSync(tableFile(server, table), 'utf8').split('\n').length;
    for (let i = 0; i < 2000; ++i) host.send('name', { name: `Ann ${i}` });
    await eventually(() => host.frames.filter((f) => f.type === 'refused' && f.message.code === 'too_fast').length > 0,
      'too_fast refusals');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = fs.readFileSync(tableFile(server, table), 'utf8').split('\n').length;
    assert.ok(after - before <= 6, `${after - before} lines stored by a flood of names`);

    guest.send('name', { name: 'B\u0000o\u202E\u0007 \n\t  Bo' });
    await eventually(() => guest.frames.some((f) => f.type === 'lobby' && f.message.seats[1].name === 'B o Bo'),
      'the cleaned name in the lobby');
    await alive(server);
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});

test('a matchmaking body over 64 KB is refused 413', { timeout: 60000 }, async () => {
  const server = await startServer();
  try {
    const body = JSON.stringify({ game: 'merchants', seats: ['human'], pad: 'x'.repeat(70 * 1024) });
    const answer = await request(server, { method: 'POST', path: '/matchmake/create/table', headersOnly: true,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
    assert.equal(answer.status, 413);
    // Without a length: cut once it passes the limit (the answer, or the
    // connection closed under the writer), and no table is made of it.
    const chunked = await request(server, { method: 'POST', path: '/matchmake/create/table', body,
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } })
      .catch((e) => ({ status: e.code }));
    assert.ok(chunked.status === 413 || chunked.status === 'ECONNRESET' || chunked.status === 'EPIPE', String(chunked.status));
    assert.deepEqual(fs.readdirSync(server.data).filter((f) => f.endsWith('.table')), [], 'a table was made of a body over the limit');
    await alive(server);
  } finally {
    await server.remove();
  }
});

test('the page is served with a CSP that names its own inline scripts, nosniff and no referrer', { timeout: 60000 }, async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><head></head><script>window.x = 1;</script><script src="a.js"></script>');
  const server = await startServer({ args: ['--web', web, '--frame-ancestors', 'https://publisher.example'] });
  try {
    const page = await request(server, { path: '/' });
    assert.equal(page.status, 200);
    assert.match(page.text, /mercato-online/);
    const csp = page.headers['content-security-policy'] || '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /'wasm-unsafe-eval'/);
    // sha256 of "window.x = 1;" as CSP writes it.
    assert.ok(csp.includes(`'sha256-${require('crypto').createHash('sha256').update('window.x = 1;').digest('base64')}'`), csp);
    assert.match(csp, /frame-ancestors https:\/\/publisher\.example/);
    assert.doesNotMatch(csp, /unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
    for (const answer of [page, await request(server, { path: '/nothing' })]) {
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.equal(answer.headers['referrer-policy'], 'no-referrer');
    }
  } finally {
    await server.remove();
    fs.rmSync(web, { recursive: true, force: true });
  }
});

test('tables are capped per address and in all', { timeout: 60000 }, async () => {
  const server = await startServer({ args: ['--max-tables', '3', '--max-tables-per-address', '2'] });
  const people = [1, 2, 3].map((i) => new Player(server.ws, `P${i}`));
  try {
    for (const p of people.slice(0, 2)) await p.create({ game: 'merchants', options: '', seats: ['human', 'random'] });
    await assert.rejects(people[2].create({ game: 'merchants', options: '', seats: ['human', 'random'] }), /one address/);
    await alive(server);
  } finally {
    for (const p of people) await p.close();
    await server.remove();
  }
});

test('a table nobody starts closes after --lobby-ttl and is not opened again', { timeout: 60000 }, async () => {
  let server = await startServer({ args: ['--lobby-ttl', '2'] });
  const host = new Player(server.ws, 'Ann');
  try {
    await host.create({ game: 'merchants', options: '', seats: ['human', 'human'] });
    await host.until(() => host.seat === 0, 'the host seat');
    const table = host.room.roomId;
    const closed = await host.nextFrame('refused', 10000);
    assert.equal(closed.code, 'expired');
    await assert.rejects(new Client(server.ws).joinById(table, { name: 'Bo' }), 'joined an expired table');
    await server.stop();
    server = await startServer({ data: server.data, args: ['--lobby-ttl', '2'] });
    assert.equal(server.restored, 0, 'an expired table was opened again');
  } finally {
    await host.close();
    await server.remove();
  }
});

test('a WebSocket upgrade whose path is no URL is dropped, with Redis too (it stopped a --redis process)', { timeout: 60000 }, async () => {
  const redis = await startRedis();
  const server = await startServer({ redis: redis.url });
  try {
    for (const target of ['//[::', 'http://[', '/%00/%00']) {
      await new Promise((resolve) => {
        const { port } = new URL(server.url);
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\n` +
          'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'));
        socket.on('error', resolve);
        socket.on('close', resolve);
        setTimeout(() => { socket.destroy(); resolve(); }, 1000).unref();
      });
      await alive(server);
    }
  } finally {
    await server.remove();
    await redis.stop();
  }
});

test('a table takes a bounded number of connections: a stranger with the link cannot open thousands', { timeout: 60000 }, async () => {
  const server = await startServer();
  const host = new Player(server.ws, 'Ann');
  const crowd = [];
  try {
    await host.create({ game: 'merchants', options: '', seats: ['human', 'human'] });
    await host.until(() => host.seat === 0, 'the host seat');
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; ++i) {
      const guest = new Player(server.ws, `G${i}`);
      try { await guest.join(host.room.roomId); crowd.push(guest); } catch { refused += 1; }
    }
    assert.ok(refused > 0, `${crowd.length} guest connections taken, none refused`);
    assert.ok(crowd.length >= 8, `only ${crowd.length} guests before the cap`);
    // The seated person still comes back with a new connection once one leaves.
    await crowd.pop().close();
    await alive(server);
  } finally {
    for (const p of [host, ...crowd]) await p.close();
    await server.remove();
  }
});
