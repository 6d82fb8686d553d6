// One server process per data folder (docs/online.md, "Data folder"): two
// processes appending to the same table files would interleave their lines.
// DIR/server.lock is created with O_EXCL and holds "<pid> <start time>"; a lock
// whose process is gone (a kill -9 leaves it behind, or a zombie) is taken over. The start
// time (Linux: /proc/<pid>/stat) tells a reused pid from the holder.
'use strict';
const fs = require('fs');
const path = require('path');

const LOCK_NAME = 'server.lock';

// What Linux says of process `pid` (/proc/<pid>/stat): its state letter and
// start time (clock ticks since boot); null where /proc is missing or the pid is not there.
function processStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');  // fields 3 onwards
    return { state: fields[0], started: fields[19] };
  } catch { return null; }
}

function holderIsAlive(text) {
  const [pid, started] = text.trim().split(' ');
  if (!/^\d+$/.test(pid || '')) return false;  // a lock cut by a crash before its pid was written
  try { process.kill(Number(pid), 0); } catch (e) { if (e.code !== 'EPERM') return false; }
  const stat = processStat(pid);
  if (!stat) return true;  // no /proc: the pid answers, so it holds the lock
  return stat.state !== 'Z' && (!started || stat.started === started);  // a zombie or a reused pid does not
}

// Takes DIR's lock for this process or throws, naming the process that holds it.
// Returns release(), also run when the process exits (not on SIGKILL).
function lockDataFolder(dir) {
  const file = path.join(dir, LOCK_NAME);
  const own = processStat(process.pid);
  const mine = own ? `${process.pid} ${own.started}\n` : `${process.pid}\n`;
  for (let attempt = 0; attempt < 5; ++attempt) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      const release = () => {
        process.removeListener('exit', release);
        try { if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file); } catch { /* gone already */ }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let held;
    try { held = fs.readFileSync(file, 'utf8'); } catch { continue; }  // released meanwhile
    if (holderIsAlive(held)) {
      throw new Error(`${dir} is in use by process ${held.trim().split(' ')[0]} (${file}); one server process per data folder`);
    }
    // Stale: moved aside under our own name, so of two processes taking it over
    // at once only one moves the stale lock; the other finds a live one or none.
    const aside = `${file}.stale-${process.pid}`;
    try { fs.renameSync(file, aside); } catch { continue; }
    if (fs.readFileSync(aside, 'utf8') !== held) {
      // A live lock taken meanwhile, moved by mistake: back where it was.
      try { fs.linkSync(aside, file); } catch { /* a third one took the name: the loop reads it */ }
    }
    fs.unlinkSync(aside);
  }
  throw new Error(`could not take ${file}: other processes keep taking it`);
}

module.exports = { lockDataFolder, LOCK_NAME };
