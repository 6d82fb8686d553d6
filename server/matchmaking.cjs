// The matchmaking requests (POST /matchmake/<method>/<room or table id>), read
// here instead of by Colyseus' own handler so that a stranger's request is
// bounded before it costs anything (issue 36):
// - only `create` (a new table), `joinById` (an invite link) and `reconnect`:
//   `join` and `joinOrCreate` would seat a stranger at someone's open table;
// - a body of at most MAX_BODY bytes (413), JSON of an object (400);
// - at most `maxTables` tables in this process and `maxPerAddress` created
//   from one address (429), counted by the rooms themselves (context.tables);
// - the creator's session is told to its room, so only the creator becomes host.
// Answers are JSON, {code, error} on failure, as colyseus.js reads them.
'use strict';
const { matchMaker } = require('@colyseus/core');
const { BASE_HEADERS } = require('./security_headers.cjs');

const MAX_BODY = 64 * 1024;
const METHODS = ['create', 'joinById', 'reconnect'];
const ROUTE = /^\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})$/;

function reply(req, res, status, body, headers = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': req.headers.origin || '*', 'Access-Control-Allow-Credentials': 'true', ...headers });
  res.end(JSON.stringify(body));
}
const refuse = (req, res, status, error) => reply(req, res, status, { code: status, error });

// The rest of a body too large is never read: answered, then the connection closes.
function tooLarge(req, res) {
  res.on('finish', () => req.destroy());
  reply(req, res, 413, { code: 413, error: `the request body is over ${MAX_BODY} bytes` }, { Connection: 'close' });
}

// Resolves the body as text, or null once it has been refused (413).
function readBody(req, res) {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length'] || 0) > MAX_BODY) {
      tooLarge(req, res);
      return resolve(null);
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      if (size > MAX_BODY) return;
      size += chunk.length;
      if (size > MAX_BODY) {
        tooLarge(req, res);
        return resolve(null);
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

// The address a request comes from: the socket's, or with `trustProxy` the
// last address the proxy in front added to X-Forwarded-For.
function addressOf(req, trustProxy) {
  const forwarded = trustProxy && String(req.headers['x-forwarded-for'] || '').split(',').pop().trim();
  return forwarded || req.socket.remoteAddress || '?';
}

// `limits`: {maxTables, maxPerAddress, trustProxy}; `tables`: {count(), countOf(address)}.
function matchmakingRequests(limits, tables) {
  return async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...BASE_HEADERS, 'Access-Control-Allow-Origin': req.headers.origin || '*',
        'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
        'Access-Control-Allow-Credentials': 'true', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    const route = ROUTE.exec(req.url.split('?')[0]);
    if (req.method !== 'POST') return refuse(req, res, 405, 'matchmaking takes POST');
    if (!route) return refuse(req, res, 404, 'not a matchmaking request: /matchmake/<method>/<table>');
    const [, method, target] = route;
    if (!METHODS.includes(method)) {
      return refuse(req, res, 403, `'${method}' is not offered: create a table, or join one by its invite link`);
    }
    const text = await readBody(req, res);
    if (text === null) return;
    let options;
    try { options = text === '' ? {} : JSON.parse(text); } catch { return refuse(req, res, 400, 'the body is not JSON'); }
    if (!options || typeof options !== 'object' || Array.isArray(options)) return refuse(req, res, 400, 'the body is not a JSON object');

    const address = addressOf(req, limits.trustProxy);
    if (method === 'create') {
      if (target !== 'table') return refuse(req, res, 404, `no room type '${target}'`);
      if (limits.maxTables && tables.count() >= limits.maxTables) {
        return refuse(req, res, 429, `this server holds its most tables (${limits.maxTables}); try again later`);
      }
      if (limits.maxPerAddress && tables.countOf(address) >= limits.maxPerAddress) {
        return refuse(req, res, 429, `at most ${limits.maxPerAddress} open tables from one address`);
      }
      options.creatorAddress = address;   // the room counts its table against this address
    }
    let answer;
    try {
      answer = await matchMaker.controller.invokeMethod(method, target, options,
        { token: undefined, headers: req.headers, ip: address, req });
    } catch (e) {
      return reply(req, res, 200, { code: e.code, error: String(e.message).slice(0, 300) });
    }
    if (method === 'create') {
      const room = matchMaker.getLocalRoomById(answer.room.roomId);
      if (room && room.expectCreator) room.expectCreator(answer.sessionId);
    }
    reply(req, res, 200, answer);
  };
}

module.exports = { matchmakingRequests, readBody, reply, MAX_BODY, METHODS };
