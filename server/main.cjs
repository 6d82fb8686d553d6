#!/usr/bin/env node
// Mercato's online tables (issue 19): one Colyseus server that serves the page
// (build/web) and the table rooms on one port. Started by ./tools/serve.
//
//   node server/main.cjs [--port P] [--host H] [--data DIR | --redis URL] [--advertise HOST:PORT]
//                        [--web DIR] [--core DIR] [--pace MS] [--max-tables N]
//                        [--max-tables-per-address N] [--lobby-ttl S] [--trust-proxy]
//                        [--connect-src ORIGINS] [--frame-ancestors SOURCES] [--think-threads N]
//   node server/main.cjs --think-only --redis URL [--think-threads N]
//
// --data       where each table's record is kept (default .mercato-tables); every
//              unfinished table found there is opened again at start
// --redis      keep the records in Redis instead (redis://host:port), shared by
//              several processes, which then share the rooms too (docs/online.md)
// --advertise  with --redis: how the other processes reach this one (default
//              the host and port it listens on; the host name when --host is 0.0.0.0)
// --pace       milliseconds before a computer moves, so people can follow (default 600)
// --max-tables             open tables this process holds at most (default 5000; 0: no cap)
// --max-tables-per-address open tables created from one address at most (default 20; 0: no cap)
// --lobby-ttl              seconds an unstarted table waits for its Start (default 86400; 0: forever)
// --trust-proxy            count addresses by the last X-Forwarded-For hop (behind a proxy)
// --connect-src            more table servers the page may reach (CSP), "https://a.example,wss://a.example"
// --frame-ancestors        who may frame the page (CSP; default 'self'), e.g. "https://publisher.example"
// --think-threads N        threads the computers think on (default: cores - 1, at least 1; 0: on the
//                          event loop, in slices between messages, as before issue 40)
// --think-only             with --redis: no tables, no port; only think the jobs of the Redis queue
// --think-elsewhere        with --redis: this process's computers are thought by the queue's other
//                          workers (--think-only processes); it takes no jobs itself
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
const { staticFiles, answer } = require('./static_files.cjs');
const { httpFront } = require('./http_front.cjs');
const { matchmakingRequests } = require('./matchmaking.cjs');
const { sourceList, BASE_HEADERS } = require('./security_headers.cjs');
const { ThinkPool, defaultThreads } = require('./think_pool.cjs');

const ROOT = path.join(__dirname, '..');
const ADOPT_SECONDS = 30;  // with --redis: how often a process looks for tables whose process is gone

const NUMBERS = ['port', 'pace', 'max-tables', 'max-tables-per-address', 'lobby-ttl', 'think-threads'];
const FLAGS = ['trust-proxy', 'think-only', 'think-elsewhere'];

