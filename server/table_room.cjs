// One Colyseus room per online table (issue 19). The room holds the table in
// the Mercato core (TableCore) and is the only place its full state exists:
// each client gets its own seat's view, moves are checked by the core, and
// every accepted move is stored (server/table_store.cjs: a file, or Redis)
// before anyone hears of it. Whatever changes the table runs one at a time
// (serially), so a message waits while the last change is being stored.
// The protocol, message by message, is in docs/online.md. Everything a client
// sends is hostile until checked (issue 36): the table is private to the
// matchmaker (only its invite link finds it), the seat list names levels only,
// the seed is the server's, names are cleaned, every message kind is rate
// limited, and an exception in a handler refuses that message alone.
'use strict';
const crypto = require('crypto');
const { Room } = require('@colyseus/core');
const { WORDS, undoWords, moveWords } = require('./refusal_words.cjs');
const { PHRASES, PHRASE_IDS, isPhrase } = require('./phrases.cjs');
const { cleanName } = require('./names.cjs');
const { PERSON, isComputerLevel, checkSeats } = require('./levels.cjs');
const { isMessageType, typeName, RateLimiter } = require('./message_guard.cjs');
const { TableClock, checkClock } = require('./table_clock.cjs');
const { recordAsComputer } = require('./table_entries.cjs');
const { rotatedSeats } = require('./rematch.cjs');
const { matchMaker } = require('@colyseus/core');
const { SPECTATOR } = require('./table_core.cjs');

const MAX_TEXT = 1000;                // a create's game id and options text
const GUESTS = 8;                     // connections beyond 4 per seat (see maxClients)
const WATCHERS = 24;                  // spectators at once (see maxClients)
const SLICE_ITERATIONS = 24;          // one core call of a computer's search
const SLICE_MILLIS = 8;               // one turn of the event loop over all thinking tables
const RECONNECT_SECONDS = 120;        // a dropped connection keeps its seat this long
const HAND_OVER_LEVEL = 'ismcts:normal';  // who takes over a voted-out seat, unless the host chose another

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const newToken = () => crypto.randomBytes(24).toString('base64url');
// A deal no client chose or can know: 53 random bits, the core's whole seed range (core/session/seeds.h).
const newSeed = () => String(crypto.randomBytes(8).readBigUInt64BE() & ((1n << 53n) - 1n));

// A store that did not take a change: the table closes (storeFailed); any
// other exception in a handler refuses only the message that caused it.
class StoreError extends Error {}

// The server's shared parts, set once by server/main.cjs. `tables`: the open
// tables of this process, by the address that created them (server/matchmaking.cjs).
// `thinker`: where computers think (server/think_pool.cjs, or the Redis queue of
// server/think_queue.cjs); null: here, in slices between messages (--think-threads 0).
const context = { core: null, store: null, paceMillis: 600, restores: new Map(), rematches: new Map(), thinkers: 0, lobbyTtlSeconds: 0,
  thinker: null,
  tables: { all: new Set(), byAddress: new Map(),
    count() { return this.all.size; },
    countOf(address) { return (this.byAddress.get(address) || new Set()).size; } } };

class TableRoom extends Room {
  // options: {game, options, seats: ["human" | computer level, ...], name, seatTimeout,
  // handOverLevel} from a client's create() (server/matchmaking.cjs adds creatorAddress);
  // or {restoreKey} / {rematchKey} from the server itself (keys no client can guess).
  async onCreate(options) {
    this.autoDispose = false;  // a table lives until its game is over, people or not
    this.setPrivate(true);     // found by its id (the invite link) only, never by join/joinOrCreate
    // Message types are looked up in this object: no inherited members, no default handler.
    Object.setPrototypeOf(this.onMessageHandlers, null);
    delete this.onMessageHandlers.__no_message_handler;
    this.limits = new Map();       // sessionId -> RateLimiter
    this.core = context.core;
    this.store = context.store;
    this.seatOf = new Map();       // sessionId -> seat
    this.watchers = new Set();     // sessionIds of spectators (the watch link)
    this.people = {};              // seat -> {name, tokenHash, client}
    this.thinking = false;
    this.thinkJob = null;          // the move asked of the thinker, while it is out
    this.position = 0;             // counts the changes other than moves (undo, hand-over)
    this.work = Promise.resolve(); // the changes of this table, one after another
    const restored = options && options.restoreKey ? context.restores.get(options.restoreKey) : null;
    const rematch = !restored && options && options.rematchKey ? context.rematches.get(options.rematchKey) : null;
    if (restored) {
      context.restores.delete(options.restoreKey);
      this.restore(restored);
    } else if (rematch) {
      context.rematches.delete(options.rematchKey);
      await this.createTable(rematch.create, rematch);
    } else {
      await this.createTable(options || {});
    }
    this.countTable(options && typeof options.creatorAddress === 'string' ? options.creatorAddress : '');
    this.expireUnstarted(restored ? Date.parse(restored.meta.created) : Date.now());
    const about = this.core.table(this.table);
    this.coreSeats = about.seats;
    // Each seat's person with a few tabs, and friends still choosing a seat;
    // a stranger with the link cannot open thousands of connections here.
    this.maxClients = GUESTS + WATCHERS + 4 * this.coreSeats.length;
    this.game = about.game;
    this.options = about.options;  // k=v,...: a seat's device needs them to rebuild its State
    this.registerMessages();
    if (this.started) { this.syncClock(); this.runComputers(); }
  }

