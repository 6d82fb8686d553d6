// A Mercato game as a boardgame.io Game, so boardgame.io's own MCTSBot can
// play Mercato's real rules. G is the whole position as a value: every hand
// and face-down card (PeerCore's full-state text) and the match seed, which
// fixes every future draw. MCTSBot searches on G, so it sees all of it; that
// is the cheat being measured. The rules are all Mercato's: legal moves,
// results and draws come from the core, never from this file.
'use strict';
const { INVALID_MOVE } = require('boardgame.io/core');

// G from a PeerCore position reached by `k` actions, `history` the actions so far.
function toG(seed, position, history) {
  return {
    seed: String(seed),
    fields: position.fields,
    history,                      // every action from the start, chance included
    toMove: position.to_move,     // a seat, or -2 at the end
    legal: position.legal,
    over: position.over,
    returns: position.returns,
    scores: position.scores,
  };
}

// {winner} or {draw} as MCTSBot scores a playout (a single winner's seat as a
// playerID string), with the finishing returns and scores.
function result(G) {
  const best = Math.max(...G.returns);
  const winners = G.returns.map((r, seat) => (r === best ? String(seat) : null)).filter((s) => s !== null);
  const out = { returns: G.returns, scores: G.scores };
  return winners.length === 1 ? { ...out, winner: winners[0] } : { ...out, draw: true };
}

// The Game for the match seeded `seed` (decimal text) on `core` (a PeerCore).
function mercatoGame(core, seed) {
  return {
    name: 'mercato',
    setup: () => {
      const position = core.initial(seed);
      return toG(seed, position, position.played);
    },
    moves: {
      // One move for every decision: an action number from the core's legal list.
      act: ({ G }, action) => {
        if (G.over || !G.legal.includes(action)) return INVALID_MOVE;
        const position = core.apply(G.fields, G.history.length, G.seed, action);
        return toG(G.seed, position, G.history.concat(position.played));
      },
    },
    // The core says whose decision it is; a seat may make several in a row.
    turn: {
      order: {
        first: ({ G, ctx }) => (G.toMove >= 0 ? G.toMove : ctx.playOrderPos),
        next: ({ G, ctx }) => (G.toMove >= 0 ? G.toMove : ctx.playOrderPos),
      },
      endIf: ({ G, ctx }) => G.toMove >= 0 && String(G.toMove) !== ctx.currentPlayer,
    },
    endIf: ({ G }) => (G.over ? result(G) : undefined),
    ai: { enumerate: (G) => G.legal.map((action) => ({ move: 'act', args: [action] })) },
  };
}

module.exports = { mercatoGame, result };
