// The Turin Market table: the list card, the other traders around the top (money
// or "?", hand size, loan, goods by good with their leader tokens, face-down
// offers and sealed bids), the auction table with the ranking and who pays what,
// the market of cards for sale, and the viewer's mat with the hand, a bid picker
// and one primary button.
#pragma once

#include <memory>

#include "views/game_view.h"

namespace mercato::web {

std::unique_ptr<GameView> MakeTurinMarketView();

}  // namespace mercato::web
