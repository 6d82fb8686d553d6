// Plays boardgame.io's all-seeing MCTSBot against Mercato's bots on the same
// deals in both seatings, one JSON line per game appended to --out (a game
// already there is skipped, so a stopped run resumes). tools/peer/fit.py rates them.
//
//   node tools/peer/rate.cjs --vs ismcts:hard[,ismcts:normal] --rounds N [--first-round R]
//        [--seed S] [--iterations I] [--playout-depth D] [--out FILE]
//
// Round r deals session::SeriesGameSeed(S, r), as the ladder's round r does;
// each round plays both seatings of each --vs bot on that deal.
'use strict';
const fs = require('fs');
const { PeerCore } = require('./core.cjs');
const { playDuel, PEER } = require('./duel.cjs');

function parse(argv) {
  const o = { vs: ['ismcts:hard'], rounds: 1, firstRound: 0, seed: '2026', iterations: 300, playoutDepth: 1000, out: '' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--vs') o.vs = value.split(',');
    else if (flag === '--rounds') o.rounds = +value;
    else if (flag === '--first-round') o.firstRound = +value;
    else if (flag === '--seed') o.seed = value;
    else if (flag === '--iterations') o.iterations = +value;
    else if (flag === '--playout-depth') o.playoutDepth = +value;
    else if (flag === '--out') o.out = value;
    else throw new Error(`unknown flag ${flag}`);
  }
  return o;
}

const keyOf = (g) => `${g.seed}|${g.seats.join(',')}|${g.mcts.iterations}|${g.mcts.playoutDepth}`;

async function main() {
  const o = parse(process.argv.slice(2));
  const core = await PeerCore.load();
  const done = new Set();
  if (o.out && fs.existsSync(o.out)) {
    fs.readFileSync(o.out, 'utf8').split('\n').filter(Boolean).forEach((line) => done.add(keyOf(JSON.parse(line))));
  }
  const mcts = { iterations: o.iterations, playoutDepth: o.playoutDepth };
  for (let round = o.firstRound; round < o.firstRound + o.rounds; round++) {
    const seed = core.seriesSeed(o.seed, round);
    for (const spec of o.vs) {
      for (const seats of [[PEER, spec], [spec, PEER]]) {
        if (done.has(keyOf({ seed, seats, mcts }))) continue;
        const game = { round, ...(await playDuel(core, { seed, seats, mcts })), mcts };
        const ms = game.seats.map((s, i) => `${s} ${(game.cpu_us[i] / 1000 / game.moves[i]).toFixed(0)} ms/move`);
        process.stderr.write(`round ${round} ${seats.join(' v ')}: returns ${game.returns.join(' ')}, scores ${game.scores.join(' ')}; ${ms.join(', ')}\n`);
        const line = JSON.stringify(game) + '\n';
        if (o.out) fs.appendFileSync(o.out, line); else process.stdout.write(line);
      }
    }
  }
}

main().catch((e) => { console.error(e.message); process.exit(1); });
