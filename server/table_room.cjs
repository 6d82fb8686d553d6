// One Colyseus room per online table (issue 19). The room holds the table in
// the Mercato core (TableCore) and is the only place its full state exists:
// each client gets its own seat's view, moves are checked by the core, and
// every accepted move is stored (server/table_store.cjs: a file, or Redis)
// before anyone hears of it. Whatever changes the table runs one at a time
// (serially), so a message waits while the last change is being stored.
// The protocol, message by message, is in docs/online.md.
'use strict';
const crypto = require('crypto');
const { Room } = require('@colyseus/core');
const { WORDS, undoWords, moveWords } = require('./refusal_words.cjs');

const PERSON = 'human';               // the core's word for a person's seat
const MAX_NAME = 40;
const SLICE_ITERATIONS = 24;          // one core call of a computer's search
const SLICE_MILLIS = 8;               // one turn of the event loop over all thinking tables
const RECONNECT_SECONDS = 120;        // a dropped connection keeps its seat this long
const HAND_OVER_LEVEL = 'ismcts:normal';  // who takes over a voted-out seat, unless the host chose another

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const newToken = () => crypto.randomBytes(24).toString('base64url');

// The server's shared parts, set once by server/main.cjs.
const context = { core: null, store: null, paceMillis: 600, restores: new Map(), thinkers: 0 };

class TableRoom extends Room {
  // options: {game, players, options, seats: ["human" | bot spec, ...], name}
  // from a client's create(); or {restoreKey} from the server itself.
  async onCreate(options) {
    this.autoDispose = false;  // a table lives until its game is over, people or not
    this.core = context.core;
    this.store = context.store;
    this.seatOf = new Map();       // sessionId -> seat
    this.people = {};              // seat -> {name, tokenHash, client}
    this.thinking = false;
    this.work = Promise.resolve(); // the changes of this table, one after another
    const restored = options && options.restoreKey ? context.restores.get(options.restoreKey) : null;
    if (restored) {
      context.restores.delete(options.restoreKey);
      this.restore(restored);
    } else {
      await this.createTable(options || {});
    }
    const view = this.core.view(this.table, 0);
    this.coreSeats = view.seats;
    this.game = view.observation.game;
    // The options (k=v,...) from the record's header: a seat's device needs them to rebuild its State.
    this.options = (/ options=(\S*)/.exec(this.core.record(this.table).split('\n')[0]) || [])[1] || '';
    this.registerMessages();
    if (this.started) this.runComputers();
  }

  async createTable(options) {
    const seats = Array.isArray(options.seats) ? options.seats.map(String) : null;
    if (!seats || seats.length === 0) throw new Error('seats: one entry per player ("human" or a computer level)');
    const seed = options.seed !== undefined ? String(options.seed)
      : String(crypto.randomBytes(6).readUIntBE(0, 6) % 9007199254740991);
    this.table = this.core.create({
      game: String(options.game || ''), players: seats.length,
      options: String(options.options || ''), seats, seed,
    });
    this.roomId = crypto.randomBytes(6).toString('base64url');
    this.hostSeat = seats.indexOf(PERSON);
    this.creatorSeated = false;
    // Seconds a person's seat must stay empty before the others may vote to hand it to a computer (0: never).
    const timeout = Number(options.seatTimeout || 0);
    if (!Number.isInteger(timeout) || timeout < 0 || timeout > 86400) throw new Error('seatTimeout: whole seconds, 0 to 86400');
    this.seatTimeout = timeout;
    this.handOverLevel = typeof options.handOverLevel === 'string' ? options.handOverLevel : HAND_OVER_LEVEL;
    if (this.handOverLevel === PERSON) throw new Error('handOverLevel: a computer level');
    const header = this.core.record(this.table).split('\n')[0].replace(/ moves=\d+$/, '');
    this.started = false;
    this.stored = 0;
    try {
      await this.store.create(this.roomId, { header, hostSeat: this.hostSeat, seatTimeout: timeout,
        handOverLevel: this.handOverLevel }, this.listing.processId);
      await this.persistMoves();
    } catch (e) {
      this.core.free(this.table);
      this.table = undefined;
      throw new Error(`the table could not be stored: ${e.message}`);
    }
  }

