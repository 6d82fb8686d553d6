#!/usr/bin/env node
// Shares a Catch2 binary's test cases out over N processes of about equal time,
// so tools/test keeps both cores of a 2-core machine busy (issue 37).
//
//   node tools/share_tests.cjs --workers N --out PREFIX NAMES [LOG ...]
//
// NAMES: `--list-test-names-only` output. LOGs: earlier runs' output with
// --durations yes ("1.234 s: name"); the first log naming a test gives its
// time (an unknown test counts as the mean). Writes PREFIX.1 .. PREFIX.N, one
// name a line, for Catch2's --input-file; longest first onto the least loaded.
'use strict';
const fs = require('node:fs');

const args = process.argv.slice(2);
let workers = 2, out = null;
const files = [];
for (let i = 0; i < args.length; ++i) {
  if (args[i] === '--workers') workers = Number(args[++i]);
  else if (args[i] === '--out') out = args[++i];
  else files.push(args[i]);
}
const [namesFile, ...logs] = files;
const names = fs.readFileSync(namesFile, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);

const known = new Map();
for (const log of logs) {
  if (!fs.existsSync(log)) continue;
  for (const m of fs.readFileSync(log, 'utf8').matchAll(/^([0-9]+\.[0-9]+) s: (.+)$/gm)) {
    if (!known.has(m[2].trim())) known.set(m[2].trim(), Number(m[1]));
  }
}
const timed = names.filter((n) => known.has(n));
const mean = timed.length ? timed.reduce((a, n) => a + known.get(n), 0) / timed.length : 1;
// Without any times, the listing order dealt round-robin (stable sort, equal times).
const order = names.map((n, i) => ({ n, i, t: known.has(n) ? known.get(n) : mean }))
  .sort((a, b) => b.t - a.t || a.i - b.i);
const load = new Array(workers).fill(0);
const parts = Array.from({ length: workers }, () => []);
for (const { n, t } of order) {
  const w = load.indexOf(Math.min(...load));
  load[w] += t;
  parts[w].push(n);
}
// Catch2 reads each line as a name, but a comma still splits it and [ ] * and the backslash
// are still special: escaped with a backslash. (tools/test checks that every listed test ran.)
const escape = (n) => n.replace(/[\\,[\]*]/g, (c) => `\\${c}`);
parts.forEach((p, i) => fs.writeFileSync(`${out}.${i + 1}`, p.length ? `${p.map(escape).join('\n')}\n` : ''));
