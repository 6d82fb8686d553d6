// Blocked moves (issue 17): for each reason code of OreganoGame::BlockReasons a
// position where a move the table shows is blocked with exactly that reason and
// those numbers; a legal move shown is never listed (oregano_blocked.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/blocked_move.h"
#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

// The entry for `action` in `viewer`'s list, or nothing.
std::optional<BlockedMove> BlockedFor(const OreganoState& state, int viewer, Action action) {
  const BlockedMoves blocked = state.BlockedMovesFor(viewer);
  const BlockedMove* found = FindBlocked(blocked, action);
  if (found == nullptr) return std::nullopt;
  return *found;
}

bool IsLegal(const OreganoState& state, Action action) {
  const std::vector<Action> legal = state.LegalActions();
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

// `action` is blocked for `viewer` with `reason` and exactly `values`.
void CheckBlocked(const OreganoState& state, int viewer, Action action, const std::string& reason,
                  const std::vector<std::pair<std::string, int>>& values = {}) {
  INFO("action " << state.ActionToString(action) << " (" << action << ") for seat " << viewer << "\n"
                 << state.ToString());
  const std::optional<BlockedMove> found = BlockedFor(state, viewer, action);
  REQUIRE(found.has_value());
  CHECK(found->reason == reason);
  CHECK(found->values == values);
  // Action ids do not name the seat: only the mover's are the legal moves.
  if (viewer == state.CurrentPlayer()) CHECK_FALSE(IsLegal(state, action));
}

void CheckNotListed(const OreganoState& state, int viewer, Action action) {
  INFO("action " << state.ActionToString(action) << " (" << action << ")\n" << state.ToString());
  CHECK(IsLegal(state, action));
  CHECK_FALSE(BlockedFor(state, viewer, action).has_value());
}

// Seat 2 sells its stone merchant on its turn, so a level-1 stone merchant is
// on the main street when seat 1's next turn begins (seat 1 built a café in row 2).
std::unique_ptr<OreganoState> StoneMerchantOnTheStreet() {
  auto state = SetUp(2);
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "build cafe r2");
  REQUIRE(state->TurnPlayer() == 1);
  Play(*state, "sell stone-merchant r1c1 for 5");
  Play(*state, "take 1 wood p1 r1c1");
  REQUIRE(state->TurnPlayer() == 0);
  REQUIRE(state->MainStreet(kStoneMerchant, 1) == 1);
  return state;
}

}  // namespace

TEST_CASE("oregano blocked: the codes are those the game declares", "[oregano][blocked]") {
  const std::vector<std::string> codes = LoadOregano(2)->BlockReasons();
  const std::set<std::string> set(codes.begin(), codes.end());
  CHECK(set.size() == codes.size());
  CHECK(set == std::set<std::string>{std::string(kNotYourTurn), std::string(kNotNow), "merchant_first",
                                     "no_supply", "cell_taken", "column_full", "category_used",
                                     "not_enough_gold", "not_enough_resources", "special_limit",
                                     "needs_builder", "bank_empty", "cannot_pay_fee", "own_sale_this_turn"});
}

TEST_CASE("oregano blocked: not_your_turn for the seat not to move, nothing for the replay",
          "[oregano][blocked]") {
  auto state = SetUp(2);  // seat 1 to move; seat 2 owns a stone merchant in r1c1
  REQUIRE(state->CurrentPlayer() == 0);
  const BlockedMoves others = state->BlockedMovesFor(1);
  REQUIRE_FALSE(others.empty());
  for (const BlockedMove& b : others) CHECK(b.reason == kNotYourTurn);
  CheckBlocked(*state, 1, BuildAction(kCafe, 1), std::string(kNotYourTurn));
  CheckBlocked(*state, 1, SellAction(CellIndex(0, 1)), std::string(kNotYourTurn));
  CheckBlocked(*state, 1, TakeResourceAction(0, CellIndex(0, 1)), std::string(kNotYourTurn));
  CHECK(state->BlockedMovesFor(-1).empty());
}

