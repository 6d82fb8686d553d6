// The link between Mercato in an iframe and the page that embeds it (the host),
// by postMessage (docs/embedding.md). Only with ?parentOrigin=<origin>:
//
//  - Mercato -> host: {type: 'ready' | 'gameStarted' | 'moved' | 'gameOver' | 'language' |
//    'fileSaved', ...detail} ('fileSaved': the person asked for "Save to file…";
//    {game, text}, so a host whose iframe may not download can save it itself)
//    and {type: 'error', command, error} for a refused command; sent to
//    window.parent with targetOrigin = parentOrigin (never '*').
//  - host -> Mercato: {type: 'newGame', game, players, seats, seed, options, params},
//    {type: 'setLanguage', lang}, {type: 'resign'}; taken only when the message
//    comes from window.parent and its origin is parentOrigin. Anything else is
//    ignored without a reply (another origin must learn nothing).
// Commands that arrive before the app is ready wait for it.
(function (root) {
  'use strict';
  var EVENTS = ['ready', 'gameStarted', 'moved', 'gameOver', 'language', 'fileSaved'];

  // mercato: window.mercato; parentOrigin: a checked origin or null.
  function connect(mercato, parentOrigin) {
    if (!parentOrigin || root.parent === root) return false;
    var host = root.parent;
    function post(type, detail) {
      var message = {};
      if (detail && typeof detail === 'object') {
        Object.keys(detail).forEach(function (k) { message[k] = detail[k]; });
      }
      message.type = type;
      host.postMessage(message, parentOrigin);
    }
    EVENTS.forEach(function (name) {
      mercato.on(name, function (detail) { post(name, detail); });
    });

    function run(message) {
      var result;
      // Fields of odd types (an object whose toString is null ...) throw: the
      // host gets an error reply, the page no uncaught exception.
      try {
        switch (message.type) {
          case 'newGame': result = mercato.newGame(message); break;
          case 'setLanguage': result = mercato.setLanguage(message.lang); break;
          case 'resign': result = mercato.resign(); break;
          default: result = { ok: false, error: 'unknown message type "' + message.type +
                                                '" (newGame, setLanguage, resign)' };
        }
      } catch (e) {
        result = { ok: false, error: 'the ' + message.type + ' message has a field of the wrong type (' +
                                     (e && e.message ? e.message : String(e)) + ')' };
      }
      if (!result.ok) post('error', { command: String(message.type), error: result.error });
    }
    root.addEventListener('message', function (event) {
      if (event.origin !== parentOrigin || event.source !== host) return;
      var message = event.data;
      if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
      mercato.ready.then(function () { run(message); });
    });
    return true;
  }

  root.MercatoHostLink = { connect: connect };
})(this);
