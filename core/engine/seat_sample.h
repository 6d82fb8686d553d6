// A determinization that depends only on what the seat knows (the seat state's
// hidden parts, seat_state.h). ResampleFromInfostate draws from the right
// distribution, but some games walk the hidden things in the order of their real
// identities, so the same seed deals differently for two positions the seat
// cannot tell apart. Such a game makes its State implement SeatSample too: the
// same draw with the hidden places taken in an order the seat knows. (The search
// keeps ResampleFromInfostate, so the goldens keep their hashes.)
#pragma once

#include <memory>

#include "engine/game.h"
#include "engine/rng.h"

namespace mercato {

class SeatSample {
 public:
  virtual ~SeatSample() = default;
  // Like ResampleFromInfostate(player, rng), and equal for every position
  // `player` cannot tell from this one.
  virtual std::unique_ptr<State> SeatResample(int player, Rng& rng) const = 0;
};

// The seat state's determinization: the game's SeatResample, or its
// ResampleFromInfostate when that already depends only on what the seat knows.
inline std::unique_ptr<State> SeatDeterminization(const State& state, int player, Rng& rng) {
  if (const auto* own = dynamic_cast<const SeatSample*>(&state)) return own->SeatResample(player, rng);
  return state.ResampleFromInfostate(player, rng);
}

}  // namespace mercato
