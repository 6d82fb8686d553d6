// Helpers of the online tables' browser tests (tests/e2e/online_*.test.cjs):
// people in browser contexts whose every WebSocket room message is kept, a
// line to the server the test can cut, canvas clicks and in-page play.
'use strict';
const net = require('node:net');
const path = require('node:path');
const { before, after } = require('node:test');
const { openApp, launch, ROOT } = require('./support.cjs');
const { frameOf, startServer, TableCore } = require('../online/support.cjs');

const { unpackMultiple } = require(path.join(ROOT, '.cache', 'npm', 'node_modules', '@colyseus', 'msgpackr'));
const ROOM_DATA = 13;  // colyseus' protocol code of a room message: [13, type, message] (msgpack)
// The least time a browser test's cut line stays cut; the cut lasts at least until the server
// has noticed by its pings (tests/e2e/online_merchants.test.cjs), so 0 by default.
const DROP_SECONDS = Number(process.env.MERCATO_DROP_SECONDS || 0);
// A line between one person's browser and the server (a TCP proxy on its own
// port): cut() lets nothing through either way, as when a phone's network
// vanishes (the server notices by its unanswered pings); mend() ends the
// connections that died meanwhile, which the page then notices.
// Every line still open: onlineFixture closes them after its tests, so a test that
// fails before its own close() leaves no server that keeps the file's process alive
// (node --test would wait for it forever).
const openLines = new Set();
function line(target) {
  const pairs = [];
  const state = { dead: false };
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(new URL(target).port), '127.0.0.1');
    const pair = { client, upstream, died: false };
    pairs.push(pair);
    client.on('data', (d) => { if (!state.dead) upstream.write(d); else pair.died = true; });
    upstream.on('data', (d) => { if (!state.dead) client.write(d); else pair.died = true; });
    const end = () => { if (state.dead) { pair.died = true; return; } client.destroy(); upstream.destroy(); };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => {});
    upstream.on('error', () => {});
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => {
    const opened = {
      url: `http://127.0.0.1:${proxy.address().port}`,
      cut() { state.dead = true; pairs.forEach((p) => { p.died = true; }); },
      mend() {
        state.dead = false;
        for (const p of pairs.splice(0)) if (p.died) { p.client.destroy(); p.upstream.destroy(); }
      },
      close() {
        openLines.delete(opened);
        for (const p of pairs) { p.client.destroy(); p.upstream.destroy(); }
        proxy.close();
      },
    };
    openLines.add(opened);
    resolve(opened);
  }));
}

// Opens the page in a new context of `browser` and keeps every room message it
// receives (decoded) in app.wsFrames.
async function person(browser, url, size = {}) {
  const app = await openApp({ url, browser, ...size });
  // colyseus.js logs a dropped connection as an error; the drop is the test's own doing.
  app.expectedErrors = /colyseus|WebSocket|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_CONNECTION/;
  app.wsFrames = [];
  app.page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
    if (typeof payload === 'string' || payload[0] !== ROOM_DATA) return;
    const [type, message] = unpackMultiple(Buffer.from(payload).subarray(1));
    app.wsFrames.push(frameOf(type, message));
  }));
  return app;
}

async function online(app) { return app.page.evaluate(() => window.mercato.online.status()); }
async function waitOnline(app, test, what, timeout = 30000, arg = null) {
  try {
    await app.page.waitForFunction(test, arg, { timeout, polling: 100 });
  } catch (e) {
    throw new Error(`${what}: ${JSON.stringify(await online(app))}`);
  }
}

// Ann (the host, 1280x800, mouse, English) and Bo (390x844, touch, Japanese), seated
// at a new two-seat table of `game`, the game started. `options` go to each page.
async function annAndBo(fx, { game = 'merchants', create = {}, options = {} } = {}) {
  const ann = await fx.person(`${fx.server.url}/`, { width: 1280, height: 800, ...options });
  const { link } = await ann.page.evaluate(([g, c]) => window.mercato.online.create({ game: g, players: 2,
    seats: ['human', 'open'], name: 'Ann', ...c }), [game, create]);
  const bo = await fx.person(link, { width: 390, height: 844, hasTouch: true, ...options });
  await waitOnline(bo, () => window.mercato.online.status().phase === 'lobby', 'Bo\'s lobby');
  await bo.page.evaluate((l) => window.mercato.online.join(l, { name: 'Bo' }), link);
  if ((await bo.api('setLanguage', 'ja')).ok !== true) throw new Error('Bo cannot read Japanese');
  await waitOnline(ann, () => window.mercato.online.status().seats[1].name === 'Bo', 'Ann sees Bo');
  return { ann, bo, link };
}

// Starts the game of annAndBo and waits for both first views.
async function startAnnAndBo({ ann, bo }) {
  await ann.page.evaluate(() => window.mercato.online.start());
  for (const app of [ann, bo]) await waitOnline(app, () => !!window.mercato.turn(), 'the first view');
}

// One move of whoever of `people` is to move, by a canvas click on a legal
// move's button (a view names them move:<notation>). False when nobody here
// is to move or no legal move has a button on the canvas.
async function clickOneMove(people) {
  for (const app of people) {
    const turn = await app.api('turn');
    if (!turn || turn.over || !turn.humanTurn) continue;
    const rects = await app.rects();
    const legal = (await app.api('legalActions')).filter((m) => rects[`move:${m}`]);
    if (!legal.length) return false;
    const move = legal[(turn.moves * 7) % legal.length];
    await app.click(`move:${move}`);
    await app.page.waitForFunction((n) => window.mercato.turn().moves > n, turn.moves, { timeout: 20000, polling: 50 });
    return true;
  }
  await people[0].page.waitForTimeout(100);
  return false;
}

// The rest of the game through the API, played inside the page (few round trips
// on a loaded machine): on the seat's turn, mercato.act() of one legal move.
function autoPlay(app) {
  return app.page.evaluate(() => {
    let actedAt = -1;
    let actedTime = 0;
    window.mercatoAutoPlay = setInterval(() => {
      const turn = window.mercato.turn();
      if (!turn || turn.over || !turn.humanTurn) return;
      // A move sent into a dropped connection is lost: send it again after a while.
      if (turn.moves === actedAt && Date.now() - actedTime < 3000) return;
      const legal = window.mercato.legalActions();
      actedAt = turn.moves;
      actedTime = Date.now();
      const result = window.mercato.act(legal[(turn.moves * 7) % legal.length]);
      if (!result.ok) throw new Error(`act refused: ${result.error}`);
    }, 50);
  });
}
const moves = (app) => app.page.evaluate(() => (window.mercato.turn() || { moves: 0 }).moves);

// One test file's world: the table core (to check frames against), a real
// server and a browser, started before its tests and closed after them, with
// every person opened through fx.person(url, size).
function onlineFixture({ pace }) {
  const fx = { server: null, browser: null, core: null, apps: [] };
  fx.person = async (url, size) => {
    const app = await person(fx.browser, url, size);
    fx.apps.push(app);
    return app;
  };
  before(async () => {
    fx.core = await TableCore.load();
    fx.server = await startServer({ pace });
    fx.browser = await launch();
  });
  after(async () => {
    for (const open of [...openLines]) open.close();
    for (const app of fx.apps) await app.close();
    if (fx.browser) await fx.browser.close();
    if (fx.server) await fx.server.remove();
  });
  return fx;
}

module.exports = { onlineFixture, line, person, online, waitOnline, clickOneMove, autoPlay, moves, annAndBo, startAnnAndBo,
  DROP_SECONDS };
