// The Redis store (server/redis_table_store.cjs) on its own against a real
// redis-server: a table whose list cannot be read is set aside with its reason
// and the other tables still open (before, restore threw and the server exited).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startRedis } = require('./support.cjs');
const { RedisTableStore } = require('../../server/redis_table_store.cjs');

const HEADER = { header: 'mercato-record v1 game=merchants players=3 options= seed=1 seats=human,human,human', hostSeat: 0 };

test('a table whose list has an item that is not JSON, or no header, is set aside; the others open', { timeout: 30000 }, async () => {
  const redis = await startRedis();
  const store = new RedisTableStore(redis.url);
  const said = [];
  const error = console.error;
  try {
    await store.open();
    for (const id of ['good1', 'bad1', 'nohead']) {
      await store.create(id, HEADER, 'test');
      await store.append(id, [{ m: 'deal p0 cotton' }]);
    }
    await store.redis.rpush('mercato:table:bad1', '{"m":"deal p1 si');
    await store.redis.lset('mercato:table:nohead', 0, '{"m":"deal p0 salt"}');
    console.error = (line) => said.push(line);
    const tables = await store.restorable();
    console.error = error;
    assert.deepEqual(tables.map((t) => [t.id, t.moves]), [['good1', ['deal p0 cotton']]]);
    assert.deepEqual((await store.redis.smembers('mercato:tables:open')).sort(), ['good1']);
    const aside = await store.redis.lrange('mercato:set-aside:bad1', 0, -1);  // kept as it was
    assert.deepEqual(aside.slice(1), ['{"m":"deal p0 cotton"}', '{"m":"deal p1 si']);
    assert.match(await store.redis.get('mercato:set-aside:bad1:reason'), /item 2 is not JSON/);
    assert.match(await store.redis.get('mercato:set-aside:nohead:reason'), /item 0 is not a table header/);
    assert.equal(await store.redis.exists('mercato:table:bad1'), 0);
    assert.match(said.join('\n'), /table bad1 set aside as mercato:set-aside:bad1: item 2 is not JSON/);
  } finally {
    console.error = error;
    await store.shutdown().catch(() => {});
    await redis.stop();
  }
});