  restore(saved) {
    this.table = this.core.restore(saved.record);
    this.roomId = saved.id;
    this.hostSeat = saved.meta.hostSeat;
    this.seatTimeout = saved.meta.seatTimeout || 0;
    this.handOverLevel = saved.meta.handOverLevel || HAND_OVER_LEVEL;
    this.creatorSeated = true;
    this.stored = saved.moves.length;
    this.started = saved.started;
    for (const [seat, person] of Object.entries(saved.seats)) {
      // Nobody is connected after a restart: the empty-seat clock starts now.
      this.people[seat] = { name: person.name, tokenHash: person.token, client: null, leftAt: Date.now() };
    }
    this.announceHandOver();
  }

  // A seat empty for seatTimeout may be voted to a computer: the lobby says so
  // by itself once the time is up (the page then offers the vote).
  announceHandOver() {
    if (!this.seatTimeout) return;
    setTimeout(() => { if (!this.disposed) this.broadcastLobby(); }, this.seatTimeout * 1000 + 50).unref();
  }

  handOverOpen(seat) {
    const person = this.people[seat];
    return !!(this.seatTimeout && this.started && !this.core.over(this.table) && person && !person.client &&
      (Date.now() - person.leftAt) / 1000 >= this.seatTimeout);
  }

  seatsOfCore() { return this.coreSeats; }

  // ---- joining: {name, token} (token: a seat's, kept by the browser)
  // A wrong token is refused before the join completes (the client's join fails).
  onAuth(client, options = {}) {
    const token = typeof options.token === 'string' ? options.token : '';
    if (token && this.seatOfToken(token) === undefined) throw new Error('this seat token is not one of this table\'s');
    return true;
  }

  seatOfToken(token) {
    const hash = sha256(token);
    const seat = Object.keys(this.people).find((s) => this.people[s].tokenHash === hash);
    return seat === undefined ? undefined : Number(seat);
  }

  onJoin(client, options = {}) {
    return this.serially(async () => {
      const token = typeof options.token === 'string' ? options.token : '';
      if (token) {
        await this.sit(client, this.seatOfToken(token), null, token);
      } else if (!this.creatorSeated && this.hostSeat >= 0) {
        // The creator takes the host's seat.
        this.creatorSeated = true;
        await this.sit(client, this.hostSeat, options.name, newToken());
      } else {
        this.sendLobby(client);
      }
    });
  }

  async sit(client, seat, name, token) {
    const known = this.people[seat];
    const person = known || { name: '', tokenHash: sha256(token), client: null };
    if (typeof name === 'string' && name.trim()) person.name = name.trim().slice(0, MAX_NAME);
    if (!person.name) person.name = `Player ${seat + 1}`;
    // A new seat is stored before it is given.
    if (!known) await this.store.append(this.roomId, [{ seat, name: person.name, token: person.tokenHash }]);
    if (person.client && person.client !== client) person.client.leave(4001);  // the same seat elsewhere
    person.client = client;
    person.leftAt = undefined;
    this.people[seat] = person;
    this.seatOf.set(client.sessionId, seat);
    client.send('welcome', { table: this.roomId, seat, token, host: seat === this.hostSeat });
    this.broadcastLobby();
    if (this.started) this.sendView(client, seat);
  }

  async onLeave(client, consented) {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return;
    const person = this.people[seat];
    if (person.client === client) { person.client = null; person.leftAt = Date.now(); this.announceHandOver(); }
    this.broadcastLobby();
    if (consented) return;
    try {
      const back = await this.allowReconnection(client, RECONNECT_SECONDS);
      if (!person.client) { person.client = back; person.leftAt = undefined; }
      this.broadcastLobby();
      if (this.started) this.sendView(back, seat);
    } catch {
      this.seatOf.delete(client.sessionId);  // the seat stays; its token brings it back
    }
  }

  // ---- messages (docs/online.md, "Protocol")
  // Runs fn after every earlier change of this table; resolves (or rejects) as fn does.
  serially(fn) {
    const run = this.work.then(fn);
    this.work = run.catch(() => {});
    return run;
  }

  // Each message is handled serially; a store that fails stops the table (storeFailed).
  handle(type, handler) {
    this.onMessage(type, (client, message) => this.serially(() => (this.broken
      ? this.refuse(client, type, 'unavailable', 'this table is reopening from its last stored move', WORDS.reopening())
      : handler(client, message))).catch((e) => this.storeFailed(e)));
  }

