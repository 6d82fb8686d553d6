#!/usr/bin/env node
// Mercato's online tables (issue 19): one Colyseus server that serves the page
// (build/web) and the table rooms on one port. Started by ./tools/serve.
//
//   node server/main.cjs [--port P] [--host H] [--data DIR | --redis URL] [--advertise HOST:PORT]
//                        [--web DIR] [--core DIR] [--pace MS]
//
// --data       where each table's record is kept (default .mercato-tables); every
//              unfinished table found there is opened again at start
// --redis      keep the records in Redis instead (redis://host:port), shared by
//              several processes, which then share the rooms too (docs/online.md)
// --advertise  with --redis: how the other processes reach this one (default
//              the host and port it listens on; the host name when --host is 0.0.0.0)
// --pace       milliseconds before a computer moves, so people can follow (default 600)
'use strict';
const http = require('http');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const { Server, matchMaker } = require('@colyseus/core');
const { WebSocketTransport } = require('@colyseus/ws-transport');
const { TableCore } = require('./table_core.cjs');
const { openTableStore } = require('./table_store.cjs');
const { TableRoom, context } = require('./table_room.cjs');
const { staticFiles } = require('./static_files.cjs');

const ROOT = path.join(__dirname, '..');
const ADOPT_SECONDS = 30;  // with --redis: how often a process looks for tables whose process is gone

function parseArgs(argv) {
  const args = { port: 8080, host: '127.0.0.1', data: path.join(ROOT, '.mercato-tables'), redis: '',
    advertise: '', web: path.join(ROOT, 'build', 'web'), core: undefined, pace: 600 };
  for (let i = 0; i < argv.length; ++i) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[i + 1];
    if (!(key in args) || value === undefined || !argv[i].startsWith('--')) {
      throw new Error(`unknown argument '${argv[i]}' (see the head of server/main.cjs)`);
    }
    ++i;
    if (key === 'port' || key === 'pace') {
      if (!/^\d+$/.test(value)) throw new Error(`--${key} takes a whole number, not '${value}'`);
      args[key] = Number(value);
    } else {
      args[key] = value;
    }
  }
  if (args.redis && !/^rediss?:\/\/\S+$/.test(args.redis)) throw new Error(`--redis takes a redis://host:port URL, not '${args.redis}'`);
  if (args.advertise && !/^[^\s:]+:\d+$/.test(args.advertise)) throw new Error(`--advertise takes HOST:PORT, not '${args.advertise}'`);
  if (args.advertise && !args.redis) throw new Error('--advertise is for several processes sharing --redis');
  return args;
}

// GET /tables/<id>.mercato: a finished table's record, to open in the replay
// viewer. An unfinished one is refused: its record holds every seat's secrets.
async function sendFinishedRecord(id, res) {
  const saved = await context.store.load(id);
  let over = false;
  if (saved) {
    const table = context.core.restore(saved.record);
    over = context.core.over(table);
    context.core.free(table);
  }
  if (!over) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end(saved ? 'this table\'s game is not over yet\n' : 'no such table\n');
  }
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': `attachment; filename="${saved.meta.header.match(/game=(\S+)/)[1]}-${id}.mercato"` });
  res.end(saved.record);
}

// Opens every stored unfinished table that no process holds, under its own id.
// With Redis, `driver` lists the tables other processes hold. Returns how many.
async function restoreTables(driver) {
  let restored = 0;
  for (const saved of await context.store.restorable()) {
    try {
      if (driver && await driver.has(saved.id)) continue;
      const probe = context.core.restore(saved.record);
      const over = context.core.over(probe);
      context.core.free(probe);
      if (over) { await context.store.finish(saved.id); continue; }
      if (!await context.store.claim(saved.id, matchMaker.processId)) continue;
      const restoreKey = crypto.randomBytes(16).toString('hex');
      context.restores.set(restoreKey, saved);
      await matchMaker.createRoom('table', { restoreKey });
      ++restored;
    } catch (e) {
      console.error(`mercato server: table ${saved.id} not restored: ${e.message}`);
    }
  }
  return restored;
}

async function main() {
  let args;
  try { args = parseArgs(process.argv.slice(2)); } catch (e) {
    console.error(`mercato server: ${e.message}`);
    process.exit(2);
  }
  context.core = await TableCore.load(args.core);
  try {
    context.store = await openTableStore(args);
  } catch (e) {
    console.error(`mercato server: ${e.message}`);
    process.exit(1);
  }
  context.paceMillis = args.pace;

  // index.html says it was served by a table server (page/online.js: Setup offers "Play online").
  const files = staticFiles(args.web, { 'index.html': (html) => html.replace('<head>', '<head>\n<meta name="mercato-online" content="1">') });
  const httpServer = http.createServer((req, res) => {
    const url = req.url.split('?')[0];
    const finished = /^\/tables\/([A-Za-z0-9_-]{4,40})\.mercato$/.exec(url);
    if (!finished) return files(req, res);
    sendFinishedRecord(finished[1], res).catch((e) => {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`the table store did not answer: ${e.message}\n`);
    });
  });
  const shared = args.redis ? require('./shared_rooms.cjs') : null;
  const server = new Server({ transport: new WebSocketTransport({ server: httpServer }), greet: false,
    ...(shared ? shared.sharedRoomsOptions(args.redis) : {}) });
  server.define('table', TableRoom);
  server.onShutdown(() => context.store.shutdown());
  await server.listen(args.port, args.host);
  const port = httpServer.address().port;
  if (shared) {
    const host = args.host === '0.0.0.0' ? os.hostname() : args.host;
    await shared.advertise(server.presence, args.advertise || `${host}:${port}`);
    shared.handOnUpgrades(httpServer, server.presence);
  }

  // Every unfinished table comes back from its record, under its own id; with
  // Redis, also later, when the process that held one is gone.
  const restored = await restoreTables(shared && server.driver);
  if (shared) {
    setInterval(async () => {
      try {
        await matchMaker.healthCheckAllProcesses();  // forgets the rooms of processes that died
        const adopted = await restoreTables(server.driver);
        if (adopted) console.log(`Mercato online: ${adopted} table(s) of a stopped process reopened here`);
      } catch (e) {
        console.error(`mercato server: looking for tables to reopen: ${e.message}`);
      }
    }, ADOPT_SECONDS * 1000).unref();
  }
  const shown = args.host === '0.0.0.0' ? '127.0.0.1' : args.host;
  console.log(`Mercato online: http://${shown}:${port}/ ` +
    `(tables in ${context.store.where}; ${restored} restored; process ${matchMaker.processId})`);
}

main().catch((e) => { console.error(`mercato server: ${e.stack || e.message}`); process.exit(1); });
