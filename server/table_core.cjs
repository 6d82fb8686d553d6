// The Mercato core for the online tables: build/wasm/bin/mercato_table_core.js
// (server/core/table_core.cpp) behind plain JS calls. The rooms ask only this
// file, so the seat view can change (issue 17's typed view) without them.
'use strict';
const fs = require('fs');
const path = require('path');

const DEFAULT_DIR = path.join(__dirname, '..', 'build', 'wasm', 'bin');
// The viewer that holds no seat and sees only what is public (core/engine/game.h, kSpectator).
const SPECTATOR = -3;

// Loads the Emscripten module `name` (.js + .wasm) from `dir`; `howToBuild`
// completes the error when it is missing. Also tools/peer's core.
async function loadNodeModule(dir, name, howToBuild) {
  const script = path.join(dir, `${name}.js`);
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: ${howToBuild}`);
  const create = require(script);
  // The wasm bytes are handed over, so node 20's fetch is never tried on a path.
  const wasmBinary = fs.readFileSync(path.join(dir, `${name}.wasm`));
  // Emscripten's node glue adds process-wide handlers that rethrow every
  // uncaught error and unhandled rejection; the host process keeps its own.
  const events = ['uncaughtException', 'unhandledRejection'];
  const before = events.map((e) => process.listeners(e));
  const module = await create({ wasmBinary });
  events.forEach((e, i) => process.listeners(e).filter((l) => !before[i].includes(l))
    .forEach((l) => process.removeListener(e, l)));
  return module;
}

// Calls `fn` with each string argument copied into the module's memory.
function withStrings(m, strings, fn) {
  const pointers = strings.map((text) => {
    const size = m.lengthBytesUTF8(text) + 1;
    const p = m._malloc(size);
    m.stringToUTF8(text, p, size);
    return p;
  });
  try { return fn(...pointers); } finally { pointers.forEach((p) => m._free(p)); }
}

class TableCore {
  // Loads the wasm module from `dir` (default build/wasm/bin).
  static async load(dir = DEFAULT_DIR) {
    return new TableCore(await loadNodeModule(dir, 'mercato_table_core',
      'build it with ./tools/serve (or cmake --build build/wasm --target mercato_table_core)'));
  }

  constructor(module) {
    this.m = module;
    // The core says which viewer is the spectator; the rooms use SPECTATOR.
    if (module._tc_spectator && module._tc_spectator() !== SPECTATOR) throw new Error(`the core's spectator viewer is ${module._tc_spectator()}, not ${SPECTATOR}`);
  }

  withStrings(strings, fn) { return withStrings(this.m, strings, fn); }

  text(pointer) { return this.m.UTF8ToString(pointer); }
  error() { return this.text(this.m._tc_error()); }

  // A new table; throws an Error whose message says what is wrong.
  create({ game, players, options = '', seats, seed }) {
    const id = this.withStrings([String(game), String(options), seats.join(','), String(seed)],
      (g, o, s, sd) => this.m._tc_create(g, players | 0, o, s, sd));
    if (id < 0) throw new Error(this.error());
    return id;
  }

  restore(recordText) {
    const id = this.withStrings([recordText], (r) => this.m._tc_restore(r));
    if (id < 0) throw new Error(this.error());
    return id;
  }

  free(id) { this.m._tc_free(id); }

  // What `seat` may know now, as the core wrote it (a JSON text: docs/online.md,
  // "view"); the room sends it on untouched.
  view(id, seat) {
    const json = this.text(this.m._tc_view(id, seat));
    if (json === '') throw new Error(this.error());
    return json;
  }

  // The legal moves of the seat a view is for, read from the view as the page
  // reads it ([] off its turn): for scripted clients.
  legalMoves(viewText) {
    const json = this.withStrings([viewText], (v) => this.text(this.m._tc_legal_moves(v)));
    if (json === '') throw new Error(this.error());
    return JSON.parse(json);
  }

  // null when played, else {code, message}: the move changed nothing.
  act(id, seat, notation) {
    const refusal = this.withStrings([notation], (n) => this.text(this.m._tc_act(id, seat, n)));
    return refusal === '' ? null : JSON.parse(refusal);
  }

  // The computer to move plays `notation` (thought by a think worker from this
  // table's record); null when played, else {code, message}: nothing changed.
  playComputer(id, notation) {
    const refusal = this.withStrings([notation], (n) => this.text(this.m._tc_play_computer(id, n)));
    return refusal === '' ? null : JSON.parse(refusal);
  }

  // The move the computer to move chooses at the table of `recordText`, thought
  // here to the end of its budget (a think worker's job): {move, moves}, `moves`
  // the record's move count it was thought at. The bot is seeded by (seed, seat,
  // moves), so every thread and machine chooses the same move.
  think(recordText) {
    const id = this.restore(recordText);
    try {
      if (!this.computerToMove(id)) throw new Error('no computer is to move at this table');
      const moves = this.moveCount(id);
      while (!this.step(id, 1 << 20)) { /* a level's budget is far below one call */ }
      return { move: this.movesSince(id, moves)[0], moves };
    } finally {
      this.free(id);
    }
  }

  // One bounded slice of the computer to move; true once it has moved.
  step(id, iterations) { return this.m._tc_step(id, iterations) === 1; }
  computerToMove(id) { return this.m._tc_computer_to_move(id) === 1; }
  toMove(id) { return this.m._tc_to_move(id); }
  over(id) { return this.m._tc_over(id) === 1; }
  moveCount(id) { return this.m._tc_move_count(id); }
  movesSince(id, from) { return JSON.parse(this.text(this.m._tc_moves_since(id, from))); }
  record(id) { return this.text(this.m._tc_record(id)); }
  // What the table is: {game, players, options, seats, header} (header: the record's first line, no move count).
  table(id) {
    const json = this.text(this.m._tc_table(id));
    if (json === '') throw new Error(`no table ${id}`);
    return JSON.parse(json);
  }
  // null when `seat` may ask to undo its last move, else the reason.
  undoRefusal(id, seat) { return this.m._tc_can_undo(id, seat) === 1 ? null : this.error(); }
  // Why not, as a number (server/core/table_core.cpp tc_undo_block; server/refusal_words.cjs words it).
  undoBlock(id, seat) { return this.m._tc_undo_block(id, seat); }
  undo(id, seat) { if (this.m._tc_undo(id, seat) !== 1) throw new Error(this.error()); }
  // Hands a person's seat to a computer (`spec`: a bot spec); throws with the reason.
  handOver(id, seat, spec) {
    if (this.withStrings([spec], (s) => this.m._tc_hand_over(id, seat, s)) !== 1) throw new Error(this.error());
  }
}

module.exports = { TableCore, SPECTATOR, loadNodeModule, withStrings };
