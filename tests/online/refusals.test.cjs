// A client may act only for its own seat, on its turn, with a legal move in a
// well-formed message; anything else is refused with a reason and changes
// nothing: no view goes out and the table's file does not grow.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { startServer, Player, eventually } = require('./support.cjs');

test('out-of-turn, other-seat, illegal and malformed messages are refused and change nothing', { timeout: 120000 }, async () => {
  const server = await startServer();
  const host = new Player(server.ws, 'Ann');
  const guest = new Player(server.ws, 'Bo');
  try {
    await host.create({ game: 'merchants', options: '', seats: ['human', 'human', 'ismcts:easy'] });
    await host.until(() => host.seat === 0, 'the host seat');
    const table = host.room.roomId;
    await guest.join(table);
    await guest.nextFrame('lobby');
    guest.send('act', { move: 'pass' });
    assert.equal((await guest.nextFrame('refused')).code, 'not_your_seat', 'acting with no seat');
    guest.send('seat', { seat: 2 });
    assert.equal((await guest.nextFrame('refused')).code, 'not_your_seat', 'a computer\'s seat');
    guest.send('seat', { seat: 1, name: 'Bo' });
    await guest.until(() => guest.seat === 1, 'seat 1');
    guest.send('start', {});
    assert.equal((await guest.nextFrame('refused')).code, 'not_your_seat', 'only the host starts');
    host.send('start', {});
    await eventually(() => host.view && guest.view && host.view.moves === guest.view.moves &&
      (host.myTurn() || guest.myTurn()), 'a person to move, seen by both');

    const [mover, waiting] = host.myTurn() ? [host, guest] : [guest, host];
    const file = path.join(server.data, `${table}.table`);
    const stored = fs.readFileSync(file, 'utf8');
    const views = [host, guest].map((p) => p.frames.filter((f) => f.type === 'view').length);
    const legal = mover.legal()[0];
    const refusals = [
      [waiting, { move: waiting.legal()[0] || legal }, 'not_your_turn'],
      [waiting, { move: legal, seat: mover.seat }, 'not_your_seat'],
      [mover, { move: legal, seat: 2 }, 'not_your_seat'],
      [mover, { move: 'fly to the moon' }, 'illegal'],
      [mover, { move: '' }, 'malformed'],
      [mover, { move: `${legal}\nsell all` }, 'malformed'],
      [mover, { move: 42 }, 'malformed'],
      [mover, 'pass', 'malformed'],
      [mover, null, 'malformed'],
    ];
    for (const [who, message, code] of refusals) {
      who.send('act', message);
      const refused = await who.nextFrame('refused');
      assert.equal(refused.code, code, `${JSON.stringify(message)}: ${refused.message}`);
      assert.equal(refused.request, 'act');
      assert.ok(refused.message.length > 0);
      // And a sentence for people in both languages (seats counted from 1).
      assert.ok(refused.words && /\w/.test(refused.words.en), `${JSON.stringify(message)}: no English words`);
      assert.match(refused.words.ja, /[\u3040-\u30ff\u4e00-\u9fff]/, `${JSON.stringify(message)}: no Japanese words`);
      if (code === 'not_your_turn') {
        assert.equal(refused.words.en, `It is Seat ${mover.seat + 1}'s turn.`);
        assert.equal(refused.words.ja, `席${mover.seat + 1}の番です。`);
      }
    }
    mover.send('teleport', { to: 'win' });
    assert.equal((await mover.nextFrame('refused')).code, 'malformed', 'an unknown message');
    mover.send('record', {});
    assert.equal((await mover.nextFrame('refused')).request, 'record', 'no record while the game runs');

    assert.equal(fs.readFileSync(file, 'utf8'), stored, 'the table file changed');
    assert.deepEqual([host, guest].map((p) => p.frames.filter((f) => f.type === 'view').length), views,
      'a refused message sent a view');
    // The right move from the right seat is still accepted.
    const at = mover.view.moves;
    mover.send('act', { move: legal, seat: mover.seat });
    await mover.until(() => mover.view.moves > at, 'the move');
    assert.ok(fs.readFileSync(file, 'utf8').length > stored.length, 'the move was stored');
  } finally {
    for (const p of [host, guest]) await p.close();
    await server.remove();
  }
});
