#!/usr/bin/env node
// Sums a MERCATO_FRAME_LOG file (tests/e2e/support.cjs writes a line per page as it
// closes) by test file: pages, seconds open and frames drawn by reason, the files
// with most frames first. Which frames the browser tests pay for (issue 37).
//
//   MERCATO_FRAME_LOG=/tmp/frames.jsonl ./tools/test e2e ...
//   node tools/frame_reasons.cjs /tmp/frames.jsonl
'use strict';
const fs = require('fs');

const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/frame_reasons.cjs FRAME_LOG (written by MERCATO_FRAME_LOG=FILE ./tools/test e2e)');
  process.exit(2);
}
const byTest = new Map();
const total = { pages: 0, seconds: 0, reasons: {} };
for (const [n, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
  if (!line.trim()) continue;
  let entry;
  try { entry = JSON.parse(line); } catch (e) { console.error(`${file}:${n + 1}: not JSON: ${e.message}`); process.exit(1); }
  const sum = byTest.get(entry.test) || { pages: 0, seconds: 0, reasons: {} };
  byTest.set(entry.test, sum);
  for (const s of [sum, total]) {
    s.pages += 1;
    s.seconds += entry.seconds;
    for (const [reason, frames] of Object.entries(entry.reasons)) s.reasons[reason] = (s.reasons[reason] || 0) + frames;
  }
}
// "unchanged" is not a reason: those frames were built but showed the last
// picture, so the canvas was not drawn (web/draw/picture_fingerprint.h).
const reasons = Object.keys(total.reasons).filter((r) => r !== 'unchanged');
const frames = (s) => reasons.reduce((a, r) => a + (s.reasons[r] || 0), 0);
const row = (name, s) => [name.padEnd(34), String(s.pages).padStart(5), s.seconds.toFixed(0).padStart(7),
  String(frames(s)).padStart(7), String(s.reasons.unchanged || 0).padStart(9),
  ...reasons.map((r) => String(s.reasons[r] || 0).padStart(9))].join(' ');
console.log(['test file'.padEnd(34), 'pages'.padStart(5), 'page-s'.padStart(7), 'frames'.padStart(7), 'unchanged'.padStart(9),
  ...reasons.map((r) => r.padStart(9))].join(' '));
for (const [name, s] of [...byTest].sort((a, b) => frames(b[1]) - frames(a[1]))) console.log(row(name, s));
console.log(row('all', total));
