// Applies moves given by their notation to a state, REQUIRE-ing each is legal:
// for tests that set up a position by a written line of play.
#pragma once

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/game.h"

namespace mercato::testing {

inline void PlayMoves(State& s, const std::vector<std::string>& moves) {
  for (const std::string& m : moves) {
    StatusOr<Action> a = s.StringToAction(m);
    INFO(m << ": " << a.message());
    REQUIRE(a.ok());
    s.ApplyAction(*a);
  }
}

}  // namespace mercato::testing
