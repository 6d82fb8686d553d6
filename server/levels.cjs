// Who may sit at an online table (issue 36): a person, or a computer at one of
// the named levels. A bot spec with its own numbers
// (`ismcts:iters=10000000:nodes=10000000`) would let one client keep a core
// busy and the heap growing for as long as the table lives, so a client may
// only name a level; the numbers behind each level are the core's.
'use strict';

const PERSON = 'human';
const COMPUTER_LEVELS = ['random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'];
const MAX_SEATS = 8;

const isComputerLevel = (spec) => typeof spec === 'string' && COMPUTER_LEVELS.includes(spec);

// The seat list of a create, or an Error that says what is wrong with it.
function checkSeats(seats) {
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > MAX_SEATS) {
    throw new Error(`seats: one entry per player, 1 to ${MAX_SEATS} ("${PERSON}" or a computer level)`);
  }
  for (const spec of seats) {
    if (spec !== PERSON && !isComputerLevel(spec)) {
      throw new Error(`seats: '${String(spec).slice(0, 60)}' is neither "${PERSON}" nor a computer level (${COMPUTER_LEVELS.join(', ')})`);
    }
  }
  return seats.slice();
}

module.exports = { PERSON, COMPUTER_LEVELS, isComputerLevel, checkSeats };