function parseArgs(argv) {
  const args = { port: 8080, host: '127.0.0.1', data: path.join(ROOT, '.mercato-tables'), redis: '',
    advertise: '', web: path.join(ROOT, 'build', 'web'), core: undefined, pace: 600,
    'max-tables': 5000, 'max-tables-per-address': 20, 'lobby-ttl': 86400, 'trust-proxy': false,
    'connect-src': '', 'frame-ancestors': "'self'", 'think-threads': defaultThreads(), 'think-only': false,
    'think-elsewhere': false };
  for (let i = 0; i < argv.length; ++i) {
    const key = argv[i].replace(/^--/, '');
    if (FLAGS.includes(key) && argv[i].startsWith('--')) { args[key] = true; continue; }
    const value = argv[i + 1];
    if (!(key in args) || value === undefined || !argv[i].startsWith('--')) {
      throw new Error(`unknown argument '${argv[i]}' (see the head of server/main.cjs)`);
    }
    ++i;
    if (NUMBERS.includes(key)) {
      if (!/^\d+$/.test(value)) throw new Error(`--${key} takes a whole number, not '${value}'`);
      args[key] = Number(value);
    } else {
      args[key] = value;
    }
  }
  if (args.redis && !/^rediss?:\/\/\S+$/.test(args.redis)) throw new Error(`--redis takes a redis://host:port URL, not '${args.redis}'`);
  if (args.advertise && !/^[^\s:]+:\d+$/.test(args.advertise)) throw new Error(`--advertise takes HOST:PORT, not '${args.advertise}'`);
  if (args.advertise && !args.redis) throw new Error('--advertise is for several processes sharing --redis');
  if (args['think-only'] && !args.redis) throw new Error('--think-only thinks the jobs of a Redis queue: give --redis URL');
  if (args['think-threads'] > 64) throw new Error('--think-threads: at most 64 (each thread holds its own table core)');
  if (args['think-only'] && args['think-threads'] < 1) throw new Error('--think-only needs at least one --think-threads');
  if (args['think-elsewhere'] && !args.redis) throw new Error('--think-elsewhere sends computers\' thinking to a Redis queue: give --redis URL');
  if (args['think-elsewhere'] && args['think-only']) throw new Error('--think-elsewhere and --think-only: one or the other');
  args.policy = { connectSrc: sourceList(args['connect-src'], '--connect-src'),
    frameAncestors: sourceList(args['frame-ancestors'], '--frame-ancestors') };
  if (args.policy.frameAncestors.length === 0) throw new Error("--frame-ancestors needs a source ('none' forbids every frame)");
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
  if (!over) return answer(res, 404, saved ? 'this table\'s game is not over yet\n' : 'no such table\n');
  res.writeHead(200, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': `attachment; filename="${saved.meta.header.match(/game=(\S+)/)[1]}-${id}.mercato"` });
  res.end(saved.record);
}

// A table never started within --lobby-ttl is not opened again.
function lobbyExpired(saved) {
  const created = Date.parse(saved.meta && saved.meta.created);
  return !saved.started && context.lobbyTtlSeconds > 0 && Number.isFinite(created) &&
    Date.now() - created >= context.lobbyTtlSeconds * 1000;
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
      if (over || lobbyExpired(saved)) { await context.store.finish(saved.id); continue; }
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
  // A promise some path forgot to catch is logged, not fatal to every table
  // (node's default ends the process). Exceptions are caught where they start.
  process.on('unhandledRejection', (e) => console.error(`mercato server: unhandled: ${e && e.stack || e}`));
  let args;
  try { args = parseArgs(process.argv.slice(2)); } catch (e) {
    console.error(`mercato server: ${e.message}`);
    process.exit(2);
  }
  // Computers think on their own threads (issue 40); with --think-threads 0 on the event loop.
  // With Redis they think through its queue, which this process serves with its threads.
  const threads = args['think-elsewhere'] ? 0 : args['think-threads'];
  const pool = threads > 0 ? await new ThinkPool({ threads, coreDir: args.core }).start() : null;
  if (args['think-only']) return thinkOnly(args, pool);
  context.core = await TableCore.load(args.core);
  context.thinker = pool;
  try {
    context.store = await openTableStore(args);
  } catch (e) {
    console.error(`mercato server: ${e.message}`);
    process.exit(1);
  }
  if (args.redis && (pool || args['think-elsewhere'])) {
    const { QueueThinker, serveThinkQueue } = require('./think_queue.cjs');
    context.thinker = await withinSeconds(5, new QueueThinker(args.redis).start(), `the think queue on ${args.redis}`);
    if (pool) await serveThinkQueue(args.redis, pool);
  }
  context.paceMillis = args.pace;
  context.lobbyTtlSeconds = args['lobby-ttl'];

  // index.html says it was served by a table server (page/online.js: Setup offers "Play online").
  const files = staticFiles(args.web, { 'index.html': (html) => html.replace('<head>', '<head>\n<meta name="mercato-online" content="1">') },
    args.policy);
  const httpServer = http.createServer();
  const shared = args.redis ? require('./shared_rooms.cjs') : null;
  const server = new Server({ transport: new WebSocketTransport({ server: httpServer }), greet: false,
    ...(shared ? shared.sharedRoomsOptions(args.redis) : {}) });
  server.define('table', TableRoom);
  // Every request is ours (server/http_front.cjs), matchmaking included: Colyseus'
  // own handler reads bodies without a limit and seats strangers through join.
  httpServer.removeAllListeners('request');
  httpServer.on('request', httpFront({
    matchmaking: matchmakingRequests({ maxTables: args['max-tables'], maxPerAddress: args['max-tables-per-address'],
      trustProxy: args['trust-proxy'] }, context.tables),
    finishedRecord: (id, res) => sendFinishedRecord(id, res).catch((e) =>
      answer(res, 503, `the table store did not answer: ${e.message}\n`)),
    files,
  }));
  // Colyseus closes the rooms first (each drops its think job), then this runs.
  server.onShutdown(async () => {
    await context.store.shutdown();
    if (context.thinker) await context.thinker.close();
  });
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

// A Redis that does not answer stops the start, saying where it was tried.
function withinSeconds(seconds, promise, what) {
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} did not answer in ${seconds} s`)), seconds * 1000); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// A process that only thinks: it takes jobs from the Redis queue (server/think_queue.cjs).
async function thinkOnly(args, pool) {
  const { serveThinkQueue } = require('./think_queue.cjs');
  try {
    await withinSeconds(5, serveThinkQueue(args.redis, pool), `the think queue on ${args.redis}`);
  } catch (e) {
    console.error(`mercato think worker: ${e.message}`);
    process.exit(1);
  }
  console.log(`Mercato think worker: ${pool.threads} thread(s) on the queue of ${args.redis}`);
}

main().catch((e) => { console.error(`mercato server: ${e.stack || e.message}`); process.exit(1); });
