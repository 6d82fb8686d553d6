#!/usr/bin/env node
// One headless Chromium for a whole browser-test run (issue 37): tools/test starts
// it, and each test file's launch() (tests/e2e/support.cjs) connects to it through
// MERCATO_BROWSER_WS instead of starting and stopping a Chromium of its own (about
// 2-3 s a time, some 100 times a run). Every page still gets a fresh context, so no
// storage is shared between tests. Prints the endpoint on its first line of stdout
// and runs until it is signalled or its stdin closes.
'use strict';
const { playwright, CHROMIUM, CHROMIUM_ARGS } = require('../tests/e2e/support.cjs');

(async () => {
  const server = await playwright().chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  process.stdout.write(`${server.wsEndpoint()}\n`);
  const stop = async () => { await server.close().catch(() => {}); process.exit(0); };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
})().catch((e) => { console.error(`browser_server: ${e.message}`); process.exit(1); });
