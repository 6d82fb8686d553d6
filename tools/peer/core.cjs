// build/wasm/bin/mercato_peer_core.js (tools/peer/peer_core.cpp) behind plain
// JS calls: Mercato's positions as values, and Mercato's own bots asked for a move.
'use strict';
const path = require('path');
const { loadNodeModule, withStrings } = require('../../server/table_core.cjs');

const DEFAULT_DIR = path.join(__dirname, '..', '..', 'build', 'wasm', 'bin');

class PeerCore {
  // Loads the module and opens `game` at `players` (options "k=v,...").
  static async load({ game = 'merchants', players = 2, options = '', dir = DEFAULT_DIR } = {}) {
    const core = new PeerCore(await loadNodeModule(dir, 'mercato_peer_core',
      'cmake --build build/wasm --target mercato_peer_core (tools/peer/rate builds it)'));
    if (core.call('_pc_open', [String(game), String(options)], (g, o) => [g, players | 0, o]) !== 1) {
      throw new Error(core.error());
    }
    return core;
  }

  constructor(module) { this.m = module; }

  // Calls export `name` with `strings` copied into wasm memory; `args` places them among the others.
  call(name, strings, args) { return withStrings(this.m, strings, (...p) => this.m[name](...args(...p))); }

  text(pointer) {
    const text = this.m.UTF8ToString(pointer);
    if (text === '') throw new Error(this.error());
    return text;
  }

  error() { return this.m.UTF8ToString(this.m._pc_error()); }

  // The deal of round `round` of a series seeded `seed`, as the ladder deals it (decimal text).
  seriesSeed(seed, round) { return this.text(this.call('_pc_series_seed', [String(seed)], (s) => [s, round | 0])); }

  // A position: {fields, played, to_move, legal, over, returns, scores}; `played`
  // the actions this step applied (the move, then the chance outcomes after it).
  initial(seed) { return JSON.parse(this.text(this.call('_pc_initial', [String(seed)], (s) => [s]))); }
  apply(fields, k, seed, action) {
    return JSON.parse(this.text(this.call('_pc_apply', [fields, String(seed)], (f, s) => [f, k | 0, s, action | 0])));
  }

  // The match record of `actions` (every action from the start, chance included).
  record(seed, actions) { return this.text(this.call('_pc_record', [String(seed), actions.join(',')], (s, a) => [s, a])); }
  notation(fields, action) { return this.text(this.call('_pc_notation', [fields], (f) => [f, action | 0])); }

  // The action Mercato's bot `spec` chooses at `seat` of the match `record`.
  think(record, seat, spec) {
    const action = this.call('_pc_think', [record, String(spec)], (r, s) => [r, seat | 0, s]);
    if (action < 0) throw new Error(this.error());
    return action;
  }
}

module.exports = { PeerCore };
