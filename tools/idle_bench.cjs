#!/usr/bin/env node
// What an idle page costs (./tools/bench --idle; figures in docs/performance.md).
// Issue 21: a phone left on the table must not drain. The page draws only on
// input, motion, a computer's move or a slow heartbeat; before, it drew every
// animation frame. Both are measured in the same build (mercato.debug.alwaysDraw
// brings the old way back), on two scenes with nothing happening: the home
// screen, and a Merchants table waiting for the person's move. Per scene and
// way: frames drawn per second, the page's main thread busy share (Chrome's
// TaskDuration), and the CPU time of every browser process (renderer, GPU,
// browser; /proc) per second of wall time, the nearest figure to battery.
//
//   ./tools/bench --idle [--seconds 10] [--width 390 --height 844]
'use strict';
const fs = require('fs');
const { openApp, playwright, CHROMIUM, CHROMIUM_ARGS } = require('../tests/e2e/support.cjs');
const { findBrowserPid, processTree, cpuSeconds } = require('./browser_procs.cjs');

// Marks this run's browser among others on the machine (Chromium ignores unknown switches).
const MARK = `--mercato-idle-bench=${process.pid}`;

function parse(argv) {
  const args = { seconds: 10, width: 390, height: 844 };
  for (let i = 0; i < argv.length; i += 2) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--seconds') args.seconds = value;
    else if (argv[i] === '--width') args.width = value;
    else if (argv[i] === '--height') args.height = value;
    else { console.error(`unknown argument '${argv[i]}' (--seconds 10 --width 390 --height 844)`); process.exit(2); }
  }
  if (!(args.seconds > 0) || !(args.width > 0) || !(args.height > 0)) {
    console.error('--seconds, --width and --height must be positive numbers');
    process.exit(2);
  }
  return args;
}

async function measure(app, browserPid, seconds) {
  const cdp = await app.page.context().newCDPSession(app.page);
  await cdp.send('Performance.enable');
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const frames = () => app.page.evaluate(() => window.Module.ccall('mercato_drawn_frames', 'number', [], []));
  const pids = processTree(browserPid);
  const f0 = await frames(), t0 = await task(), c0 = cpuSeconds(pids), w0 = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const f1 = await frames(), t1 = await task(), c1 = cpuSeconds(pids), wall = (Date.now() - w0) / 1000;
  await cdp.detach();
  return { fps: (f1 - f0) / wall, main: (t1 - t0) / wall, cpu: (c1 - c0) / wall };
}

async function main() {
  const args = parse(process.argv.slice(2));
  const browser = await playwright().chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, MARK], headless: true });
  const app = await openApp({ browser, width: args.width, height: args.height, deviceScaleFactor: 1, hasTouch: true });
  const pid = findBrowserPid(MARK);
  const scenes = [
    ['home screen', async () => { await app.api('open', 'home'); }],
    ['Merchants table, your move', async () => {
      await app.api('newGame', { game: 'merchants', players: 3, seats: ['human', 'heuristic', 'heuristic'], seed: 5 });
      await app.waitFor(() => window.mercato.turn().humanTurn, null, 60000);
    }],
  ];
  const rows = [];
  for (const [name, open] of scenes) {
    await open();
    for (const [way, always] of [['idle (now)', false], ['every frame (before)', true]]) {
      await app.page.evaluate((on) => window.mercato.debug.alwaysDraw(on), always);
      await new Promise((r) => setTimeout(r, 2500));  // the wake-up after the call runs out
      const m = await measure(app, pid, args.seconds);
      rows.push([name, way, m.fps.toFixed(1), (m.main * 100).toFixed(1) + '%', (m.cpu * 100).toFixed(1) + '%']);
    }
    await app.page.evaluate(() => window.mercato.debug.alwaysDraw(false));
  }
  await app.close();
  await browser.close();
  const headers = ['scene', 'drawing', 'frames/s', 'main thread', 'browser CPU'];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(`idle page, ${args.width}x${args.height}, ${args.seconds} s per measure, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(headers.map((h, i) => h.padEnd(widths[i])).join('  '));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
}

main().catch((e) => { console.error(e); process.exit(1); });
