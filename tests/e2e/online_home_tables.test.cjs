// Home lists the online tables this browser sits at (issue 41, item 4): Bo (a
// phone, Japanese) leaves a game with Ann and goes Home; the table is there with
// whose turn it is, in his language; a tap on Open takes him back to his seat.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onlineFixture, annAndBo, startAnnAndBo } = require('./online_support.cjs');

const fx = onlineFixture({ pace: 300 });

test('Home lists this browser\'s online tables with whose turn it is; Open goes back to the seat', { timeout: 120000 }, async () => {
  const { ann, bo, link } = await annAndBo(fx);
  await startAnnAndBo({ ann, bo });
  const table = new URL(link).searchParams.get('table');
  const listed = await bo.page.evaluate(() => window.mercato.online.tables());
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.deepEqual([listed[0].table, listed[0].known, listed[0].seat, listed[0].game], [table, true, 1, 'merchants']);

  await bo.page.evaluate(() => window.mercato.online.leave());
  assert.deepEqual(await bo.api('open', 'home'), { ok: true });
  const row = `home:online:${table}`;
  const title = await bo.page.waitForFunction((k) => window.mercato.debug.texts()[k], row, { timeout: 20000, polling: 100 });
  const toMove = (await ann.api('turn')).toMove;
  assert.equal(await title.jsonValue(), toMove === 1 ? '交易王・あなたの番' : '交易王・Annの番', 'the row says whose turn, in Japanese');
  const r = await bo.waitRect(`home:online-open:${table}`);
  assert.ok(r[3] >= 44, `Open is ${r[3]} px tall`);
  await bo.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await bo.page.waitForFunction((t) => { const s = window.mercato.online.status(); return s.table === t && s.seat === 1 && s.started; },
    table, { timeout: 20000, polling: 100 });
  assert.equal(await bo.api('screen'), 'online');
});
