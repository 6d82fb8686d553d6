// The casino: an optional roll at the end of its owner's turn, both ways,
// including a poor roller and a poor victim (the text: take only what they have).
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

std::unique_ptr<OreganoState> CasinoTurn(int players) {
  std::vector<std::vector<int>> draws = {{kStepByStep, kStepByStep}, {kSavvyShopper, kSavvyShopper},
                                         {kChainStore, kChainStore}, {kAggressiveMerger, kAggressiveMerger}};
  draws.resize(players);
  auto state = SetUp(players, "", {}, draws);
  state->PlaceShopForTest(0, 1, 1, kCasino);
  Play(*state, "take 1 wood p1 r1c1");
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "build cafe r3");
  return state;
}

}  // namespace

TEST_CASE("oregano casino: its owner may go at the end of the turn, or not") {
  auto state = CasinoTurn(2);
  CHECK(state->phase() == Phase::kCasinoChoice);
  CHECK(state->CurrentPlayer() == 0);
  CHECK(state->LegalActions().size() == 2);
  Play(*state, "casino skip");
  CHECK(state->TurnPlayer() == 1);
  CHECK(state->Player(0).gold == 5);
  // Seat 2 has no casino: its turn ends without the choice.
  PassTurn(*state);
  CHECK(state->TurnPlayer() == 0);
}

TEST_CASE("oregano casino: the die is a fair chance node") {
  auto state = CasinoTurn(2);
  Play(*state, "casino roll");
  CHECK(state->IsChanceNode());
  const std::vector<ChanceOutcome> outcomes = state->ChanceOutcomes();
  REQUIRE(outcomes.size() == 6);
  for (const ChanceOutcome& o : outcomes) CHECK(o.probability == Approx(1.0 / 6));
}

TEST_CASE("oregano casino: 1-4 pay 5 to the bank") {
  for (int face = 1; face <= 4; ++face) {
    auto state = CasinoTurn(3);
    state->SetGoldForTest(0, 12);
    Play(*state, "casino roll");
    Play(*state, Cat("die ", face));
    CHECK(state->Player(0).gold == 7);
    CHECK(state->Player(1).gold == 5);
    CHECK(state->Player(2).gold == 5);
    CHECK(state->LastDie() == face);
    CHECK(state->TurnPlayer() == 1);
  }
}

TEST_CASE("oregano casino: a poor roller pays all it has") {
  auto state = CasinoTurn(2);
  state->SetGoldForTest(0, 3);
  Play(*state, "casino roll");
  Play(*state, "die 4");
  CHECK(state->Player(0).gold == 0);
}

TEST_CASE("oregano casino: 5-6 take 7 from every other player") {
  for (int face = 5; face <= 6; ++face) {
    auto state = CasinoTurn(4);
    state->SetGoldForTest(1, 10);
    state->SetGoldForTest(2, 7);
    state->SetGoldForTest(3, 20);
    Play(*state, "casino roll");
    Play(*state, Cat("die ", face));
    CHECK(state->Player(0).gold == 5 + 7 * 3);
    CHECK(state->Player(1).gold == 3);
    CHECK(state->Player(2).gold == 0);
    CHECK(state->Player(3).gold == 13);
  }
}

TEST_CASE("oregano casino: a poor victim gives only what it has") {
  auto state = CasinoTurn(3);
  state->SetGoldForTest(1, 4);
  state->SetGoldForTest(2, 0);
  Play(*state, "casino roll");
  Play(*state, "die 6");
  CHECK(state->Player(0).gold == 5 + 4);
  CHECK(state->Player(1).gold == 0);
  CHECK(state->Player(2).gold == 0);
  CHECK(state->Player(0).casino_gain == 4);
  CHECK(state->Player(0).casino_rolls == 1);
}
