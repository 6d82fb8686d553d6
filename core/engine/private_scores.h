// Scores a viewer may not know. A game whose scores can be private (Turin
// Market's money=private: another seat's purse) makes its State implement
// PrivateScores too; every other game's scores are public. An opt-in
// interface, so State itself stays as it is for the games that need none.
#pragma once

#include "engine/game.h"

namespace mercato {

class PrivateScores {
 public:
  virtual ~PrivateScores() = default;
  // Whether `viewer` (a seat, kAllSeeing or kSpectator) may know `seat`'s
  // score now. Every score is visible to every viewer once the game is over.
  virtual bool ScoreVisible(int seat, int viewer) const = 0;
};

inline bool ScoreVisible(const State& state, int seat, int viewer) {
  const auto* hook = dynamic_cast<const PrivateScores*>(&state);
  return hook == nullptr || hook->ScoreVisible(seat, viewer);
}

}  // namespace mercato
