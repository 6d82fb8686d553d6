// Secret choices a game declares (issue 17). The information state alone tells
// whether another move would have looked the same, but not when a seat had only
// one choice: a sealed bid of a seat with no free money is its only move, and
// showing it would say so. A game with secret choices makes its State implement
// SecretChoices too, so such a move reads "bid ?" like any other (seen_moves.h).
#pragma once

#include <string>

#include "engine/game.h"

namespace mercato {

class SecretChoices {
 public:
  virtual ~SecretChoices() = default;
  // How the current player's legal `action` reads to the other seats while it
  // is secret ("bid ?", "?"), or "" for an open move (a loan, a purchase ...).
  virtual std::string SecretMask(Action action) const = 0;
  // On a later state: whether the secret choices read as `mask` are now shown
  // to every seat (Turin Market's bids once all have bid). Choices a game
  // shows to one seat only (a skill passed to the left) answer false here: the
  // information state reveals them to that seat.
  virtual bool SecretsShown(const std::string& mask) const = 0;
};

inline const SecretChoices* SecretChoicesOf(const State& state) {
  return dynamic_cast<const SecretChoices*>(&state);
}

}  // namespace mercato
