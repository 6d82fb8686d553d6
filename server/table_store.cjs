// One append-only file per table under the data folder: DIR/<table>.table,
// one JSON object per line (docs/online.md, "Data folder"):
//   {"v":1,"table":ID,"created":ISO,"header":"mercato-record v1 game=... seats=...","hostSeat":0}
//   {"m":"deal p0 cotton"}                        a move of the record, chance included
//   {"seat":1,"name":"Ann","token":SHA256}        a person took (or renamed) a seat
//   {"started":true}                              the host started the game
//   {"handOver":1,"level":"ismcts:normal"}        the others handed seat 1 to a computer
//   {"undo":57}                                   the people agreed to go back to 57 moves
// Every append is fsync'ed before the server acknowledges what it stores. A
// line cut short by a crash was never acknowledged and is ignored on load.
'use strict';
const fs = require('fs');
const path = require('path');

const ID_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;

class TableStore {
  constructor(dir) {
    this.dir = path.resolve(dir);
    fs.mkdirSync(this.dir, { recursive: true });
    this.files = new Map();  // table id -> open file descriptor
  }

  fileOf(id) {
    if (!ID_PATTERN.test(id)) throw new Error(`'${id}' is not a table id`);
    return path.join(this.dir, `${id}.table`);
  }

  // A new table's file with its first line; fails if the table exists.
  create(id, meta) {
    const fd = fs.openSync(this.fileOf(id), 'wx');
    this.files.set(id, fd);
    this.write(fd, [{ v: 1, table: id, created: new Date().toISOString(), ...meta }]);
    // The new name must survive a crash too.
    const dirFd = fs.openSync(this.dir, 'r');
    try { fs.fsyncSync(dirFd); } finally { fs.closeSync(dirFd); }
  }

  append(id, entries) {
    if (entries.length === 0) return;
    let fd = this.files.get(id);
    if (fd === undefined) {
      fd = fs.openSync(this.fileOf(id), 'a');
      this.files.set(id, fd);
    }
    this.write(fd, entries);
  }

  write(fd, entries) {
    fs.writeSync(fd, entries.map((e) => JSON.stringify(e) + '\n').join(''));
    fs.fsyncSync(fd);
  }

  close(id) {
    const fd = this.files.get(id);
    if (fd !== undefined) fs.closeSync(fd);
    this.files.delete(id);
  }

  // Every stored table: {id, meta, moves, seats: {seat: {name, token}}, started, record}.
  loadAll() {
    const tables = [];
    for (const name of fs.readdirSync(this.dir).sort()) {
      if (!name.endsWith('.table')) continue;
      const table = this.load(name.slice(0, -'.table'.length));
      if (table) tables.push(table);
    }
    return tables;
  }

  load(id) {
    let text;
    try { text = fs.readFileSync(this.fileOf(id), 'utf8'); } catch { return null; }
    const lines = text.split('\n');
    const table = { id, meta: null, moves: [], seats: {}, started: false, handOvers: {} };
    for (let i = 0; i < lines.length; ++i) {
      if (lines[i] === '') continue;
      let entry;
      try {
        entry = JSON.parse(lines[i]);
      } catch {
        if (i >= lines.length - 2) break;  // the last line, cut by a crash: never acknowledged
        throw new Error(`${this.fileOf(id)}: line ${i + 1} is not JSON`);
      }
      if (i === 0) table.meta = entry;
      else if (typeof entry.m === 'string') table.moves.push(entry.m);
      else if (Number.isInteger(entry.seat)) table.seats[entry.seat] = { name: entry.name, token: entry.token };
      else if (entry.started === true) table.started = true;
      else if (Number.isInteger(entry.handOver)) table.handOvers[entry.handOver] = entry.level;
      else if (Number.isInteger(entry.undo)) table.moves.length = Math.min(table.moves.length, entry.undo);
    }
    if (!table.meta || typeof table.meta.header !== 'string') return null;
    // Seats handed to a computer are that computer's in the restored record.
    const header = table.meta.header.replace(/ seats=(\S+)/, (all, list) => ' seats=' +
      list.split(',').map((spec, seat) => table.handOvers[seat] || spec).join(','));
    table.record = `${header} moves=${table.moves.length}\n` +
      table.moves.map((m) => m + '\n').join('');
    return table;
  }
}

module.exports = { TableStore, ID_PATTERN };
