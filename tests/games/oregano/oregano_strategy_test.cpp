// Strategy cards: each card completing (progress kept across turns), the 5-gold
// reward, the card going back and a new draw; and the five first-to bonus cards.
#include <catch2/catch.hpp>
#include <string>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

// After an action completed p1's card: the reward, the card back in the deck,
// and a fresh draw of two for p1.
void CheckCompleted(OreganoState& state, int card, int gold_before_reward, int deck_before) {
  CHECK(state.Player(0).gold == gold_before_reward + 5);
  CHECK(state.Player(0).strategies_completed == 1);
  CHECK(state.Player(0).strategy == kEmpty);
  CHECK(state.DeckCount(card) == deck_before + 1);
  CHECK(state.phase() == Phase::kStrategyDraw);
  CHECK(state.BonusOwner(kBonusFirstStrategy) == 0);
  Play(state, "draw p1 chain-store");
  Play(state, "draw p1 aggressive-merger");
  Play(state, "keep aggressive-merger");
  CHECK(state.Player(0).strategy == kAggressiveMerger);
  CHECK(state.Player(0).progress.Count(kAggressiveMerger) == 0);
}

// p1 completes strategic retreat by selling twice, across turns.
void CompleteStrategicRetreat(const std::string& options) {
  auto state = SetUp(2, options);
  state->SetStrategyForTest(0, kStrategicRetreat);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->PlaceShopForTest(0, 2, 1, kCafe);
  Play(*state, "sell cafe r2c1 for 1");
  Play(*state, "take 1 wood p1 r1c1");
  PassTurn(*state);
  const int gold = state->Player(0).gold;
  const int deck = state->DeckCount(kStrategicRetreat);
  Play(*state, "sell cafe r3c1 for 1");
  CheckCompleted(*state, kStrategicRetreat, gold + 1, deck);
}

}  // namespace

TEST_CASE("oregano strategy: chain store, two new shops of one kind, across turns") {
  auto state = SetUp(2);
  state->SetStrategyForTest(0, kChainStore);
  state->SetResourcesForTest(0, {3, 1, 0});
  Play(*state, "build cafe r2");
  Play(*state, "take 1 wood p1 r1c1");
  PassTurn(*state);
  Play(*state, "build variety r3");  // another kind: still one of each
  CHECK(state->Player(0).progress.Count(kChainStore) == 1);
  Play(*state, "take 1 wood p1 r1c1");
  PassTurn(*state);
  CHECK(state->Player(0).strategy == kChainStore);
  const int gold = state->Player(0).gold;
  const int deck = state->DeckCount(kChainStore);
  Play(*state, "build cafe r4");
  CheckCompleted(*state, kChainStore, gold, deck);
  // The turn goes on: one more action of another kind.
  CHECK(state->phase() == Phase::kAction);
  CHECK(state->TurnPlayer() == 0);
}

TEST_CASE("oregano strategy: strategic retreat, two sales") { CompleteStrategicRetreat(""); }

// rules/oregano.md, turn step 4: after a completion the player draws 2, also
// when the setup option strategy_draw=3 had them draw 3 at the start.
TEST_CASE("oregano strategy: with strategy_draw=3 a completed card is still followed by a draw of two") {
  CompleteStrategicRetreat("strategy_draw=3");  // CheckCompleted draws two, then keeps one
}

TEST_CASE("oregano strategy: aggressive merger, two purchases") {
  auto state = SetUp(2);
  state->SetStrategyForTest(0, kAggressiveMerger);
  state->PlaceShopForTest(1, 1, 2, kCafe);
  state->PlaceShopForTest(1, 2, 2, kCafe);
  state->SetGoldForTest(0, 20);
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "build cafe r2");
  Play(*state, "sell cafe r2c2 for 4");
  Play(*state, "take 1 stone p2 r1c1");
  Play(*state, "buy cafe c2 r1 for 3");
  CHECK(state->Player(0).progress.Count(kAggressiveMerger) == 1);
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "sell cafe r3c2 for 4");
  Play(*state, "take 1 stone p2 r1c1");
  const int gold = state->Player(0).gold;
  const int deck = state->DeckCount(kAggressiveMerger);
  Play(*state, "buy cafe c2 r3 for 3");
  CheckCompleted(*state, kAggressiveMerger, gold - 3, deck);
}

