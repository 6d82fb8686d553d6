// Issue 36: a crafted invite link steals a seat. The page keeps each seat's
// token for its table; a link naming the same table on another `server=` must
// not carry that token there. The page here is a publisher's static copy
// (no CSP of the table server's), so nothing but the page's own rule stops it.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');
const { openApp } = require('./support.cjs');
const { startServer } = require('../online/support.cjs');

// A server that answers every CORS preflight (so the browser sends the real
// request) and keeps every request's path and body.
function recordingServer() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200, { 'Access-Control-Allow-Origin': req.headers.origin || '*',
        'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization', 'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Credentials': 'true', 'Content-Type': 'application/json' });
      res.end(req.method === 'OPTIONS' ? undefined : JSON.stringify({ code: 4212, error: 'no such table here' }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://127.0.0.1:${server.address().port}`, seen, close: () => server.close() })));
}

test('a seat token goes only to the server that gave it, not to a link\'s other server=', { timeout: 120000 }, async () => {
  const tables = await startServer({ pace: 50 });
  const evil = await recordingServer();
  const app = await openApp();
  try {
    const { table } = await app.page.evaluate((s) => window.mercato.online.create({ server: s, game: 'merchants',
      seats: ['human', 'easy'], name: 'Ann' }), tables.url);
    const token = await app.page.evaluate((t) => {
      for (let i = 0; i < localStorage.length; ++i) {
        const key = localStorage.key(i);
        if (key.startsWith('mercato.online.') && key.endsWith(t)) return JSON.parse(localStorage.getItem(key)).token;
      }
      return null;
    }, table);
    assert.ok(token && token.length > 20, 'the creator\'s seat token is kept');

    const link = (server) => `${app.url}/?table=${table}&server=${encodeURIComponent(server)}`;
    const stolen = await app.page.evaluate((l) => window.mercato.online.join(l).then(() => 'joined', (e) => e.message), link(evil.url));
    assert.notEqual(stolen, 'joined');
    const joins = evil.seen.filter((r) => r.method === 'POST' && r.url.includes(`/matchmake/joinById/${table}`));
    assert.ok(joins.length >= 1, `the crafted link's server was asked to join (${JSON.stringify(evil.seen.map((r) => r.url))})`);
    for (const r of evil.seen) assert.ok(!r.body.includes(token), `the seat token reached another server: ${r.url}`);

    // The server that gave it still takes it: the same seat comes back.
    const back = await app.page.evaluate((l) => window.mercato.online.join(l), link(tables.url));
    assert.equal(back.seat, 0);
    assert.equal(await app.page.evaluate(() => window.mercato.online.status().host), true);
    // Failed requests to the recording server are this test's own doing.
    const unexpected = app.errors.filter((e) => !e.includes(evil.url) && !/colyseus|WebSocket|Failed to load resource/i.test(e));
    assert.deepEqual(unexpected, []);
    app.errors.length = 0;
  } finally {
    await app.close();
    evil.close();
    await tables.remove();
  }
});
