// The log's sentences: each event of a move in the view's words, in order.
#include "views/game_view.h"

namespace mercato::web {

std::string LogLineFor(const GameView& view, const GameEvents& events, int viewer, Lang lang) {
  std::string line;
  for (const GameEvent& event : events) {
    const std::string words = view.Words(event, viewer, lang);
    if (words.empty()) continue;
    if (!line.empty()) line += lang == Lang::kJapanese ? "。" : ". ";
    line += words;
  }
  return line;
}

}  // namespace mercato::web
