// The Merchants / 交易王 table: the demand row as card piles, the viewer's hand
// face up, the others' hands as card backs, ships with their cubes, the cube
// supply, the special cards with prices and how many remain, coins per player.
#pragma once

#include <memory>

#include "views/game_view.h"

namespace mercato::web {

std::unique_ptr<GameView> MakeMerchantsView();

}  // namespace mercato::web
