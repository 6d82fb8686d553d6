// The data folder's store (server/file_table_store.cjs) on its own, in this
// process: torn lines, short writes, failed fsyncs, damaged files, permissions
// and the one-process lock. The same faults through a live server:
// data_folder.test.cjs and chaos.test.cjs.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { FileTableStore } = require('../../server/file_table_store.cjs');

const HEADER = { header: 'mercato-record v1 game=merchants players=3 options= seed=1 seats=human,human,human', hostSeat: 0 };
const newFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mercato-store-'));
const fileOf = (dir, id) => path.join(dir, `${id}.table`);

// Runs fn with object[name] replaced by fake (fake gets the original).
async function replacing(object, name, fake, fn) {
  const original = object[name];
  object[name] = (...args) => fake(original, ...args);
  try { return await fn(); } finally { object[name] = original; }
}

// The stores' lines on stderr, kept instead of printed.
async function quietly(fn) {
  const said = [];
  await replacing(console, 'error', (original, line) => said.push(line), fn);
  return said;
}

async function tableWithMoves(dir, id, moves) {
  const store = new FileTableStore(dir);
  await store.create(id, HEADER);
  await store.append(id, moves.map((m) => ({ m })));
  await store.shutdown();
}

async function restoredMoves(dir) {
  const store = new FileTableStore(dir);
  try {
    const tables = await store.restorable();
    return Object.fromEntries(tables.map((t) => [t.id, t.moves]));
  } finally { await store.shutdown(); }
}

