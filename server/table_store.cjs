// Where tables are kept: one interface, two stores.
//   FileTableStore  (default, --data DIR)  one fsync'ed append-only file per table, one process per folder
//   RedisTableStore (--redis URL)          a Redis list per table, shared by several processes
// Each has:
//   where                       the folder or the Redis address, for the start line
//   create(id, meta, processId) a new table's header entry; rejects if the table exists
//   append(id, entries)         resolves once the entries are stored (then the room tells);
//                               rejects if they could not all be stored (the room then tells nothing)
//   finish(id)                  the game is over: never restored again (its record stays)
//   close(id)                   the room is gone from this process
//   load(id)                    {id, meta, moves, seats, started, record} or null
//   restorable()                the tables that may be unfinished, to reopen at start; a table
//                               that cannot be read is set aside with its reason, never thrown
//   claim(id, processId)        true if this process may open a stored table now (Redis: the first asker)
//   shutdown()
// Entries and how they become a table: server/table_entries.cjs.
'use strict';
const { FileTableStore } = require('./file_table_store.cjs');

async function openTableStore({ data, redis }) {
  if (!redis) return new FileTableStore(data);
  const { RedisTableStore } = require('./redis_table_store.cjs');
  const store = new RedisTableStore(redis);
  await store.open();
  return store;
}

module.exports = { openTableStore };