  // The store did not take a change the core has made: nothing more is
  // acknowledged, everyone is told why, and the room closes. The table is opened
  // again from what was stored (at the next start; with Redis, by any process).
  storeFailed(e) {
    if (this.broken) return;
    this.broken = true;
    console.error(`mercato server: table ${this.roomId}: ${e.stack || e.message}`);
    this.clients.forEach((c) => this.refuse(c, 'store', 'unavailable', `the table could not be stored (${e.message}); it reopens from its last stored move`, WORDS.storeFailed()));
    this.disconnect();
  }

  registerMessages() {
    this.handle('seat', (client, message) => {
      const m = message || {};
      if (this.seatOf.has(client.sessionId)) return this.refuse(client, 'seat', 'not_your_seat', 'you have a seat already', WORDS.haveSeat());
      const seats = this.seatsOfCore();
      if (!Number.isInteger(m.seat) || m.seat < 0 || m.seat >= seats.length) {
        return this.refuse(client, 'seat', 'malformed', 'seat: a seat number', WORDS.seatNumber());
      }
      if (seats[m.seat] !== PERSON || this.people[m.seat]) {
        return this.refuse(client, 'seat', 'not_your_seat', `seat ${m.seat} is not free`, WORDS.seatNotFree(m.seat));
      }
      return this.sit(client, m.seat, m.name, newToken());
    });
    this.handle('name', async (client, message) => {
      const seat = this.seatOf.get(client.sessionId);
      const name = message && typeof message.name === 'string' ? message.name.trim().slice(0, MAX_NAME) : '';
      if (seat === undefined) return this.refuse(client, 'name', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
      if (!name) return this.refuse(client, 'name', 'malformed', 'name: some text', WORDS.nameNeeded());
      await this.store.append(this.roomId, [{ seat, name, token: this.people[seat].tokenHash }]);
      this.people[seat].name = name;
      this.broadcastLobby();
    });
    this.handle('start', async (client) => {
      if (this.seatOf.get(client.sessionId) !== this.hostSeat) return this.refuse(client, 'start', 'not_your_seat', 'only the host starts the game', WORDS.hostStarts());
      if (this.started) return this.refuse(client, 'start', 'malformed', 'the game has started', WORDS.started());
      const seats = this.seatsOfCore();
      const open = seats.map((s, i) => (s === PERSON && !this.people[i] ? i : -1)).filter((i) => i >= 0);
      if (open.length) return this.refuse(client, 'start', 'not_your_turn', `seats ${open.join(', ')} are still free`, WORDS.seatsFree(open));
      await this.store.append(this.roomId, [{ started: true }]);
      this.started = true;
      this.broadcastLobby();
      this.broadcastViews();
      this.runComputers();
    });
    this.handle('act', (client, message) => this.act(client, message));
    this.handle('hand_over', (client, message) => this.voteHandOver(client, message));
    this.handle('undo', (client) => this.proposeUndo(client));
    this.handle('undo_agree', (client) => this.agreeUndo(client));
    this.handle('undo_refuse', (client) => this.refuseUndo(client));
    this.handle('record', (client) => {
      if (!this.core.over(this.table)) return this.refuse(client, 'record', 'not_your_turn', 'the record is handed out when the game is over', WORDS.recordAtEnd());
      client.send('record', { text: this.core.record(this.table) });
    });
    // Anything else is answered, never ignored.
    this.onMessage('*', (client, type) => this.refuse(client, String(type), 'malformed', `no message '${type}'`, WORDS.unknownMessage()));
  }

  act(client, message) {
    const seat = this.seatOf.get(client.sessionId);
    const m = message && typeof message === 'object' ? message : {};
    if (typeof m.move !== 'string') return this.refuse(client, 'act', 'malformed', 'act: {move: "<notation>"}', WORDS.moveNeeded());
    if (seat === undefined) return this.refuse(client, 'act', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (m.seat !== undefined && m.seat !== seat) return this.refuse(client, 'act', 'not_your_seat', `you sit at seat ${seat}, not ${m.seat}`, WORDS.otherSeat(seat));
    if (!this.started) return this.refuse(client, 'act', 'not_your_turn', 'the game has not started', WORDS.notStarted());
    const refusal = this.core.act(this.table, seat, m.move);
    if (refusal) return this.refuse(client, 'act', refusal.code, refusal.message,
      moveWords(refusal, this.core.toMove(this.table), seat));
    return this.afterMove();
  }

  // {seat}: a vote to hand an empty person seat to a computer. The seat must have
  // been empty for the table's seatTimeout; it is handed over once every other
  // connected person has voted so.
  async voteHandOver(client, message) {
    const voter = this.seatOf.get(client.sessionId);
    const seat = message && message.seat;
    const person = this.people[seat];
    if (voter === undefined) return this.refuse(client, 'hand_over', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.coreSeats.length) return this.refuse(client, 'hand_over', 'malformed', 'hand_over: {seat: <number>}', WORDS.seatNumber());
    if (!this.started || this.core.over(this.table)) return this.refuse(client, 'hand_over', 'not_your_turn', 'only during the game', WORDS.onlyDuringGame());
    if (this.coreSeats[seat] !== PERSON || !person || seat === voter) return this.refuse(client, 'hand_over', 'not_your_seat', `seat ${seat} is not another person's`, WORDS.notAnotherPerson(seat));
    if (!this.seatTimeout) return this.refuse(client, 'hand_over', 'not_your_turn', 'the host did not allow handing seats over at this table', WORDS.handOverOff());
    const emptyFor = person.client ? 0 : (Date.now() - person.leftAt) / 1000;
    if (emptyFor < this.seatTimeout) {
      return this.refuse(client, 'hand_over', 'not_your_turn', `seat ${seat} may be handed over after ${this.seatTimeout} s empty (now ${Math.floor(emptyFor)} s)`,
        WORDS.handOverAfter(seat, this.seatTimeout, Math.floor(emptyFor)));
    }
    person.votes = person.votes || new Set();
    person.votes.add(voter);
    const needed = Object.keys(this.people).map(Number)
      .filter((s) => s !== seat && this.coreSeats[s] === PERSON && this.people[s].client);
    if (!needed.every((s) => person.votes.has(s))) return this.broadcastLobby();
    try {
      this.core.handOver(this.table, seat, this.handOverLevel);
    } catch (e) {
      return this.refuse(client, 'hand_over', 'malformed', e.message, WORDS.unknownMessage());
    }
    await this.store.append(this.roomId, [{ handOver: seat, level: this.handOverLevel }]);
    this.lastHandOver = { seat, level: this.handOverLevel };
    this.coreSeats = this.core.view(this.table, 0).seats;
    this.broadcastLobby();
    this.broadcastViews();
    this.runComputers();
  }

  // {}: the asker proposes to take back its last move (the core says whether it
  // may: never across a draw or revealed information); done once every other
  // connected person sent undo_agree. The next move drops the proposal.
  proposeUndo(client) {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return this.refuse(client, 'undo', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (!this.started) return this.refuse(client, 'undo', 'not_your_turn', 'the game has not started', WORDS.notStarted());
    const why = this.core.undoRefusal(this.table, seat);
    if (why) return this.refuse(client, 'undo', 'not_your_turn', why, undoWords(this.core.undoBlock(this.table, seat)));
    this.undoProposal = { by: seat, at: this.core.moveCount(this.table), votes: new Set([seat]) };
    return this.settleUndo();
  }

  agreeUndo(client) {
    const seat = this.seatOf.get(client.sessionId);
    const p = this.undoProposal;
    if (seat === undefined) return this.refuse(client, 'undo_agree', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (!p || p.at !== this.core.moveCount(this.table)) return this.refuse(client, 'undo_agree', 'not_your_turn', 'no undo is proposed', WORDS.noUndoProposed());
    p.votes.add(seat);
    return this.settleUndo();
  }

  // Any other seated person may refuse: the proposal is dropped and everyone hears who refused.
  refuseUndo(client) {
    const seat = this.seatOf.get(client.sessionId);
    const p = this.undoProposal;
    if (seat === undefined) return this.refuse(client, 'undo_refuse', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (!p || p.at !== this.core.moveCount(this.table)) return this.refuse(client, 'undo_refuse', 'not_your_turn', 'no undo is proposed', WORDS.noUndoProposed());
    this.undoProposal = null;
    this.lastUndo = { by: p.by, outcome: 'refused', refusedBy: seat };
    this.broadcastLobby();
  }

  async settleUndo() {
    const p = this.undoProposal;
    const people = Object.keys(this.people).map(Number)
      .filter((s) => this.coreSeats[s] === PERSON && this.people[s].client);
    if (!people.every((s) => p.votes.has(s))) return this.broadcastLobby();
    this.undoProposal = null;
    this.lastUndo = { by: p.by, outcome: 'agreed' };
    this.core.undo(this.table, p.by);
    this.stored = this.core.moveCount(this.table);
    await this.store.append(this.roomId, [{ undo: this.stored }]);
    this.broadcastLobby();
    this.broadcastViews();
  }

  // Stores, then tells: a move is acknowledged (by the views) only once stored.
  async afterMove() {
    const dropped = this.undoProposal;
    this.undoProposal = null;
    if (dropped) this.lastUndo = { by: dropped.by, outcome: 'dropped' };
    await this.persistMoves();
    if (dropped) this.broadcastLobby();
    if (this.core.over(this.table)) await this.store.finish(this.roomId);
    this.broadcastViews();
    if (this.core.over(this.table)) {
      this.autoDispose = true;  // gone once the last person leaves
      return;
    }
    this.runComputers();
  }

  async persistMoves() {
    const moves = this.core.movesSince(this.table, this.stored);
    this.stored += moves.length;
    await this.store.append(this.roomId, moves.map((m) => ({ m })));
  }

  // Computers think in slices of a few ms each, after a pause people can follow.
  runComputers() {
    if (this.thinking || !this.started || !this.core.computerToMove(this.table)) return;
    this.thinking = true;
    let counted = false;
    // Each slice is one change of the table, taken in turn with the messages.
    const slice = () => {
      if (!counted) { counted = true; context.thinkers += 1; }
      if (this.disposed || this.broken) { context.thinkers -= 1; return; }
      // An undo took the turn back from the computer: stop thinking.
      if (!this.core.computerToMove(this.table)) { context.thinkers -= 1; this.thinking = false; return; }
      // The tables thinking at once share one slice, so messages wait at most ~8 ms.
      const until = performance.now() + SLICE_MILLIS / context.thinkers;
      let moved = false;
      while (!moved && performance.now() < until) moved = this.core.step(this.table, SLICE_ITERATIONS);
      if (!moved) return void setImmediate(next);
      context.thinkers -= 1;
      this.thinking = false;
      return this.afterMove();
    };
    const next = () => this.serially(slice).catch((e) => this.storeFailed(e));
    setTimeout(next, context.paceMillis);  // (the room clock may not run yet in onCreate)
  }

  // ---- what goes out
  // `words`: the sentence for people, {en, ja} (server/refusal_words.cjs).
  refuse(client, request, code, message, words) {
    client.send('refused', { request, code, message, words });
  }

  lobby() {
    const seats = this.seatsOfCore().map((kind, seat) => {
      const person = this.people[seat];
      return kind === PERSON
        ? { seat, kind: 'person', name: person ? person.name : null, taken: !!person, connected: !!(person && person.client),
          handOverVotes: person && person.votes ? [...person.votes] : [], handOverOpen: this.handOverOpen(seat) }
        : { seat, kind: 'computer', level: kind };
    });
    return { table: this.roomId, game: this.game, options: this.options, seats,
      hostSeat: this.hostSeat, started: this.started, over: this.core.over(this.table), seatTimeout: this.seatTimeout,
      undo: this.undoProposal ? { by: this.undoProposal.by, agreed: [...this.undoProposal.votes] } : null,
      lastUndo: this.lastUndo || null, lastHandOver: this.lastHandOver || null };
  }

  sendLobby(client) { client.send('lobby', this.lobby()); }
  broadcastLobby() { const l = this.lobby(); this.clients.forEach((c) => c.send('lobby', l)); }

  sendView(client, seat) { client.send('view', this.core.view(this.table, seat)); }
  broadcastViews() {
    for (const client of this.clients) {
      const seat = this.seatOf.get(client.sessionId);
      if (seat !== undefined) this.sendView(client, seat);
    }
  }

  onDispose() {
    this.disposed = true;
    if (this.table !== undefined) this.core.free(this.table);
    if (this.roomId) this.store.close(this.roomId);
  }
}

module.exports = { TableRoom, context };
