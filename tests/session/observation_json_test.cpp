// The observation JSON (the JS API's state(), the CLI's play table, some games'
// information-state keys) is part of the product's interface: its text must not
// change by accident. Each game's observation writes itself through its Fields
// (engine/json_fields.h); this test plays fixed games of every registered game,
// every player count and option set, and compares a digest of every seat's
// ObservationJson (and the all-seeing viewer -1) at every position with the
// digest written when the format was last changed on purpose.
//
// After an intended change of the JSON, print the new digests with
//   build/native/bin/mercato_tests "[observation_json]" -s
// and update kDigests (say why in the commit).
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>

#include "engine/rng.h"
#include "registry/registry.h"
#include "session/secrets_check.h"

using namespace mercato;

namespace {

uint64_t Fnv1a(uint64_t hash, const std::string& text) {
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

Action RandomMove(const State& state, Rng& rng) {
  if (state.IsChanceNode()) return SampleChanceOutcome(state, rng);
  const std::vector<Action> legal = state.LegalActions();
  return legal[rng.UniformInt(uint32_t(legal.size()))];
}

// Two games per player count and option set, one random and one heuristic;
// every position, every viewer.
uint64_t DigestOf(const GameInfo& info, uint64_t* positions) {
  uint64_t hash = 14695981039346656037ull;
  for (int n = info.min_players; n <= info.max_players; ++n) {
    for (const std::string& options : session::OptionSetsToCheck(info.id)) {
      StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, n, options);
      REQUIRE(game.ok());
      for (int round = 0; round < 2; ++round) {
        Rng rng(uint64_t(n) * 101 + uint64_t(round) * 13 + 5);
        std::unique_ptr<State> state = (*game)->NewInitialState();
        for (;;) {
          for (int viewer = -1; viewer < n; ++viewer) {
            hash = Fnv1a(hash, state->ObservationJson(viewer));
          }
          ++*positions;
          if (state->IsTerminal()) break;
          const bool heuristic = round == 1 && !state->IsChanceNode();
          state->ApplyAction(heuristic ? (*game)->HeuristicAction(*state, rng)
                                       : RandomMove(*state, rng));
        }
      }
    }
  }
  return hash;
}

// The digests of the format as it is (games not listed here fail with their
// digest printed, so a new game adds its line).
const std::map<std::string, uint64_t> kDigests = {
    {"market_fresh", 8704215583305023386ull},
    {"merchants", 12672917647498508068ull},
    {"oregano", 13982603092842083914ull},
    {"trade_tycoon", 10271859911217734958ull},
    {"turin_market", 5800066884004062237ull},
};

}  // namespace

TEST_CASE("every game's observation JSON is the text it was", "[observation_json]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    uint64_t positions = 0;
    const uint64_t digest = DigestOf(info, &positions);
    INFO(info.id << ": " << positions << " positions, digest " << digest << "ull");
    CHECK(positions > 100);
    const auto it = kDigests.find(info.id);
    if (it == kDigests.end()) {
      FAIL_CHECK(info.id << " has no digest yet");
    } else {
      CHECK(digest == it->second);
    }
  }
}
