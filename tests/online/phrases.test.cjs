// Table phrases (issue 41, item 5): a seated person says one of a few fixed
// phrases; everyone at the table hears its id, the speaker's seat and its words
// in both languages. Anything else is refused: no free text, no phrase from
// someone without a seat, and no more than three at once, then one every 5 s.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, seatTwoPeople } = require('./support.cjs');

test('a table phrase reaches everyone, in both languages; free text, strangers and floods are refused', { timeout: 60000 }, async () => {
  const server = await startServer({ pace: 1500 });
  const { host, guest, table } = await seatTwoPeople(server);
  const watcher = new Player(server.ws, 'Cy');  // joined, no seat
  try {
    await watcher.join(table);
    await watcher.nextFrame('lobby');
    const heard = Promise.all([host, guest, watcher].map((p) => p.nextFrame('phrase')));
    guest.send('phrase', { id: 'good_luck' });
    for (const said of await heard) {
      assert.deepEqual(said, { seat: guest.seat, id: 'good_luck', words: { en: 'Good luck!', ja: 'よろしくお願いします！' } });
    }
    // (Each counts against the sender's rate too: three at once.)
    for (const bad of [{ id: 'Hello there' }, { id: '__proto__' }, { id: ['good_luck'] }]) {
      host.send('phrase', bad);
      const refused = await host.nextFrame('refused');
      assert.equal(refused.code, 'malformed', JSON.stringify(bad));
      assert.match(refused.words.ja, /定型文/);
    }
    watcher.send('phrase', { id: 'well_played' });
    assert.equal((await watcher.nextFrame('refused')).code, 'not_your_seat');
    // A flood: the guest's bucket allows two more now (one was said above), then waits.
    const before = host.frames.filter((f) => f.type === 'phrase').length;
    for (let i = 0; i < 4; ++i) guest.send('phrase', { id: 'thinking' });
    const tooFast = await guest.nextFrame('refused');
    assert.equal(tooFast.code, 'too_fast');
    await host.until(() => host.frames.filter((f) => f.type === 'phrase').length >= before + 2, 'two phrases');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(host.frames.filter((f) => f.type === 'phrase').length, before + 2, 'more than the rate allows got through');
  } finally {
    await Promise.all([host.close(), guest.close(), watcher.close()]);
    await server.remove();
  }
});
