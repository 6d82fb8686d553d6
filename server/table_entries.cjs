// A stored table is a list of entries, the same in every store (docs/online.md,
// "Data folder" and "Redis"):
//   {"v":1,"table":ID,"created":ISO,"header":"mercato-record v1 game=... seats=...","hostSeat":0}
//   {"m":"deal p0 cotton"}                        a move of the record, chance included
//   {"seat":1,"name":"Ann","token":SHA256}        a person took (or renamed) a seat
//   {"started":true}                              the host started the game
//   {"handOver":1,"level":"ismcts:normal"}        the others handed seat 1 to a computer
//   {"undo":57}                                   the people agreed to go back to 57 moves
//   {"clock":{"left":[ms,...],"used":ms,"moves":N}} each seat's bank, and the time the
//                                                 turn at N moves had used (server/table_clock.cjs)
//   {"spectators":false}                          the host turned watching off (or on again)
// This file turns those entries back into the table the room restores.
'use strict';

const ID_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;

function checkId(id) {
  if (!ID_PATTERN.test(id)) throw new Error(`'${id}' is not a table id`);
  return id;
}

// {id, meta, moves, seats: {seat: {name, token}}, started, handOvers, record}, or
// null when the first entry is not a table's header.
function tableFromEntries(id, entries) {
  const table = { id, meta: null, moves: [], seats: {}, started: false, handOvers: {} };
  entries.forEach((entry, i) => {
    if (i === 0) table.meta = entry;
    else if (typeof entry.m === 'string') table.moves.push(entry.m);
    else if (Number.isInteger(entry.seat)) table.seats[entry.seat] = { name: entry.name, token: entry.token };
    else if (entry.started === true) table.started = true;
    else if (Number.isInteger(entry.handOver)) table.handOvers[entry.handOver] = entry.level;
    else if (Number.isInteger(entry.undo)) table.moves.length = Math.min(table.moves.length, entry.undo);
    else if (entry.clock && typeof entry.clock === 'object') table.clock = entry.clock;
    else if (typeof entry.spectators === 'boolean') table.spectators = entry.spectators;
  });
  if (!table.meta || typeof table.meta.header !== 'string') return null;
  // Seats handed to a computer are that computer's in the restored record.
  const header = withSeats(table.meta.header, (spec, seat) => table.handOvers[seat] || spec);
  table.record = `${header} moves=${table.moves.length}\n` +
    table.moves.map((m) => m + '\n').join('');
  return table;
}

// A record's first line with each seat's spec replaced by replace(spec, seat).
function withSeats(header, replace) {
  return header.replace(/ seats=(\S+)/, (all, list) => ' seats=' + list.split(',').map(replace).join(','));
}

// The record of a table with `seat` played by the computer `level`: a think
// job for the move a clock that ran out makes for a person (server/table_clock.cjs).
function recordAsComputer(record, seat, level) {
  const newline = record.indexOf('\n');
  const first = newline < 0 ? record : record.slice(0, newline);
  return withSeats(first, (spec, s) => (s === seat ? level : spec)) + (newline < 0 ? '' : record.slice(newline));
}

module.exports = { ID_PATTERN, checkId, tableFromEntries, recordAsComputer };
