// Oregano Market's words: log lines as the viewer may see them, why a move is
// not possible, the end-of-game breakdown and the rules page, in English and
// Japanese.
#pragma once

#include <string>

#include "views/oregano_view_style.h"

namespace mercato::web::oregano_view {

// One event of a move (OreganoState::EventsSeen) in words, as `viewer`
// reads it: "" for nothing to say.
std::string Words(const GameEvent& event, int viewer, Lang lang);
// Why a move cannot be made (a code of OreganoState::BlockedMovesFor), for
// tooltips; "" for the codes every game words (GameView::WhyNot).
std::string WhyNot(const BlockedMove& blocked, Lang lang);
void ScoreBreakdown(const og::OreganoSeatView& table, Lang lang);
void Rules(Lang lang);

}  // namespace mercato::web::oregano_view
