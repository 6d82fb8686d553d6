// Resource, sell and buy: production by level, the 2-gold fee, the bank's
// limit, sale prices of every kind and level, the jeweller, the main street.
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

TEST_CASE("oregano resource: a merchant yields its level in cards") {
  for (int level = 1; level <= kLevels; ++level) {
    INFO("level " << level);
    auto state = SetUp(2);
    state->PlaceShopForTest(0, 2, level, kMetalMerchant);
    Play(*state, Cat("take ", level, " metal p1 r3c", level));
    CHECK(state->Player(0).resources[kMetal] == level);
    CHECK(state->Bank(kMetal) == 18 - level);
    CHECK(state->Player(0).gold == 5);  // own merchant: no fee
  }
}

TEST_CASE("oregano resource: another player's merchant costs 2 gold, paid to its owner") {
  auto state = SetUp(2);  // p1 wood merchant, p2 stone merchant
  Play(*state, "take 1 stone p2 r1c1");
  CHECK(state->Player(0).resources[kStone] == 1);
  CHECK(state->Player(0).gold == 3);
  CHECK(state->Player(1).gold == 7);
}

TEST_CASE("oregano resource: not another's merchant with less than 2 gold") {
  auto state = SetUp(2);
  state->SetGoldForTest(0, 1);
  CHECK(state->CheckTakeResource(1, 0, 1) == Blocker::kCannotPayFee);
  CHECK(state->CheckTakeResource(0, 0, 1) == Blocker::kOk);  // own is free
  CHECK(state->CheckTakeResource(0, 1, 1) == Blocker::kNoShop);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  CHECK(state->CheckTakeResource(0, 1, 1) == Blocker::kNotMerchant);
}

TEST_CASE("oregano resource: the bank's 18 cards are the limit") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 2, 4, kWoodMerchant);
  state->SetResourcesForTest(1, {16, 0, 0});  // 2 wood left in the bank
  Play(*state, "take 2 wood p1 r3c4");  // level 4, but only 2 left
  CHECK(state->Player(0).resources[kWood] == 2);
  CHECK(state->Bank(kWood) == 0);
  // Next turn, with the bank empty, no wood can be taken at all.
  Play(*state, "sell wood-merchant r3c4 for 13");
  CHECK(state->TurnPlayer() == 1);
  CHECK(state->CheckTakeResource(0, 0, 0 + 1) == Blocker::kBankEmpty);
}

TEST_CASE("oregano sell: the price of every kind at every level") {
  // Level 1: merchants and builder 5, other specials 8, café/variety 1, clothes 2,
  // restaurant 3; non-special shops +3 / +5 / +8 at levels 2 / 3 / 4.
  struct Case {
    int kind;
    std::array<int, 4> price;
  };
  const std::vector<Case> cases = {
      {kWoodMerchant, {5, 8, 10, 13}}, {kStoneMerchant, {5, 8, 10, 13}},
      {kMetalMerchant, {5, 8, 10, 13}}, {kCafe, {1, 4, 6, 9}},
      {kVarietyStore, {1, 4, 6, 9}},   {kClothes, {2, 5, 7, 10}},
      {kRestaurant, {3, 6, 8, 11}},
  };
  for (const Case& c : cases) {
    for (int level = 1; level <= kLevels; ++level) {
      INFO(kShops[c.kind].id << " level " << level);
      auto state = SetUp(2);
      state->PlaceShopForTest(0, 3, level, c.kind);
      CHECK(state->SalePrice(0, c.kind, level) == c.price[level - 1]);
      Play(*state, Cat("sell ", kShops[c.kind].id, " r4c", level, " for ", c.price[level - 1]));
      CHECK(state->Player(0).gold == 5 + c.price[level - 1]);
      CHECK(state->ShopAt(0, 3, level) == kEmpty);
      CHECK(state->MainStreet(c.kind, level) == 1);  // keeps its level on the main street
    }
  }
  for (int kind : {kFountain, kJeweller, kCasino, kBuilder}) {
    INFO(kShops[kind].id);
    auto state = SetUp(2);
    state->PlaceShopForTest(0, 3, 1, kind);
    const int expected = kind == kBuilder ? 5 : kind == kJeweller ? 8 + 3 : 8;
    CHECK(state->SalePrice(0, kind, 1) == expected);
    Play(*state, Cat("sell ", kShops[kind].id, " r4c1 for ", expected));
    CHECK(state->Player(0).gold == 5 + expected);
    CHECK(state->MainStreet(kind, 1) == 1);
  }
}

TEST_CASE("oregano sell: a jeweller's owner gets +3 on every sale") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kJeweller);
  state->PlaceShopForTest(0, 2, 3, kClothes);
  CHECK(state->SalePrice(0, kClothes, 3) == 7 + 3);
  CHECK(state->SalePrice(1, kClothes, 3) == 7);  // only for the jeweller's owner
  Play(*state, "sell clothes r3c3 for 10");
  CHECK(state->Player(0).gold == 15);
}

