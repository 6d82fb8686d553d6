// What a table's client may send, and how often (issue 36). Colyseus looks a
// message's type up in a plain object, so a type such as `constructor` or
// `__proto__` found a member of every JS object and the TypeError stopped the
// process; here a type is one of MESSAGE_TYPES (own properties only) or it is
// refused. Each connection has a bucket per message kind: a flood is refused
// `too_fast` before it reaches the table, so nothing of it is stored, and a
// connection that keeps flooding is closed.
'use strict';

// kind -> [burst, per second]. People click far slower than this; scripts that
// wait for each answer (the tests, the page's API, bots) stay inside it: a
// seat's moves come as fast as the server acknowledges them (a few ms each on
// a quiet machine), and an accepted move is bounded by the game anyway.
const RATES = {
  seat: [5, 1], name: [5, 0.5], start: [5, 1], act: [200, 100], record: [5, 1],
  undo: [5, 1], undo_agree: [5, 1], undo_refuse: [5, 1], hand_over: [10, 2],
  rematch: [5, 1], spectators: [5, 1],
  phrase: [3, 0.2],  // three at once, then one every 5 s: a table phrase, not a chat
  unknown: [10, 1],
};
const MESSAGE_TYPES = Object.freeze(Object.assign(Object.create(null),
  Object.fromEntries(Object.keys(RATES).filter((k) => k !== 'unknown').map((k) => [k, true]))));
const FLOOD_REFUSALS = 200;   // refused too_fast within FLOOD_WINDOW_MS: the connection is closed
const FLOOD_WINDOW_MS = 10000;

const isMessageType = (type) => typeof type === 'string' && Object.prototype.hasOwnProperty.call(MESSAGE_TYPES, type);

// A type as it may be quoted back in a refusal: a short printable string.
function typeName(type) {
  if (typeof type === 'string') return type.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
  if (typeof type === 'number' && Number.isFinite(type)) return String(type);
  return '?';
}

class RateLimiter {
  constructor(now = () => Date.now()) {
    this.now = now;
    this.buckets = new Map();   // kind -> {tokens, at}
    this.refusedAt = [];        // times of recent too_fast refusals
  }

  // true when a message of `type` may go on now (and takes its token).
  allow(type) {
    const kind = isMessageType(type) ? type : 'unknown';
    const [burst, perSecond] = RATES[kind];
    const now = this.now();
    const bucket = this.buckets.get(kind) || { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) / 1000 * perSecond);
    bucket.at = now;
    this.buckets.set(kind, bucket);
    if (bucket.tokens >= 1) { bucket.tokens -= 1; return true; }
    this.refusedAt.push(now);
    while (this.refusedAt.length && now - this.refusedAt[0] > FLOOD_WINDOW_MS) this.refusedAt.shift();
    return false;
  }

  // Refused so often that answering is itself the cost: close the connection.
  flooding() { return this.refusedAt.length >= FLOOD_REFUSALS; }
}

module.exports = { MESSAGE_TYPES, RATES, isMessageType, typeName, RateLimiter };