  // A client's create: every field checked before the core sees it; a `seed`
  // is never taken (with it, the host could rebuild every other seat's hand).
  // `rematch` (server/rematch.cjs, from another room only): the host's seat, and
  // the people seated (by their new tokens' hashes) before the game starts at once.
  async createTable(options, rematch = null) {
    const seats = checkSeats(options.seats);
    const text = (value, what) => {
      if (value === undefined || value === null) return '';
      if (typeof value !== 'string' || value.length > MAX_TEXT) throw new Error(`${what}: text of at most ${MAX_TEXT} characters`);
      return value;
    };
    // Seconds a person's seat must stay empty before the others may vote to hand it to a computer (0: never).
    const timeout = Number(options.seatTimeout || 0);
    if (!Number.isInteger(timeout) || timeout < 0 || timeout > 86400) throw new Error('seatTimeout: whole seconds, 0 to 86400');
    const handOverLevel = options.handOverLevel === undefined ? HAND_OVER_LEVEL : options.handOverLevel;
    if (!isComputerLevel(handOverLevel)) throw new Error('handOverLevel: a computer level (random, heuristic, ismcts:easy, ismcts:normal, ismcts:hard)');
    const clock = checkClock(options.clock);
    const spectators = options.spectators === undefined ? true : options.spectators;
    if (typeof spectators !== 'boolean') throw new Error('spectators: true or false');
    this.table = this.core.create({
      game: text(options.game, 'game'), players: seats.length,
      options: text(options.options, 'options'), seats, seed: newSeed(),
    });
    this.roomId = crypto.randomBytes(6).toString('base64url');
    this.hostSeat = rematch ? rematch.hostSeat : seats.indexOf(PERSON);
    this.creatorSeated = !!rematch;
    this.creatorName = cleanName(options.name);
    this.spectatorsOn = spectators;
    this.watchSecret = newToken();  // the watch link's own secret (not a seat's token)
    this.seatTimeout = timeout;
    this.handOverLevel = handOverLevel;
    const { header } = this.core.table(this.table);
    this.started = false;
    this.stored = 0;
    try {
      await this.store.create(this.roomId, { header, hostSeat: this.hostSeat, seatTimeout: timeout,
        handOverLevel: this.handOverLevel, ...(clock ? { clock } : {}), spectators, watch: this.watchSecret }, this.listing.processId);
      await this.persistMoves();
      if (rematch) await this.seatRematch(rematch);
    } catch (e) {
      this.core.free(this.table);
      this.table = undefined;
      throw new Error(`the table could not be stored: ${e.message}`);
    }
    this.startClock(clock);
  }

  // The rematch's people take their seats (nobody connected yet) and the game starts.
  async seatRematch(rematch) {
    const now = Date.now();
    await this.save([...rematch.people.map((p) => ({ seat: p.seat, name: p.name, token: p.tokenHash })), { started: true }]);
    for (const p of rematch.people) this.people[p.seat] = { name: p.name, tokenHash: p.tokenHash, client: null, leftAt: now };
    this.started = true;
    this.rematchOf = rematch.from;
  }

  // The host's clock, if any (server/table_clock.cjs); `saved`: its last stored entry.
  startClock(settings, saved) {
    if (!settings) return;
    this.turnClock = new TableClock(settings, this.core.table(this.table).seats.length,
      (seat, key) => this.clockRanOut(seat, key));
    this.turnClock.restore(saved, this.core.moveCount(this.table));
  }

