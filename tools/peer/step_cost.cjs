// What one step of the peer's playouts costs, and how much of it is the
// wrapper: Mercato's core applying a move (tools/peer/peer_core.cpp, text in
// and out) against MCTSBot's whole iteration (boardgame.io's reducer on top).
//
//   node tools/peer/step_cost.cjs [games]
'use strict';
const { InitializeGame } = require('boardgame.io/internal');
const { MCTSBot } = require('boardgame.io/ai');
const { PeerCore } = require('./core.cjs');
const { mercatoGame } = require('./mercato_game.cjs');

const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

async function main(games) {
  const core = await PeerCore.load();
  const seed = core.seriesSeed('2026', 0);
  let steps = 0;
  let t0 = cpuMs();
  for (let g = 0; g < games; g++) {  // random games through the core alone
    let position = core.initial(seed);
    let k = position.played.length;
    for (let i = 1; !position.over; i++) {
      position = core.apply(position.fields, k, seed, position.legal[(i * 7919 + g) % position.legal.length]);
      k += position.played.length;
      steps++;
    }
  }
  const coreMs = (cpuMs() - t0) / steps;
  const game = mercatoGame(core, seed);
  const bot = new MCTSBot({ game, enumerate: game.ai.enumerate, seed: 'cost', iterations: 20, playoutDepth: 1000 });
  const state = InitializeGame({ game, numPlayers: 2 });
  t0 = cpuMs();
  await bot.play(state, state.ctx.currentPlayer);
  const iterationMs = (cpuMs() - t0) / 20;
  const perStep = iterationMs / (steps / games);
  console.log(JSON.stringify({
    decisions_per_game: +(steps / games).toFixed(1), core_ms_per_step: +coreMs.toFixed(3),
    mcts_ms_per_iteration_at_start: +iterationMs.toFixed(1), mcts_ms_per_step: +perStep.toFixed(3),
    wrapper_share: +(coreMs / perStep).toFixed(2),
  }));
}

main(+(process.argv[2] || 5)).catch((e) => { console.error(e.message); process.exit(1); });
