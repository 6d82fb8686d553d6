// Merchants in words: log lines, the end-of-game breakdown, the rules page and
// what each special card does, in English and Japanese.
#pragma once

#include <string>

#include "games/merchants/merchants_seat_view.h"
#include "views/game_view.h"

namespace mercato::web::merchants_view {

// One event of the log in words, told to `viewer` (merchants_events.cpp lists
// the kinds; a draw the viewer did not see has no good).
// `numbers` are the table's (the draws), null for the text's.
std::string Words(const GameEvent& event, int viewer, Lang lang);
// How each player's money came about (an ImGui window body is open).
void ScoreBreakdown(const merchants::MerchantsSeatView& table, Lang lang);
// The rules page (an ImGui window body is open).
void Rules(Lang lang);
// Why a move the table shows is blocked, from the rules' reason code
// (merchants_blocked.cpp lists them); "" for a code worded by GameView::WhyNot.
std::string WhyNotWords(const BlockedMove& blocked, Lang lang);
// One sentence on what a special card does.
std::string SpecialHelp(int kind, const merchants::Numbers& numbers, Lang lang);

}  // namespace mercato::web::merchants_view
