// Turin Market in words: log lines, the end-of-game breakdown and the rules
// page, in English and Japanese.
#pragma once

#include <string>

#include "games/turin_market/turin_market_seat_view.h"
#include "views/game_view.h"

namespace mercato::web::turin_market_view {

// One event of a move (turin_market_events.cpp) in words, as `viewer` (-1: all-seeing)
// is told it: the event holds only what the viewer may know; `numbers` are the
// table's (the loan's amounts).
std::string Words(const GameEvent& event, int viewer, Lang lang);
// Why a move is blocked (a reason of the rules, SeatView::blocked()) in words,
// as `viewer` is told it; "" for a code with no words of this game's own (the
// common words then: GameView::WhyNot).
std::string WhyNot(const BlockedMove& blocked, int viewer, Lang lang);
// The scoring good by good, then the loans and the totals (an ImGui window body is open).
void ScoreBreakdown(const turin_market::TurinMarketSeatView& table, Lang lang);
// The rules page (an ImGui window body is open).
void Rules(Lang lang);

}  // namespace mercato::web::turin_market_view
