// RandomSimTest for Trade Tycoon: 3 players only, and the game has no options.
#include <catch2/catch.hpp>

#include "games/trade_tycoon/trade_tycoon.h"
#include "support/conformance.h"

using namespace mercato;

TEST_CASE("trade_tycoon: conformance with 3 players", "[trade_tycoon]") {
  REQUIRE(trade_tycoon::Info().min_players == 3);
  REQUIRE(trade_tycoon::Info().max_players == 3);
  REQUIRE(trade_tycoon::Info().options.empty());
  mercato::testing::ConformanceOptions options;
  options.games = 150;
  CHECK(mercato::testing::RunRandomSimTest(trade_tycoon::Make(3, GameOptions()), options) > 0);
}

TEST_CASE("trade_tycoon: conformance with mostly heuristic play", "[trade_tycoon]") {
  mercato::testing::ConformanceOptions options;
  options.games = 60;
  options.seed = 99;
  options.heuristic_share = 0.9;
  CHECK(mercato::testing::RunRandomSimTest(trade_tycoon::Make(3, GameOptions()), options) > 0);
}
