// Trade Tycoon in words: log lines, the end-of-game breakdown and the rules
// page, in English and Japanese.
#pragma once

#include <string>

#include "games/trade_tycoon/trade_tycoon.h"
#include "views/game_view.h"

namespace mercato::web::trade_tycoon_view {

// One log line for `action` applied to `before`, as `viewer` may see it (-1
// sees everything): others' dealt and drawn cards, skills and passes stay hidden.
std::string Describe(const trade_tycoon::TradeTycoonState& before, Action action, int viewer,
                     Lang lang);
// What an order asks of the partner, e.g. "number order on 9: a 9, else the nearest number".
std::string OrderRule(trade_tycoon::OrderType type, int given_card, int named_card, Lang lang);
// How each player's points came about (an ImGui window body is open).
void ScoreBreakdown(const trade_tycoon::TradeTycoonState& state, Lang lang);
// The rules page (an ImGui window body is open).
void Rules(Lang lang);

}  // namespace mercato::web::trade_tycoon_view
