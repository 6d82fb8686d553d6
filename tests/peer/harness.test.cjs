// tools/peer's harness (issue 42, part 4): boardgame.io's MCTSBot plays
// Mercato's real Merchants through the wrapped Game. Not in ./tools/test (it
// needs boardgame.io from tools/peer/install and the mercato_peer_core build):
//
//   tools/peer/rate --test
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { Client } = require('boardgame.io/client');
const { PeerCore } = require('../../tools/peer/core.cjs');
const { mercatoGame } = require('../../tools/peer/mercato_game.cjs');
const { playDuel, PEER } = require('../../tools/peer/duel.cjs');
const { TableCore } = require('../../server/table_core.cjs');

const SEED = '42';
let core;
let tables;
test.before(async () => {
  core = await PeerCore.load();
  tables = await TableCore.load();
});

// The record's moves, one notation per line after the header.
const movesOf = (record) => record.trim().split('\n').slice(1);

test('MCTSBot with tiny budgets plays a whole game of the real rules, as a Match replays it', async () => {
  const game = await playDuel(core, { seed: SEED, seats: [PEER, 'random'], mcts: { iterations: 4, playoutDepth: 4 } });
  assert.ok(game.moves[0] > 10 && game.moves[1] > 10, `moves ${game.moves}`);
  // The same decisions made at a Match of the same seed (the online tables'
  // core, people at both seats) draw the same cards and end the same way.
  const id = tables.create({ game: 'merchants', players: 2, seats: ['human', 'human'], seed: SEED });
  try {
    const decisions = [];
    const moves = movesOf(game.record);
    for (let i = 0; i < moves.length; i++) {
      const already = tables.movesSince(id, 0);
      if (i < already.length) {  // a chance outcome the Match drew itself
        assert.strictEqual(already[i], moves[i], `move ${i}`);
        continue;
      }
      const refusal = tables.act(id, tables.toMove(id), moves[i]);
      assert.strictEqual(refusal, null, `move ${i} '${moves[i]}': ${refusal && refusal.message}`);
      decisions.push(moves[i]);
    }
    assert.deepStrictEqual(tables.movesSince(id, 0), moves);
    assert.ok(tables.over(id));
    assert.strictEqual(decisions.length, game.moves[0] + game.moves[1]);
  } finally {
    tables.free(id);
  }
});

test('the peer sees every hand: G holds the full state, not a seat\'s', () => {
  const position = core.initial(SEED);
  assert.match(position.fields.split('\n')[0], / -1$/);  // kAllSeeing in seat_state's header
});

test('a move the core calls illegal is refused and changes nothing', () => {
  const client = Client({ game: mercatoGame(core, SEED), numPlayers: 2 });
  client.start();
  const before = client.getState();
  const illegal = [...Array(1000).keys()].find((a) => !before.G.legal.includes(a));
  client.moves.act(illegal);
  assert.strictEqual(client.getState().G, before.G);
  client.moves.act(before.G.legal[0]);
  assert.notStrictEqual(client.getState().G, before.G);
  client.stop();
});

test('Mercato\'s bot thinks as at an online table: the same move for the same record', () => {
  const position = core.initial(SEED);
  const record = core.record(SEED, position.played);
  const seat = position.to_move;
  const action = core.think(record, seat, 'ismcts:easy');
  const seats = ['human', 'human'];
  seats[seat] = 'ismcts:easy';
  const id = tables.create({ game: 'merchants', players: 2, seats, seed: SEED });
  try {
    assert.strictEqual(tables.think(tables.record(id)).move, core.notation(position.fields, action));
  } finally {
    tables.free(id);
  }
});
