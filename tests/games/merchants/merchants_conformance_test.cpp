// RandomSimTest over every player count (Merchants has no options), plus the
// game's own invariants at every step: 60 cards and 30 cubes accounted for,
// special cards conserved, money never negative and equal to its breakdown.
#include <catch2/catch.hpp>

#include "games/merchants/merchants.h"
#include "support/conformance.h"

namespace mercato::merchants {
namespace {

TEST_CASE("merchants conformance: 2, 3 and 4 players") {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    INFO(players << " players");
    mercato::testing::ConformanceOptions options;
    options.games = 150;
    options.seed = 100 + players;
    CHECK(mercato::testing::RunRandomSimTest(Make(players, GameOptions()), options) > 0);
  }
}

TEST_CASE("merchants conformance: mostly heuristic play") {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    INFO(players << " players");
    mercato::testing::ConformanceOptions options;
    options.games = 50;
    options.seed = 200 + players;
    options.heuristic_share = 0.9;
    CHECK(mercato::testing::RunRandomSimTest(Make(players, GameOptions()), options) > 0);
  }
}

TEST_CASE("merchants has no options and loads for 2-4 players only") {
  CHECK(Info().options.empty());
  CHECK(Info().min_players == 2);
  CHECK(Info().max_players == 4);
  CHECK(Info().id == "merchants");
}

}  // namespace
}  // namespace mercato::merchants
