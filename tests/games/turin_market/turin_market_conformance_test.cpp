// Conformance (RandomSimTest) for every player count and every option value.
#include <catch2/catch.hpp>

#include "engine/options.h"
#include "games/turin_market/turin_market.h"
#include "support/conformance.h"

using namespace mercato;

namespace {

std::shared_ptr<const Game> Load(int players, const std::string& options) {
  StatusOr<GameOptions> parsed = ParseOptions(turin_market::Info().options, options);
  REQUIRE(parsed.ok());
  return turin_market::Make(players, *parsed);
}

}  // namespace

TEST_CASE("turin_market conformance: every player count, default options", "[turin_market]") {
  for (int n = 2; n <= 5; ++n) {
    INFO(n << " players");
    testing::ConformanceOptions options;
    options.games = 60;
    options.seed = 100 + n;
    CHECK(testing::RunRandomSimTest(Load(n, ""), options) > 0);
  }
}

TEST_CASE("turin_market conformance: every option value at every player count", "[turin_market]") {
  const char* kVariants[] = {"list=new", "money=private", "goose=tie_loser", "goose=underdog",
                             "series=3", "list=new,money=private,goose=underdog"};
  for (const char* variant : kVariants) {
    for (int n = 2; n <= 5; ++n) {
      INFO(variant << " with " << n << " players");
      testing::ConformanceOptions options;
      options.games = 20;
      options.seed = 7 + n;
      CHECK(testing::RunRandomSimTest(Load(n, variant), options) > 0);
    }
  }
}

TEST_CASE("turin_market conformance: mostly heuristic play reaches sales and windows", "[turin_market]") {
  // Heuristic play makes offers and purchases, which random bids rarely leave
  // money for; run it at a high share too.
  for (int n = 2; n <= 5; ++n) {
    INFO(n << " players");
    testing::ConformanceOptions options;
    options.games = 20;
    options.seed = 300 + n;
    options.heuristic_share = 0.9;
    CHECK(testing::RunRandomSimTest(Load(n, "money=private,goose=tie_loser"), options) > 0);
  }
}
