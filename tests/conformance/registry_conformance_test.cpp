// Every registered game, every player count, default options: RandomSimTest.
// Each game's own tests also run it over its non-default options.
#include <catch2/catch.hpp>

#include "engine/registry.h"
#include "support/conformance.h"

using namespace mercato;

TEST_CASE("conformance: every registered game and player count") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (int n = info.min_players; n <= info.max_players; ++n) {
      INFO(info.id << " with " << n << " players");
      StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, n);
      REQUIRE(game.ok());
      testing::ConformanceOptions options;
      options.games = 40;
      CHECK(testing::RunRandomSimTest(*game, options) > 0);
    }
  }
}

TEST_CASE("registry: bad loads get clear errors") {
  CHECK(LoadGame("chess", 2).message().rfind("unknown game 'chess'", 0) == 0);
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    CHECK_FALSE(LoadGame(info.id, info.max_players + 1).ok());
    CHECK_FALSE(LoadGame(info.id, info.min_players, "nonsense=1").ok());
  }
}
