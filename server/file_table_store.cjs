// The default store (server/table_store.cjs): one append-only file per table
// under the data folder, DIR/<table>.table, one entry (server/table_entries.cjs)
// per line as JSON. Every append is fsync'ed before the server acknowledges what
// it stores. A line cut short by a crash was never acknowledged and is ignored.
'use strict';
const fs = require('fs');
const path = require('path');
const { checkId, tableFromEntries } = require('./table_entries.cjs');

class FileTableStore {
  constructor(dir) {
    this.dir = path.resolve(dir);
    fs.mkdirSync(this.dir, { recursive: true });
    this.files = new Map();  // table id -> open file descriptor
  }

  get where() { return this.dir; }

  fileOf(id) { return path.join(this.dir, `${checkId(id)}.table`); }

  // A new table's file with its first line; fails if the table exists.
  async create(id, meta) {
    const fd = fs.openSync(this.fileOf(id), 'wx');
    this.files.set(id, fd);
    this.write(fd, [{ v: 1, table: id, created: new Date().toISOString(), ...meta }]);
    // The new name must survive a crash too.
    const dirFd = fs.openSync(this.dir, 'r');
    try { fs.fsyncSync(dirFd); } finally { fs.closeSync(dirFd); }
  }

  async append(id, entries) {
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

  // The game is over: a finished table's file stays (its record downloads) and
  // is never opened again at start (its record says it is over).
  async finish(id) { this.close(id); }

  close(id) {
    const fd = this.files.get(id);
    if (fd !== undefined) fs.closeSync(fd);
    this.files.delete(id);
  }

  // Every table in the folder, finished ones too (the caller asks the core).
  async restorable() {
    const tables = [];
    for (const name of fs.readdirSync(this.dir).sort()) {
      if (!name.endsWith('.table')) continue;
      const table = await this.load(name.slice(0, -'.table'.length));
      if (table) tables.push(table);
    }
    return tables;
  }

  async load(id) {
    let text;
    try { text = fs.readFileSync(this.fileOf(id), 'utf8'); } catch { return null; }
    const lines = text.split('\n');
    const entries = [];
    for (let i = 0; i < lines.length; ++i) {
      if (lines[i] === '') continue;
      try {
        entries.push(JSON.parse(lines[i]));
      } catch {
        if (i >= lines.length - 2) break;  // the last line, cut by a crash: never acknowledged
        throw new Error(`${this.fileOf(id)}: line ${i + 1} is not JSON`);
      }
    }
    return tableFromEntries(id, entries);
  }

  // One process per folder: it may always open its tables.
  async claim() { return true; }

  async shutdown() { [...this.files.keys()].forEach((id) => this.close(id)); }
}

module.exports = { FileTableStore };
