// How often the peer's search could not try every move once: for each of
// MCTSBot's decisions in rate.cjs's games, the legal moves there against its
// iterations (MCTSBot expands one untried root move per iteration and plays
// the most visited, the first expanded among ties: with fewer iterations than
// moves, every tried move has one visit and the choice is the first tried, a
// uniformly random move).
//
//   node tools/peer/branching.cjs docs/strength/peer/merchants.jsonl
'use strict';
const fs = require('fs');
const { PeerCore } = require('./core.cjs');
const { PEER } = require('./duel.cjs');

async function main(path) {
  const core = await PeerCore.load();
  const bySpec = {};
  for (const line of fs.readFileSync(path, 'utf8').split('\n').filter(Boolean)) {
    const game = JSON.parse(line);
    const seat = game.seats.indexOf(PEER);
    const moves = game.record.trim().split('\n').slice(1);
    let position = core.initial(game.seed);
    let k = position.played.length;
    const tally = bySpec[`${game.seats[1 - seat]}, ${game.mcts.iterations} iterations`] ||= { decisions: 0, wider: 0 };
    while (!position.over) {
      const action = position.legal.find((a) => core.notation(position.fields, a) === moves[k]);
      if (action === undefined) throw new Error(`${game.seed}: move ${k} '${moves[k]}' is not legal`);
      if (position.to_move === seat) {
        tally.decisions++;
        if (position.legal.length > game.mcts.iterations) tally.wider++;
      }
      position = core.apply(position.fields, k, game.seed, action);
      k += position.played.length;
    }
  }
  for (const [against, t] of Object.entries(bySpec)) {
    console.log(`peer against ${against}: ${t.decisions} decisions, ${t.wider} (${(100 * t.wider / t.decisions).toFixed(0)}%) with more legal moves than iterations`);
  }
}

main(process.argv[2]).catch((e) => { console.error(e.message); process.exit(1); });
