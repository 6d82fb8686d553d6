// Every HTTP request the table server takes (the WebSocket upgrades aside):
// matchmaking (server/matchmaking.cjs), a finished table's record
// (GET /tables/<id>.mercato), whose turn it is at a browser's tables
// (POST /tables/turns, server/table_turns.cjs) and the page's files (server/static_files.cjs).
// Whatever a request holds, it is answered or dropped here: an exception in
// any of them answers 500 to that request only and the process goes on.
'use strict';
const { answer } = require('./static_files.cjs');
const { tableTurns } = require('./table_turns.cjs');

const FINISHED_RECORD = /^\/tables\/([A-Za-z0-9_-]{4,40})\.mercato$/;

// `routes`: {matchmaking(req, res), finishedRecord(id, res), files(req, res)}.
function httpFront({ matchmaking, finishedRecord, files }) {
  const failed = (req, res, e) => {
    console.error(`mercato server: ${req.method} ${String(req.url).slice(0, 100)}: ${e && e.stack || e}`);
    try { answer(res, 500, 'the server could not answer this request\n'); } catch { res.destroy(); }
  };
  return (req, res) => {
    try {
      const url = String(req.url || '').split('?')[0];
      let done;
      if (url.startsWith('/matchmake/') || url === '/matchmake') done = matchmaking(req, res);
      else if (url === '/tables/turns') done = tableTurns(req, res);
      else {
        const finished = FINISHED_RECORD.exec(url);
        done = finished ? finishedRecord(finished[1], res) : files(req, res);
      }
      if (done && typeof done.catch === 'function') done.catch((e) => failed(req, res, e));
    } catch (e) {
      failed(req, res, e);
    }
  };
}

module.exports = { httpFront };
