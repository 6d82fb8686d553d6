// One game of Mercato between boardgame.io's MCTSBot (all-seeing, through the
// wrapped Game) and one of Mercato's bots (its own seat only), played through a
// boardgame.io Client so the game's line is boardgame.io's own. Each side's
// thinking is timed the same way: process CPU time and wall time per move.
'use strict';
const { Client } = require('boardgame.io/client');
const { MCTSBot } = require('boardgame.io/ai');
const { mercatoGame, result } = require('./mercato_game.cjs');

const PEER = 'bgio:mcts';

function cpuMicros() {
  const u = process.cpuUsage();
  return u.user + u.system;
}

// seats: one spec per seat, PEER or a Mercato bot spec; mcts: {iterations, playoutDepth}.
// Returns {seed, seats, returns, scores, moves, cpu_us, wall_us, actions, record}.
async function playDuel(core, { seed, seats, mcts, botSeed = 'peer' }) {
  const game = mercatoGame(core, seed);
  const client = Client({ game, numPlayers: seats.length });
  client.start();
  const bots = seats.map((spec, seat) => spec === PEER
    ? new MCTSBot({ game, enumerate: game.ai.enumerate, seed: `${botSeed}-${seed}-${seat}`,
      iterations: mcts.iterations, playoutDepth: mcts.playoutDepth })
    : null);
  const moves = seats.map(() => 0);
  const cpu = seats.map(() => 0);
  const wall = seats.map(() => 0);
  for (let state = client.getState(); !state.ctx.gameover; state = client.getState()) {
    const seat = Number(state.ctx.currentPlayer);
    const c0 = cpuMicros();
    const w0 = performance.now();
    let action;
    if (bots[seat]) {
      ({ action } = await bots[seat].play(state, state.ctx.currentPlayer));
      action = action.payload.args[0];
    } else {
      action = core.think(core.record(seed, state.G.history), seat, seats[seat]);
    }
    cpu[seat] += cpuMicros() - c0;
    wall[seat] += (performance.now() - w0) * 1000;
    moves[seat] += 1;
    const before = state._stateID;
    client.moves.act(action);
    if (client.getState()._stateID === before) throw new Error(`seat ${seat}'s move ${action} was refused`);
  }
  const { G, ctx } = client.getState();
  client.stop();
  const end = result(G);
  if (JSON.stringify(ctx.gameover) !== JSON.stringify(end)) throw new Error('gameover is not the core\'s result');
  return {
    seed: String(seed), seats, returns: G.returns, scores: G.scores, moves, cpu_us: cpu,
    wall_us: wall.map(Math.round), actions: G.history.length, record: core.record(seed, G.history),
  };
}

module.exports = { playDuel, PEER };
