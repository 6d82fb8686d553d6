// Clocks (issue 41, item 1): the host's limit per move or bank per seat is
// counted by the server; when a person's time runs out the hand-over computer
// makes the move for them (or takes the seat, as the host chose); the clock is
// stored with the table and resumes after a restart without counting the time
// the server was down; a hostile clock setting is refused at creation.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { startServer, Player, seatTwoPeople, eventually } = require('./support.cjs');

const lobbies = (p) => p.frames.filter((f) => f.type === 'lobby').map((f) => f.message);
const lastLobby = (p) => lobbies(p).at(-1);
const TWO_PEOPLE = { seats: ['human', 'human'], handOverLevel: 'heuristic' };

for (const threads of ['1', '0']) test(`a person who stops playing: the hand-over computer moves for them when the move's time runs out (--think-threads ${threads})`, { timeout: 60000 }, async () => {
  const server = await startServer({ args: ['--think-threads', threads] });
  const { host, guest } = await seatTwoPeople(server, { ...TWO_PEOPLE, clock: { mode: 'move', seconds: 1, onTimeout: 'move' } });
  try {
    assert.deepEqual(lastLobby(host).clock, { mode: 'move', seconds: 1, increment: 0, onTimeout: 'move', left: [0, 0], running: -1, remaining: 0 },
      'the lobby says the clock before the start');
    host.send('start', {});
    await host.until(() => host.view, 'the first view');
    const started = Date.now();
    const first = host.view.moves;
    const toMove = host.view.toMove;
    await eventually(() => lastLobby(host).clock.running === toMove, 'the clock running for the seat to move');
    // Nobody plays: each move is the computer's after a second.
    await eventually(() => host.view.moves >= first + 3, 'three moves made by the clock', 15000);
    assert.ok(Date.now() - started >= 2500, `three moves waited for their clocks (${Date.now() - started} ms)`);
    const timeout = lastLobby(host).lastTimeout;
    assert.equal(timeout.level, 'heuristic', 'the log can say which computer moved');
    assert.ok([0, 1].includes(timeout.seat));
    assert.deepEqual(lastLobby(host).seats.map((s) => s.kind), ['person', 'person'], 'the seats stay the people\'s');

    // A person who plays in time is not played for.
    const mover = [host, guest].find((p) => p.myTurn()) || await Promise.race([host, guest].map((p) =>
      p.until(() => p.myTurn(), 'a turn').then(() => p)));
    const at = mover.view.moves;
    mover.send('act', { move: mover.legal()[0] });
    await mover.until(() => mover.view.moves > at, 'the person\'s move');
    assert.notEqual(lastLobby(mover).lastTimeout.moves, at, 'the person\'s own move is not a timeout');
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});

test('onTimeout hand_over: the seat whose time ran out is the computer\'s for the rest of the game', { timeout: 60000 }, async () => {
  const server = await startServer();
  const { host, guest } = await seatTwoPeople(server, { ...TWO_PEOPLE, clock: { mode: 'move', seconds: 1, onTimeout: 'hand_over' } });
  try {
    host.send('start', {});
    await host.until(() => host.view, 'the first view');
    const seat = host.view.toMove;
    await eventually(() => lastLobby(host).seats[seat].kind === 'computer', `seat ${seat} handed over`, 10000);
    assert.deepEqual(lastLobby(host).lastHandOver, { seat, level: 'heuristic', clock: true });
  } finally {
    await host.close();
    await guest.close();
    await server.remove();
  }
});

test('a bank: each move pays its time and gets the increment; the bank survives a restart, the time down not counted', { timeout: 90000 }, async () => {
  let server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { ...TWO_PEOPLE, clock: { mode: 'bank', seconds: 30, increment: 2, onTimeout: 'move' } });
  const everyone = [host, guest];
  try {
    host.send('start', {});
    await host.until(() => host.view, 'the first view');
    const mover = [host, guest].find((p) => p.view && p.myTurn()) || await Promise.race([host, guest].map((p) =>
      p.until(() => p.myTurn(), 'a turn').then(() => p)));
    const seat = mover.seat;
    const turnSeen = Date.now();  // the server's turn began a little before
    await new Promise((r) => setTimeout(r, 1500));
    const at = mover.view.moves;
    mover.send('act', { move: mover.legal()[0] });
    await eventually(() => lastLobby(mover).clock.running !== seat || mover.view.moves > at + 1, 'the turn passed');
    const took = Date.now() - turnSeen;
    const left = lastLobby(mover).clock.left[seat];
    // 30 s less the move's time (1.5 s and the messages' way, at most what the test saw and a margin) plus 2 s.
    assert.ok(left <= 30000 - 1500 + 2000 && left >= 30000 - took - 500 + 2000,
      `the bank after a ${took} ms move with a 2 s increment: ${left} ms`);

    // The next person to move thinks 2 s; the server is killed, down 3 s, and comes back.
    const other = everyone.find((p) => p.seat !== seat);
    await other.until(() => other.myTurn(), 'the other seat\'s turn');
    await new Promise((r) => setTimeout(r, 2000));
    await server.stop();  // SIGKILL: the last stored clock is the last move's
    await new Promise((r) => setTimeout(r, 3000));
    server = await startServer({ data: server.data, port: Number(new URL(server.url).port) });
    const back = new Player(server.ws, other.name);
    everyone.push(back);
    await back.join(table, { token: other.token });
    await back.until(() => back.view && lastLobby(back) && lastLobby(back).clock.running === other.seat, 'the clock running again');
    const resumed = lastLobby(back).clock;
    assert.equal(resumed.left[seat], left, 'the first seat\'s bank as stored');
    // The killed turn resumes from its stored start (30 s): neither the 2 s before the kill nor the
    // 3 s down count (counted, it would be under 25 s; the margin is the restart and the join).
    assert.ok(resumed.remaining > 26000 && resumed.remaining <= 30000, `the running bank after the restart: ${resumed.remaining} ms`);
  } finally {
    for (const p of everyone) await p.close();
    await server.remove();
  }
});

