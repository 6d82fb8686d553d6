// Hidden information: the strategy cards. Information states, the observation
// the view draws, and resampling that never copies an opponent's real card.
#include <catch2/catch.hpp>

#include <set>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

TEST_CASE("oregano hidden: a seat cannot tell the opponent's strategy card") {
  auto a = SetUp(2);
  auto b = SetUp(2);
  a->SetStrategyForTest(1, kChainStore);
  b->SetStrategyForTest(1, kAggressiveMerger);
  CHECK(a->InformationStateString(0) == b->InformationStateString(0));
  CHECK(a->InformationStateString(1) != b->InformationStateString(1));
  // Its own card it knows.
  a->SetStrategyForTest(0, kSavvyShopper);
  CHECK(a->InformationStateString(0) != b->InformationStateString(0));
}

TEST_CASE("oregano hidden: the observation shows own cards only") {
  auto state = SetUp(2);
  state->SetStrategyForTest(1, kChainStore);
  const OreganoObservation mine = state->Observe(0);
  CHECK(mine.players[0].strategy == kStepByStep);
  CHECK(mine.players[1].strategy == kHidden);
  const OreganoObservation all = state->Observe(-1);
  CHECK(all.players[1].strategy == kChainStore);
  const std::string json = state->ObservationJson(0);
  CHECK(json.find("\"strategy\":\"step-by-step\"") != std::string::npos);
  CHECK(json.find("\"strategy\":\"hidden\"") != std::string::npos);
  CHECK(json.find("\"strategy\":\"chain-store\"") == std::string::npos);
}

TEST_CASE("oregano hidden: cards being chosen from are seen by their drawer only") {
  auto state = NewState(LoadOregano(2));
  Play(*state, "start wood-merchant r1");
  Play(*state, "start stone-merchant r1");
  Play(*state, "draw p1 chain-store");
  Play(*state, "draw p1 savvy-shopper");
  CHECK(state->Observe(0).players[0].drawn == std::vector<int>{kChainStore, kSavvyShopper});
  CHECK(state->Observe(1).players[0].drawn.empty());
  CHECK(state->Observe(1).players[0].drawn_count == 2);
}

TEST_CASE("oregano hidden: resampling deals the opponent's card anew") {
  auto state = SetUp(2);
  state->SetStrategyForTest(1, kChainStore);
  Rng rng(3);
  std::set<int> dealt;
  for (int i = 0; i < 300; ++i) {
    std::unique_ptr<State> sample = state->ResampleFromInfostate(0, rng);
    const auto& s = static_cast<const OreganoState&>(*sample);
    REQUIRE(s.InformationStateString(0) == state->InformationStateString(0));
    REQUIRE(s.CheckInvariants() == "");
    REQUIRE(s.Player(0).strategy == kStepByStep);  // own card kept
    dealt.insert(s.Player(1).strategy);
  }
  // Every card p1 cannot rule out shows up: not just the real one.
  CHECK(dealt == std::set<int>{kChainStore, kStrategicRetreat, kAggressiveMerger, kStepByStep,
                               kSavvyShopper});
}

TEST_CASE("oregano hidden: resampling respects what public progress rules out") {
  // p2 sells twice and keeps its card: it cannot be strategic retreat, and a
  // determinization for p1 must never say it is.
  auto state = SetUp(2);
  state->SetStrategyForTest(1, kChainStore);
  state->PlaceShopForTest(1, 1, 1, kCafe);
  state->PlaceShopForTest(1, 2, 1, kCafe);
  PassTurn(*state);
  Play(*state, "sell cafe r2c1 for 1");
  Play(*state, "take 1 stone p2 r1c1");
  PassTurn(*state);
  Play(*state, "sell cafe r3c1 for 1");
  Play(*state, "take 1 stone p2 r1c1");
  REQUIRE(state->Player(1).strategy == kChainStore);
  REQUIRE(state->Player(1).progress.sales == 2);
  Rng rng(4);
  std::set<int> dealt;
  for (int i = 0; i < 300; ++i) {
    std::unique_ptr<State> sample = state->ResampleFromInfostate(0, rng);
    const auto& s = static_cast<const OreganoState&>(*sample);
    REQUIRE(s.CheckInvariants() == "");
    dealt.insert(s.Player(1).strategy);
  }
  CHECK(dealt.count(kStrategicRetreat) == 0);
  CHECK(dealt.size() == 4);
}

TEST_CASE("oregano hidden: resampling at an opponent's choice deals its drawn cards anew") {
  auto state = NewState(LoadOregano(2));
  Play(*state, "start wood-merchant r1");
  Play(*state, "start stone-merchant r1");
  Play(*state, "draw p1 chain-store");
  Play(*state, "draw p1 chain-store");
  REQUIRE(state->CurrentPlayer() == 0);
  Rng rng(5);
  std::set<std::vector<int>> seen;
  for (int i = 0; i < 200; ++i) {
    std::unique_ptr<State> sample = state->ResampleFromInfostate(1, rng);
    const auto& s = static_cast<const OreganoState&>(*sample);
    REQUIRE(s.InformationStateString(1) == state->InformationStateString(1));
    REQUIRE(s.CurrentPlayer() == 0);
    REQUIRE(s.Player(0).drawn.size() == 2);
    seen.insert(s.Player(0).drawn);
  }
  CHECK(seen.size() > 5);
  // For p1 itself nothing is unknown about its own choice.
  std::unique_ptr<State> own = state->ResampleFromInfostate(0, rng);
  CHECK(static_cast<const OreganoState&>(*own).Player(0).drawn ==
        std::vector<int>{kChainStore, kChainStore});
  CHECK(own->LegalActions() == state->LegalActions());
}
