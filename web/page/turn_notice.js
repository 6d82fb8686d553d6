// Your turn, elsewhere (issue 41, item 4): when an online table's turn comes
// to this seat while the tab is hidden, the tab's title and icon say so and,
// if the person allowed it, a system notification does (once a turn). It all
// ends when the tab shows again or the turn passes. Push to a closed browser
// needs a push service; docs/online.md says what a deployment would add.
//
//   var notice = MercatoTurnNotice.attach(window);
//   notice.update({ mine, key, words, body, tag });  // after each view
//   notice.ask();                                    // asks for notifications
(function (root) {
  'use strict';

  function attach(win) {
    var doc = win.document;
    var saved = null;     // the title and icon while the notice shows
    var lastKey = null;   // the turn last notified

    function iconLink() { return doc.querySelector('link[rel="icon"]'); }

    // The page's colours with a red dot in the corner: "something waits here".
    function dotIcon() {
      var canvas = doc.createElement('canvas');
      canvas.width = canvas.height = 64;
      var g = canvas.getContext('2d');
      if (!g) return null;
      g.fillStyle = '#5c3d26';
      g.beginPath(); g.arc(30, 34, 26, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#e0a030';
      g.beginPath(); g.arc(30, 34, 12, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#d8322a';
      g.beginPath(); g.arc(48, 16, 15, 0, Math.PI * 2); g.fill();
      return canvas.toDataURL('image/png');
    }

    function show(words) {
      if (saved) return;
      var link = iconLink();
      saved = { title: doc.title, icon: link ? link.getAttribute('href') : null, type: link ? link.getAttribute('type') : null };
      doc.title = '\u25CF ' + words + ' \u2014 ' + saved.title;
      var dot = link ? dotIcon() : null;
      if (dot) { link.setAttribute('type', 'image/png'); link.setAttribute('href', dot); }
    }

    function clear() {
      if (!saved) return;
      doc.title = saved.title;
      var link = iconLink();
      if (link && saved.icon) {
        link.setAttribute('href', saved.icon);
        if (saved.type) link.setAttribute('type', saved.type);
      }
      saved = null;
    }

    function notify(n) {
      var Notice = win.Notification;
      if (!Notice || Notice.permission !== 'granted') return;
      try {
        var shown = new Notice(n.words, { body: n.body || '', tag: n.tag || 'mercato' });
        shown.onclick = function () { try { win.focus(); } catch (e) { /* not allowed */ } };
      } catch (e) { /* some browsers allow notifications only from a service worker */ }
    }

    doc.addEventListener('visibilitychange', function () { if (!doc.hidden) clear(); });

    return {
      // n: {mine: this seat is to move, key: the turn (table and move count), words, body, tag}.
      update: function (n) {
        if (!n || !n.mine) { clear(); return; }
        if (!doc.hidden) return;
        show(n.words);
        if (n.key !== lastKey) {
          lastKey = n.key;
          notify(n);
        }
      },
      // Asks for system notifications (call from a click); resolves the permission.
      ask: function () {
        var Notice = win.Notification;
        if (!Notice) return Promise.resolve('unsupported');
        if (Notice.permission !== 'default') return Promise.resolve(Notice.permission);
        return Promise.resolve(Notice.requestPermission());
      },
      showing: function () { return !!saved; },
      // 'default' (not asked yet), 'granted', 'denied' or 'unsupported'.
      permission: function () { return win.Notification ? win.Notification.permission : 'unsupported'; },
    };
  }

  var api = { attach: attach };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.MercatoTurnNotice = api;
})(this);