test('a server stopped with SIGTERM stores the running turn\'s time: the restart resumes it', { timeout: 60000 }, async () => {
  let server = await startServer();
  const { host, guest, table } = await seatTwoPeople(server, { ...TWO_PEOPLE, clock: { mode: 'move', seconds: 60, onTimeout: 'move' } });
  const everyone = [host, guest];
  try {
    host.send('start', {});
    await host.until(() => host.view, 'the first view');
    await new Promise((r) => setTimeout(r, 2500));
    const exited = new Promise((done) => server.proc.once('exit', done));
    server.proc.kill('SIGTERM');
    await exited;
    server = await startServer({ data: server.data, port: Number(new URL(server.url).port) });
    const back = new Player(server.ws, 'Ann');
    everyone.push(back);
    await back.join(table, { token: host.token });
    await back.until(() => lastLobby(back) && lastLobby(back).clock && lastLobby(back).clock.running >= 0, 'the clock running again');
    const { remaining } = lastLobby(back).clock;
    assert.ok(remaining < 58000 && remaining > 50000, `60 s less the ~2.5 s used before the stop: ${remaining} ms`);
  } finally {
    for (const p of everyone) await p.close();
    await server.remove();
  }
});

test('a clock setting that is not one is refused at creation, saying what is allowed', { timeout: 30000 }, async () => {
  const server = await startServer();
  const host = new Player(server.ws, 'Ann');
  const bad = [
    [{ mode: 'sudden' }, /clock\.mode/],
    [{ mode: 'move' }, /clock\.seconds/],
    [{ mode: 'move', seconds: 0 }, /clock\.seconds/],
    [{ mode: 'move', seconds: 1e9 }, /clock\.seconds/],
    [{ mode: 'move', seconds: '60' }, /clock\.seconds/],
    [{ mode: 'move', seconds: 1.5 }, /clock\.seconds/],
    [{ mode: 'bank', seconds: 600, increment: -1 }, /clock\.increment/],
    [{ mode: 'move', seconds: 60, onTimeout: 'resign' }, /clock\.onTimeout/],
    ['60', /clock:/],
    [[60], /clock:/],
    [JSON.parse('{"__proto__": {"mode": "move"}, "seconds": 5}'), null],
  ];
  try {
    for (const [clock, why] of bad) {
      if (why === null) {
        // The prototype's mode is not the object's own: no clock, the table opens.
        const ok = new Player(server.ws, 'Cy');
        await ok.create({ game: 'merchants', seats: ['human', 'human'], clock });
        await ok.nextFrame('lobby');
        assert.equal(lastLobby(ok).clock, null, 'no clock from a prototype');
        await ok.close();
        continue;
      }
      await assert.rejects(host.create({ game: 'merchants', seats: ['human', 'human'], clock }), why, JSON.stringify(clock));
    }
  } finally {
    await host.close();
    await server.remove();
  }
});