  restore(saved) {
    this.table = this.core.restore(saved.record);
    this.roomId = saved.id;
    this.hostSeat = saved.meta.hostSeat;
    this.seatTimeout = saved.meta.seatTimeout || 0;
    this.handOverLevel = saved.meta.handOverLevel || HAND_OVER_LEVEL;
    // A table stored before spectators has no watch secret: nobody watches it.
    this.watchSecret = typeof saved.meta.watch === 'string' ? saved.meta.watch : null;
    this.spectatorsOn = !!this.watchSecret && (saved.spectators !== undefined ? saved.spectators : saved.meta.spectators !== false);
    let clock = null;
    try { clock = checkClock(saved.meta.clock); } catch (e) { console.error(`mercato server: table ${saved.id}: its stored clock is not read (${e.message})`); }
    this.startClock(clock, saved.clock);
    this.creatorSeated = true;
    this.stored = saved.moves.length;
    this.started = saved.started;
    for (const [seat, person] of Object.entries(saved.seats)) {
      // Nobody is connected after a restart: the empty-seat clock starts now.
      this.people[seat] = { name: cleanName(person.name) || `Player ${Number(seat) + 1}`, tokenHash: person.token, client: null, leftAt: Date.now() };
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

  // The open tables, counted per creating address (server/matchmaking.cjs caps both).
  countTable(address) {
    this.address = address;
    context.tables.all.add(this);
    if (!context.tables.byAddress.has(address)) context.tables.byAddress.set(address, new Set());
    context.tables.byAddress.get(address).add(this);
  }

  uncountTable() {
    context.tables.all.delete(this);
    const mine = context.tables.byAddress.get(this.address);
    if (mine) { mine.delete(this); if (mine.size === 0) context.tables.byAddress.delete(this.address); }
  }

  // A table nobody starts within the lobby's time closes (--lobby-ttl): its
  // people are told, and it is never opened again (server/main.cjs skips it).
  expireUnstarted(createdAt) {
    const ttl = context.lobbyTtlSeconds;
    if (!ttl || this.started) return;
    const left = Math.max(0, (Number.isFinite(createdAt) ? createdAt : Date.now()) + ttl * 1000 - Date.now());
    this.lobbyTimer = setTimeout(() => this.serially(async () => {
      if (this.started || this.disposed || this.broken) return;
      this.expired = true;
      const minutes = Math.round(ttl / 60);
      this.clients.forEach((c) => this.refuse(c, 'table', 'expired', `the game was not started within ${ttl} s; the table is closed`, WORDS.expired(minutes)));
      await this.store.finish(this.roomId);
      this.disconnect();
    }).catch((e) => console.error(`mercato server: table ${this.roomId} expiring: ${e.message}`)), left);
    this.lobbyTimer.unref();
  }

  // The session that created this table (server/matchmaking.cjs): it alone becomes host.
  expectCreator(sessionId) { if (!this.creatorSeated) this.creatorSession = sessionId; }

  // ---- joining: {name, token} (token: a seat's, kept by the browser)
  // A wrong token is refused before the join completes (the client's join fails).
  onAuth(client, options = {}) {
    const token = typeof options.token === 'string' ? options.token : '';
    if (token && this.seatOfToken(token) === undefined) throw new Error('this seat token is not one of this table\'s');
    if (options.watch !== undefined && !this.watchAllowed(options.watch)) {
      throw new Error('this watch link is not this table\'s, or the host turned watching off');
    }
    return true;
  }

  watchAllowed(secret) {
    if (!this.spectatorsOn || !this.watchSecret || typeof secret !== 'string') return false;
    const a = Buffer.from(sha256(secret));
    return crypto.timingSafeEqual(a, Buffer.from(sha256(this.watchSecret)));
  }

  // For Home's list (server/table_turns.cjs): what the holder of a seat token may know of
  // whose turn it is here; null for a token that is not this table's.
  turnFor(token) {
    const seat = this.seatOfToken(token);
    if (seat === undefined || this.table === undefined) return null;
    const over = this.core.over(this.table);
    const toMove = this.started && !over ? this.core.toMove(this.table) : -1;
    const names = this.seatsOfCore().map((kind, s) => (kind === PERSON ? (this.people[s] ? this.people[s].name : null) : kind));
    return { game: this.game, seat, started: !!this.started, over, toMove, yourTurn: toMove === seat, names };
  }

  seatOfToken(token) {
    const hash = sha256(token);
    const seat = Object.keys(this.people).find((s) => this.people[s].tokenHash === hash);
    return seat === undefined ? undefined : Number(seat);
  }

  onJoin(client, options = {}) {
    return this.serially(async () => {
      const token = typeof options.token === 'string' ? options.token : '';
      if (options.watch !== undefined && this.watchAllowed(options.watch)) {
        // A spectator: public information only (core kSpectator), no seat, no messages that change anything.
        this.watchers.add(client.sessionId);
        client.send('welcome', { table: this.roomId, seat: -1, watching: true, host: false });
        this.broadcastLobby();
        if (this.started) this.sendView(client, SPECTATOR);
      } else if (token) {
        await this.sit(client, this.seatOfToken(token), null, token);
      } else if (!this.creatorSeated && this.hostSeat >= 0 && client.sessionId === this.creatorSession) {
        // The creator takes the host's seat.
        this.creatorSeated = true;
        await this.sit(client, this.hostSeat, this.creatorName, newToken());
      } else {
        this.sendLobby(client);
      }
    });
  }

  async sit(client, seat, name, token) {
    const known = this.people[seat];
    const person = known || { name: '', tokenHash: sha256(token), client: null };
    if (cleanName(name)) person.name = cleanName(name);
    if (!person.name) person.name = `Player ${seat + 1}`;
    // A new seat is stored before it is given.
    if (!known) await this.save([{ seat, name: person.name, token: person.tokenHash }]);
    if (person.client && person.client !== client) person.client.leave(4001);  // the same seat elsewhere
    person.client = client;
    person.leftAt = undefined;
    this.people[seat] = person;
    this.seatOf.set(client.sessionId, seat);
    const host = seat === this.hostSeat;
    client.send('welcome', { table: this.roomId, seat, token, host, ...(host && this.watchSecret ? { watch: this.watchSecret } : {}) });
    this.broadcastLobby();
    if (this.started) this.sendView(client, seat);
  }

  async onLeave(client, consented) {
    if (this.watchers.delete(client.sessionId)) { this.limits.delete(client.sessionId); return this.broadcastLobby(); }
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return;
    const person = this.people[seat];
    if (person.client === client) { person.client = null; person.leftAt = Date.now(); this.announceHandOver(); }
    this.broadcastLobby();
    if (consented) return void this.limits.delete(client.sessionId);
    try {
      const back = await this.allowReconnection(client, RECONNECT_SECONDS);
      if (!person.client) { person.client = back; person.leftAt = undefined; }
      this.broadcastLobby();
      if (this.started) this.sendView(back, seat);
    } catch {
      this.seatOf.delete(client.sessionId);  // the seat stays; its token brings it back
      this.limits.delete(client.sessionId);
    }
  }

  // ---- messages (docs/online.md, "Protocol")
  // Runs fn after every earlier change of this table; resolves (or rejects) as fn does.
  serially(fn) {
    const run = this.work.then(fn);
    this.work = run.catch(() => {});
    return run;
  }

  // Each message is checked against its connection's rate, then handled
  // serially; a store that fails stops the table (storeFailed), any other
  // exception refuses this message only.
  handle(type, handler) {
    this.onMessage(type, (client, message) => {
      if (!this.withinRate(client, type)) return;
      return this.serially(() => (this.broken
        ? this.refuse(client, type, 'unavailable', 'this table is reopening from its last stored move', WORDS.reopening())
        : handler(client, message))).catch((e) => this.handlerFailed(client, type, e));
    });
  }

  // false (and the sender told `too_fast`, or closed if it keeps on) when over its rate.
  withinRate(client, type) {
    let limiter = this.limits.get(client.sessionId);
    if (!limiter) this.limits.set(client.sessionId, limiter = new RateLimiter());
    if (limiter.allow(type)) return true;
    if (limiter.flooding()) {
      client.leave(4002);
    } else {
      this.refuse(client, typeName(type), 'too_fast', 'too many messages of this kind; wait a moment', WORDS.tooFast());
    }
    return false;
  }

  handlerFailed(client, type, e) {
    if (e instanceof StoreError) return this.storeFailed(e);
    console.error(`mercato server: table ${this.roomId}: '${typeName(type)}' failed: ${e && e.stack || e}`);
    if (!client) return;  // the room's own work (a clock), not a message
    this.refuse(client, typeName(type), 'malformed', 'the server could not handle this message', WORDS.serverError());
  }

  // What a client sends reaches a handler only through here: Colyseus' own
  // decoding throws on damaged bytes, and a throw here would stop the process.
  _onMessage(client, buffer) {
    try {
      super._onMessage(client, buffer);
    } catch (e) {
      if (this.withinRate(client, '?')) {
        this.refuse(client, '?', 'malformed', 'the message could not be read', WORDS.unknownMessage());
      }
    }
  }

  // Colyseus calls this for an exception in onJoin, onLeave, timers...: logged, never fatal.
  onUncaughtException(e, method) {
    console.error(`mercato server: table ${this.roomId}: ${method}: ${e && e.stack || e}`);
  }

  // Stores entries; a failure is the store's (StoreError), so the table closes.
  save(entries) {
    return this.store.append(this.roomId, entries).catch((e) => { throw new StoreError(e.message); });
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
      if (this.watchers.has(client.sessionId)) return this.refuse(client, 'seat', 'not_your_seat', 'a spectator takes no seat', WORDS.noSeatWatching());
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
      const name = message && typeof message === 'object' ? cleanName(message.name) : '';
      if (seat === undefined) return this.refuse(client, 'name', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
      if (!name) return this.refuse(client, 'name', 'malformed', 'name: some text', WORDS.nameNeeded());
      if (name === this.people[seat].name) return this.sendLobby(client);  // nothing to store
      await this.save([{ seat, name, token: this.people[seat].tokenHash }]);
      this.people[seat].name = name;
      this.broadcastLobby();
    });
    this.handle('start', async (client) => {
      if (this.seatOf.get(client.sessionId) !== this.hostSeat) return this.refuse(client, 'start', 'not_your_seat', 'only the host starts the game', WORDS.hostStarts());
      if (this.started) return this.refuse(client, 'start', 'malformed', 'the game has started', WORDS.started());
      const seats = this.seatsOfCore();
      const open = seats.map((s, i) => (s === PERSON && !this.people[i] ? i : -1)).filter((i) => i >= 0);
      if (open.length) return this.refuse(client, 'start', 'not_your_turn', `seats ${open.join(', ')} are still free`, WORDS.seatsFree(open));
      await this.save([{ started: true }]);
      this.started = true;
      clearTimeout(this.lobbyTimer);
      this.syncClock();
      this.broadcastLobby();
      this.broadcastViews();
      this.runComputers();
    });
    this.handle('act', (client, message) => this.act(client, message));
    this.handle('hand_over', (client, message) => this.voteHandOver(client, message));
    this.handle('undo', (client) => this.proposeUndo(client));
    this.handle('undo_agree', (client) => this.agreeUndo(client));
    this.handle('undo_refuse', (client) => this.refuseUndo(client));
    this.handle('phrase', (client, message) => this.say(client, message));
    this.handle('rematch', (client) => this.voteRematch(client));
    this.handle('spectators', (client, message) => this.setSpectators(client, message));
    this.handle('record', (client) => {
      if (!this.core.over(this.table)) return this.refuse(client, 'record', 'not_your_turn', 'the record is handed out when the game is over', WORDS.recordAtEnd());
      client.send('record', { text: this.core.record(this.table) });
    });
    // Anything else is answered, never ignored (at the rate of unknown messages).
    // A type such as `constructor` lands here too: the handlers have no prototype.
    this.onMessage('*', (client, type) => {
      if (!this.withinRate(client, isMessageType(type) ? '?' : type)) return;  // ('*' names no kind's bucket)
      this.refuse(client, typeName(type), 'malformed', `no message '${typeName(type)}'`, WORDS.unknownMessage());
    });
  }

  // {on}: the host allows watching (the watch link) or turns it off: every
  // spectator is then told and disconnected, and the link no longer opens.
  async setSpectators(client, message) {
    const on = message && typeof message === 'object' ? message.on : undefined;
    if (this.seatOf.get(client.sessionId) !== this.hostSeat) return this.refuse(client, 'spectators', 'not_your_seat', 'only the host allows watching', WORDS.hostSpectators());
    if (typeof on !== 'boolean') return this.refuse(client, 'spectators', 'malformed', 'spectators: {on: true | false}', WORDS.unknownMessage());
    if (!this.watchSecret) return this.refuse(client, 'spectators', 'unavailable', 'this table was made before spectators', WORDS.unknownMessage());
    if (on === this.spectatorsOn) return this.sendLobby(client);
    await this.save([{ spectators: on }]);
    this.spectatorsOn = on;
    if (!on) {
      for (const c of this.clients) {
        if (!this.watchers.has(c.sessionId)) continue;
        this.refuse(c, 'spectators', 'unavailable', 'the host turned watching off', WORDS.watchingOff());
        c.leave(4003);
      }
      this.watchers.clear();
    }
    this.broadcastLobby();
  }

  // {}: at the end, the host offers a rematch and each person still here
  // accepts with the same message; once all have, the new table opens
  // (server/rematch.cjs) and each hears `rematch {table, token}` for its new seat.
  async voteRematch(client) {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return this.refuse(client, 'rematch', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (!this.core.over(this.table)) return this.refuse(client, 'rematch', 'not_your_turn', 'a rematch is offered once the game is over', WORDS.rematchAtEnd());
    const r = this.rematch;
    if (r && r.table) {
      if (!r.tokens[seat]) return this.refuse(client, 'rematch', 'not_your_turn', 'the rematch has started without this seat', WORDS.rematchWithout());
      return client.send('rematch', { table: r.table, seat: r.tokens[seat].seat, token: r.tokens[seat].token });
    }
    if (!r && seat !== this.hostSeat) return this.refuse(client, 'rematch', 'not_your_turn', 'the host offers the rematch', WORDS.hostOffersRematch());
    if (!r) this.rematch = { by: seat, accepted: new Set() };
    this.rematch.accepted.add(seat);
    const here = Object.keys(this.people).map(Number).filter((s) => this.coreSeats[s] === PERSON && this.people[s].client);
    if (!here.every((s) => this.rematch.accepted.has(s))) return this.broadcastLobby();
    return this.openRematch();
  }

  async openRematch() {
    const plan = rotatedSeats(this.coreSeats, this.people, this.hostSeat, this.handOverLevel);
    const tokens = {};
    const people = plan.people.map((p) => {
      const token = newToken();
      tokens[p.from] = { seat: p.seat, token };
      return { seat: p.seat, name: p.name, tokenHash: sha256(token) };
    });
    const rematchKey = crypto.randomBytes(16).toString('hex');
    context.rematches.set(rematchKey, { from: this.roomId, hostSeat: plan.hostSeat, people,
      create: { game: this.game, options: this.options, seats: plan.seats, seatTimeout: this.seatTimeout,
        handOverLevel: this.handOverLevel, clock: this.turnClock ? this.turnClock.settings : undefined,
        spectators: !!this.spectatorsOn } });
    let room;
    try {
      room = await matchMaker.createRoom('table', { rematchKey, creatorAddress: this.address });
    } finally {
      context.rematches.delete(rematchKey);
    }
    this.rematch.table = room.roomId;
    this.rematch.tokens = tokens;
    for (const [from, t] of Object.entries(tokens)) {
      const person = this.people[from];
      if (person && person.client) person.client.send('rematch', { table: room.roomId, seat: t.seat, token: t.token });
    }
    this.broadcastLobby();
  }

  // {id}: a table phrase (server/phrases.cjs), heard by everyone at the table
  // with its words in both languages; not stored (it is not part of the game).
  say(client, message) {
    const seat = this.seatOf.get(client.sessionId);
    const id = message && typeof message === 'object' ? message.id : undefined;
    if (seat === undefined) return this.refuse(client, 'phrase', 'not_your_seat', 'take a seat first', WORDS.sitFirst());
    if (!isPhrase(id)) return this.refuse(client, 'phrase', 'malformed', `phrase: {id: one of ${PHRASE_IDS.join(', ')}}`, WORDS.phraseUnknown());
    const said = { seat, id, words: PHRASES[id] };
    this.clients.forEach((c) => c.send('phrase', said));
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
    await this.handedOver(seat, { seat, level: this.handOverLevel });
  }

  // After the core handed `seat` to a computer (a vote, or a clock that ran
  // out): stored, told (`outcome`: the lobby's lastHandOver), and the computer plays.
  async handedOver(seat, outcome) {
    ++this.position;
    await this.save([{ handOver: seat, level: outcome.level }]);
    this.lastHandOver = outcome;
    this.coreSeats = this.core.table(this.table).seats;
    this.syncClock();
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
    ++this.position;
    this.dropThinking();
    this.stored = this.core.moveCount(this.table);
    this.syncClock();
    await this.save([{ undo: this.stored }, ...this.clockEntries()]);
    this.broadcastLobby();
    this.broadcastViews();
  }

  // Stores, then tells: a move is acknowledged (by the views) only once stored.
  async afterMove() {
    const dropped = this.undoProposal;
    this.undoProposal = null;
    if (dropped) this.lastUndo = { by: dropped.by, outcome: 'dropped' };
    this.syncClock();
    await this.persistMoves();
    if (dropped || this.turnClock) this.broadcastLobby();
    if (this.core.over(this.table)) await this.store.finish(this.roomId).catch((e) => { throw new StoreError(e.message); });
    this.broadcastViews();
    if (this.core.over(this.table)) {
      this.autoDispose = true;  // gone once the last person leaves
      return;
    }
    this.runComputers();
  }

  async persistMoves() {
    const moves = this.core.movesSince(this.table, this.stored);
    await this.save([...moves.map((m) => ({ m })), ...this.clockEntries()]);
    this.stored += moves.length;
  }

  // ---- the clock (server/table_clock.cjs)
  // What identifies the position a clock runs for: a move, an undo or a hand-over changes it.
  clockKey() { return `${this.core.moveCount(this.table)}/${this.position}`; }
  clockEntries() { return this.turnClock ? [this.turnClock.entry(this.core.moveCount(this.table))] : []; }

  // After every change: the person to move, if any, has the clock.
  syncClock() {
    if (!this.turnClock) return;
    const seat = this.started && !this.core.over(this.table) ? this.core.toMove(this.table) : -1;
    const person = seat >= 0 && this.coreSeats[seat] === PERSON;
    this.turnClock.sync(person ? seat : -1, this.clockKey(), this.core.moveCount(this.table));
  }

  // `seat`'s time ran out at `key`: the host's choice applies. The hand-over
  // computer's move is thought like a computer's (elsewhere when threads or a
  // queue think) and played only if the table is still where it was thought.
  async clockRanOut(seat, key) {
    const level = this.handOverLevel;
    const ask = await this.serially(async () => {
      if (this.disposed || this.broken || this.clockKey() !== key) return null;
      if (this.turnClock.settings.onTimeout === 'hand_over') {
        this.core.handOver(this.table, seat, level);
        await this.handedOver(seat, { seat, level, clock: true });
        return null;
      }
      return { record: recordAsComputer(this.core.record(this.table), seat, level), moves: this.core.moveCount(this.table) };
    }).catch((e) => { this.handlerFailed(null, 'clock', e); return null; });
    if (!ask) return;
    let answer = null;
    try {
      answer = context.thinker ? await context.thinker.think(ask.record, { table: `${this.roomId}-clock`, moves: ask.moves }).promise
        : this.core.think(ask.record);  // (one search on the event loop: --think-threads 0)
    } catch (e) {
      console.error(`mercato server: table ${this.roomId}: the move for seat ${seat}'s clock was not thought elsewhere (${e.message}); thinking here`);
      answer = this.core.think(ask.record);
    }
    if (!answer) return;
    await this.serially(() => {
      if (this.disposed || this.broken || this.clockKey() !== key || answer.moves !== ask.moves) return;
      const refusal = this.core.act(this.table, seat, answer.move);
      if (refusal) return void console.error(`mercato server: table ${this.roomId}: the clock's move for seat ${seat} was refused (${refusal.message})`);
      this.lastTimeout = { seat, level, moves: ask.moves };
      return this.afterMove();
    }).catch((e) => this.handlerFailed(null, 'clock', e));
  }

  // A server stopping (SIGTERM) stores the running turn's time, so a restart
  // resumes it; after a kill the turn resumes from the last stored change.
  onBeforeShutdown() {
    const store = this.turnClock && this.turnClock.turn && !this.broken && this.table !== undefined
      ? this.serially(() => this.save(this.clockEntries())).catch(() => {}) : Promise.resolve();
    store.then(() => super.onBeforeShutdown());
  }

  // A computer to move thinks elsewhere (context.thinker: other threads or, with
  // Redis, other processes), or here in slices of a few ms each (--think-threads 0).
  runComputers() {
    if (context.thinker && !this.thinkHere) return this.thinkElsewhere();
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
      this.thinkHere = false;
      return this.afterMove();
    };
    const next = () => this.serially(slice).catch((e) => this.storeFailed(e));
    setTimeout(next, context.paceMillis);  // (the room clock may not run yet in onCreate)
  }

  // The thinker gets the table's record as soon as the computer's turn starts
  // (so jobs are served in turn order across tables) and its move is played no
  // sooner than the pace. The answer is checked like a person's move: it is
  // played only if the table is still where it was thought (no undo, hand-over
  // or other move came meanwhile) and the core finds it legal for the computer.
  thinkElsewhere() {
    if (this.thinkJob || !this.started || this.disposed || this.broken || !this.core.computerToMove(this.table)) return;
    const moves = this.core.moveCount(this.table);
    const position = this.position;
    const due = Date.now() + context.paceMillis;
    const job = context.thinker.think(this.core.record(this.table), { table: this.roomId, moves });
    this.thinkJob = job;
    job.promise.then(async (answer) => {
      if (this.thinkJob !== job || !answer) return;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      await this.serially(() => this.playThought(job, answer, moves, position)).catch((e) => this.storeFailed(e));
    }).catch((e) => {
      if (this.thinkJob !== job) return;
      // No thinker answered (a failed job): this move is thought here.
      console.error(`mercato server: table ${this.roomId}: thinking elsewhere failed (${e.message}); thinking here`);
      this.thinkJob = null;
      this.thinkHere = true;
      this.serially(() => this.runComputers());
    });
  }

  playThought(job, answer, moves, position) {
    if (this.thinkJob !== job) return;
    this.thinkJob = null;
    if (this.disposed || this.broken) return;
    if (this.position !== position || this.core.moveCount(this.table) !== moves) return this.runComputers();
    const refusal = answer.moves === moves && typeof answer.move === 'string'
      ? this.core.playComputer(this.table, answer.move) : { code: 'malformed', message: 'an answer for another position' };
    if (refusal) {
      // A thinker's answer is as hostile as a client's message: refused, this move is thought here.
      console.error(`mercato server: table ${this.roomId}: a thinker's move was refused (${refusal.message}); thinking here`);
      this.thinkHere = true;
      return this.runComputers();
    }
    return this.afterMove();
  }

  // The move asked of the thinker is no longer wanted (an undo, the table closes).
  dropThinking() {
    if (!this.thinkJob) return;
    const job = this.thinkJob;
    this.thinkJob = null;
    job.cancel();
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
      clock: this.turnClock ? this.turnClock.snapshot() : null, lastTimeout: this.lastTimeout || null,
      rematch: this.rematch ? { by: this.rematch.by, accepted: [...this.rematch.accepted], table: this.rematch.table || null } : null,
      rematchOf: this.rematchOf || null,
      spectators: { on: !!this.spectatorsOn, count: this.watchers.size },
      undo: this.undoProposal ? { by: this.undoProposal.by, agreed: [...this.undoProposal.votes] } : null,
      lastUndo: this.lastUndo || null, lastHandOver: this.lastHandOver || null };
  }

  sendLobby(client) { client.send('lobby', this.lobby()); }
  broadcastLobby() { const l = this.lobby(); this.clients.forEach((c) => c.send('lobby', l)); }

  sendView(client, seat) {
    // A spectator's view failing (a core without its viewer) must not keep the seats' views from going out.
    if (seat === SPECTATOR) {
      try { client.send('view', this.core.view(this.table, seat)); } catch (e) { console.error(`mercato server: table ${this.roomId}: no spectator view (${e.message})`); }
      return;
    }
    client.send('view', this.core.view(this.table, seat));
  }
  broadcastViews() {
    for (const client of this.clients) {
      const seat = this.seatOf.get(client.sessionId);
      if (seat !== undefined) this.sendView(client, seat);
      else if (this.watchers.has(client.sessionId)) this.sendView(client, SPECTATOR);
    }
  }

  onDispose() {
    this.disposed = true;
    this.dropThinking();
    if (this.turnClock) this.turnClock.stop();
    clearTimeout(this.lobbyTimer);
    this.uncountTable();
    if (this.table !== undefined) this.core.free(this.table);
    if (this.roomId) this.store.close(this.roomId);
  }
}

module.exports = { TableRoom, context, StoreError };