test('a torn last line is cut at restore: the next append is a line of its own, and the start after that works', async () => {
  const dir = newFolder();
  await tableWithMoves(dir, 'torn1', ['deal p0 cotton', 'take p0 cotton']);
  fs.appendFileSync(fileOf(dir, 'torn1'), '{"m":"deal p1 ind');  // a crash mid-write
  const store = new FileTableStore(dir);
  const said = await quietly(async () => {
    assert.deepEqual((await store.restorable())[0].moves, ['deal p0 cotton', 'take p0 cotton']);
  });
  await store.append('torn1', [{ m: 'deal p1 silk' }]);  // acknowledged
  await store.shutdown();
  assert.deepEqual(await restoredMoves(dir), { torn1: ['deal p0 cotton', 'take p0 cotton', 'deal p1 silk'] });
  assert.match(said.join('\n'), /torn1: cut a torn last line \(17 bytes/);
  // Even a whole entry without its newline was never acknowledged.
  fs.appendFileSync(fileOf(dir, 'torn1'), '{"m":"take p1 silk"}');
  await quietly(async () => assert.deepEqual(await restoredMoves(dir), { torn1: ['deal p0 cotton', 'take p0 cotton', 'deal p1 silk'] }));
  assert.ok(fs.readFileSync(fileOf(dir, 'torn1'), 'utf8').endsWith('"deal p1 silk"}\n'));
  fs.rmSync(dir, { recursive: true });
});

test('a short write (a full disk) rejects the append and leaves the file as it was', async () => {
  const dir = newFolder();
  await tableWithMoves(dir, 'short1', ['deal p0 cotton']);
  const before = fs.readFileSync(fileOf(dir, 'short1'));
  const store = new FileTableStore(dir);
  await store.restorable();
  // Half of the bytes reach the disk, as write(2) does when the disk fills up.
  await replacing(fs, 'write', (write, fd, bytes, offset, length, position, done) =>
    write(fd, bytes, offset, length >> 1, position, done), async () => {
    await assert.rejects(store.append('short1', [{ m: 'take p0 cotton' }]), /short write/);
  });
  assert.deepEqual(fs.readFileSync(fileOf(dir, 'short1')), before);
  await store.append('short1', [{ m: 'take p0 silk' }]);
  await store.shutdown();
  assert.deepEqual(await restoredMoves(dir), { short1: ['deal p0 cotton', 'take p0 silk'] });
  fs.rmSync(dir, { recursive: true });
});

test('a failed fsync rejects the append and cuts the file back', async () => {
  const dir = newFolder();
  await tableWithMoves(dir, 'fsync1', ['deal p0 cotton']);
  const before = fs.readFileSync(fileOf(dir, 'fsync1'));
  const store = new FileTableStore(dir);
  let failures = 1;
  await replacing(fs, 'fsync', (fsync, fd, done) => {
    if (failures-- > 0) return done(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    return fsync(fd, done);
  }, async () => {
    await assert.rejects(store.append('fsync1', [{ m: 'take p0 cotton' }]), /EIO/);
  });
  assert.deepEqual(fs.readFileSync(fileOf(dir, 'fsync1')), before);
  await store.shutdown();
  fs.rmSync(dir, { recursive: true });
});

test('a table file that cannot be read is set aside with its reason; the others open', async () => {
  const dir = newFolder();
  await tableWithMoves(dir, 'good1', ['deal p0 cotton']);
  await tableWithMoves(dir, 'midbad', ['deal p0 cotton', 'take p0 cotton']);
  const lines = fs.readFileSync(fileOf(dir, 'midbad'), 'utf8').split('\n');
  lines[1] = '{"m":"deal p0 cot{"m":"deal p1 silk"}';  // what the old store's glued append left
  fs.writeFileSync(fileOf(dir, 'midbad'), lines.join('\n'));
  fs.writeFileSync(fileOf(dir, 'nohead'), '{"m":"deal p0 cotton"}\n');
  fs.writeFileSync(fileOf(dir, 'empty1'), '');  // a crash during the table's creation
  fs.writeFileSync(fileOf(dir, 'x'), '');  // not a table id
  const said = await quietly(async () => assert.deepEqual(await restoredMoves(dir), { good1: ['deal p0 cotton'] }));
  const aside = path.join(dir, 'set-aside');
  assert.deepEqual(fs.readdirSync(dir).sort(), ['good1.table', 'set-aside']);
  assert.deepEqual(fs.readdirSync(aside).sort(), ['empty1.reason.txt', 'empty1.table', 'midbad.reason.txt', 'midbad.table',
    'nohead.reason.txt', 'nohead.table', 'x.reason.txt', 'x.table']);
  assert.match(fs.readFileSync(path.join(aside, 'midbad.reason.txt'), 'utf8'), /line 2 is not JSON/);
  assert.match(fs.readFileSync(path.join(aside, 'nohead.reason.txt'), 'utf8'), /line 1 is not a table header/);
  assert.match(said.join('\n'), /table file midbad\.table set aside as .*set-aside\/midbad\.table: line 2 is not JSON/);
  // The file itself is kept as it was, for whoever looks into it.
  assert.equal(fs.readFileSync(path.join(aside, 'midbad.table'), 'utf8'), lines.join('\n'));
  fs.rmSync(dir, { recursive: true });
});

test('the folder is 0700 and the table files 0600 (they hold running games\' seeds)', async () => {
  const parent = newFolder();
  const dir = path.join(parent, 'tables');
  await tableWithMoves(dir, 'perm1', ['deal p0 cotton']);
  assert.equal(fs.statSync(dir).mode & 0o777, 0o700);
  assert.equal(fs.statSync(fileOf(dir, 'perm1')).mode & 0o777, 0o600);
  // A folder and file of an older server are made private at the next start.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(fileOf(dir, 'perm1'), 0o644);
  await restoredMoves(dir);
  assert.equal(fs.statSync(dir).mode & 0o777, 0o700);
  assert.equal(fs.statSync(fileOf(dir, 'perm1')).mode & 0o777, 0o600);
  fs.rmSync(parent, { recursive: true });
});

test('one store per folder: the second names the process holding it; a dead holder\'s lock is taken over', async () => {
  const dir = newFolder();
  const first = new FileTableStore(dir);
  assert.throws(() => new FileTableStore(dir), new RegExp(`in use by process ${process.pid}\\b`));
  await first.shutdown();
  assert.ok(!fs.existsSync(path.join(dir, 'server.lock')), 'released at shutdown');
  // A lock left by a process killed with SIGKILL.
  const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
  fs.writeFileSync(path.join(dir, 'server.lock'), `${dead} 1\n`);
  const second = new FileTableStore(dir);
  assert.match(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'), new RegExp(`^${process.pid} `));
  await second.shutdown();
  fs.rmSync(dir, { recursive: true });
});
