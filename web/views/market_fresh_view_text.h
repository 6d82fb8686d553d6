// Market Fresh table: every sentence of the view, in English and Japanese.
#pragma once

#include <string>

#include "views/market_fresh_view_style.h"

namespace mercato::web::market_fresh_view {

// Why a move the table shows is blocked (market_fresh_blocked.cpp's codes), or
// "" for a code every game words (GameView::WhyNot).
std::string WhyNotWords(const BlockedMove& blocked, Lang lang);
// "Lemon: 3 points, tile to row 3" for one scoring choice.
std::string ChoiceText(const mf::ScoreChoice& c, Lang lang);
// Short label for a choice button: "Lemon 3" / "Lemon ×3 = 12".
std::string ChoiceButtonLabel(const mf::ScoreChoice& c, Lang lang);
// One event of a move (market_fresh_events.cpp lists the kinds) in `viewer`'s words.
std::string Words(const GameEvent& event, int viewer, Lang lang);
// The end-of-game table (an ImGui window is open).
void ScoreBreakdown(const mf::MarketFreshSeatView& table, Lang lang);
// The rules page (an ImGui window is open).
void Rules(Lang lang);

}  // namespace mercato::web::market_fresh_view
