// The page's screens for online undo and hand-over (issue 19): two people play
// Merchants online, Ann with a mouse at 1280x800 in English, Bo with touch on a
// 390x844 phone in Japanese. A person asks on the canvas to undo their last move
// (the server refuses across a draw or revealed information: its reason is
// shown); the other sees "Seat N asks to undo their last move" with Agree /
// Refuse, refuses once (both see the outcome), then agrees (both tables go back).
// Then Bo leaves; after the host's seat timeout Ann sees "Seat 2 left — hand it
// to a computer?", votes on the canvas, and sees the outcome.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onlineFixture, annAndBo, startAnnAndBo, waitOnline } = require('./online_support.cjs');
const { undoVotes, askUndo, refuseUndo, handOver } = require('./online_votes_api.cjs');

const fx = onlineFixture({ pace: 50 });

test('online undo (ask, refuse, agree) and the hand-over vote on the canvas, English and Japanese, mouse and touch', { timeout: 300000 }, async () => {
  const { ann, bo } = await annAndBo(fx, { create: { seatTimeout: 2 } });
  await startAnnAndBo({ ann, bo });

  // Ann clicks with the mouse, Bo taps.
  const press = async (app, name) => {
    if (app !== bo) return app.click(name);
    const r = await app.waitRect(name);
    await app.page.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
    await app.frames(3);
  };
  const text = async (app, name, pattern, what) => {
    await app.waitFor(([n, p]) => new RegExp(p).test(window.mercato.debug.texts()[n] || ''), [name, pattern.source], 20000)
      .catch(async () => { throw new Error(`${what}: '${name}' is '${(await app.page.evaluate(() => window.mercato.debug.texts()))[name]}'`); });
  };
  const status = (app) => app.page.evaluate(() => window.mercato.online.status());
  const words = { en: { asks: /^Seat \d \(\w+\) asks to undo their last move$/, refused: /refused/, agreed: /agreed/,
    why: /drawn|hidden information|No person has moved|last move to take back/ },
  ja: { asks: /^席\d（\w+）が直前の手を戻したいと言っています$/, refused: /断りました/, agreed: /全員が同意/,
    why: /引かれた|伏せられた情報|まだ誰も|戻せる最後の手/ } };
  const lang = (app) => (app === bo ? words.ja : words.en);

  // Play until a person's last move may be undone: the server says so, or refuses with its reason.
  let asked = null;
  let reasons = 0;
  for (let k = 0; k < 80 && !asked; ++k) {
    const turns = await Promise.all([ann, bo].map((app) => app.api('turn')));
    const i = turns.findIndex((t) => t && t.humanTurn);
    if (i < 0) { await ann.page.waitForTimeout(100); continue; }
    const [mover, other] = i === 0 ? [ann, bo] : [bo, ann];
    const moves = turns[i].moves;
    const legal = await mover.api('legalActions');
    assert.deepEqual(await mover.api('act', legal[(k * 5) % legal.length]), { ok: true });
    await mover.waitFor((n) => window.mercato.turn().moves > n, moves);
    await press(mover, 'online:undo');
    await mover.waitFor(() => { const s = window.mercato.online.status(); return !!(s.undo || s.refusal); });
    const s = await status(mover);
    if (s.refusal) {
      // The server's reason, as the canvas shows it, in the person's language.
      await text(mover, 'online:refusal', lang(mover).why, 'the refusal with its reason');
      ++reasons;
      continue;
    }
    asked = { mover, other, moves, by: s.undo.by };
  }
  assert.ok(asked, `no undo was possible in 80 moves (${reasons} refused with a reason)`);
  const { mover, other } = asked;

  await text(other, 'online:undo:asked', lang(other).asks, 'the other sees the question');
  await text(mover, 'online:undo:waiting', /./, 'the asker sees it waiting');
  await other.shot(other === bo ? 'online-undo-asked-phone-ja' : 'online-undo-asked');
  await press(other, 'online:undo:refuse');
  for (const app of [mover, other]) await text(app, 'online:undo:outcome', lang(app).refused, 'the refusal, seen by both');
  assert.ok((await status(mover)).moves > asked.moves, 'a refused undo changes nothing');

  // Asked again, through the page's API this time.
  assert.deepEqual(await askUndo(mover), { ok: true });
  await text(other, 'online:undo:asked', lang(other).asks, 'asked again');
  await press(other, 'online:undo:agree');
  for (const app of [mover, other]) {
    await app.waitFor((n) => window.mercato.online.status().moves === n, asked.moves);
    await text(app, 'online:undo:outcome', lang(app).agreed, 'the agreement, seen by both');
  }
  assert.deepEqual(await undoVotes(ann), { undo: null, lastUndo: { by: asked.by, outcome: 'agreed' } });
  // Refusing when nothing is asked: the server's refusal comes back as the 'refused' event.
  assert.deepEqual(await refuseUndo(ann), { ok: true });
  await waitOnline(ann, () => /^No undo is asked now\.$/.test(window.mercato.online.status().refusal || ''), 'nothing to refuse');

  // Bo leaves; after the 2 s seat timeout Ann is offered the vote.
  await bo.page.evaluate(() => window.mercato.online.leave());
  await text(ann, 'online:handover:1', /^Seat 2 \(Bo\) left — hand it to a computer\?$/, 'the vote offered');
  assert.deepEqual(await ann.api('setLanguage', 'ja'), { ok: true });
  await text(ann, 'online:handover:1', /^席2（Bo）が抜けました。コンピュータに任せますか？$/, 'the vote offered, in Japanese');
  await ann.shot('online-handover-offered-ja');
  assert.deepEqual(await ann.api('setLanguage', 'en'), { ok: true });
  assert.deepEqual(await handOver(ann, 0), { ok: true });  // one's own seat: the server refuses
  // (the canvas shows the refusal before the click, so the vote button has settled where it is drawn)
  await text(ann, 'online:refusal', /is not another person's/, 'not one\'s own seat');
  await ann.click('online:handover:vote:1');
  await waitOnline(ann, () => window.mercato.online.status().seats[1].kind === 'computer', 'seat 2 a computer\'s');
  await text(ann, 'online:handover:outcome', /^Seat 2 was handed to a computer \(normal\)\.$/, 'the outcome');
  assert.deepEqual((await status(ann)).lastHandOver, { seat: 1, level: 'ismcts:normal' });
  await ann.shot('online-handover-done');
});
