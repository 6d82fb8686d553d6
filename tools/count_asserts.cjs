// Counts the assertions a node test process makes, for tools/test's summary
// (the browser tests have no runner that counts them; issue 37 asks that the
// count never goes down). Loaded with NODE_OPTIONS="--require <this file>";
// each process adds one line "<count> <test file>" to $MERCATO_ASSERT_COUNT_FILE at exit
// (tools/test sums the first column; the second says which file moved a total).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const file = process.env.MERCATO_ASSERT_COUNT_FILE;
if (file) {
  let count = 0;
  // The tests use node:assert/strict only. node:assert itself stays as it is:
  // its match() tells itself from doesNotMatch() by comparing with assert.match.
  const assert = require('node:assert/strict');
  for (const name of Object.keys(assert)) {
    const fn = assert[name];
    if (typeof fn !== 'function' || name === 'strict' || name === 'AssertionError' || name === 'CallTracker') continue;
    assert[name] = function counted(...args) { count++; return fn.apply(this, args); };
  }
  process.on('exit', () => { if (count > 0) fs.appendFileSync(file, `${count} ${path.relative(process.cwd(), process.argv[1] || '?')}\n`); });
}
