// What the canvas cannot tell assistive technology (docs/accessibility.md):
//
//  - #access-log, a role="log" live region: every game-log line as the app wrote
//    it for the viewing seat (never another seat's hidden cards), in the page's
//    language at the time it was written;
//  - #access-moves: the viewing seat's moves as real buttons, in the same words
//    as the log (a click plays it through mercato.act), so a screen-reader or
//    switch user plays a whole game without the canvas;
//  - #access-summary: a short text of the table ("Your turn. Scores: ..."),
//    the canvas's description, refreshed when the canvas gets the focus;
//  - #access-scores: at the end, the score breakdown the canvas shows, as a table.
// The panel is visually hidden until something in it has the keyboard focus.
// Browser: window.MercatoAccess.attach(mercato, access) where access(from)
// returns the app's JSON (web/bridge_access.cpp).
(function (root) {
  'use strict';
  var WORDS = {
    title: { en: 'Play without the canvas', ja: 'キャンバスを使わずに遊ぶ' },
    log: { en: 'Game log', ja: 'ゲームの記録' },
    moves: { en: 'Your moves', ja: 'あなたの手' },
    none: { en: 'No move for you now.', ja: '今はあなたの手番ではありません。' },
    table: { en: 'Game table', ja: 'ゲームの卓' },
    refused: { en: 'Move refused: ', ja: 'その手は打てません：' },
    scores: { en: 'Score breakdown', ja: '得点の内訳' },
  };

  // takeOver(): the person at the viewer's seat takes the screen (hot seat).
  function attach(mercato, access, takeOver) {
    var doc = root.document;
    var el = function (id) { return doc.getElementById(id); };
    var panel = el('access'), logEl = el('access-log'), movesEl = el('access-moves');
    var summaryEl = el('access-summary'), canvas = el('canvas'), scoresEl = el('access-scores');
    var shownScores = '';    // the score table's key, rebuilt only when it changes
    var announced = 0;       // log lines already in the live region
    var viewer = null;       // the seat they were written for
    var fresh = true;        // a new game: every line from the first is read
    var shownMoves = '';     // the buttons' key, rebuilt only when it changes
    var pending = false;
    var lang = function () { return mercato.language() === 'ja' ? 'ja' : 'en'; };

    function labels() {
      var l = lang();
      doc.documentElement.lang = l;
      el('access-title').textContent = WORDS.title[l];
      el('access-log-title').textContent = WORDS.log[l];
      el('access-moves-title').textContent = WORDS.moves[l];
      logEl.setAttribute('aria-label', WORDS.log[l]);
      canvas.setAttribute('aria-label', WORDS.table[l]);
    }

    function addLine(text, l) {
      var line = doc.createElement('p');
      line.lang = l;
      line.textContent = text;
      logEl.appendChild(line);
    }

    function showMoves(moves, l, handOff) {
      var key = l + '\n' + (handOff ? 'hand-off ' + handOff.en : '') + '\n' +
                moves.map(function (m) { return m.move; }).join('\n');
      if (key === shownMoves) return;
      shownMoves = key;
      var hadFocus = movesEl.contains(doc.activeElement);
      movesEl.textContent = '';
      if (handOff) {
        // Hot seat: the next person says they are at the screen before seeing their moves.
        var take = doc.createElement('button');
        take.type = 'button';
        take.textContent = handOff[l];
        take.setAttribute('data-hand-off', '1');
        take.addEventListener('click', function () { takeOver(); refresh(); });
        var row = doc.createElement('li');
        row.appendChild(take);
        movesEl.appendChild(row);
      } else if (!moves.length) {
        var none = doc.createElement('li');
        none.textContent = WORDS.none[l];
        movesEl.appendChild(none);
      }
      var seen = {};
      moves.forEach(function (m) {
        var words = m[l] || m.move;
        // Two moves in the same words (rare) keep apart by their notation.
        var label = seen[words] ? words + ' (' + m.move + ')' : words;
        seen[words] = true;
        var item = doc.createElement('li');
        var button = doc.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.setAttribute('data-move', m.move);
        button.addEventListener('click', function () { play(m.move); });
        item.appendChild(button);
        movesEl.appendChild(item);
      });
      if (hadFocus) {
        var first = movesEl.querySelector('button');
        (first || el('access-moves-title')).focus();
      }
    }

    // sheet: {lang, headers, rows} or undefined (the game is not over).
    function showScores(sheet) {
      var key = sheet ? JSON.stringify(sheet) : '';
      if (key === shownScores) return;
      shownScores = key;
      while (scoresEl.rows.length) scoresEl.deleteRow(0);
      var head = scoresEl.tHead;
      if (head) scoresEl.removeChild(head);
      scoresEl.hidden = !sheet;
      if (!sheet) return;
      scoresEl.lang = sheet.lang;
      el('access-scores-title').textContent = WORDS.scores[sheet.lang] || WORDS.scores.en;
      var headRow = scoresEl.createTHead().insertRow();
      sheet.headers.forEach(function (text) {
        var th = doc.createElement('th');
        th.scope = 'col';
        th.textContent = text;
        headRow.appendChild(th);
      });
      var body = scoresEl.tBodies[0] || scoresEl.createTBody();
      sheet.rows.forEach(function (cells) {
        var row = body.insertRow();
        cells.forEach(function (text, i) {
          // The first cell names the row (the seat), as the canvas's table does.
          var cell = doc.createElement(i === 0 ? 'th' : 'td');
          if (i === 0) cell.scope = 'row';
          cell.textContent = text.replace(/\n/g, ' ');
          row.appendChild(cell);
        });
      });
    }

    function play(move) {
      var result = mercato.act(move);
      if (!result.ok) addLine(WORDS.refused[lang()] + result.error, lang());
      refresh();
    }

    function refresh() {
      pending = false;
      var state = access(announced);
      var l = lang();
      if (fresh) {
        fresh = false;
        viewer = state.viewer;
        state.lines.forEach(function (line) { addLine(line[l], l); });
        announced = state.logCount;
      } else if (state.viewer !== viewer || state.logCount < announced) {
        // Another seat's view (hot seat) or an undo: the old lines go, nothing is re-read.
        logEl.textContent = '';
        viewer = state.viewer;
        announced = state.logCount;
      } else {
        state.lines.forEach(function (line) { addLine(line[l], l); });
        announced = state.logCount;
      }
      showMoves(state.moves, l, state.handOff);
      showScores(state.scoreSheet);
      waitForSheet(state);
      summaryEl.textContent = state.summary[l];
      summaryEl.lang = l;
    }
    function later() {
      if (pending) return;
      pending = true;
      root.setTimeout(refresh, 0);
    }

    mercato.on('gameStarted', function () {
      logEl.textContent = '';
      announced = 0;
      fresh = true;
      later();
    });
    mercato.on('language', function () { labels(); later(); });
    mercato.on('screen', later);
    // The end screen's breakdown is drawn on the frames after gameOver: ask
    // again until it is there (a few seconds at most on a slow machine).
    var sheetTries = 0;
    function waitForSheet(state) {
      if (!state.over || state.scoreSheet) { sheetTries = 0; return; }
      if (++sheetTries <= 30) root.setTimeout(later, 300);
    }
    canvas.addEventListener('focus', refresh);
    // Shown while the keyboard is in it (a sighted keyboard user sees where they are).
    panel.addEventListener('focusin', function () { panel.classList.add('shown'); });
    panel.addEventListener('focusout', function (e) {
      if (!panel.contains(e.relatedTarget)) panel.classList.remove('shown');
    });
    labels();
    refresh();
    return { changed: later, refresh: refresh };
  }

  root.MercatoAccess = { attach: attach };
})(this);
