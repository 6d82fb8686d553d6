// The page's URL parameters (docs/embedding.md), read and checked before the
// app starts:
//
//   ?game=merchants&players=3&seats=human,ismcts:normal,hard&options=k=v,k=v
//    &seed=42&lang=ja&embed=1&parentOrigin=https://publisher.example
//
// parse(search) -> {problems: [...], embed, lang, parentOrigin, newGame: spec or null}.
// Only the form is checked here (numbers are numbers, the origin is an origin);
// the app itself checks the game, seats and options when it starts the game.
// Browser: window.MercatoUrlParams; node (tests): require('./url_params.js').
(function (root) {
  'use strict';
  var KNOWN = ['game', 'players', 'seats', 'options', 'seed', 'lang', 'embed', 'parentOrigin'];
  var GAME_PARTS = ['players', 'seats', 'options', 'seed'];

  function wholeNumber(text) { return /^[0-9]{1,15}$/.test(text); }

  // An origin is scheme://host[:port] and nothing more ("https://a.example").
  function isOrigin(text) {
    var url;
    try { url = new URL(text); } catch (e) { return false; }
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  }

  function parse(search) {
    var query = new URLSearchParams(search || '');
    var out = { problems: [], embed: false, lang: null, parentOrigin: null, newGame: null };
    var seen = {};
    query.forEach(function (value, key) {
      if (KNOWN.indexOf(key) < 0) {
        out.problems.push('unknown parameter "' + key + '" (known: ' + KNOWN.join(', ') + ')');
      } else if (seen[key]) {
        out.problems.push('"' + key + '" is given twice');
      }
      seen[key] = true;
    });
    var get = function (key) { return query.has(key) ? query.get(key).trim() : null; };

    var embed = get('embed');
    if (embed !== null) {
      if (embed === '1' || embed === 'true') out.embed = true;
      else if (embed !== '0' && embed !== 'false') out.problems.push('embed must be 1 or 0, not "' + embed + '"');
    }
    var lang = get('lang');
    if (lang !== null) {
      if (lang === 'en' || lang === 'ja') out.lang = lang;
      else out.problems.push('lang must be en or ja, not "' + lang + '"');
    }
    var origin = get('parentOrigin');
    if (origin !== null) {
      if (isOrigin(origin)) out.parentOrigin = origin;
      else out.problems.push('parentOrigin must be an origin such as https://example.com ' +
                             '(scheme, host and port, no path or slash at the end), not "' + origin + '"');
    }

    var game = get('game');
    if (game === null) {
      GAME_PARTS.forEach(function (key) {
        if (query.has(key)) out.problems.push('"' + key + '" needs a "game" parameter too');
      });
      return out;
    }
    if (!/^[a-z_]{1,40}$/.test(game)) {
      out.problems.push('game must be a game id such as merchants, not "' + game + '"');
      return out;
    }
    var spec = { game: game, players: 0, seats: [], options: '' };
    var players = get('players');
    if (players !== null) {
      if (wholeNumber(players) && +players >= 1 && +players <= 10) spec.players = +players;
      else out.problems.push('players must be a number of players such as 3, not "' + players + '"');
    }
    var seats = get('seats');
    if (seats !== null) {
      spec.seats = seats.split(',').map(function (s) { return s.trim(); });
      if (spec.seats.some(function (s) { return s === ''; })) {
        out.problems.push('seats must be a comma-separated list such as human,normal,hard, not "' + seats + '"');
      }
    }
    var options = get('options');
    if (options !== null) {
      var pairs = options === '' ? [] : options.split(',');
      if (pairs.some(function (p) { return !/^[^=,]+=[^=,]+$/.test(p.trim()); })) {
        out.problems.push('options must be key=value pairs separated by commas, not "' + options + '"');
      }
      spec.options = options;
    }
    var seed = get('seed');
    if (seed !== null) {
      if (wholeNumber(seed) && +seed <= Number.MAX_SAFE_INTEGER) spec.seed = seed;
      else out.problems.push('seed must be a whole number such as 42, not "' + seed + '"');
    }
    out.newGame = spec;
    return out;
  }

  var api = { parse: parse, isOrigin: isOrigin, KNOWN: KNOWN };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.MercatoUrlParams = api;
})(this);