TEST_CASE("oregano blocked: setup starts with a merchant (merchant_first)", "[oregano][blocked]") {
  auto state = NewState(LoadOregano(2));
  REQUIRE(state->phase() == Phase::kChooseMerchant);
  for (int row = 0; row < kRows; ++row) CheckBlocked(*state, 0, BuildAction(kCafe, row), "merchant_first");
  CheckBlocked(*state, 0, BuildAction(kBuilder, 0), "merchant_first");
  CheckNotListed(*state, 0, PickMerchantAction(kWoodMerchant, 0));
  CheckNotListed(*state, 0, PickMerchantAction(kMetalMerchant, 3));
  CheckBlocked(*state, 1, PickMerchantAction(kWoodMerchant, 0), std::string(kNotYourTurn));
}

TEST_CASE("oregano blocked: building while a strategy card is kept is not_now", "[oregano][blocked]") {
  auto state = NewState(LoadOregano(2));
  Play(*state, "start wood-merchant r1");
  Play(*state, "start stone-merchant r1");
  Play(*state, Cat("draw p1 ", kStrategyIds[kStepByStep]));
  Play(*state, Cat("draw p1 ", kStrategyIds[kSavvyShopper]));
  REQUIRE(state->phase() == Phase::kStrategyKeep);
  REQUIRE(state->CurrentPlayer() == 0);
  CheckBlocked(*state, 0, BuildAction(kCafe, 1), std::string(kNotNow));
  CheckBlocked(*state, 1, BuildAction(kCafe, 1), std::string(kNotYourTurn));
  CheckNotListed(*state, 0, KeepStrategyAction(kStepByStep));
}

TEST_CASE("oregano blocked: no_supply when none of the kind is left", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {6, 6, 6});
  state->PlaceShopForTest(1, 1, 1, kFountain);  // both fountains out of the supply
  state->PlaceShopForTest(0, 1, 1, kFountain);
  REQUIRE(state->Supply(kFountain) == 0);
  for (int row = 0; row < kRows; ++row) CheckBlocked(*state, 0, BuildAction(kFountain, row), "no_supply");
}

TEST_CASE("oregano blocked: cell_taken in column 1, the others free", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 0, 0});
  CheckBlocked(*state, 0, BuildAction(kCafe, 0), "cell_taken");  // the starting merchant
  CheckNotListed(*state, 0, BuildAction(kCafe, 1));
  CheckNotListed(*state, 0, BuildAction(kCafe, 3));
}

TEST_CASE("oregano blocked: column_full when column 1 has no free cell", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 0, 0});
  for (int row = 1; row < kRows; ++row) state->PlaceShopForTest(0, row, 1, kVarietyStore);
  for (int row = 0; row < kRows; ++row) {
    CheckBlocked(*state, 0, BuildAction(kCafe, row), "column_full", {{"level", 1}});
  }
}

TEST_CASE("oregano blocked: category_used after that action this turn", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {0, 0, 0});
  Play(*state, "take 1 wood p1 r1c1");
  REQUIRE(state->CurrentPlayer() == 0);
  CheckBlocked(*state, 0, TakeResourceAction(0, CellIndex(0, 1)), "category_used");
  CheckBlocked(*state, 0, TakeResourceAction(1, CellIndex(0, 1)), "category_used");
  CheckNotListed(*state, 0, BuildAction(kCafe, 1));
  CheckNotListed(*state, 0, SellAction(CellIndex(0, 1)));
}

TEST_CASE("oregano blocked: not_enough_gold gives the price and the gold held", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetGoldForTest(0, 4);
  CheckBlocked(*state, 0, BuildAction(kStoneMerchant, 1), "not_enough_gold", {{"price", 5}, {"have", 4}});
  // A level-up: the café's cost again (no gold) + 3.
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  state->PlaceShopForTest(0, 2, 1, kCafe);
  state->SetResourcesForTest(0, {1, 0, 0});
  state->SetGoldForTest(0, 2);
  CheckBlocked(*state, 0, LevelUpAction(2, 1), "not_enough_gold", {{"price", 3}, {"have", 2}});
  state->SetGoldForTest(0, 3);
  CheckNotListed(*state, 0, LevelUpAction(2, 1));
}

