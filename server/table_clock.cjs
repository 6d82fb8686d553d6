// A table's clock (issue 41): the host picks none, a limit per move, or a bank
// per seat with an increment; the server alone counts. Only a person's turn
// runs a clock (computers have the pace). When a seat's time runs out the
// room applies the host's choice (onTimeout): the hand-over computer makes
// that move for it, or the seat is handed to that computer.
//
// Stored with the table (server/table_entries.cjs): the settings in the
// header, then {"clock": {left, used, moves}} after each stored change and
// when the server shuts down, so a restart resumes each seat's time where it
// was stored; the time the server was down is never counted.
'use strict';

const MODES = ['none', 'move', 'bank'];
const ON_TIMEOUT = ['move', 'hand_over'];
const MAX_SECONDS = 7 * 86400;   // a week: the longest limit (a slow game: a day per move)
const MAX_INCREMENT = 86400;

// The host's choice as the create message gives it -> settings, or null for
// none. Throws an Error saying what is allowed.
function checkClock(value) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('clock: {mode, seconds, increment, onTimeout}');
  const mode = value.mode === undefined ? 'none' : value.mode;
  if (!MODES.includes(mode)) throw new Error(`clock.mode: one of ${MODES.join(', ')}`);
  if (mode === 'none') return null;
  const whole = (v, min, max, what) => {
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`clock.${what}: whole seconds, ${min} to ${max}`);
    return v;
  };
  const seconds = whole(value.seconds, 1, MAX_SECONDS, 'seconds');
  const increment = mode === 'bank' ? whole(value.increment === undefined ? 0 : value.increment, 0, MAX_INCREMENT, 'increment') : 0;
  const onTimeout = value.onTimeout === undefined ? 'move' : value.onTimeout;
  if (!ON_TIMEOUT.includes(onTimeout)) throw new Error(`clock.onTimeout: one of ${ON_TIMEOUT.join(', ')}`);
  return { mode, seconds, increment, onTimeout };
}

class TableClock {
  // `settings` from checkClock; `seats`: the number of seats; `ranOut(seat, key)`
  // is called when the running turn's time is up (the room checks the key).
  // `now`: milliseconds (a test may pass its own).
  constructor(settings, seats, ranOut, now = () => Date.now()) {
    this.settings = settings;
    this.ranOut = ranOut;
    this.now = now;
    this.left = new Array(seats).fill(settings.mode === 'bank' ? settings.seconds * 1000 : 0);
    this.turn = null;  // {seat, key, startedAt, usedBefore}
    this.timer = null;
  }

  // What was stored last ({left, used, moves}); the turn at `moves` resumes with `used`.
  restore(saved, moves) {
    if (!saved || typeof saved !== 'object') return;
    if (Array.isArray(saved.left) && saved.left.length === this.left.length &&
      saved.left.every((ms) => Number.isFinite(ms) && ms >= 0)) this.left = saved.left.slice();
    this.resume = saved.moves === moves && Number.isFinite(saved.used) && saved.used > 0 ? { moves, used: saved.used } : null;
  }

  // The table changed: `seat` (a person's, or -1 when no person's clock runs)
  // is to move at `key` (what identifies the position: the move count and the
  // room's other changes). A new key ends the running turn and starts the next.
  sync(seat, key, moves) {
    if (this.turn && this.turn.key === key && this.turn.seat === seat) return;
    this.finishTurn();
    if (seat < 0) return;
    const resumed = this.resume && this.resume.moves === moves ? this.resume.used : 0;
    this.resume = null;
    this.turn = { seat, key, startedAt: this.now(), usedBefore: resumed };
    this.arm();
  }

  // The running turn's milliseconds so far.
  used() { return this.turn ? this.turn.usedBefore + (this.now() - this.turn.startedAt) : 0; }

  // Milliseconds the running seat has for this move.
  allowance() {
    return this.settings.mode === 'bank' ? this.left[this.turn.seat] : this.settings.seconds * 1000;
  }

  arm() {
    clearTimeout(this.timer);
    const { seat, key } = this.turn;
    const wait = Math.max(0, this.allowance() - this.used());
    // setTimeout holds at most ~24.8 days; a week fits.
    this.timer = setTimeout(() => { if (this.turn && this.turn.key === key) this.ranOut(seat, key); }, wait);
    this.timer.unref();
  }

  // The move is made (by the person, or for it): the bank pays the time and gets the increment.
  finishTurn() {
    clearTimeout(this.timer);
    this.timer = null;
    if (!this.turn) return;
    if (this.settings.mode === 'bank') {
      const seat = this.turn.seat;
      this.left[seat] = Math.max(0, this.left[seat] - this.used()) + this.settings.increment * 1000;
    }
    this.turn = null;
  }

  stop() { clearTimeout(this.timer); this.timer = null; }

  // For the store: each seat's bank as of the last finished turn, and the running turn's time.
  entry(moves) { return { clock: { left: this.left.slice(), used: Math.round(this.used()), moves } }; }

  // For the lobby: the settings, each seat's time now, and the running seat's milliseconds left.
  snapshot() {
    const left = this.left.slice();
    const running = this.turn ? this.turn.seat : -1;
    const remaining = this.turn ? Math.max(0, this.allowance() - this.used()) : 0;
    if (this.turn && this.settings.mode === 'bank') left[running] = remaining;
    return { ...this.settings, left, running, remaining };
  }
}

module.exports = { TableClock, checkClock, MAX_SECONDS };
