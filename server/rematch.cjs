// "Play again, same seats" (issue 41, item 3): at the end the host offers a
// rematch, each person still at the table accepts, and a new table opens with
// a new server seed and the seats rotated by one, so the first player changes.
// Each person gets the new table's id and a new seat token of their own; a
// person who has left is replaced by the table's hand-over computer.
'use strict';

const PERSON = 'human';

// The new table's seats and people from the old one's: `kinds` (the core's seat
// list: "human" or a level), `people` (seat -> {name, client}), the host's seat
// and the hand-over level. Seat s moves to (s + 1) % n. Returns {seats, people:
// [{from, seat, name}], hostSeat} (the host's new seat, or the first person's
// when the host has left).
function rotatedSeats(kinds, people, hostSeat, handOverLevel) {
  const n = kinds.length;
  const seats = new Array(n);
  const moved = [];
  kinds.forEach((kind, from) => {
    const seat = (from + 1) % n;
    const person = kind === PERSON ? people[from] : null;
    if (kind === PERSON && !(person && person.client)) {
      seats[seat] = handOverLevel;  // left: the computer the host chose for empty seats
      return;
    }
    seats[seat] = kind;
    if (person) moved.push({ from, seat, name: person.name });
  });
  // A host who left hands the role to the first person who stays (-1: nobody does).
  const host = moved.find((p) => p.from === hostSeat) || moved[0];
  return { seats, people: moved, hostSeat: host ? host.seat : -1 };
}

module.exports = { rotatedSeats };
