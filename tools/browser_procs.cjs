// A launched Chromium's processes and their CPU time, from /proc (Linux), for the
// benchmarks that weigh a page's cost: tools/idle_bench.cjs, tools/frame_bench.cjs.
// The browser is found by a switch of its own on its command line (Chromium ignores
// switches it does not know).
'use strict';
const fs = require('fs');

const pids = () => fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
const commandLine = (pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
// The fields of /proc/<pid>/stat after the command name (which may hold spaces).
const statFields = (pid) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

// The browser process whose command line holds `mark` (not one of its children).
function findBrowserPid(mark) {
  for (const pid of pids()) {
    try {
      const cmd = commandLine(pid);
      if (cmd.includes(mark) && !cmd.includes('--type=')) return pid;
    } catch (e) { /* the process ended */ }
  }
  throw new Error('the browser process was not found');
}

// Every process under `root` (the browser and its renderer, GPU and utility children).
function processTree(root) {
  const children = new Map();
  for (const pid of pids()) {
    try {
      const ppid = Number(statFields(pid)[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch (e) { /* the process ended */ }
  }
  const out = [];
  const walk = (pid) => { out.push(pid); for (const c of children.get(pid) || []) walk(c); };
  walk(root);
  return out;
}

// utime + stime of one process in seconds (0 once it has ended).
function cpuOf(pid) {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / 100;  // USER_HZ on Linux
  } catch (e) { return 0; }
}

// utime + stime of the processes, in seconds.
const cpuSeconds = (list) => list.reduce((total, pid) => total + cpuOf(pid), 0);

// The same, by kind: {gpu, renderer, other}.
function cpuByKind(list) {
  const out = { gpu: 0, renderer: 0, other: 0 };
  for (const pid of list) {
    let cmd = '';
    try { cmd = commandLine(pid); } catch (e) { continue; }
    const kind = cmd.includes('--type=gpu-process') ? 'gpu' : cmd.includes('--type=renderer') ? 'renderer' : 'other';
    out[kind] += cpuOf(pid);
  }
  return out;
}

module.exports = { findBrowserPid, processTree, cpuSeconds, cpuByKind };
