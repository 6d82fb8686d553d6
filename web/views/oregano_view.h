// The Oregano Market table: every player's 4x4 area of shop tokens (kind by
// colour and icon, level by column), resource cards and gold; the supply of
// shops with their costs; the main street with its prices; the strategy card in
// hand with its progress; the bonus cards still available; an action bar with
// the two actions of the turn; the casino die.
#pragma once

#include <memory>

#include "views/game_view.h"

namespace mercato::web {

std::unique_ptr<GameView> MakeOreganoView();

}  // namespace mercato::web
