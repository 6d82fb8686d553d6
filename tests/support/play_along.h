// Plays one game by the game's heuristic (chance sampled), from a seed, and
// shows every position to a check, the final one included: for tests that
// look at what some viewer is shown all along a game.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include <catch2/catch.hpp>

#include "engine/game.h"
#include "engine/rng.h"
#include "registry/registry.h"

namespace mercato::testing {

// Returns the number of positions shown.
inline int PlayAlong(const std::string& game_id, int players, const std::string& options,
                     uint64_t seed, const std::function<void(const State&)>& look) {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(game_id, players, options);
  REQUIRE(game.ok());
  Rng rng(seed);
  std::unique_ptr<State> state = (*game)->NewInitialState();
  int shown = 0;
  while (true) {
    INFO(game_id << " players " << players << " options '" << options << "' move "
                 << state->History().size());
    look(*state);
    ++shown;
    if (state->IsTerminal()) return shown;
    state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                             : (*game)->HeuristicAction(*state, rng));
  }
}

}  // namespace mercato::testing
