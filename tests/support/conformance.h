// RandomSimTest after OpenSpiel: plays random games and checks, at every step,
// what every game must satisfy. Game rule tests call it directly for their game;
// tests/conformance runs it over the registry.
#pragma once

#include <cstdint>
#include <memory>

#include "engine/game.h"

namespace mercato::testing {

struct ConformanceOptions {
  int games = 100;
  uint64_t seed = 1;
  // Check resampling every this many steps (it is the slowest check).
  int resample_every = 7;
  // Use the game's HeuristicAction for this share of moves (0..1), so the
  // random games also reach the positions sensible play reaches.
  double heuristic_share = 0.3;
};

// Plays games and REQUIREs every property; returns the number of actions played.
int64_t RunRandomSimTest(const std::shared_ptr<const Game>& game,
                         const ConformanceOptions& options = {});

}  // namespace mercato::testing
