// The page's URL parameters (docs/embedding.md), read and checked before the
// app starts:
//
//   ?game=merchants&players=3&seats=human,ismcts:normal,hard&options=k=v,k=v
//    &params=merchants.start_money=0/1/2,merchants.draw=3
//    &seed=42&lang=ja&embed=1&parentOrigin=https://publisher.example&new=1
//
// parse(search) -> {problems: [{en, ja}, ...], ignored: [names], embed, lang, parentOrigin,
// fresh, newGame: spec or null, table, server}. Online tables (page/online.js):
// table=<id> joins that table (the invite link), server=<http(s) URL> names the
// table server when the page is not served by it (a publisher's iframe),
// watch=<secret> (with table=) opens the table as a spectator (the host's watch link). A parameter the app does not know (utm_source, fbclid,
// gclid ..., which link trackers and social networks add on their own) is not a
// problem: it is ignored and named in `ignored` (the page logs it to the console).
// The link's game is saved under the link (shell.html): a reload continues it;
// new=1 (fresh) starts a new one instead.
// Only the form is checked here (numbers are numbers, the origin is an origin);
// the app itself checks the game, seats and options when it starts the game.
// Browser: window.MercatoUrlParams; node (tests): require('./url_params.js').
(function (root) {
  'use strict';
  var KNOWN = ['game', 'players', 'seats', 'options', 'params', 'seed', 'lang', 'embed',
               'parentOrigin', 'new', 'table', 'server', 'watch'];
  var GAME_PARTS = ['players', 'seats', 'options', 'params', 'seed'];

  function wholeNumber(text) { return /^[0-9]{1,15}$/.test(text); }
  // A seed: every seed the app makes (16 digits) and any up to 2^64 - 1; the
  // app itself says which it can play.
  function seedNumber(text) {
    if (!/^[0-9]{1,20}$/.test(text)) return false;
    return typeof BigInt !== 'function' ? +text <= Number.MAX_SAFE_INTEGER
                                        : BigInt(text) <= BigInt('18446744073709551615');
  }

  // An origin is scheme://host[:port] and nothing more ("https://a.example").
  function isOrigin(text) {
    var url;
    try { url = new URL(text); } catch (e) { return false; }
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  }

  function parse(search) {
    var query = new URLSearchParams(search || '');
    var out = { problems: [], ignored: [], embed: false, lang: null, parentOrigin: null, fresh: false, newGame: null,
                table: null, server: null, watch: null };
    var add = function (en, ja) { out.problems.push({ en: en, ja: ja }); };
    var seen = {};
    query.forEach(function (value, key) {
      if (KNOWN.indexOf(key) < 0) {
        if (out.ignored.indexOf(key) < 0) out.ignored.push(key);
      } else if (seen[key]) {
        add('"' + key + '" is given twice', '「' + key + '」が二度指定されています');
      }
      seen[key] = true;
    });
    var get = function (key) { return query.has(key) ? query.get(key).trim() : null; };

    var embed = get('embed');
    if (embed !== null) {
      if (embed === '1' || embed === 'true') out.embed = true;
      else if (embed !== '0' && embed !== 'false') {
        add('embed must be 1 or 0, not "' + embed + '"', 'embed は 1 か 0 です（「' + embed + '」は使えません）');
      }
    }
    var fresh = get('new');
    if (fresh !== null) {
      if (fresh === '1' || fresh === 'true') out.fresh = true;
      else if (fresh !== '0' && fresh !== 'false') {
        add('new must be 1 or 0, not "' + fresh + '"', 'new は 1 か 0 です（「' + fresh + '」は使えません）');
      }
    }
    var lang = get('lang');
    if (lang !== null) {
      if (lang === 'en' || lang === 'ja') out.lang = lang;
      else add('lang must be en or ja, not "' + lang + '"', 'lang は en か ja です（「' + lang + '」は使えません）');
    }
    var origin = get('parentOrigin');
    if (origin !== null) {
      if (isOrigin(origin)) out.parentOrigin = origin;
      else add('parentOrigin must be an origin such as https://example.com ' +
               '(scheme, host and port, no path or slash at the end), not "' + origin + '"',
               'parentOrigin は https://example.com のようなオリジン（スキーム・ホスト・ポートのみ、' +
               'パスや末尾のスラッシュなし）です（「' + origin + '」は使えません）');
    }

    var table = get('table');
    if (table !== null) {
      if (/^[A-Za-z0-9_-]{4,40}$/.test(table)) out.table = table;
      else add('table must be an online table\'s id from an invite link, not "' + table + '"',
               'table は招待リンクのオンラインの卓の ID です（「' + table + '」は使えません）');
    }
    // watch=<secret>: the host's watch link, the table as a spectator sees it (issue 41).
    var watch = get('watch');
    if (watch !== null) {
      if (out.table === null) add('"watch" needs a "table" parameter too', '「watch」には table パラメータも必要です');
      else if (/^[A-Za-z0-9_-]{16,200}$/.test(watch)) out.watch = watch;
      else add('watch must be the secret of a watch link, not "' + watch + '"',
               'watch は観戦リンクの秘密の文字列です（「' + watch + '」は使えません）');
    }
    var server = get('server');
    if (server !== null) {
      var url = null;
      try { url = new URL(server); } catch (e) { url = null; }
      if (url && (url.protocol === 'http:' || url.protocol === 'https:')) out.server = url.href.replace(/\/$/, '');
      else add('server must be the http(s) address of a Mercato table server, not "' + server + '"',
               'server は Mercato の卓サーバーの http(s) アドレスです（「' + server + '」は使えません）');
    }

    var game = get('game');
    if (game === null) {
      GAME_PARTS.forEach(function (key) {
        if (query.has(key)) add('"' + key + '" needs a "game" parameter too', '「' + key + '」には game パラメータも必要です');
      });
      return out;
    }
    if (!/^[a-z_]{1,40}$/.test(game)) {
      add('game must be a game id such as merchants, not "' + game + '"',
          'game は merchants のようなゲーム ID です（「' + game + '」は使えません）');
      return out;
    }
    var spec = { game: game, players: 0, seats: [], options: '' };
    var players = get('players');
    if (players !== null) {
      if (wholeNumber(players) && +players >= 1 && +players <= 10) spec.players = +players;
      else add('players must be a number of players such as 3, not "' + players + '"',
               'players は 3 のような人数です（「' + players + '」は使えません）');
    }
    var seats = get('seats');
    if (seats !== null) {
      spec.seats = seats.split(',').map(function (s) { return s.trim(); });
      if (spec.seats.some(function (s) { return s === ''; })) {
        add('seats must be a comma-separated list such as human,normal,hard, not "' + seats + '"',
            'seats は human,normal,hard のようなカンマ区切りの一覧です（「' + seats + '」は使えません）');
      }
    }
    var options = get('options');
    if (options !== null) {
      var pairs = options === '' ? [] : options.split(',');
      if (pairs.some(function (p) { return !/^[^=,]+=[^=,]+$/.test(p.trim()); })) {
        add('options must be key=value pairs separated by commas, not "' + options + '"',
            'options はカンマ区切りの key=value です（「' + options + '」は使えません）');
      }
      spec.options = options;
    }
    // The game's numbers: <game>.<name>=value (or value/value/... per seat).
    var params = get('params');
    if (params !== null) {
      var items = params === '' ? [] : params.split(',');
      var form = /^[a-z_]+\.[a-z0-9_.]+=-?[0-9]+(\/-?[0-9]+)*$/;
      if (items.some(function (p) { return !form.test(p.trim()); })) {
        add('params must be name=number pairs separated by commas, such as ' +
            'oregano.start_gold=7 (see mercato list --params), not "' + params + '"',
            'params は oregano.start_gold=7 のようなカンマ区切りの 名前=数値 です（「' + params +
            '」は使えません）');
      }
      spec.params = params;
    }
    var seed = get('seed');
    if (seed !== null) {
      if (seedNumber(seed)) spec.seed = seed;
      else add('seed must be a whole number such as 42, not "' + seed + '"',
               'seed は 42 のような 0 以上の整数です（「' + seed + '」は使えません）');
    }
    out.newGame = spec;
    return out;
  }

  var api = { parse: parse, isOrigin: isOrigin, KNOWN: KNOWN };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.MercatoUrlParams = api;
})(this);
