// JUnit XML for node's test runner that survives --test-force-exit (issue 37).
// Node's own junit reporter writes the file when the run ends, and a forced exit
// cuts it to its header; this one rewrites the whole file, a valid document,
// after every finished test, so the file always holds every test so far.
//   node --test --test-reporter=./tools/junit_reporter.mjs --test-reporter-destination=/dev/null
// The file: $MERCATO_JUNIT_FILE (default e2e-junit.xml in the working folder).
import fs from 'node:fs';
import path from 'node:path';

const file = process.env.MERCATO_JUNIT_FILE || 'e2e-junit.xml';

const escape = (text) => String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' }[c]))
  // XML 1.0 has no place for most control characters (a test's output may hold them).
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

function xml(suites) {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<testsuites>'];
  for (const [name, cases] of suites) {
    const failures = cases.filter((c) => c.failure !== null).length;
    const seconds = cases.reduce((s, c) => s + c.seconds, 0);
    lines.push(`  <testsuite name="${escape(name)}" tests="${cases.length}" failures="${failures}" time="${seconds.toFixed(3)}">`);
    for (const c of cases) {
      const head = `    <testcase classname="${escape(name)}" name="${escape(c.name)}" time="${c.seconds.toFixed(3)}"`;
      if (c.failure === null) {
        lines.push(`${head}/>`);
      } else {
        lines.push(`${head}>`, `      <failure message="${escape(c.failure.split('\n')[0])}">${escape(c.failure)}</failure>`,
                   '    </testcase>');
      }
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

function failureText(error) {
  if (!error) return 'failed';
  const cause = error.cause || error;
  return (cause && (cause.stack || cause.message)) || String(cause);
}

export default async function* junitReporter(source) {
  const suites = new Map();  // file -> [{name, seconds, failure}]
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, xml(suites));
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const data = event.data;
    // Top-level tests only (a subtest is part of its test), and no suite or file nodes.
    if (data.nesting !== 0 || (data.details && data.details.type === 'suite')) continue;
    const suite = data.file ? path.relative(process.cwd(), data.file) : 'tests';
    if (!suites.has(suite)) suites.set(suite, []);
    suites.get(suite).push({
      name: data.name,
      seconds: ((data.details && data.details.duration_ms) || 0) / 1000,
      failure: event.type === 'test:fail' ? failureText(data.details && data.details.error) : null,
    });
    fs.writeFileSync(file, xml(suites));  // whole and valid after every test
  }
}
