// The Rules page's table of the numbers in force: every parameter of the game
// (engine/params.h) with its value, the rule text's value and its meaning, the
// changed ones first and marked, so a variant's table says what differs.
#pragma once

#include "engine/game.h"
#include "views/game_view.h"

namespace mercato::web {

void DrawNumbersInForce(const Game& game, Lang lang);

}  // namespace mercato::web
