// The default store (server/table_store.cjs): one append-only file per table
// under the data folder, DIR/<table>.table, one entry (server/table_entries.cjs)
// per line as JSON (docs/online.md, "Data folder").
// - An append resolves only once its lines are written whole and fsync'ed; a
//   short write or a failed fsync rejects (the room refuses with `unavailable`)
//   and the file is cut back to where it was.
// - At start, a last line without its newline (a crash mid-write: never
//   acknowledged) is cut before anything is appended after it; a file that
//   cannot be read is set aside (DIR/set-aside/) and the other tables open.
// - One server process per folder (server/data_lock.cjs). The tables hold
//   running games' seeds: the folder is 0700, the files 0600.
// - A move's write and fsync run on libuv's threads, not the event loop: the
//   room still waits for them before it tells anyone, but every other table's
//   messages go on meanwhile (a synchronous fsync of ~1-2 ms per move held the
//   whole process at hundreds of moves a second).
'use strict';
const fs = require('fs');
const path = require('path');
const { ID_PATTERN, checkId, tableFromEntries } = require('./table_entries.cjs');
const { lockDataFolder } = require('./data_lock.cjs');

const SET_ASIDE = 'set-aside';

// fs's callback calls as promises, looked up when called (so a test can stand in for them).
const call = (name, ...args) => new Promise((resolve, reject) =>
  fs[name](...args, (e, value) => (e ? reject(e) : resolve(value))));
const NEWLINE = 0x0a;

// A table file's entries, and `whole`: the bytes up to the end of its last
// complete line. What follows (a line without its newline) was never
// acknowledged. Any complete line that is not JSON throws.
function parseTableFile(bytes) {
  const whole = bytes.lastIndexOf(NEWLINE) + 1;
  const lines = bytes.subarray(0, whole).toString('utf8').split('\n').slice(0, -1);
  const entries = [];
  lines.forEach((line, i) => {
    if (line === '') return;
    try { entries.push(JSON.parse(line)); } catch { throw new Error(`line ${i + 1} is not JSON`); }
  });
  return { entries, whole };
}

// The folder is the server's alone; a shared one (sticky, like /tmp) is refused.
function keepPrivate(dir) {
  const { mode } = fs.statSync(dir);
  if ((mode & 0o077) === 0) return;
  if (mode & 0o1000) throw new Error(`${dir} is a shared folder: --data needs a folder of its own`);
  try { fs.chmodSync(dir, 0o700); } catch (e) { throw new Error(`${dir} is open to other users and cannot be made private: ${e.message}`); }
}

class FileTableStore {
  constructor(dir) {
    this.dir = path.resolve(dir);
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    keepPrivate(this.dir);
    this.release = lockDataFolder(this.dir);
    this.files = new Map();  // table id -> open file descriptor
    this.pending = new Map(); // table id -> its last write (closing waits for it)
  }

  get where() { return this.dir; }

  fileOf(id) { return path.join(this.dir, `${checkId(id)}.table`); }

  // A new table's file with its first line; fails if the table exists.
  async create(id, meta) {
    const file = this.fileOf(id);
    const fd = fs.openSync(file, 'wx', 0o600);
    try {
      await this.write(fd, [{ v: 1, table: id, created: new Date().toISOString(), ...meta }]);
      // The new name must survive a crash too.
      const dirFd = fs.openSync(this.dir, 'r');
      try { fs.fsyncSync(dirFd); } finally { fs.closeSync(dirFd); }
    } catch (e) {
      fs.closeSync(fd);
      try { fs.unlinkSync(file); } catch { /* the next start sets a headless file aside */ }
      throw e;
    }
    this.files.set(id, fd);
  }

  async append(id, entries) {
    if (entries.length === 0) return;
    let fd = this.files.get(id);
    if (fd === undefined) {
      // Never creates: a table whose file is gone is an error, not a headless file.
      fd = fs.openSync(this.fileOf(id), fs.constants.O_WRONLY | fs.constants.O_APPEND);
      this.files.set(id, fd);
    }
    // One write of a table at a time (the room sends them so; this makes it sure).
    const run = (this.pending.get(id) || Promise.resolve()).then(() => this.write(fd, entries));
    const settled = run.catch(() => {});
    this.pending.set(id, settled);
    settled.then(() => { if (this.pending.get(id) === settled) this.pending.delete(id); });
    return run;
  }

