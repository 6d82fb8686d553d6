// Table phrases online (issue 41, item 5): Ann (mouse, 1280x800, English) and Bo
// (touch, 390x844, Japanese) play Merchants. Each says a phrase from the canvas
// ("Say…", then the phrase's button, 44 px tall); the other reads it beside the
// speaker's seat and in the log, in their own language.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onlineFixture, annAndBo, startAnnAndBo } = require('./online_support.cjs');

const fx = onlineFixture({ pace: 300 });

test('a table phrase said on the canvas reaches the other in their language, beside the seat and in the log', { timeout: 180000 }, async () => {
  const { ann, bo } = await annAndBo(fx);
  await startAnnAndBo({ ann, bo });

  const press = async (app, name) => {
    const r = await app.waitRect(name);
    assert.ok(r[3] >= 44, `${name} is ${r[3]} px tall`);
    if (app === bo) await app.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
    else await app.page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
    await app.frames(3);
  };
  const texts = (app) => app.page.evaluate(() => window.mercato.debug.texts());
  const waitText = (app, test, what) => app.page.waitForFunction(test, null, { timeout: 15000, polling: 100 })
    .catch(async () => { throw new Error(`${what}: ${JSON.stringify(await texts(app))}`); });

  await press(ann, 'online:say');
  await press(ann, 'online:say:good_luck');
  await waitText(bo, () => window.mercato.debug.texts()['online:said:0'] === 'よろしくお願いします！', 'Bo hears Ann');
  const boLog = Object.entries(await texts(bo)).filter(([k]) => k.startsWith('online:log:')).map(([, v]) => v);
  assert.ok(boLog.some((l) => l.includes('「よろしくお願いします！」')), `Bo's log: ${boLog}`);
  await waitText(ann, () => window.mercato.debug.texts()['online:said:0'] === 'Good luck!', 'Ann reads her own');
  assert.equal((await bo.page.evaluate(() => window.mercato.online.status().said))[0].words, 'よろしくお願いします！');

  await press(bo, 'online:say');
  await press(bo, 'online:say:well_played');
  await waitText(ann, () => window.mercato.debug.texts()['online:said:1'] === 'Well played!', 'Ann hears Bo');
  const annLog = Object.entries(await texts(ann)).filter(([k]) => k.startsWith('online:log:')).map(([, v]) => v);
  assert.ok(annLog.some((l) => /Bo: “Well played!”/.test(l)), `Ann's log: ${annLog}`);
  // The buttons close after a phrase: nothing left over the table.
  assert.equal((await ann.rects())['online:say:good_luck'], undefined);
  await bo.shot('online-phrases-phone-ja');
});