TEST_CASE("oregano buy: price - 1, into the column of the shop's level, any row") {
  auto state = SetUp(2);
  state->PlaceShopForTest(1, 2, 3, kRestaurant);
  // p1: two actions, then p2 sells the level-3 restaurant for 8.
  Play(*state, "take 1 wood p1 r1c1");
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "build cafe r2");
  CHECK(state->TurnPlayer() == 1);
  Play(*state, "sell restaurant r3c3 for 8");
  // p2 may not buy back the shop it sold this turn.
  CHECK(state->CheckBuyAnyRow(kRestaurant, 3) == Blocker::kOwnSaleThisTurn);
  Play(*state, "take 1 stone p2 r1c1");
  CHECK(state->TurnPlayer() == 0);
  state->SetGoldForTest(0, 7);
  CHECK(state->BuyPrice(kRestaurant, 3) == 7);
  // Any row, but only column 3.
  for (int row = 0; row < kRows; ++row) CHECK(state->CheckBuy(kRestaurant, 3, row) == Blocker::kOk);
  Play(*state, "buy restaurant c3 r4 for 7");
  CHECK(state->ShopAt(0, 3, 3) == kRestaurant);
  CHECK(state->Player(0).gold == 0);
  CHECK(state->MainStreet(kRestaurant, 3) == 0);
  CHECK(state->DividendOf(0) == 1 + 5);  // café L1 + restaurant L3
}

TEST_CASE("oregano buy: blocked by a full column, too little gold, the special limit") {
  auto state = SetUp(2);
  state->PlaceShopForTest(1, 2, 1, kCasino);
  state->PlaceShopForTest(1, 3, 2, kCafe);
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "sell wood-merchant r1c1 for 5");
  Play(*state, "sell casino r3c1 for 8");
  Play(*state, "take 1 stone p2 r1c1");
  CHECK(state->TurnPlayer() == 0);
  state->SetGoldForTest(0, 6);
  CHECK(state->CheckBuyAnyRow(kCasino, 1) == Blocker::kNotEnoughGold);  // costs 7
  state->SetGoldForTest(0, 7);
  CHECK(state->CheckBuyAnyRow(kCasino, 1) == Blocker::kOk);
  state->PlaceShopForTest(0, 0, 1, kBuilder);
  CHECK(state->CheckBuyAnyRow(kCasino, 1) == Blocker::kSpecialLimit);
  CHECK(state->CheckBuyAnyRow(kCafe, 2) == Blocker::kNotOnMainStreet);
}

TEST_CASE("oregano buy: another copy of the kind you sold this turn may be bought") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->PlaceShopForTest(1, 1, 1, kCafe);
  Play(*state, "take 1 wood p1 r1c1");
  Play(*state, "sell cafe r2c1 for 1");
  Play(*state, "sell cafe r2c1 for 1");  // p2 sells its café too: two on the street
  CHECK(state->MainStreet(kCafe, 1) == 2);
  CHECK(state->CheckBuyAnyRow(kCafe, 1) == Blocker::kOk);
  Play(*state, "buy cafe c1 r2 for 0");
  CHECK(state->MainStreet(kCafe, 1) == 1);
}

TEST_CASE("oregano turn: two different actions, then the next player") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "take 1 wood p1 r1c1");
  CHECK(state->CategoryDone(Category::kResource));
  CHECK(state->CheckTakeResource(0, 0, 1) == Blocker::kCategoryUsed);
  CHECK_FALSE(IsLegalMove(*state, "take 1 stone p2 r1c1"));
  CHECK(state->TurnPlayer() == 0);
  Play(*state, "build cafe r2");
  CHECK(state->TurnPlayer() == 1);
  CHECK(state->ActionsThisTurn() == 0);
}

TEST_CASE("oregano turn: one possible action: one; none: the turn passes") {
  auto state = SetUp(2, "", {kWoodMerchant, kMetalMerchant});
  state->SetGoldForTest(0, 0);
  Play(*state, "sell wood-merchant r1c1 for 5");
  CHECK_FALSE(IsLegalMove(*state, "buy wood-merchant c1 r1 for 4"));  // own sale
  Play(*state, "take 1 metal p2 r1c1");
  CHECK(state->TurnPlayer() == 1);
  Play(*state, "take 1 metal p2 r1c1");
  state->SetGoldForTest(0, 2);
  Play(*state, "buy wood-merchant c1 r2 for 4");
  // p1: no shop, 2 gold, 1 metal: only a merchant of p2 can be used ...
  CHECK(state->TurnPlayer() == 0);
  CHECK(state->LegalActions().size() == 2);  // p2's metal and wood merchants
  Play(*state, "take 1 metal p2 r1c1");
  // ... and after it nothing at all: the turn ends after one action.
  CHECK(state->TurnPlayer() == 1);
  CHECK(state->Round() == 2);
  CHECK(state->Player(0).gold == 0);
  state->SetResourcesForTest(1, {1, 0, 0});
  Play(*state, "take 1 wood p2 r2c1");
  Play(*state, "build cafe r3");
  // p1 can do nothing (no gold, no shop, 2 metal): its turn passes by itself.
  CHECK(state->TurnPlayer() == 1);
  CHECK(state->Round() == 3);
  CHECK(state->phase() == Phase::kAction);
}
