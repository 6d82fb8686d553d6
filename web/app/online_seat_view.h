// The game's own table for the online seat: the State rebuilt from the seat
// state text the server sends (core/engine/seat_state.h), drawn by the game's
// view with this seat as viewer; the move the view returns goes to the server
// as its notation.
#pragma once

#include <string>
#include <vector>

#include "app/app.h"
#include "app/online_session.h"

namespace mercato::web {

// A seat's name as the online table and its sentences call it: the name the
// person sat down with ("" when none or unreadable), "Computer 3" for a computer.
std::string OnlineSeatName(const OnlineSeat& seat, Lang lang);

// Draws the table in [min, min + size]; false (nothing drawn) while the server
// sends no seat state for this game, or the text cannot be read (said in the log).
bool DrawOnlineSeatView(App& app, ImVec2 min, ImVec2 size);

// The seat's log (the last moves' events the server told it) in the game view's
// words, one sentence a move, oldest first (the local log's sentences); empty
// while no view of this game is loaded.
std::vector<std::string> OnlineLogLines(const OnlineSnapshot& o, Lang lang);

// The moves the seat's table shows that it may not make now, with the rules'
// reasons and the view's words (BlockedMovesJson); "[]" when there is no table.
std::string OnlineBlockedJson(Lang lang);

// The seat's legal moves in the game's notation, from its rebuilt table
// (a JSON array; [] off its turn or with no table): mercato.legalActions().
std::string OnlineLegalJson();

// What the seat may see, as the game's ObservationJson of its rebuilt table
// ("null" with no table): mercato.state() at an online table.
std::string OnlineObservationJson();

}  // namespace mercato::web
