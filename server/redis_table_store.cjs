// The store at scale (server/table_store.cjs, ./tools/serve --redis URL): each
// table's entries (server/table_entries.cjs) as JSON strings in a Redis list,
// and a set of the unfinished tables (docs/online.md, "Redis"):
//   mercato:table:<id>     list: the header entry, then one entry per RPUSH
//   mercato:tables:open    set: tables whose game is not over (restored at start)
//   mercato:claim:<id>     a process opening the table, for 10 s (so only one does)
//   mercato:set-aside:<id> a table's list that could not be read, and :reason why
// An append resolves once Redis has the entries, before anyone hears of them;
// how safe they are on Redis's own disk is its appendfsync setting (the
// deployment recipe sets `appendonly yes`, `appendfsync always`).
'use strict';
const Redis = require('ioredis');
const { ID_PATTERN, checkId, tableFromEntries } = require('./table_entries.cjs');

const OPEN = 'mercato:tables:open';
const CLAIM_MILLIS = 10000;
const LIVE_PROCESSES = 'roomcount';  // Colyseus' hash of its live processes (processId -> counts)
const keyOf = (id) => `mercato:table:${checkId(id)}`;
const claimOf = (id) => `mercato:claim:${checkId(id)}`;
const SET_ASIDE = 'mercato:set-aside:';

// A table's list items as a table (server/table_entries.cjs); null without a header.
function tableOfItems(id, items) {
  return tableFromEntries(id, items.map((item, i) => {
    try { return JSON.parse(item); } catch { throw new Error(`item ${i} is not JSON`); }
  }));
}

class RedisTableStore {
  // `url`: redis://[user:password@]host:port[/db]
  constructor(url) {
    this.url = url;
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 20 });
    this.redis.on('error', (e) => { this.lastError = e.message; });
    // The table's list, its place in the open set and its claim (so no other
    // process restores it before its room is listed), at once; fails if it exists.
    this.redis.defineCommand('createTable', { numberOfKeys: 3,
      lua: "if redis.call('exists', KEYS[1]) == 1 then return 0 end " +
        "redis.call('rpush', KEYS[1], ARGV[1]) redis.call('sadd', KEYS[2], ARGV[2]) " +
        "redis.call('set', KEYS[3], ARGV[3], 'PX', ARGV[4]) return 1" });
    // A claim is taken if free, or if its holder is no longer a live Colyseus
    // process (the health check removes dead ones from LIVE_PROCESSES).
    this.redis.defineCommand('claimTable', { numberOfKeys: 2,
      lua: "local holder = redis.call('get', KEYS[1]) " +
        "if holder and holder ~= ARGV[1] and redis.call('hexists', KEYS[2], holder) == 1 then return 0 end " +
        "redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1" });
  }

  get where() { return this.url.replace(/\/\/[^@/]*@/, '//'); }  // no password in logs

  // Connects, or fails within `ms` with a message that says where it tried.
  async open(ms = 5000) {
    const timeout = new Promise((resolve, reject) => setTimeout(() =>
      reject(new Error(`no answer from Redis at ${this.where} in ${ms / 1000} s${this.lastError ? ` (${this.lastError})` : ''}`)), ms).unref());
    const reached = this.redis.connect().then(() => this.redis.ping()).catch((e) => {
      this.redis.disconnect();
      throw new Error(`cannot reach Redis at ${this.where}: ${this.lastError || e.message}`);
    });
    await Promise.race([reached, timeout]);
  }

  async create(id, meta, processId = '') {
    const header = JSON.stringify({ v: 1, table: id, created: new Date().toISOString(), ...meta });
    if (await this.redis.createTable(keyOf(id), OPEN, claimOf(id), header, id, processId, CLAIM_MILLIS) !== 1) {
      throw new Error(`table ${id} exists already`);
    }
  }

  async append(id, entries) {
    if (entries.length === 0) return;
    // RPUSHX: never starts a list, so a table missing from Redis is an error, not a stub.
    if (await this.redis.rpushx(keyOf(id), ...entries.map((e) => JSON.stringify(e))) === 0) {
      throw new Error(`table ${id} is not in Redis`);
    }
  }

  // The game is over: the list stays (its record downloads), the table leaves the open set.
  async finish(id) { await this.redis.srem(OPEN, id); }

  close() {}

  // The unfinished tables (the open set). A table whose list cannot be read
  // (an item not JSON, no header) is set aside and the others open.
  async restorable() {
    const ids = (await this.redis.smembers(OPEN)).sort();
    const tables = [];
    for (const id of ids) {
      if (!ID_PATTERN.test(id)) {
        await this.redis.srem(OPEN, id);
        console.error(`mercato server: '${id}' in ${OPEN} is not a table id: removed`);
        continue;
      }
      // A Redis error stops the restore here: no table is set aside for it.
      const items = await this.redis.lrange(keyOf(id), 0, -1);
      try {
        const table = tableOfItems(id, items);
        if (!table) throw new Error(items.length ? 'item 0 is not a table header' : 'no list');
        tables.push(table);
      } catch (e) {
        await this.setAside(id, e.message);
      }
    }
    return tables;
  }

  // mercato:set-aside:<id> (the list) and mercato:set-aside:<id>:reason; out of the open set.
  async setAside(id, reason) {
    await this.redis.multi().srem(OPEN, id).set(`${SET_ASIDE}${id}:reason`, `${new Date().toISOString()} ${reason}`).exec();
    await this.redis.renamenx(keyOf(id), `${SET_ASIDE}${id}`).catch(() => {});  // gone, or another process moved it
    console.error(`mercato server: table ${id} set aside as ${SET_ASIDE}${id}: ${reason}`);
  }

  async load(id) {
    const items = await this.redis.lrange(keyOf(id), 0, -1);
    return items.length === 0 ? null : tableOfItems(id, items);
  }

  // Tries to be the one process that opens table `id` (several may look for
  // unlisted tables at once): true unless a live process claimed it within
  // CLAIM_MILLIS, time enough for its room to be listed.
  async claim(id, processId) {
    return await this.redis.claimTable(claimOf(id), LIVE_PROCESSES, processId, CLAIM_MILLIS) === 1;
  }

  async shutdown() { await this.redis.quit(); }
}

module.exports = { RedisTableStore };