  // Whole lines or nothing: on a short write (a full disk) or a failed fsync
  // the file is cut back to its length before (best effort; failing that, the
  // next start cuts the torn line), and the error goes to the caller, which
  // then acknowledges nothing. Off the event loop (libuv's threads).
  async write(fd, entries) {
    const bytes = Buffer.from(entries.map((e) => JSON.stringify(e) + '\n').join(''));
    const before = (await call('fstat', fd)).size;
    try {
      const written = await call('write', fd, bytes, 0, bytes.length, null);
      if (written !== bytes.length) throw new Error(`short write: ${written} of ${bytes.length} bytes (disk full?)`);
      await call('fsync', fd);
    } catch (e) {
      try { await call('ftruncate', fd, before); await call('fsync', fd); } catch { /* see above */ }
      throw e;
    }
  }

  // The game is over: a finished table's file stays (its record downloads) and
  // is never opened again at start (its record says it is over).
  async finish(id) { this.close(id); }

  // Never under a write in flight: its descriptor could be reused by the next open.
  close(id) {
    const fd = this.files.get(id);
    this.files.delete(id);
    if (fd === undefined) return;
    const pending = this.pending.get(id);
    if (pending) pending.then(() => fs.closeSync(fd));
    else fs.closeSync(fd);
  }

  // Every table in the folder, finished ones too (the caller asks the core).
  // Runs at start, before any append: cuts torn last lines, sets damaged files aside.
  async restorable() {
    const tables = [];
    for (const name of fs.readdirSync(this.dir).sort()) {
      if (!name.endsWith('.table')) continue;
      try {
        tables.push(this.repair(name.slice(0, -'.table'.length)));
      } catch (e) {
        this.setAside(name, e.message);
      }
    }
    return tables;
  }

  // Table `id` as stored, its file cut to its last complete line; throws why not.
  repair(id) {
    if (!ID_PATTERN.test(id)) throw new Error('the name is not a table id');
    const file = this.fileOf(id);
    const bytes = fs.readFileSync(file);
    const { entries, whole } = parseTableFile(bytes);
    const table = tableFromEntries(id, entries);
    if (!table) throw new Error('line 1 is not a table header');
    fs.chmodSync(file, 0o600);  // files of older versions were 0644
    if (whole < bytes.length) {
      fs.truncateSync(file, whole);
      console.error(`mercato server: table ${id}: cut a torn last line (${bytes.length - whole} bytes, never acknowledged)`);
    }
    return table;
  }

  // DIR/set-aside/<name> and <name without .table>.reason.txt, out of the way of restores.
  setAside(name, reason) {
    const dir = path.join(this.dir, SET_ASIDE);
    try {
      fs.mkdirSync(dir, { mode: 0o700, recursive: true });
      let target = path.join(dir, name);
      if (fs.existsSync(target)) target = target.replace(/\.table$/, `-${Date.now()}.table`);
      fs.renameSync(path.join(this.dir, name), target);
      fs.writeFileSync(target.replace(/\.table$/, '.reason.txt'), `${new Date().toISOString()} ${reason}\n`, { mode: 0o600 });
      console.error(`mercato server: table file ${name} set aside as ${target}: ${reason}`);
    } catch (e) {
      console.error(`mercato server: table file ${name} not opened (${reason}); setting it aside failed: ${e.message}`);
    }
  }

  // Table `id` for a download: a torn last line is left out (not cut: the
  // table may be live).
  async load(id) {
    let bytes;
    try { bytes = fs.readFileSync(this.fileOf(id)); } catch { return null; }
    try {
      return tableFromEntries(id, parseTableFile(bytes).entries);
    } catch (e) {
      throw new Error(`${this.fileOf(id)}: ${e.message}`);
    }
  }

  // One process per folder: it may always open its tables.
  async claim() { return true; }

  async shutdown() {
    const writes = [...this.pending.values()];
    [...this.files.keys()].forEach((id) => this.close(id));
    await Promise.all(writes);
    this.release();
  }
}

module.exports = { FileTableStore };
