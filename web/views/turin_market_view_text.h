// Turin Market in words: log lines, the end-of-game breakdown and the rules
// page, in English and Japanese.
#pragma once

#include <string>

#include "games/turin_market/turin_market.h"
#include "views/game_view.h"

namespace mercato::web::turin_market_view {

// One log line for `action` applied to `before`, as `viewer` may see it (-1 sees
// everything): other players' cards in hand, face-down offers, sealed bids and
// buying wishes stay hidden until they are revealed.
std::string Describe(const turin_market::TurinMarketState& before, Action action, int viewer,
                     Lang lang);
// The scoring good by good, then the loans and the totals (an ImGui window body is open).
void ScoreBreakdown(const turin_market::TurinMarketState& state, Lang lang);
// The rules page (an ImGui window body is open).
void Rules(Lang lang);

}  // namespace mercato::web::turin_market_view
