// The page's save store (issue 18): one slot per game, so no game ever
// replaces another. Each slot is a localStorage item `mercato.slot.<id>`
// holding {v, id, game, players, seats, moves, over, updated, scores, record}
// (the record is the game's .mercato text). Finished games keep their slot
// ("recent games") until the person deletes it.
//
//  - Tabs: a tab plays a slot only while it holds the Web Lock
//    `mercato.game.<id>`, so one game is played in one tab; other tabs see the
//    list change through the `storage` event. Without Web Locks (old browsers)
//    the lock is skipped.
//  - A slot that cannot be read or resumed is never deleted: setAside() moves
//    its text, unchanged, to `mercato.damaged.<id>`, listed with `damaged`.
//  - A save that fails returns why ('quota', 'blocked'), for the app to tell.
//  - The one-slot save of earlier versions (`mercato.save`) becomes a slot.
//
// Browser: window.MercatoSaveStore.create(window); node: require('./save_store.js').
(function (root) {
  'use strict';
  var SLOT = 'mercato.slot.';
  var DAMAGED = 'mercato.damaged.';
  var LEGACY = 'mercato.save';
  var VERSION = 1;

  // The fields of a record's header line ("mercato-record v1 game=x players=3 ... moves=7").
  function headerFields(record) {
    var out = {};
    String(record || '').replace(/^\ufeff/, '').split('\n')[0].trim().split(/\s+/).forEach(function (part) {
      var eq = part.indexOf('=');
      if (eq > 0) out[part.slice(0, eq)] = part.slice(eq + 1);
    });
    return out;
  }

  function problemOf(error) {
    if (!error) return 'unavailable';
    if (error.name === 'QuotaExceededError' || error.code === 22 || error.code === 1014) return 'quota';
    if (error.name === 'SecurityError') return 'blocked';
    return 'unavailable';
  }

  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function when(ms) {
    var d = new Date(ms);
    if (!isFinite(d.getTime())) return '';
    return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()) + ' ' +
           pad(d.getHours()) + ':' + pad(d.getMinutes());
  }

  function create(win) {
    var storage = null;
    var problem = '';
    try { storage = win.localStorage; storage.length; } catch (e) { storage = null; problem = problemOf(e); }
    var locks = win.navigator && win.navigator.locks;
    var held = {};          // id -> function releasing its lock (this tab plays it)
    var version = 1;        // changes whenever the list may have changed
    var persistAsked = false;
    var counter = 0;

    function keys() {
      var out = [];
      if (!storage) return out;
      try {
        for (var i = 0; i < storage.length; ++i) out.push(storage.key(i));
      } catch (e) { /* storage went away */ }
      return out;
    }
    function read(key) {
      try { return storage ? storage.getItem(key) : null; } catch (e) { return null; }
    }
    function write(key, value) {
      if (!storage) return problem || 'unavailable';
      try { storage.setItem(key, value); return ''; } catch (e) { return problemOf(e); }
    }
    function drop(key) {
      try { if (storage) storage.removeItem(key); } catch (e) { /* nothing to do */ }
    }
    function changed() { version++; }

    function newId() {
      counter++;
      return 'g' + Date.now().toString(36) + Math.floor(Math.random() * 1e9).toString(36) + counter;
    }

    // A slot's entry, or {damaged} when its item cannot be read as one.
    function slotEntry(id) {
      var text = read(SLOT + id);
      if (text === null) return null;
      var slot = null;
      try { slot = JSON.parse(text); } catch (e) { slot = null; }
      if (!slot || typeof slot !== 'object' || typeof slot.record !== 'string') {
        return { id: id, raw: text, unreadable: true };
      }
      if (typeof slot.v === 'number' && slot.v > VERSION) {
        return { id: id, raw: text, unreadable: true, newer: true };
      }
      slot.id = id;
      return slot;
    }

    // The save of earlier versions becomes a slot (kept where it was if that fails).
    function migrate() {
      var legacy = read(LEGACY);
      if (legacy === null) return;
      if (legacy === '') { drop(LEGACY); return; }
      var header = headerFields(legacy);
      var slot = { v: VERSION, id: 'saved', game: header.game || '', players: +header.players || 0,
                   seats: header.seats || '', moves: +header.moves || 0, over: false,
                   updated: Date.now(), scores: [], record: legacy };
      if (write(SLOT + 'saved', JSON.stringify(slot)) === '') drop(LEGACY);
    }

    function setAside(id, reason) {
      var entry = slotEntry(id);
      if (!entry) return '';
      var text = entry.unreadable ? entry.raw : entry.record;
      var key = DAMAGED + id;
      var failed = write(key, text);
      if (failed) return '';  // could not copy it: the slot stays as it is
      write(key + '.why', String(reason || ''));
      drop(SLOT + id);
      release(id);
      changed();
      return id;
    }

    function list() {
      var out = [];
      keys().forEach(function (key) {
        if (key.indexOf(SLOT) === 0) {
          var id = key.slice(SLOT.length);
          var entry = slotEntry(id);
          if (!entry) return;
          if (entry.unreadable) {
            out.push({ id: id, game: '', players: 0, moves: 0, over: false, updated: 0,
                       damaged: true, reason: entry.newer ? 'newer' : 'damaged' });
            return;
          }
          out.push({ id: id, game: String(entry.game || ''), players: entry.players | 0,
                     seats: String(entry.seats || ''), moves: entry.moves | 0, over: !!entry.over,
                     updated: +entry.updated || 0, scores: Array.isArray(entry.scores) ? entry.scores : [] });
        } else if (key.indexOf(DAMAGED) === 0 && !/\.why$/.test(key)) {
          var did = key.slice(DAMAGED.length);
          var why = read(key + '.why') || '';
          var header = headerFields(read(key));
          out.push({ id: did, game: /^[a-z_]{1,40}$/.test(header.game || '') ? header.game : '',
                     players: 0, moves: 0, over: false, updated: 0, damaged: true,
                     reason: /newer than this Mercato/.test(why) ? 'newer' : 'damaged', detail: why });
        }
      });
      out.sort(function (a, b) { return b.updated - a.updated || (a.id < b.id ? -1 : 1); });
      return out;
    }

    // Web Lock of a slot: resolves true when this tab holds it (or no locks exist).
    function claim(id) {
      if (held[id]) return Promise.resolve(true);
      if (!locks || typeof locks.request !== 'function') {
        held[id] = function () {};
        return Promise.resolve(true);
      }
      // Tried a few times: right after a reload the page that was here may
      // not have let go of it yet.
      return new Promise(function (resolve) {
        function attempt(left) {
          locks.request('mercato.game.' + id, { ifAvailable: true }, function (lock) {
            if (!lock) {
              if (left > 0) setTimeout(function () { attempt(left - 1); }, 250);
              else resolve(false);
              return undefined;
            }
            return new Promise(function (releaseLock) {
              held[id] = releaseLock;
              resolve(true);
            });
          }).catch(function () { resolve(false); });
        }
        attempt(4);
      });
    }
    function release(id) {
      var releaseLock = held[id];
      delete held[id];
      if (releaseLock) releaseLock();
    }
    function releaseAllBut(id) {
      Object.keys(held).forEach(function (other) { if (other !== id) release(other); });
    }

    // A slot for the game starting in this tab. `wanted` (a key made of the
    // page's parameters) is used if given; a game an earlier start left there
    // is first moved to a slot of its own, so it is never replaced.
    function begin(wanted) {
      var id = wanted || newId();
      releaseAllBut(id);
      if (wanted) {
        var entry = slotEntry(wanted);
        if (entry && !entry.unreadable) {
          var moved = newId();
          if (write(SLOT + moved, read(SLOT + wanted)) === '') drop(SLOT + wanted);
          else id = moved;  // no room to move it: the new game takes the new slot
        } else if (entry && entry.unreadable) {
          setAside(wanted, 'unreadable');
        }
      }
      claim(id);
      changed();
      return id;
    }

    // Saves a game: '' or why it failed ('quota', 'blocked', 'unavailable').
    function save(id, record, meta) {
      meta = meta || {};
      var slot = { v: VERSION, id: id, game: String(meta.game || ''), players: meta.players | 0,
                   seats: String(meta.seats || ''), moves: meta.moves | 0, over: !!meta.over,
                   updated: Date.now(), scores: Array.isArray(meta.scores) ? meta.scores : [],
                   record: String(record) };
      var failed = write(SLOT + id, JSON.stringify(slot));
      if (!failed && !persistAsked) {
        persistAsked = true;
        // Asks the browser not to clear the saves under storage pressure.
        try {
          var s = win.navigator && win.navigator.storage;
          if (s && typeof s.persist === 'function') Promise.resolve(s.persist()).catch(function () {});
        } catch (e) { /* best effort */ }
      }
      if (!failed) changed();
      return failed;
    }

    function get(id) {
      var entry = slotEntry(id);
      return entry && !entry.unreadable ? entry : null;
    }
    function damagedText(id) {
      var raw = read(DAMAGED + id);
      if (raw !== null) return raw;
      var entry = slotEntry(id);
      return entry ? (entry.unreadable ? entry.raw : entry.record) : null;
    }
    function remove(id) {
      var found = read(SLOT + id) !== null || read(DAMAGED + id) !== null;
      drop(SLOT + id);
      drop(DAMAGED + id);
      drop(DAMAGED + id + '.why');
      release(id);
      changed();
      return found;
    }

    migrate();
    if (win.addEventListener) {
      win.addEventListener('storage', function (e) {
        if (!e.key || e.key.indexOf('mercato.') === 0) changed();
      });
    }

    return {
      list: list, get: get, save: save, begin: begin, claim: claim, release: release,
      setAside: setAside, remove: remove, damagedText: damagedText, when: when,
      holds: function (id) { return !!held[id]; },
      version: function () { return version; },
      problem: function () { return problem; },
    };
  }

  // A slot key for a game started from the page's parameters: the same link
  // (whatever the order of its parameters, the language or new=1) gives the same key.
  function linkKey(search) {
    var query = new URLSearchParams(search || '');
    var parts = [];
    ['game', 'players', 'seats', 'options', 'params', 'seed', 'embed', 'parentOrigin'].forEach(function (k) {
      if (query.has(k)) parts.push(k + '=' + query.get(k).trim());
    });
    return 'link:' + encodeURIComponent(parts.join('&'));
  }

  var api = { create: create, linkKey: linkKey, headerFields: headerFields };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.MercatoSaveStore = api;
})(this);
