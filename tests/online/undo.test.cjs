// Undo online: a person may propose to take back their last move (never across
// a draw or revealed information: the core refuses with the reason); any other
// person may refuse it (everyone hears who did); it is done only once every
// other person agreed, and everyone's view goes back.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, seatTwoPeople, eventually } = require('./support.cjs');

test('an undo needs every person\'s agreement and takes the views back', { timeout: 120000 }, async () => {
  let server = await startServer({ pace: 1500 });  // the computer waits while people decide
  const { host, guest } = await seatTwoPeople(server);
  const everyone = [host, guest];
  let after = null;
  try {
    host.send('undo', {});
    assert.equal((await host.nextFrame('refused')).code, 'not_your_turn', 'before the start');
    host.send('start', {});

    let undone = false;
    let refusedWithReason = false;
    for (let k = 0; k < 60 && !undone; ++k) {
      await eventually(() => host.view && guest.view && (host.myTurn() || guest.myTurn()) &&
        host.view.moves === guest.view.moves, 'a person to move');
      const [mover, other] = host.myTurn() ? [host, guest] : [guest, host];
      const views = [mover.view, other.view];
      const legal = mover.legal();
      mover.send('act', { move: legal[(k * 5) % legal.length] });
      await mover.until(() => mover.view.moves > views[0].moves, 'the move');
      const frames = mover.frames.length;
      mover.send('undo', {});
      await mover.until(() => mover.frames.slice(frames).some((f) => f.type === 'refused' ||
        (f.type === 'lobby' && f.message.undo)), 'an answer to undo');
      const answer = mover.frames.slice(frames).find((f) => f.type === 'refused' || f.type === 'lobby');
      if (answer.type === 'refused') {
        refusedWithReason ||= answer.message.message.length > 0;
        // The core's reason, worded for people in both languages.
        const undoReasons = { en: /drawn|hidden information|No person has moved|last move to take back/,
          ja: /引かれた|伏せられた情報|まだ誰も|戻せる最後の手/ };
        assert.match(answer.message.words.en, undoReasons.en, answer.message.message);
        assert.match(answer.message.words.ja, undoReasons.ja, answer.message.message);
        continue;
      }
      assert.deepEqual(answer.message.undo, { by: mover.seat, agreed: [mover.seat] });
      assert.equal(mover.view.moves > views[0].moves, true, 'nothing is undone before the other agrees');
      // The other person refuses: the proposal is gone, everyone hears who refused, nothing changed.
      const lastLobby = (p) => p.frames.filter((f) => f.type === 'lobby').at(-1).message;
      other.send('undo_refuse', {});
      await eventually(() => lastLobby(mover).undo === null, 'the refusal');
      assert.deepEqual(lastLobby(mover).lastUndo, { by: mover.seat, outcome: 'refused', refusedBy: other.seat });
      assert.equal(mover.view.moves > views[0].moves, true, 'a refused undo changes nothing');
      other.send('undo_refuse', {});
      assert.equal((await other.nextFrame('refused')).code, 'not_your_turn', 'nothing to refuse');
      // Asked again, and agreed.
      mover.send('undo', {});
      await eventually(() => lastLobby(other).undo !== null, 'the second proposal');
      mover.send('undo_agree', {});  // agreeing with oneself is not the others' agreement
      other.send('undo_agree', {});
      await eventually(() => mover.view.moves === views[0].moves && other.view.moves === views[1].moves, 'the views back');
      await eventually(() => lastLobby(other).lastUndo && lastLobby(other).lastUndo.outcome === 'agreed', 'the outcome');
      assert.deepEqual(lastLobby(other).lastUndo, { by: mover.seat, outcome: 'agreed' });
      assert.deepEqual(mover.view, views[0]);
      assert.deepEqual(other.view, views[1]);
      after = { seat: mover.seat, token: mover.token, view: views[0] };
      undone = true;
    }
    assert.ok(undone, 'no undo was possible in 60 moves');
    host.send('undo_agree', {});
    assert.equal((await host.nextFrame('refused')).code, 'not_your_turn', 'nothing to agree to');
    assert.ok(refusedWithReason || undone);
    // The undo is stored: after a crash the table is where the undo left it.
    const table = host.room.roomId;
    await server.stop();
    server = await startServer({ data: server.data, port: Number(new URL(server.url).port), pace: 1500 });
    const back = new Player(server.ws, 'again');
    everyone.push(back);
    await back.join(table, { token: after.token });
    await back.until(() => back.view, 'the view after the restart');
    assert.deepEqual(back.view, after.view);
  } finally {
    for (const p of everyone) await p.close();
    await server.remove();
  }
});
