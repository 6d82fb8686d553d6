// RandomSimTest over every player count and every option value.
#include <catch2/catch.hpp>

#include "engine/options.h"
#include "games/market_fresh/market_fresh.h"
#include "support/conformance.h"

using namespace mercato;

namespace {

std::shared_ptr<const Game> MakeGame(int players, const std::string& options_text) {
  StatusOr<GameOptions> options = ParseOptions(market_fresh::Info().options, options_text);
  REQUIRE(options.ok());
  return market_fresh::Make(players, *options);
}

}  // namespace

TEST_CASE("market_fresh conformance: every player count and option") {
  uint64_t seed = 100;
  for (int players = 1; players <= 4; ++players) {
    for (const char* grid : {"5x5", "4x4"}) {
      for (const char* scoring : {"standard", "height"}) {
        const std::string text = std::string("grid=") + grid + ",scoring=" + scoring;
        INFO(players << " players, " << text);
        testing::ConformanceOptions options;
        // Solo ignores the options (it has its own rules), so fewer games each.
        options.games = players == 1 ? 6 : 10;
        options.seed = ++seed;
        CHECK(testing::RunRandomSimTest(MakeGame(players, text), options) > 0);
      }
    }
  }
}
