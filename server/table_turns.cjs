// Whose turn is it at the tables this browser sits at (issue 41, item 4)?
// POST /tables/turns with {tables: [{table, token}]} (at most MAX_TABLES): for
// each table of this process whose seat token matches, its game, whether it
// started or is over, the seat to move and the asker's own seat; nothing for a
// token that is not the table's (a stranger learns no more than "unknown").
// Home lists these (page/online.js, mercato.online.tables()).
'use strict';
const { matchMaker } = require('@colyseus/core');
// JSON with the matchmaking's headers: a page served elsewhere (server=) reads it too.
const { readBody, reply } = require('./matchmaking.cjs');
const { ID_PATTERN } = require('./table_entries.cjs');

const MAX_TABLES = 20;


async function tableTurns(req, res) {
  if (req.method !== 'POST') return reply(req, res, 405, { error: 'POST {tables: [{table, token}]}' });
  const text = await readBody(req, res);
  if (text === null) return;
  let body;
  try { body = JSON.parse(text); } catch { return reply(req, res, 400, { error: 'the body is not JSON' }); }
  const list = body && typeof body === 'object' ? body.tables : undefined;
  if (!Array.isArray(list) || list.length > MAX_TABLES) return reply(req, res, 400, { error: `tables: a list of at most ${MAX_TABLES} {table, token}` });
  const tables = list.map((item) => {
    const table = item && typeof item.table === 'string' && ID_PATTERN.test(item.table) ? item.table : null;
    const token = item && typeof item.token === 'string' && item.token.length <= 200 ? item.token : null;
    if (!table) return { table: null, known: false };
    const room = token ? matchMaker.getLocalRoomById(table) : null;
    const turn = room && typeof room.turnFor === 'function' && !room.disposed ? room.turnFor(token) : null;
    return turn ? { table, known: true, ...turn } : { table, known: false };
  });
  reply(req, res, 200, { tables });
}

module.exports = { tableTurns, MAX_TABLES };
