// The table as one seat may know it, as text that travels to the seat's device
// (issues 17 and 19): the server sends it, the page rebuilds a State from it
// and the existing views draw that State. The text carries nothing the seat
// may not know: it is a determinization of the real position
// (ResampleFromInfostate(seat) with a fixed seed, or the game's SeatResample
// where the resample walks hidden things in their real order: seat_sample.h),
// every field encoded by the
// game's Fields visitor (field_archive.h), so its hidden parts are a sample that
// depends only on what the seat knows. The action history is not part of it
// (a determinization has none): the rebuilt State's History() is empty.
//
//   mercato-seat-state 1 <game id> <seat>
//   <field> <values...>
//   ...
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "engine/status.h"

namespace mercato {

// The table as `seat` (a seat or kSpectator: only what is public) may know it;
// "" for a game that cannot encode its fields.
std::string SeatStateText(const State& state, int seat);

// The real position, every hidden fact included (kAllSeeing in the header):
// for tests and tools on the machine holding the state, never for a seat's device.
std::string FullStateText(const State& state);

// The State rebuilt from either text, for drawing on the seat's device. A
// damaged text, another game's or another version's gives a clear error.
StatusOr<std::unique_ptr<State>> StateFromSeatText(const Game& game, std::string_view text);

// What a seat's view draws (issue 17): the State rebuilt from
// SeatStateText(real, seat), so it holds nothing the seat may not know and its
// legal moves are the real ones when the seat is to move; for kSpectator the
// same, holding only what is public; a copy of the real state for kAllSeeing.
// Null for a game that cannot encode its fields (then only the real State can
// be drawn), or, told on stderr, if the text did not read back (a bug:
// seat_state_test checks it does).
std::unique_ptr<State> SeatTable(const State& real, int seat);

// Whether the game's positions can be encoded (SeatStateText is not "").
bool HasSeatState(const State& state);

}  // namespace mercato
