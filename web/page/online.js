// Online tables in the page (issue 19; protocol in docs/online.md). The server
// (./tools/serve, server/) holds the table; this file is its client: it loads
// colyseus.js and qrcode-generator (npm, copied into page/npm/ by the build)
// only when a table is opened, keeps each seat's token in localStorage (a
// reload comes back to the same seat), reconnects after a dropped network, and
// hands the app what the server said untouched: the seat's view is the core's
// own text (core/session/online_view.h), the app reads it with the same code
// that wrote it (web/app/online_session.h).
//
// window.mercato gains `online` (create, join, status, seat, start, leave,
// undo, agreeUndo, refuseUndo, handOver, rematch, say, notifications, turnNotice;
// status() adds the clock, lastTimeout, rematch and rematchOf, and the `rematch` event
// says when this page moves to a rematch's new table),
// and while a table is open state(), turn(), legalActions(), act() and the
// moved / gameStarted / gameOver events are the online seat's.
//
// A server is known when the page was served by it (server/main.cjs adds
// <meta name="mercato-online"> to index.html) or named by the server= URL
// parameter; the one-file offline page has none. No request is made to find
// out: a static server would answer 404, which browsers log as an error.
(function (root) {
  'use strict';
  var LEVELS = { easy: 'ismcts:easy', normal: 'ismcts:normal', hard: 'ismcts:hard' };
  var TOKENS = 'mercato.online.';           // + server + ' ' + table id: {token, seat, server}
  var WATCH_SECRET = /^[A-Za-z0-9_-]{16,200}$/;  // a watch link's secret (server: 24 random bytes, base64url)
  var SPECTATOR = -3;                       // a spectator's view's seat (core/engine/game.h kSpectator)
  var RETRY_MS = 2000;                      // between reconnection tries
  var GIVE_UP_MS = 10 * 60 * 1000;          // then the table is shown as closed
  var REFUSALS = {
    not_your_seat: ['Not your seat', 'あなたの席ではありません'],
    not_your_turn: ['Not now', '今はできません'],
    illegal: ['Not a legal move', 'その手は打てません'],
    over: ['The game is over', 'ゲームは終わっています'],
    malformed: ['Not understood', '受け付けられない内容です'],
    unavailable: ['The table could not be saved; it reopens from its last saved move', '卓を保存できませんでした。最後に保存された手から再開します'],
  };

  // host: {mercato, call(fn, types, args), emit(name, detail), params, singleFile, downloadText}
  function attach(host) {
    var mercato = host.mercato;
    var t = fresh();
    var known = null;         // Promise of the server's http(s) base, or null
    var libraries = null;     // Promise of {Client, qrcode}
    // Phrases heard since the page opened: the app tells a new one from one seen by this
    // number, so it never starts again at a new table (the old table's 1 would hide the new 1).
    var saidCount = 0;
    // A hidden tab hears of its turn (page/turn_notice.js; absent in node's tests).
    var notice = root.MercatoTurnNotice ? root.MercatoTurnNotice.attach(root)
      : { update: function () {}, ask: function () { return Promise.resolve('unsupported'); }, showing: function () { return false; },
        permission: function () { return 'unsupported'; } };

    function fresh() {
      return { phase: 'none', client: null, room: null, server: null, table: null, seat: -1, token: null,
        watching: null, watchSecret: null,  // a spectator's watch secret (the link's); the host's own link's
        host: false, lobby: null, view: null, viewText: '', refusal: '', error: '', viewError: '', rebuilt: false, leaving: false, shownSeen: 0, over: false, said: [], lobbyAt: 0 };
    }
    function lang() { try { return mercato.language(); } catch (e) { return 'en'; } }
    function tr(en, ja) { return lang() === 'ja' ? ja : en; }

    // ---------------------------------------------------------------- the server
    function probe() {
      if (host.singleFile) return Promise.resolve(null);
      if (host.params.server) return Promise.resolve(host.params.server);
      if (!/^https?:$/.test(root.location.protocol)) return Promise.resolve(null);
      var served = root.document.querySelector('meta[name="mercato-online"]');
      return Promise.resolve(served ? pageFolder() : null);
    }
    function server() { return known || (known = probe()); }
    function wsUrl(http) { return http.replace(/^http/, 'ws').replace(/\/$/, ''); }

    function loadScript(src) {
      return new Promise(function (resolve, reject) {
        var s = root.document.createElement('script');
        s.src = src;
        s.onload = resolve;
        s.onerror = function () { reject(new Error('could not load ' + src + ': serve the whole build/web folder')); };
        root.document.head.appendChild(s);
      });
    }
    function libs() {
      if (!libraries) {
        libraries = Promise.all([loadScript('page/npm/colyseus.js'), loadScript('page/npm/qrcode.js')])
          .then(function () { return { Client: root.Colyseus.Client, qrcode: root.qrcode }; });
      }
      return libraries;
    }

    // ---------------------------------------------------------------- what the app draws
    function pageFolder() { return root.location.origin + root.location.pathname.replace(/[^/]*$/, ''); }
    // The invite link: this page with ?table=ID (and server= when the server is elsewhere).
    function link(table) { return linkOn(t.server, table); }
    // The invite link of `table` on the server at `base` (server= when it is not the page's own).
    function linkOn(base, table) {
      var elsewhere = base && base.replace(/\/$/, '') !== pageFolder().replace(/\/$/, '');
      return root.location.origin + root.location.pathname + '?table=' + encodeURIComponent(table) +
        (elsewhere ? '&server=' + encodeURIComponent(base) : '');
    }
    // The watch link (issue 41): the invite link with the table's watch secret; only the host is told it.
    function watchLink(table) {
      return t.host && t.watchSecret ? link(table) + '&watch=' + encodeURIComponent(t.watchSecret) : null;
    }
    function qrModules(text) {
      if (!root.qrcode) return null;
      var qr = root.qrcode(0, 'M');
      qr.addData(text);
      qr.make();
      var n = qr.getModuleCount();
      var bits = '';
      for (var y = 0; y < n; ++y) for (var x = 0; x < n; ++x) bits += qr.isDark(y, x) ? '1' : '0';
      return { size: n, modules: bits };
    }
    var qrCache = { link: null, modules: null };
    // What only the page knows (its connection, the invite, its last error), as
    // JSON; the server's lobby and view go to the app as they came.
    function pageFacts() {
      var facts = { phase: t.phase, me: t.seat, error: t.error || '', refusal: t.refusal || '', said: t.said,
        lobbyAge: t.lobbyAt ? Date.now() - t.lobbyAt : 0,  // ms since the lobby (its clock) came
        notify: notice.permission() };  // the canvas offers "Tell me when it is my turn" while 'default'
      if (t.table) {
        var invite = link(t.table);
        if (qrCache.link !== invite) qrCache = { link: invite, modules: qrModules(invite) };
        facts.table = t.table;
        facts.link = invite;
        facts.watching = !!t.watching;
        var watch = watchLink(t.table);
        if (watch) facts.watchLink = watch;
        if (qrCache.modules) facts.qr = qrCache.modules;
      }
      return JSON.stringify(facts);
    }
    function show() {
      try {
        host.call('mercato_online_apply', ['string', 'string', 'string'],
          [pageFacts(), t.lobby ? JSON.stringify(t.lobby) : '', t.viewText || '']);
      } catch (e) { /* not ready yet */ }
    }
    // The seat's legal moves, read by the app from the view's seat state.
    function legalMoves() {
      var v = t.view;
      return v && v.toMove === t.seat && !v.over ? JSON.parse(host.peek('mercato_online_legal_moves')) : [];
    }

    // ---------------------------------------------------------------- tokens
    // A seat's token is kept per server and table, and handed only to the
    // server that gave it: a crafted link naming another server= gets none.
    function sameServer(a, b) { return String(a || '').replace(/\/$/, '') === String(b || '').replace(/\/$/, ''); }
    function saveToken() {
      try {
        root.localStorage.setItem(TOKENS + t.server + ' ' + t.table, JSON.stringify({ token: t.token, seat: t.seat, server: t.server }));
        root.localStorage.removeItem(TOKENS + t.table);  // the older key, by table alone
      } catch (e) {}
    }
    function storedToken(table, serverBase) {
      var keys = [TOKENS + serverBase + ' ' + table, TOKENS + table];
      for (var i = 0; i < keys.length; ++i) {
        var stored = null;
        try { stored = JSON.parse(root.localStorage.getItem(keys[i]) || 'null'); } catch (e) { stored = null; }
        if (stored && stored.token && sameServer(stored.server, serverBase)) return stored;
      }
      return null;
    }

    // Every table this browser holds a seat at (its kept tokens), with whose turn it
    // is there, asked of each table's server (POST /tables/turns): Home lists them.
    function tables() {
      var byServer = {};
      try {
        for (var i = 0; i < root.localStorage.length; ++i) {
          var key = root.localStorage.key(i);
          if (key.indexOf(TOKENS) !== 0) continue;
          var kept = JSON.parse(root.localStorage.getItem(key) || 'null');
          var table = key.slice(TOKENS.length).split(' ').pop();
          if (!kept || !isText(kept.token) || !isText(kept.server) || !/^[A-Za-z0-9_-]{4,40}$/.test(table)) continue;
          (byServer[kept.server] = byServer[kept.server] || []).push({ table: table, token: kept.token });
        }
      } catch (e) { /* no storage: no tables */ }
      var asks = Object.keys(byServer).map(function (base) {
        var list = byServer[base].slice(0, 20);
        return root.fetch(base.replace(/\/$/, '') + '/tables/turns', { method: 'POST', body: JSON.stringify({ tables: list }) })
          .then(function (r) { return r.ok ? r.json() : { tables: [] }; })
          .catch(function () { return { tables: [] }; })
          .then(function (answer) {
            var got = Array.isArray(answer && answer.tables) ? answer.tables : [];
            return list.map(function (asked, i) {
              var a = isObject(got[i]) && got[i].table === asked.table ? got[i] : { known: false };
              return { table: asked.table, server: base, link: linkOn(base, asked.table), known: a.known === true,
                game: isText(a.game) ? a.game : null, seat: whole(a.seat) ? a.seat : -1, toMove: whole(a.toMove) ? a.toMove : -1,
                yourTurn: a.yourTurn === true, started: a.started === true, over: a.over === true,
                names: Array.isArray(a.names) ? a.names.map(function (n) { return isText(n) ? n.slice(0, 40) : null; }) : [] };
            });
          });
      });
      return Promise.all(asks).then(function (lists) { return [].concat.apply([], lists); });
    }
    // ---------------------------------------------------------------- the room
    var waiters = [];
    function settle() { waiters = waiters.filter(function (w) { return !w(); }); }
    function until(test, what, ms) {
      if (test()) return Promise.resolve();
      return new Promise(function (resolve, reject) {
        var timer = setTimeout(function () { reject(new Error('timed out waiting for ' + what)); }, ms || 20000);
        waiters.push(function () { if (!test()) return false; clearTimeout(timer); resolve(); return true; });
      });
    }

    function listen(room) {
      t.room = room;
      // Every message is read as a hostile server's might be (tests/e2e/online_bad_view.test.cjs
      // fuzzes them): one of the wrong shape is dropped, the last good one stays.
      room.onMessage('welcome', function (m) {
        if (!isObject(m) || !whole(m.seat) || m.seat < -1 || !isText(m.table) || !/^[A-Za-z0-9_-]{4,40}$/.test(m.table) ||
            (m.token !== undefined && (!isText(m.token) || m.token.length > 200))) return;
        t.seat = m.seat; t.token = m.token; t.host = !!m.host; t.table = m.table;
        if (m.watching === true) t.seat = -1;  // a spectator: no seat, no token to keep
        else if (isText(m.watch) && m.watch.length <= 200) t.watchSecret = m.watch;
        if (!t.watching) saveToken();
        show(); settle();
      });
      room.onMessage('lobby', function (m) {
        if (!isObject(m) || !Array.isArray(m.seats) || !m.seats.every(isObject)) return;
        t.lobby = m;
        t.lobbyAt = Date.now();  // the clock's `remaining` counts from here
        t.phase = t.view ? 'play' : 'lobby';
        if (t.view && t.view.over) t.over = true;
        show(); settle();
      });
      room.onMessage('view', function (text) {
        var v = readView(text);
        // The app reads the view strictly (core/session/online_view.h) and rebuilds the
        // seat's table from it: a view it cannot use, where the last one could, is bad too.
        var before = t.viewText;
        var rebuilt = false;
        if (!v.error) {
          t.viewText = text;
          show();
          rebuilt = seatTable();
          if (t.rebuilt && !rebuilt) v = { error: tr('its table cannot be rebuilt', 'その卓を組み立て直せません') };
        }
        if (v.error) return badView(v.error, before);
        t.rebuilt = rebuilt;
        var first = !t.view;
        var m = t.view = v.view;
        t.phase = 'play';
        t.refusal = '';
        if (t.viewError && t.error === t.viewError) t.error = '';
        t.viewError = '';
        if (first) {
          // Events are for the moves from now on (as offline after a resume).
          t.shownSeen = m.seen.length;
          t.seenBefore = m.seen;
          host.emit('gameStarted', turn());
        }
        announce(m);
        notice.update({ mine: !m.over && m.toMove === t.seat, key: t.table + ':' + m.moves,
          words: tr('Your turn', 'あなたの番です'), body: tr('Mercato: your move online', 'Mercato：オンライン対局であなたの手番です'),
          tag: 'mercato-' + t.table });
        show(); settle();
      });
      // A table phrase (server/phrases.cjs): who said which, with its words in both languages.
      room.onMessage('phrase', function (m) {
        if (!isObject(m) || !whole(m.seat) || !isText(m.id) || !isObject(m.words) ||
            !isText(m.words.en) || !isText(m.words.ja)) return;
        var said = { seat: m.seat, id: m.id.slice(0, 40), en: m.words.en.slice(0, 80), ja: m.words.ja.slice(0, 80), n: ++saidCount };
        t.said = t.said.concat([said]).slice(-8);
        host.emit('phrase', { seat: said.seat, id: said.id, words: { en: said.en, ja: said.ja } });
        show();
      });
      // A rematch opened (server/rematch.cjs): this person's new seat and token.
      // The page goes to the new table with it, and keeps the token like any seat's.
      room.onMessage('rematch', function (m) {
        if (!isObject(m) || !isText(m.table) || !/^[A-Za-z0-9_-]{4,40}$/.test(m.table) || !whole(m.seat) ||
            !isText(m.token) || m.token.length > 200) return;
        var from = t.table;
        host.emit('rematch', { from: from, table: m.table, seat: m.seat });
        join(link(m.table), { token: m.token }).catch(function () {});
      });
      room.onMessage('refused', function (m) {
        // The server's sentence in the page's language; an older server's code and text otherwise.
        if (!isObject(m)) return;
        var words = isText(m.code) && Object.prototype.hasOwnProperty.call(REFUSALS, m.code) ? REFUSALS[m.code] : ['Refused', '断られました'];
        if (t.watching && m.request === 'spectators') t.watchingOff = true;  // the server closes next
        t.refusal = isObject(m.words) && isText(m.words.en) && isText(m.words.ja) ? tr(m.words.en.slice(0, 300), m.words.ja.slice(0, 300))
          : tr(words[0], words[1]) + ': ' + String(m.message).slice(0, 300);
        host.emit('refused', m);
        show(); settle();
      });
      room.onMessage('record', function (m) {
        if (!isObject(m) || !isText(m.text)) return;
        host.downloadText((t.lobby ? t.lobby.game : 'mercato') + '-' + t.table + '.mercato', m.text);
      });
      room.onLeave(function (code) {
        if (t.leaving || t.room !== room) return;
        if (t.watching && (t.watchingOff || code === 4003)) return watchingEnded();
        reconnect(Date.now());
      });
      return room;
    }

    // A view as the server sent it, checked before anything reads it: a hostile or
    // broken server (or a message cut short) must not throw in here. {view} or
    // {error} (the reason, in the page's language). The app checks it again, whole.
    function readView(text) {
      var why = function (en, ja) { return { error: tr(en, ja) }; };
      if (typeof text !== 'string') return why('not a text', 'テキストではありません');
      var v;
      try { v = JSON.parse(text); } catch (e) { return why('not JSON', 'JSONではありません'); }
      if (!isObject(v)) return why('not an object', 'オブジェクトではありません');
      var field = function (name) { return why("'" + name + "' is missing or wrong", '「' + name + '」がないか正しくありません'); };
      var names = ['game', 'options', 'state'];
      for (var i = 0; i < names.length; ++i) if (typeof v[names[i]] !== 'string') return field(names[i]);
      if (!whole(v.players) || v.players < 1) return field('players');
      // A seat's view, or a spectator's (core kSpectator = -3) when this page watches.
      if (!whole(v.seat) || (t.watching ? v.seat !== SPECTATOR : v.seat < 0 || v.seat >= v.players)) return field('seat');
      if (!whole(v.toMove) || v.toMove < -1 || v.toMove >= v.players) return field('toMove');
      if (typeof v.over !== 'boolean') return field('over');
      if (!whole(v.moves) || v.moves < 0) return field('moves');
      if (!Array.isArray(v.seats) || v.seats.length !== v.players || !v.seats.every(isText)) return field('seats');
      if (!Array.isArray(v.scores) || v.scores.length !== v.players ||
          !v.scores.every(function (s) { return s === null || whole(s); })) return field('scores');
      if (!Array.isArray(v.seen) || !v.seen.every(function (m) {  // seat moves: a seat's
        return isObject(m) && whole(m.index) && whole(m.player) && m.player >= 0 && m.player < v.players &&
          typeof m.move === 'string' && typeof m.hidden === 'boolean';
      })) return field('seen');
      if (!Array.isArray(v.log) || !v.log.every(function (m) {  // chance's moves too
        return isObject(m) && whole(m.index) && whole(m.player) && Array.isArray(m.events) && m.events.every(isObject);
      })) return field('log');
      return { view: v };
    }
    function isObject(x) { return x !== null && typeof x === 'object' && !Array.isArray(x); }
    function isText(x) { return typeof x === 'string'; }
    function whole(x) { return typeof x === 'number' && Math.floor(x) === x && Math.abs(x) <= 0x7fffffff; }
    // Whether the app has the seat's table from the view it was last handed.
    function seatTable() {
      try { return JSON.parse(host.peek('mercato_online_observation')) !== null; } catch (e) { return false; }
    }
    // A bad view: said in status().error, and the last good one stays (the app is
    // handed it again); the next good view clears the error.
    function badView(why, good) {
      t.viewText = good || '';
      t.error = t.viewError = tr('The server sent a table this page cannot read (' + why + '); the last one stays',
        'サーバーから読めない卓の情報が届きました（' + why + '）。前の卓のままにします');
      show(); settle();
    }

    // moved for each seat move this seat newly saw (the first one carrying the
    // earlier secret choices this view shows: `revealed`); gameOver once.
    function announce(v) {
      var seen = v.seen;
      var before = t.seenBefore || [];
      var revealed = seen.filter(function (m, i) { return i < before.length && before[i].hidden && !m.hidden; });
      for (var i = t.shownSeen; i < seen.length; ++i) {
        var m = seen[i];
        var seat = t.lobby && Array.isArray(t.lobby.seats) ? t.lobby.seats[m.player] : null;
        host.emit('moved', { player: m.player, move: m.move, hidden: !!m.hidden, index: m.index,
          by: seat && seat.kind === 'computer' ? 'computer' : 'human', revealed: i === t.shownSeen ? revealed : [] });
      }
      t.shownSeen = seen.length;
      t.seenBefore = seen;
      if (v.over && !t.over) {
        t.over = true;
        host.emit('gameOver', { scores: v.scores, moves: v.moves });
      }
    }

    // A dropped connection: Colyseus' own reconnection while the server runs,
    // else the seat's token (a restarted server), every RETRY_MS until GIVE_UP_MS.
    function reconnect(since) {
      t.phase = 'reconnecting';
      show();
      var tryOnce = function () {
        if (t.leaving) return;
        var reconnectionToken = t.room && t.room.reconnectionToken;
        var attempt = reconnectionToken ? t.client.reconnect(reconnectionToken) : Promise.reject(new Error('no token'));
        attempt.catch(function () {
          if (t.watching) return t.client.joinById(t.table, { watch: t.watching });
          return t.token ? t.client.joinById(t.table, { token: t.token }) : Promise.reject(new Error('no seat token'));
        }).then(function (room) {
          listen(room);
          t.phase = t.view ? 'play' : 'lobby';
          t.error = '';
          show();
        }, function (e) {
          if (Date.now() - since > GIVE_UP_MS) {
            t.phase = 'closed';
            t.error = tr('The server cannot be reached: ', 'サーバーに接続できません：') + (e && e.message);
            return show();
          }
          setTimeout(tryOnce, RETRY_MS);
        });
      };
      setTimeout(tryOnce, RETRY_MS);
    }

    // The host turned watching off: the table closes for this spectator, told why.
    function watchingEnded() {
      t.phase = 'closed';
      t.room = null;
      t.error = tr('The host turned watching off.', 'ホストが観戦を止めました。');
      show(); settle();
    }

    function closeTable() {
      notice.update({ mine: false });
      t.leaving = true;
      var room = t.room;
      t = fresh();
      show();
      if (room) room.leave(true).catch(function () {});
    }

    function failOpen(e) {
      t.phase = 'closed';
      t.error = String(e && e.message || e);
      show();
      throw e;
    }

    function open(serverBase) {
      if (t.room) closeTable();
      t = fresh();
      t.phase = 'connecting';
      t.server = serverBase;
      show();
      return libs().then(function (lib) {
        t.client = new lib.Client(wsUrl(serverBase));
        return t.client;
      });
    }

    // ---------------------------------------------------------------- the API
    function seatSpec(seat) {
      var s = String(seat);
      return s === 'open' ? 'human' : LEVELS[s] || s;
    }
    function optionsText(options) {
      if (!options) return '';
      if (typeof options !== 'object') return String(options);
      return Object.keys(options).map(function (k) { return k + '=' + options[k]; }).join(',');
    }

    // A spectator's join: the table's public view, live, with no seat (issue 41).
    function watchTable(table, base, secret) {
      return (base ? Promise.resolve(base.replace(/\/$/, '')) : server()).then(function (b) {
        if (!b) throw new Error('no table server is known');
        return open(b);
      }).then(function (client) {
        t.table = table;
        t.watching = secret;
        return client.joinById(table, { watch: secret }).catch(function () {
          throw new Error(tr('This watch link is not this table\'s, or the host turned watching off.',
            'この観戦リンクはこの卓のものではないか、ホストが観戦を止めました。'));
        });
      }).then(function (room) {
        listen(room);
        return until(function () { return t.lobby; }, 'the lobby');
      }).then(function () {
        return { table: t.table, seat: -1, watching: true };
      }).catch(failOpen);
    }

    // {server?, game, players?, seats, options?, name?, seatTimeout?, handOverLevel?, clock?} -> {table, link}
    // (clock: {mode: 'move' | 'bank', seconds, increment?, onTimeout?: 'move' | 'hand_over'}; docs/online.md)
    // (no seed: the server deals, so no seat can know another's cards)
    function create(spec) {
      spec = spec || {};
      return (spec.server ? Promise.resolve(String(spec.server).replace(/\/$/, '')) : server()).then(function (base) {
        if (!base) throw new Error(host.singleFile ? 'this one-file page cannot play online' : 'no table server is known: open the page from ./tools/serve or add server=');
        return open(base);
      }).then(function (client) {
        var seats = (spec.seats || []).map(seatSpec);
        var options = { game: String(spec.game || ''), options: optionsText(spec.options), seats: seats, name: spec.name || '' };
        if (spec.seatTimeout) options.seatTimeout = spec.seatTimeout | 0;
        if (spec.handOverLevel) options.handOverLevel = LEVELS[spec.handOverLevel] || String(spec.handOverLevel);
        if (isObject(spec.clock)) options.clock = spec.clock;  // the server checks every field
        return client.create('table', options);
      }).then(function (room) {
        listen(room);
        return until(function () { return t.seat >= 0 && t.lobby; }, 'the host seat');
      }).then(function () {
        return { table: t.table, link: link(t.table) };
      }).catch(failOpen);
    }

    // link: an invite link (or a table id); {name}: takes the first free seat
    // with that name, unless this browser already holds a seat there. A watch
    // link (its watch=, or {watch}) opens the table as a spectator: no seat.
    function join(target, options) {
      options = options || {};
      var table = String(target || '');
      var base = null;
      var watch = isText(options.watch) ? options.watch : null;
      try {
        var url = new URL(table, root.location.href);
        if (url.searchParams.get('table')) {
          table = url.searchParams.get('table');
          base = url.searchParams.get('server') || (url.origin + url.pathname.replace(/[^/]*$/, ''));
          watch = watch || url.searchParams.get('watch');
        }
      } catch (e) { /* a bare id */ }
      if (!/^[A-Za-z0-9_-]{4,40}$/.test(table)) return Promise.reject(new Error('not an invite link or table id: ' + target));
      if (watch !== null && !WATCH_SECRET.test(watch)) return Promise.reject(new Error('not a watch link: ' + target));
      if (watch !== null) return watchTable(table, base, watch);
      var stored = null;
      return (base ? Promise.resolve(base.replace(/\/$/, '')) : server()).then(function (b) {
        if (!b) throw new Error('no table server is known');
        stored = storedToken(table, b);
        return open(b);
      }).then(function (client) {
        t.table = table;
        var token = isText(options.token) ? options.token : stored && stored.token;
        if (token) {
          return client.joinById(table, { token: token }).catch(function () {
            return client.joinById(table, { name: options.name || '' });  // a token of a closed table
          });
        }
        return client.joinById(table, { name: options.name || '' });
      }).then(function (room) {
        listen(room);
        return until(function () { return t.lobby; }, 'the lobby');
      }).then(function () {
        if (t.seat >= 0 || options.name === undefined) return null;
        return takeSeat(undefined, options.name);
      }).then(function () {
        return { table: t.table, seat: t.seat };
      }).catch(failOpen);
    }

    function takeSeat(seat, name) {
      if (!t.room) return Promise.reject(new Error('no online table is open'));
      if (t.watching) return Promise.reject(new Error('a spectator takes no seat: open the invite link to play'));
      if (seat === undefined) {
        var free = t.lobby.seats.filter(function (s) { return s.kind === 'person' && !s.taken; })[0];
        if (!free) return Promise.reject(new Error('every seat of this table is taken'));
        seat = free.seat;
      }
      t.refusal = '';
      t.room.send('seat', { seat: seat | 0, name: String(name || '') });
      return until(function () { return t.seat >= 0 || t.refusal; }, 'a seat').then(function () {
        if (t.seat < 0) throw new Error(t.refusal);
        return { seat: t.seat };
      });
    }

    function status() {
      var l = t.lobby;
      return { phase: t.phase, server: t.server, table: t.table, link: t.table ? link(t.table) : null,
        seat: t.seat, host: t.host, watching: !!t.watching, watchLink: t.table ? watchLink(t.table) : null,
        spectators: l && isObject(l.spectators) ? l.spectators : null, started: !!(l && l.started), over: !!(t.view && t.view.over),
        seats: l ? l.seats : [], toMove: t.view ? t.view.toMove : null, moves: t.view ? t.view.moves : 0,
        undo: l && l.undo ? l.undo : null, lastUndo: l && l.lastUndo ? l.lastUndo : null,
        lastHandOver: l && l.lastHandOver ? l.lastHandOver : null,
        clock: clockNow(l), lastTimeout: l && l.lastTimeout ? l.lastTimeout : null,
        rematch: l && l.rematch ? l.rematch : null, rematchOf: l && l.rematchOf ? l.rematchOf : null,
        said: t.said.map(function (p) { return { seat: p.seat, id: p.id, words: tr(p.en, p.ja) }; }),
        refusal: t.refusal || null, error: t.error || null };
    }

    // The lobby's clock as of now: the running seat's `remaining` less the time since the lobby came.
    function clockNow(l) {
      if (!l || !isObject(l.clock)) return null;
      var c = JSON.parse(JSON.stringify(l.clock));
      if (c.running >= 0) c.remaining = Math.max(0, c.remaining - (Date.now() - t.lobbyAt));
      return c;
    }

    function active() { return !!(t.room || t.phase === 'reconnecting') && t.phase !== 'none'; }
    function turn() {
      var v = t.view;
      if (!v) return null;
      return { game: t.lobby ? t.lobby.game : null, players: v.players, seats: v.seats, toMove: v.toMove,
        viewer: t.seat, humanTurn: legalMoves().length > 0, over: v.over, scores: v.scores,
        moves: v.moves, canUndo: false, undoBlock: 'none', online: true };
    }
    function act(notation) {
      var v = t.view;
      notation = String(notation);
      if (!v || !t.room) return { ok: false, error: 'the online game has not started' };
      if (v.over) return { ok: false, error: 'the game is over' };
      var legal = legalMoves();
      if (!legal.length) return { ok: false, error: 'it is not your turn' };
      if (legal.indexOf(notation) < 0) return { ok: false, error: 'not a legal move now: ' + notation };
      t.room.send('act', { move: notation });
      return { ok: true };
    }

    // Undo and hand-over votes: sent to the server, which decides (its answer is
    // the next lobby or view, or a 'refused' event with its reason).
    function vote(type, body) {
      if (!t.room || !t.view) return { ok: false, error: 'the online game has not started' };
      if (t.seat < 0) return { ok: false, error: 'take a seat first' };
      t.refusal = '';
      t.room.send(type, body || {});
      return { ok: true };
    }
    function handOver(seat) {
      if (typeof seat !== 'number' || seat < 0 || (seat | 0) !== seat) return { ok: false, error: 'handOver(seat): a seat number' };
      return vote('hand_over', { seat: seat });
    }

    // The app's requests (web/app/online_session.h, OnlineRequest).
    function request(what, body) {
      body = body ? JSON.parse(body) : {};
      var report = function (e) { t.error = String(e && e.message || e); show(); };
      if (what === 'create') return void create(body).catch(report);
      if (what === 'seat') return void takeSeat(body.seat, body.name).catch(function () {});
      if (what === 'leave') return closeTable();
      if (what === 'tables') {
        return void tables().then(function (list) {
          try { host.call('mercato_online_tables', ['string'], [JSON.stringify(list.filter(function (x) { return x.known && !x.over; }))]); } catch (e) {}
        });
      }
      if (what === 'open') return void join(String(body.link || '')).catch(report);
      if (what === 'copy' || what === 'copy_watch') {
        var text = !t.table ? '' : what === 'copy' ? link(t.table) : watchLink(t.table) || '';
        if (root.navigator.clipboard) root.navigator.clipboard.writeText(text).catch(function () {});
        return;
      }
      if (!t.room) return;
      if (what === 'act') return void act(body.move);
      if (what === 'start' || what === 'record' || what === 'name') t.room.send(what, body);
      if (what === 'undo' || what === 'undo_agree' || what === 'undo_refuse') vote(what);
      if (what === 'hand_over') handOver(body.seat);
      if (what === 'phrase') say(body.id);
      if (what === 'rematch') vote('rematch');
      if (what === 'spectators') allowWatching(body.on);
      if (what === 'notify') notice.ask().then(show, show);  // (from the canvas click: a user gesture)
    }

    // The host lets others watch by the watch link, or stops it (every spectator leaves).
    function allowWatching(on) {
      if (!t.room) return { ok: false, error: 'no table is open' };
      if (!t.host) return { ok: false, error: 'only the host allows watching' };
      if (typeof on !== 'boolean') return { ok: false, error: 'spectators(on): true or false' };
      t.refusal = '';
      t.room.send('spectators', { on: on });
      return { ok: true };
    }

    // A table phrase by its id (the server knows the list and refuses others).
    function say(id) {
      if (!t.room) return { ok: false, error: 'no table is open' };
      if (t.seat < 0) return { ok: false, error: 'take a seat first' };
      if (typeof id !== 'string') return { ok: false, error: 'say(id): a phrase id, e.g. "good_luck"' };
      t.room.send('phrase', { id: id });
      return { ok: true };
    }

    // While a table is open, the page's game calls are the online seat's.
    ['state', 'turn', 'legalActions', 'blockedMoves', 'act'].forEach(function (name) {
      var local = mercato[name];
      var online = {
        // The seat's observation, from the seat state the server sent (what the seat may know).
        state: function () { return t.view ? JSON.parse(host.peek('mercato_online_observation')) : null; },
        turn: turn,
        legalActions: legalMoves,
        // From the seat's own table (the seat state the server sent), as the canvas hovers say.
        blockedMoves: function () { return t.view ? JSON.parse(host.peek('mercato_online_blocked_moves')) : []; },
        act: act }[name];
      mercato[name] = function () { return active() ? online.apply(null, arguments) : local.apply(null, arguments); };
    });

    mercato.online = {
      create: create,
      join: join,
      status: status,
      seat: takeSeat,
      start: function () { if (t.room) t.room.send('start', {}); },
      leave: closeTable,
      undo: function () { return vote('undo'); },
      agreeUndo: function () { return vote('undo_agree'); },
      refuseUndo: function () { return vote('undo_refuse'); },
      handOver: handOver,
      // At the end: the host offers "play again, same seats"; each other person accepts the same way.
      rematch: function () { return vote('rematch'); },
      available: function () { return server().then(function (b) { return !!b; }); },
      // Asks (from a click) to be told of this seat's turn by the system while the tab is hidden.
      notifications: function () { return notice.ask(); },
      say: say,
      // The host: let others watch by status().watchLink (true), or stop it (false).
      spectators: allowWatching,
      // Every online table this browser sits at, whose turn it is there (Home lists the open ones).
      tables: tables,
      turnNotice: function () { return notice.showing(); },
    };

    return {
      request: request,
      // Once the app runs: whether Setup offers "Play online", and an invite link's table.
      started: function () {
        if (host.singleFile) { host.call('mercato_online_available', ['number'], [-1]); return; }
        server().then(function (base) {
          host.call('mercato_online_available', ['number'], [base ? 1 : 0]);
          if (host.params.table) join(root.location.href).catch(function () {});
        });
      },
    };
  }

  var api = { attach: attach };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.MercatoOnline = api;
})(this);
