#!/usr/bin/env node
// Mercato's online tables (issue 19): one Colyseus server that serves the page
// (build/web) and the table rooms on one port. Started by ./tools/serve.
//
//   node server/main.cjs [--port P] [--host H] [--data DIR] [--web DIR] [--core DIR] [--pace MS]
//
// --data   where each table's record is kept (default .mercato-tables); every
//          unfinished table found there is opened again at start
// --pace   milliseconds before a computer moves, so people can follow (default 600)
'use strict';
const http = require('http');
const path = require('path');
const crypto = require('crypto');
const { Server, matchMaker } = require('@colyseus/core');
const { WebSocketTransport } = require('@colyseus/ws-transport');
const { TableCore } = require('./table_core.cjs');
const { TableStore } = require('./table_store.cjs');
const { TableRoom, context } = require('./table_room.cjs');
const { staticFiles } = require('./static_files.cjs');

const ROOT = path.join(__dirname, '..');

function parseArgs(argv) {
  const args = { port: 8080, host: '127.0.0.1', data: path.join(ROOT, '.mercato-tables'),
    web: path.join(ROOT, 'build', 'web'), core: undefined, pace: 600 };
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
  return args;
}

// GET /tables/<id>.mercato: a finished table's record, to open in the replay
// viewer. An unfinished one is refused: its record holds every seat's secrets.
function sendFinishedRecord(id, res) {
  const saved = context.store.load(id);
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

async function main() {
  let args;
  try { args = parseArgs(process.argv.slice(2)); } catch (e) {
    console.error(`mercato server: ${e.message}`);
    process.exit(2);
  }
  context.core = await TableCore.load(args.core);
  context.store = new TableStore(args.data);
  context.paceMillis = args.pace;

  // index.html says it was served by a table server (page/online.js: Setup offers "Play online").
  const files = staticFiles(args.web, { 'index.html': (html) => html.replace('<head>', '<head>\n<meta name="mercato-online" content="1">') });
  const httpServer = http.createServer((req, res) => {
    const url = req.url.split('?')[0];
    const finished = /^\/tables\/([A-Za-z0-9_-]{4,40})\.mercato$/.exec(url);
    return finished ? sendFinishedRecord(finished[1], res) : files(req, res);
  });
  const server = new Server({ transport: new WebSocketTransport({ server: httpServer }), greet: false });
  server.define('table', TableRoom);
  await server.listen(args.port, args.host);

  // Every unfinished table comes back from its record, under its own id.
  let restored = 0;
  for (const saved of context.store.loadAll()) {
    try {
      const probe = context.core.restore(saved.record);
      const over = context.core.over(probe);
      context.core.free(probe);
      if (over) continue;
      const restoreKey = crypto.randomBytes(16).toString('hex');
      context.restores.set(restoreKey, saved);
      await matchMaker.createRoom('table', { restoreKey });
      ++restored;
    } catch (e) {
      console.error(`mercato server: table ${saved.id} not restored: ${e.message}`);
    }
  }
  const shown = args.host === '0.0.0.0' ? '127.0.0.1' : args.host;
  console.log(`Mercato online: http://${shown}:${server.transport.server.address().port}/ ` +
    `(tables in ${context.store.dir}; ${restored} restored)`);
}

main().catch((e) => { console.error(`mercato server: ${e.stack || e.message}`); process.exit(1); });
