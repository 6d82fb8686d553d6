// Setup: 5 gold, a starting merchant, the strategy draw; supply and deck sizes.
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

TEST_CASE("oregano setup: supply follows the component list and the player count") {
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
    auto state = NewState(LoadOregano(n));
    CHECK(state->Supply(kWoodMerchant) == 4);
    CHECK(state->Supply(kStoneMerchant) == 4);
    CHECK(state->Supply(kMetalMerchant) == 4);
    CHECK(state->Supply(kRestaurant) == 12);
    CHECK(state->Supply(kClothes) == 16);
    CHECK(state->Supply(kCafe) == 22);
    CHECK(state->Supply(kVarietyStore) == 22);
    CHECK(state->Supply(kFountain) == 2);
    CHECK(state->Supply(kJeweller) == 2);
    CHECK(state->Supply(kCasino) == n);   // as many as players
    CHECK(state->Supply(kBuilder) == n);
    for (int r = 0; r < kNumResources; ++r) CHECK(state->Bank(r) == 18);
    for (int c = 0; c < kNumStrategyCards; ++c) CHECK(state->DeckCount(c) == 2);
    for (int seat = 0; seat < n; ++seat) CHECK(state->Player(seat).gold == 5);
  }
}

TEST_CASE("oregano setup: each seat picks a resource merchant for a level-1 cell") {
  auto state = NewState(LoadOregano(2));
  CHECK(state->CurrentPlayer() == 0);
  // 3 merchants x 4 rows, nothing else.
  CHECK(state->LegalActions().size() == 12);
  CHECK_FALSE(IsLegalMove(*state, "start cafe r1"));
  Play(*state, "start stone-merchant r3");
  CHECK(state->ShopAt(0, 2, 1) == kStoneMerchant);
  CHECK(state->Supply(kStoneMerchant) == 3);
  CHECK(state->CurrentPlayer() == 1);
  Play(*state, "start stone-merchant r2");
  CHECK(state->ShopAt(1, 1, 1) == kStoneMerchant);
  CHECK(state->Supply(kStoneMerchant) == 2);
  // Then the strategy draws, one card at a time, as chance.
  CHECK(state->IsChanceNode());
  CHECK(state->phase() == Phase::kStrategyDraw);
}

TEST_CASE("oregano setup: draw two strategy cards, keep one, the other goes back") {
  auto state = NewState(LoadOregano(2));
  Play(*state, "start wood-merchant r1");
  Play(*state, "start metal-merchant r1");
  // Every card kind is equally likely: 2 copies of each of 5.
  for (const ChanceOutcome& o : state->ChanceOutcomes()) CHECK(o.probability == Approx(0.2));
  Play(*state, "draw p1 chain-store");
  CHECK(state->DeckCount(kChainStore) == 1);
  // The second draw sees one chain store fewer: 1 of 9.
  for (const ChanceOutcome& o : state->ChanceOutcomes()) {
    const double expected = Decode(o.action).card == kChainStore ? 1.0 / 9 : 2.0 / 9;
    CHECK(o.probability == Approx(expected));
  }
  Play(*state, "draw p1 savvy-shopper");
  CHECK(state->CurrentPlayer() == 0);
  CHECK(state->phase() == Phase::kStrategyKeep);
  CHECK(state->LegalActions().size() == 2);
  Play(*state, "keep savvy-shopper");
  CHECK(state->Player(0).strategy == kSavvyShopper);
  CHECK(state->DeckCount(kChainStore) == 2);   // returned
  CHECK(state->DeckCount(kSavvyShopper) == 1);
  // Seat 2 draws next; then the first turn begins with seat 1.
  Play(*state, "draw p2 chain-store");
  Play(*state, "draw p2 chain-store");
  CHECK(state->LegalActions().size() == 1);  // two copies of one card: one choice
  Play(*state, "keep chain-store");
  CHECK(state->DeckCount(kChainStore) == 1);
  CHECK(state->phase() == Phase::kAction);
  CHECK(state->CurrentPlayer() == 0);
  CHECK(state->Round() == 1);
}

TEST_CASE("oregano setup: option strategy_draw=3 draws three") {
  auto state = NewState(LoadOregano(3, "strategy_draw=3"));
  Play(*state, "start wood-merchant r1");
  Play(*state, "start wood-merchant r1");
  Play(*state, "start wood-merchant r1");
  Play(*state, "draw p1 chain-store");
  Play(*state, "draw p1 step-by-step");
  CHECK(state->IsChanceNode());
  Play(*state, "draw p1 savvy-shopper");
  CHECK(state->phase() == Phase::kStrategyKeep);
  CHECK(state->LegalActions().size() == 3);
  Play(*state, "keep step-by-step");
  CHECK(state->DeckCount(kChainStore) == 2);
  CHECK(state->DeckCount(kSavvyShopper) == 2);
  CHECK(state->DeckCount(kStepByStep) == 1);
}

TEST_CASE("oregano setup: four players may empty a merchant kind at once") {
  auto state = SetUp(4, "", {kWoodMerchant, kWoodMerchant, kWoodMerchant, kWoodMerchant});
  CHECK(state->Supply(kWoodMerchant) == 0);
  CHECK(state->EmptyKindsForEnd() == 1);
  CHECK_FALSE(state->EndTriggered());  // one empty kind is not yet the end
}

TEST_CASE("oregano notation: moves read as they are written") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 1, 0});
  CHECK(IsLegalMove(*state, "build cafe r2"));
  CHECK(IsLegalMove(*state, "build clothes r4"));
  CHECK(IsLegalMove(*state, "take 1 wood p1 r1c1"));
  CHECK(IsLegalMove(*state, "take 1 stone p2 r1c1"));
  CHECK(IsLegalMove(*state, "sell wood-merchant r1c1 for 5"));
  CHECK_FALSE(IsLegalMove(*state, "sell wood-merchant r1c1 for 6"));
  CHECK_FALSE(IsLegalMove(*state, "build cafe r1"));  // taken by the merchant
}
