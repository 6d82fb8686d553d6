#!/usr/bin/env node
// The slowest tests of a tools/test run, slowest first, so a test that grows
// shows at the end of every run (issue 37: the run's time is CI's limit).
//
//   node tools/slowest.cjs [--top N] LABEL=FILE ...
//
// FILE is a Catch2 log written with --durations yes ("1.234 s: name" lines) or a
// JUnit XML file (tools/junit_reporter.mjs: <testcase classname="file" name=".."
// time="..">; its files are also summed, the slowest listed).
'use strict';
const fs = require('node:fs');

let top = 10;
const rows = [];
const files = new Map();  // JUnit classname (a test file) -> seconds of its tests
const args = process.argv.slice(2);
for (let i = 0; i < args.length; ++i) {
  if (args[i] === '--top') { top = Number(args[++i]); continue; }
  const eq = args[i].indexOf('=');
  const label = args[i].slice(0, eq), file = args[i].slice(eq + 1);
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.xml')) {
    // Only test cases without children: a file's suite wraps its tests.
    const re = /<testcase\b([^>]*?)(\/>|>)/g;
    for (let m; (m = re.exec(text));) {
      const attr = (k) => { const a = new RegExp(`\\b${k}="([^"]*)"`).exec(m[1]); return a ? a[1] : ''; };
      const time = Number(attr('time'));
      if (!Number.isFinite(time)) continue;
      rows.push({ time, label, name: unescape(attr('name')) });
      const file = unescape(attr('classname'));
      if (file) files.set(file, (files.get(file) || 0) + time);
    }
  } else {
    for (const m of text.matchAll(/^([0-9]+\.[0-9]+) s: (.+)$/gm)) {
      rows.push({ time: Number(m[1]), label, name: m[2] });
    }
  }
}

function unescape(s) {
  return s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>').replace(/&#([0-9]+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&');
}

rows.sort((a, b) => b.time - a.time);
console.log(`slowest ${Math.min(top, rows.length)} tests:`);
for (const r of rows.slice(0, top)) {
  const name = r.name.length > 100 ? `${r.name.slice(0, 97)}...` : r.name;
  console.log(`${r.time.toFixed(1).padStart(7)} s  ${r.label}: ${name}`);
}

if (files.size) {
  const slowFiles = [...files].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`slowest ${slowFiles.length} test files (their tests' time):`);
  for (const [file, time] of slowFiles) console.log(`${time.toFixed(1).padStart(7)} s  ${file}`);
}
