// The words for the reasons every game may give why a move is blocked
// (engine/blocked_move.h); each game's view words its own.
#include "engine/blocked_move.h"
#include "views/game_view.h"

namespace mercato::web {

std::string GameView::WhyNot(const BlockedMove& blocked, Lang lang) const {
  if (blocked.reason == kNotYourTurn) return Tr(lang, "Not your turn.", "あなたの番ではありません。");
  if (blocked.reason == kNotNow) return Tr(lang, "Not now.", "今はできません。");
  return blocked.reason;  // a code the view has no words for: shown as it is, never hidden
}

std::string WhyNotFor(const GameView& view, const BlockedMoves& blocked, Action action, Lang lang) {
  const BlockedMove* found = FindBlocked(blocked, action);
  return found == nullptr ? "" : view.WhyNot(*found, lang);
}

}  // namespace mercato::web
