// The end trigger (a second shop kind runs out; immediate or at the round's
// end; any kind or regular kinds only), the final score and its tie-breaks.
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

// Jewellers run out (one kind empty) and one stone merchant is left in the
// supply; seat 2 (index 1) is about to build it.
std::unique_ptr<OreganoState> OneStoneMerchantLeft(const std::string& options) {
  auto state = SetUp(3, options, {kWoodMerchant, kStoneMerchant, kMetalMerchant});
  state->PlaceShopForTest(0, 1, 1, kJeweller);
  state->PlaceShopForTest(2, 1, 1, kJeweller);
  state->PlaceShopForTest(0, 2, 1, kStoneMerchant);
  state->PlaceShopForTest(2, 2, 1, kStoneMerchant);
  REQUIRE(state->Supply(kStoneMerchant) == 1);
  PassTurn(*state);
  REQUIRE(state->TurnPlayer() == 1);
  return state;
}

}  // namespace

TEST_CASE("oregano end: the moment a second kind runs out, after that action") {
  auto state = OneStoneMerchantLeft("");
  CHECK(state->EmptyKindsForEnd() == 1);
  Play(*state, "build stone-merchant r2");
  CHECK(state->IsTerminal());
  CHECK(state->EndTriggered());
  CHECK(state->ActionsThisTurn() == 1);  // the second action is not played
}

TEST_CASE("oregano end: end=round finishes the round") {
  auto state = OneStoneMerchantLeft("end=round");
  Play(*state, "build stone-merchant r2");
  CHECK(state->EndTriggered());
  CHECK_FALSE(state->IsTerminal());
  CHECK(state->TurnPlayer() == 1);  // its second action
  PassTurn(*state);
  CHECK(state->TurnPlayer() == 2);  // the last seat still plays
  CHECK_FALSE(state->IsTerminal());
  PassTurn(*state);
  CHECK(state->IsTerminal());
  CHECK(state->Round() == 1);
}

TEST_CASE("oregano end: end_kinds=regular does not count special shops") {
  auto state = OneStoneMerchantLeft("end_kinds=regular");
  CHECK(state->EmptyKindsForEnd() == 0);  // the jewellers do not count
  Play(*state, "build stone-merchant r2");
  CHECK_FALSE(state->EndTriggered());
  CHECK_FALSE(state->IsTerminal());
  CHECK(state->EmptyKindsForEnd() == 1);
}

TEST_CASE("oregano end: a build of the last merchant with two regular kinds empty") {
  auto state = SetUp(2, "end_kinds=regular", {kWoodMerchant, kWoodMerchant});
  state->PlaceShopForTest(0, 1, 1, kWoodMerchant);
  state->PlaceShopForTest(1, 1, 1, kStoneMerchant);
  state->PlaceShopForTest(1, 2, 1, kStoneMerchant);
  state->PlaceShopForTest(1, 3, 1, kStoneMerchant);
  state->PlaceShopForTest(0, 2, 1, kStoneMerchant);  // stone merchants gone
  REQUIRE(state->Supply(kWoodMerchant) == 1);
  Play(*state, "build wood-merchant r4");
  CHECK(state->IsTerminal());
}

TEST_CASE("oregano score: gold + shops 2/5/8/10 by level + 5 per bonus card") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 2, kCafe);        // 5
  state->PlaceShopForTest(0, 2, 4, kRestaurant);  // 10
  state->PlaceShopForTest(0, 3, 3, kClothes);     // 8
  state->PlaceShopForTest(0, 3, 1, kCasino);      // a special counts as level 1: 2
  state->SetGoldForTest(0, 7);
  // and the starting merchant at r1c1: 2
  const ScoreBreakdown s = state->Breakdown(0);
  CHECK(s.gold == 7);
  CHECK(s.shop_points == 5 + 10 + 8 + 2 + 2);
  CHECK(s.shops_by_level == std::array<int, 4>{2, 1, 1, 1});
  CHECK(s.bonus_points == 0);
  CHECK(s.total == 34);
  CHECK(state->Scores()[0] == 34);
  // Resource cards count for nothing.
  state->SetResourcesForTest(0, {5, 5, 5});
  CHECK(state->Scores()[0] == 34);
}

namespace {

// p1 ends the game by building the last wood merchant; its score is then
// 0 gold + 3 merchants and a jeweller (4 x 2) + the column bonus (5) = 13.
// p2 holds a stone merchant, a jeweller and a wood merchant (6 points) plus
// cafés in row 4 at the given levels.
std::unique_ptr<OreganoState> EndWithP1At13(int p2_gold, const std::vector<int>& cafe_levels) {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kWoodMerchant);
  state->PlaceShopForTest(1, 2, 1, kWoodMerchant);
  state->PlaceShopForTest(0, 3, 1, kJeweller);
  state->PlaceShopForTest(1, 1, 1, kJeweller);
  for (int level : cafe_levels) state->PlaceShopForTest(1, 3, level, kCafe);
  state->SetGoldForTest(1, p2_gold);
  Play(*state, "build wood-merchant r3");
  REQUIRE(state->IsTerminal());
  REQUIRE(state->Breakdown(0).total == 13);
  CHECK(state->Player(0).bonuses[kBonusColumn]);
  return state;
}

}  // namespace

TEST_CASE("oregano score: the higher score wins") {
  auto state = EndWithP1At13(4, {1});  // 4 + 6 + 2 = 12
  CHECK(state->Scores() == std::vector<int>{13, 12});
  CHECK(state->Returns() == std::vector<double>{1.0, 0.0});
}

TEST_CASE("oregano score: a tie goes to more gold") {
  auto state = EndWithP1At13(2, {2});  // 2 + 6 + 5 = 13, with 2 gold against 0
  CHECK(state->Scores() == std::vector<int>{13, 13});
  CHECK(state->Returns() == std::vector<double>{0.0, 1.0});
}

TEST_CASE("oregano score: a tie on score and gold is shared") {
  auto state = EndWithP1At13(0, {1, 2});  // 0 + 6 + 2 + 5 = 13, 0 gold each
  CHECK(state->Scores() == std::vector<int>{13, 13});
  CHECK(state->Returns() == std::vector<double>{0.5, 0.5});
}
