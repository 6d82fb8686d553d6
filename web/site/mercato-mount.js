// Puts Mercato into an element of a publisher's page (docs/embedding.md):
//
//   <script src="https://YOUR-MERCATO-HOST/mercato-mount.js"></script>
//   <div id="board" style="width: 960px; height: 640px"></div>
//   <script>
//     const mercato = MercatoMount.mount(document.getElementById('board'),
//                                        { game: 'merchants', players: 3, seats: 'human,normal,hard', lang: 'ja' });
//     mercato.on('gameOver', (m) => console.log('final scores', m.scores));
//     mercato.send({ type: 'newGame', game: 'oregano', players: 2 });
//   </script>
//
// It is a thin helper around the iframe (the app needs a page of its own: its
// canvas, its WebGL context, its storage): it builds the iframe's URL from the
// parameters, with embed=1 and parentOrigin = this page's origin, and passes
// messages only to and from that iframe, checking the origin both ways.
// Messages sent before the app in the iframe says `ready` wait in a queue (the
// iframe is still about:blank until then and would drop them).
(function (root) {
  'use strict';
  var script = document.currentScript;
  var BASE = script && script.src ? new URL('./', script.src).href : null;
  var PARAMS = ['game', 'players', 'seats', 'options', 'seed', 'lang'];

  // params: {game, players, seats, options, seed, lang} (seats/options as in the URL or arrays/objects);
  // settings: {base: Mercato's address if this file is not loaded from there, title}.
  function mount(element, params, settings) {
    params = params || {};
    settings = settings || {};
    var base = settings.base || BASE;
    if (!element || !element.appendChild) throw new Error('MercatoMount.mount needs an element to fill');
    if (!base) throw new Error('MercatoMount.mount: pass {base: "https://your-mercato-host/"}');
    var url = new URL(base);
    var origin = url.origin;
    var query = new URLSearchParams();
    PARAMS.forEach(function (key) {
      var value = params[key];
      if (value === undefined || value === null || value === '') return;
      if (Array.isArray(value)) value = value.join(',');
      else if (typeof value === 'object') {
        value = Object.keys(value).map(function (k) { return k + '=' + value[k]; }).join(',');
      }
      query.set(key, String(value));
    });
    query.set('embed', '1');
    query.set('parentOrigin', root.location.origin);
    url.search = query.toString();

    var iframe = document.createElement('iframe');
    iframe.src = url.href;
    iframe.title = settings.title || 'Mercato';
    // allow-downloads: "Save to file…" inside the frame (a download) works.
    iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-downloads');
    iframe.setAttribute('allow', 'fullscreen');
    iframe.style.cssText = 'display:block;width:100%;height:100%;border:0';
    element.appendChild(iframe);

    var listeners = {};
    var waiting = [];  // messages sent before `ready`, posted in order once it comes
    function onMessage(event) {
      if (event.origin !== origin || event.source !== iframe.contentWindow) return;
      var message = event.data;
      if (!message || typeof message.type !== 'string') return;
      if (message.type === 'ready' && waiting) {
        var queued = waiting;
        waiting = null;
        queued.forEach(post);
      }
      (listeners[message.type] || []).concat(listeners['*'] || []).forEach(function (cb) { cb(message); });
    }
    function post(message) { iframe.contentWindow.postMessage(message, origin); }
    root.addEventListener('message', onMessage);
    return {
      iframe: iframe,
      // type: 'ready' | 'gameStarted' | 'moved' | 'gameOver' | 'language' | 'error' | '*' (all)
      on: function (type, cb) { (listeners[type] = listeners[type] || []).push(cb); },
      // {type: 'newGame', ...} | {type: 'setLanguage', lang} | {type: 'resign'};
      // queued until the app is ready, then posted in the order sent.
      send: function (message) {
        if (waiting) waiting.push(message);
        else post(message);
      },
      // True once the app in the frame said `ready` (queued messages are sent).
      isReady: function () { return !waiting; },
      destroy: function () {
        root.removeEventListener('message', onMessage);
        iframe.remove();
      },
    };
  }

  root.MercatoMount = { mount: mount };
})(this);
