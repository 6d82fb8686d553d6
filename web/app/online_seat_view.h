// The game's own table for the online seat: the State rebuilt from the seat
// state text the server sends (core/engine/seat_state.h), drawn by the game's
// view with this seat as viewer; the move the view returns goes to the server
// as its notation.
#pragma once

#include "app/app.h"

namespace mercato::web {

// Draws the table in [min, min + size]; false (nothing drawn) while the server
// sends no seat state for this game, or the text cannot be read (said in the log).
bool DrawOnlineSeatView(App& app, ImVec2 min, ImVec2 size);

}  // namespace mercato::web
