// Every registered game, every player count, default options: RandomSimTest.
// Each game's own tests also run it over its non-default options.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/rng.h"
#include "lab/counters.h"
#include "registry/registry.h"
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

// A descriptor's ratios name counters by string: each must be one the game's
// own LabCounters reports, or the lab's report would divide by a missing sum.
TEST_CASE("registry: each descriptor's lab ratios name counters the game reports") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    INFO(info.id);
    StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, info.max_players);
    REQUIRE(game.ok());
    Rng rng(17);
    std::unique_ptr<State> state = (*game)->NewInitialState();
    while (!state->IsTerminal()) {
      state->ApplyAction(state->CurrentPlayer() == kChancePlayer
                             ? SampleChanceOutcome(*state, rng)
                             : (*game)->HeuristicAction(*state, rng));
    }
    std::vector<std::string> names;
    for (const lab::Counter& c : lab::CountersOf(*state)) names.push_back(c.name);
    CHECK((entry.lab.count == nullptr) == names.empty());
    for (const lab::CounterRatio& r : lab::RatiosOf(info.id)) {
      INFO(r.name);
      CHECK(std::count(names.begin(), names.end(), r.numerator) == 1);
      CHECK(std::count(names.begin(), names.end(), r.denominator) == 1);
    }
  }
}
