#!/usr/bin/env node
// What one frame costs (./tools/bench --frames; figures in docs/performance.md).
// Issue 37: the browser tests are two thirds of a test run, and headless Chromium
// draws WebGL in software (SwiftShader), so a frame's CPU is what a test waits for.
// Per scene (Home, then each registered game's table at 3 seats, the person to
// move): the page is made to draw every animation frame (mercato.debug.alwaysDraw)
// and for --seconds the CPU time of each of the browser's processes (from /proc)
// is divided by the frames drawn; also frames per second and the frame's geometry
// (vertices in its largest draw list, mercato.debug.drawStats).
//
//   ./tools/bench --frames [--seconds 6] [--width 1280 --height 800] [--scale 1]
'use strict';
const fs = require('fs');
const { openApp, playwright, registeredTables, CHROMIUM, CHROMIUM_ARGS } = require('../tests/e2e/support.cjs');
const { findBrowserPid, processTree, cpuByKind } = require('./browser_procs.cjs');

// Marks this run's browser among others on the machine (Chromium ignores unknown switches).
const MARK = `--mercato-frame-bench=${process.pid}`;

function parse(argv) {
  const args = { seconds: 6, width: 1280, height: 800, scale: 1 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, ''), value = Number(argv[i + 1]);
    if (!(key in args) || !argv[i].startsWith('--')) {
      console.error(`unknown argument '${argv[i]}' (--seconds 6 --width 1280 --height 800 --scale 1)`);
      process.exit(2);
    }
    if (!(value > 0)) { console.error(`--${key} must be a positive number`); process.exit(2); }
    args[key] = value;
  }
  return args;
}

async function measure(app, browserPid, seconds) {
  await app.page.evaluate(() => window.mercato.debug.alwaysDraw(true));
  await app.page.waitForTimeout(1500);  // the switch's own wake-up, and the first frames
  const frames = () => app.page.evaluate(() => window.mercato.debug.drawnFrames());
  const pids = processTree(browserPid);
  const f0 = await frames(), c0 = cpuByKind(pids), t0 = Date.now();
  await app.page.waitForTimeout(seconds * 1000);
  const f1 = await frames(), c1 = cpuByKind(pids), wall = (Date.now() - t0) / 1000;
  const stats = await app.page.evaluate(() => window.mercato.debug.drawStats());
  await app.page.evaluate(() => window.mercato.debug.alwaysDraw(false));
  const n = Math.max(1, f1 - f0);
  const ms = (kind) => (1000 * (c1[kind] - c0[kind])) / n;
  return { fps: n / wall, gpu: ms('gpu'), renderer: ms('renderer'), other: ms('other'), vertices: stats.largest_list };
}

async function main() {
  const args = parse(process.argv.slice(2));
  const browser = await playwright().chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, MARK], headless: true });
  const pid = findBrowserPid(MARK);
  const app = await openApp({ browser, width: args.width, height: args.height, deviceScaleFactor: args.scale });
  const rows = [];
  const add = (scene, m) => rows.push([scene, m.fps.toFixed(1), (m.gpu + m.renderer + m.other).toFixed(0),
                                       m.gpu.toFixed(0), m.renderer.toFixed(0), m.other.toFixed(0), String(m.vertices)]);
  add('home', await measure(app, pid, args.seconds));
  for (const table of registeredTables(3)) {
    const seats = Array.from({ length: table.players }, (_, i) => (i === 0 ? 'human' : 'heuristic'));
    const r = await app.api('newGame', { ...table, seats, seed: 5 });
    if (!r.ok) throw new Error(`${table.game}: ${r.error}`);
    await app.waitFor(() => { const t = window.mercato.turn(); return t && (t.humanTurn || t.over); }, null, 60000);
    add(table.game, await measure(app, pid, args.seconds));
  }
  await app.close();
  await browser.close();
  const headers = ['scene', 'frames/s', 'CPU ms/frame', 'GPU process', 'renderer', 'other', 'vertices (largest list)'];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(`a frame's cost, ${args.width}x${args.height} at ${args.scale}x, ${args.seconds} s per scene, ` +
              `load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(headers.map((h, i) => h.padEnd(widths[i])).join('  '));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
}

main().catch((e) => { console.error(e); process.exit(1); });