TEST_CASE("oregano strategy: step by step, two different shops levelled") {
  auto state = SetUp(2);
  state->SetStrategyForTest(0, kStepByStep);
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  state->PlaceShopForTest(0, 2, 1, kCafe);
  state->PlaceShopForTest(0, 3, 1, kCafe);
  state->SetGoldForTest(0, 40);
  state->SetResourcesForTest(0, {5, 0, 0});
  Play(*state, "upgrade cafe r3c1");
  Play(*state, "take 1 wood p1 r1c1");
  PassTurn(*state);
  // The same café again: still one shop.
  Play(*state, "upgrade cafe r3c2");
  CHECK(state->Player(0).progress.Count(kStepByStep) == 1);
  Play(*state, "take 1 wood p1 r1c1");
  PassTurn(*state);
  const int gold = state->Player(0).gold;
  const int deck = state->DeckCount(kStepByStep);
  Play(*state, "upgrade cafe r4c1");
  CheckCompleted(*state, kStepByStep, gold - 3, deck);
}

TEST_CASE("oregano strategy: savvy shopper, two kinds from other players' merchants") {
  auto state = SetUp(3, "", {kWoodMerchant, kStoneMerchant, kMetalMerchant},
                     {{kSavvyShopper, kChainStore}, {kStepByStep, kChainStore},
                      {kStepByStep, kStrategicRetreat}});
  state->PlaceShopForTest(1, 1, 1, kStoneMerchant);
  state->PlaceShopForTest(2, 3, 1, kCafe);  // what p3 sells rather than its merchant
  Play(*state, "take 1 stone p2 r1c1");
  Play(*state, "sell wood-merchant r1c1 for 5");
  PassTurn(*state);
  PassTurn(*state);
  // Own merchant: no progress; the same kind again: no progress.
  Play(*state, "take 1 stone p2 r2c1");
  CHECK(state->Player(0).progress.Count(kSavvyShopper) == 1);
  state->SetResourcesForTest(0, {0, 1, 0});
  Play(*state, "build variety r1");
  PassTurn(*state);
  PassTurn(*state);
  const int gold = state->Player(0).gold;
  const int deck = state->DeckCount(kSavvyShopper);
  Play(*state, "take 1 metal p3 r1c1");
  CheckCompleted(*state, kSavvyShopper, gold - 2, deck);
}

TEST_CASE("oregano strategy: only the first to complete a card gets the bonus card") {
  auto state = SetUp(2);
  state->SetStrategyForTest(0, kStrategicRetreat);
  state->SetStrategyForTest(1, kStrategicRetreat);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->PlaceShopForTest(1, 1, 1, kCafe);
  state->PlaceShopForTest(1, 2, 1, kCafe);
  Play(*state, "sell cafe r2c1 for 1");
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "sell cafe r2c1 for 1");
  Play(*state, "take 1 stone p2 r1c1");
  Play(*state, "sell wood-merchant r1c1 for 5");
  Play(*state, "draw p1 chain-store");
  Play(*state, "draw p1 chain-store");
  Play(*state, "keep chain-store");
  PassTurn(*state);
  CHECK(state->TurnPlayer() == 1);
  const int gold = state->Player(1).gold;
  Play(*state, "sell cafe r3c1 for 1");
  CHECK(state->Player(1).gold == gold + 1 + 5);  // the reward, but ...
  CHECK(state->BonusOwner(kBonusFirstStrategy) == 0);  // ... not the bonus
  CHECK_FALSE(state->Player(1).bonuses[kBonusFirstStrategy]);
}