TEST_CASE("oregano blocked: not_enough_gold to buy from the main street", "[oregano][blocked]") {
  auto state = StoneMerchantOnTheStreet();
  state->SetGoldForTest(0, 3);
  for (int row = 0; row < kRows; ++row) {
    CheckBlocked(*state, 0, BuyAction(kStoneMerchant, 1, row), "not_enough_gold", {{"price", 4}, {"have", 3}});
  }
  state->SetGoldForTest(0, 4);
  CheckNotListed(*state, 0, BuyAction(kStoneMerchant, 1, 2));
  CheckBlocked(*state, 0, BuyAction(kStoneMerchant, 1, 0), "cell_taken");  // the wood merchant's cell
}

TEST_CASE("oregano blocked: column_full to buy when the shop's column is full", "[oregano][blocked]") {
  auto state = StoneMerchantOnTheStreet();
  state->PlaceShopForTest(0, 2, 1, kCafe);
  state->PlaceShopForTest(0, 3, 1, kCafe);
  for (int row = 0; row < kRows; ++row) {
    CheckBlocked(*state, 0, BuyAction(kStoneMerchant, 1, row), "column_full", {{"level", 1}});
  }
}

TEST_CASE("oregano blocked: not_enough_resources lists the cards short", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 0, 0});
  CheckBlocked(*state, 0, BuildAction(kClothes, 1), "not_enough_resources",
               {{"need_stone", 1}, {"have_stone", 0}});
  CheckBlocked(*state, 0, BuildAction(kJeweller, 1), "not_enough_resources",
               {{"need_stone", 1}, {"have_stone", 0}, {"need_metal", 5}, {"have_metal", 0}});
  CheckNotListed(*state, 0, BuildAction(kCafe, 1));
}

TEST_CASE("oregano blocked: special_limit with a special shop held", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {6, 6, 6});
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  CheckBlocked(*state, 0, BuildAction(kCasino, 2), "special_limit");
  CheckNotListed(*state, 0, BuildAction(kRestaurant, 2));
}

TEST_CASE("oregano blocked: needs_builder to level up, cell_taken when the next cell is full",
          "[oregano][blocked]") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->SetGoldForTest(0, 30);
  state->SetResourcesForTest(0, {3, 3, 3});
  CheckBlocked(*state, 0, LevelUpAction(1, 1), "needs_builder");
  CheckBlocked(*state, 0, LevelUpAction(0, 1), "needs_builder");  // the wood merchant
  state->PlaceShopForTest(0, 2, 1, kBuilder);
  CheckNotListed(*state, 0, LevelUpAction(1, 1));
  state->PlaceShopForTest(0, 1, 2, kVarietyStore);
  CheckBlocked(*state, 0, LevelUpAction(1, 1), "cell_taken");
  // A special never levels up, and the table offers it no level-up.
  CHECK_FALSE(BlockedFor(*state, 0, LevelUpAction(2, 1)).has_value());
}

TEST_CASE("oregano blocked: bank_empty with none of that resource in the bank", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetResourcesForTest(1, {18, 0, 0});
  REQUIRE(state->Bank(kWood) == 0);
  CheckBlocked(*state, 0, TakeResourceAction(0, CellIndex(0, 1)), "bank_empty");
  CheckNotListed(*state, 0, TakeResourceAction(1, CellIndex(0, 1)));  // stone, 2 gold
}

TEST_CASE("oregano blocked: cannot_pay_fee for another's merchant with less than 2 gold",
          "[oregano][blocked]") {
  auto state = SetUp(2);
  state->SetGoldForTest(0, 1);
  CheckBlocked(*state, 0, TakeResourceAction(1, CellIndex(0, 1)), "cannot_pay_fee", {{"fee", 2}, {"have", 1}});
  CheckNotListed(*state, 0, TakeResourceAction(0, CellIndex(0, 1)));  // own is free
}

TEST_CASE("oregano blocked: own_sale_this_turn for the shop just sold", "[oregano][blocked]") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  Play(*state, "sell cafe r2c1 for 1");
  REQUIRE(state->CurrentPlayer() == 0);
  for (int row = 0; row < kRows; ++row) CheckBlocked(*state, 0, BuyAction(kCafe, 1, row), "own_sale_this_turn");
  CheckBlocked(*state, 1, BuyAction(kCafe, 1, 1), std::string(kNotYourTurn));
}
