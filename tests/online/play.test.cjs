// Two people and a computer play a whole Merchants game online; five seats of
// Turin Market with money=private (sealed bids, private purses). Every frame a
// client receives is kept and checked: a view is exactly what the core gives
// that seat at that point of the game (so it holds no other seat's secret:
// the core's seat view is checked by `mercato check-secrets`), it is always
// the client's own seat, and other seats' private money is null.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, seatTwoPeople, playToEnd, checkSeatFrames, TableCore } = require('./support.cjs');

let core;
test.before(async () => { core = await TableCore.load(); });

// Checks every frame `player` received (checkSeatFrames, support.cjs).
function checkFrames(player, record, { privateMoney }) {
  assert.ok(player.frames.filter((f) => f.type === 'view').length > 5, `${player.name} received views`);
  checkSeatFrames(core, player.frames, player.seat, record, { privateMoney, who: player.name });
}

async function playOnline({ game, options, seats }) {
  const server = await startServer();
  const { host, guest } = await seatTwoPeople(server, { game, options, seats });
  try {
    host.send('start', {});
    await playToEnd([host, guest]);
    host.send('record', {});
    const { text } = await host.nextFrame('record');
    assert.match(text, new RegExp(`^mercato-record v1 game=${game} players=${seats.length}`));
    return { host, guest, record: text, server };
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
}

test('two people and a computer play a whole Merchants game online', { timeout: 120000 }, async () => {
  const { host, guest, record } = await playOnline({ game: 'merchants', options: '', seats: ['human', 'human', 'ismcts:easy'] });
  assert.equal(host.view.over, true);
  assert.equal(guest.view.over, true);
  checkFrames(host, record, { privateMoney: false });
  checkFrames(guest, record, { privateMoney: false });
});

test('Turin Market money=private, 5 seats: no frame holds another seat\'s money or sealed bid', { timeout: 120000 }, async () => {
  const seats = ['human', 'ismcts:easy', 'human', 'heuristic', 'ismcts:easy'];
  const { host, guest, record } = await playOnline({ game: 'turin_market', options: 'money=private', seats });
  checkFrames(host, record, { privateMoney: true });
  checkFrames(guest, record, { privateMoney: true });
  const hidden = guest.frames.some((f) => f.type === 'view' && f.message.seen.some((m) => m.hidden && /\?$/.test(m.move)));
  assert.ok(hidden, 'another seat\'s sealed choice reached the guest as "… ?"');
  // The log's events: another seat's sealed bid as made, never its amount; the guest's own with it.
  const events = guest.frames.filter((f) => f.type === 'view').flatMap((f) => f.message.log.flatMap((m) => m.events));
  const bids = events.filter((e) => e.kind === 'bid');
  assert.ok(bids.some((e) => e.seat !== guest.seat), 'another seat\'s bid is in the guest\'s log');
  assert.ok(bids.every((e) => (e.seat === guest.seat) === ('amount' in e)), JSON.stringify(bids.slice(0, 4)));
});