TEST_CASE("oregano bonus: first to level 4, and only the first") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  state->PlaceShopForTest(0, 2, 3, kCafe);
  state->PlaceShopForTest(1, 1, 1, kBuilder);
  state->PlaceShopForTest(1, 2, 3, kCafe);
  state->SetGoldForTest(0, 10);
  state->SetGoldForTest(1, 10);
  state->SetResourcesForTest(0, {1, 0, 0});
  state->SetResourcesForTest(1, {1, 0, 0});
  Play(*state, "upgrade cafe r3c3");
  CHECK(state->BonusOwner(kBonusLevel4) == 0);
  CHECK(state->Player(0).bonuses[kBonusLevel4]);
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "upgrade cafe r3c3");
  CHECK(state->BonusOwner(kBonusLevel4) == 0);
  CHECK_FALSE(state->Player(1).bonuses[kBonusLevel4]);
}

TEST_CASE("oregano bonus: first diagonal, either way") {
  SECTION("top-left to bottom-right") {
    auto state = SetUp(2);  // p1's merchant is at r1c1
    state->PlaceShopForTest(0, 1, 2, kCafe);
    state->PlaceShopForTest(0, 2, 3, kCafe);
    state->PlaceShopForTest(0, 3, 4, kCafe);
    CHECK(state->BonusOwner(kBonusDiagonal) == kEmpty);  // awarded after an action
    Play(*state, "take 1 wood p1 r1c1");
    CHECK(state->BonusOwner(kBonusDiagonal) == 0);
  }
  SECTION("bottom-left to top-right") {
    auto state = SetUp(2);
    state->PlaceShopForTest(0, 2, 2, kCafe);
    state->PlaceShopForTest(0, 1, 3, kCafe);
    state->PlaceShopForTest(0, 0, 4, kCafe);
    state->SetResourcesForTest(0, {1, 0, 0});
    Play(*state, "take 1 wood p1 r1c1");
    CHECK(state->BonusOwner(kBonusDiagonal) == kEmpty);
    Play(*state, "build cafe r4");
    CHECK(state->BonusOwner(kBonusDiagonal) == 0);
    // p2 fills a diagonal later: no second card.
    state->PlaceShopForTest(1, 1, 2, kCafe);
    state->PlaceShopForTest(1, 2, 3, kCafe);
    state->PlaceShopForTest(1, 3, 4, kCafe);
    Play(*state, "take 1 stone p2 r1c1");
    CHECK(state->BonusOwner(kBonusDiagonal) == 0);
    CHECK_FALSE(state->Player(1).bonuses[kBonusDiagonal]);
  }
}

TEST_CASE("oregano bonus: first full column, first full row") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->PlaceShopForTest(0, 2, 1, kCafe);
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "build cafe r4");
  CHECK(state->BonusOwner(kBonusColumn) == 0);
  CHECK(state->BonusOwner(kBonusRow) == kEmpty);
  CHECK(state->BonusOwner(kBonusDiagonal) == kEmpty);
  // p2 fills row 2 by a purchase into its last cell.
  Play(*state, "sell cafe r2c1 for 1");
  state->PlaceShopForTest(1, 1, 2, kCafe);
  state->PlaceShopForTest(1, 1, 3, kCafe);
  state->PlaceShopForTest(1, 1, 4, kCafe);
  Play(*state, "buy cafe c1 r2 for 0");
  CHECK(state->BonusOwner(kBonusRow) == 1);
  CHECK(state->BonusOwner(kBonusLevel4) == 1);
  CHECK(state->BonusOwner(kBonusColumn) == 0);
}

TEST_CASE("oregano bonus: a card once won is kept when the line is broken") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->PlaceShopForTest(0, 2, 1, kCafe);
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "build cafe r4");
  Play(*state, "sell cafe r4c1 for 1");
  CHECK(state->Player(0).bonuses[kBonusColumn]);
  CHECK(state->Breakdown(0).bonus_points == 5);
}
