// Build: every shop's cost, level-ups (builder, 3/5/7 gold, same row), the
// special-shop limits, and dividends at every level with and without a fountain.
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

struct Cost {
  int kind;
  int gold;
  ResourceCount cards;
};

// The seed text's build costs (誘致), typed in from the rule text.
const std::vector<Cost> kSeedCosts = {
    {kWoodMerchant, 5, {0, 0, 0}}, {kStoneMerchant, 5, {0, 0, 0}},
    {kMetalMerchant, 5, {0, 0, 0}}, {kCafe, 0, {1, 0, 0}},
    {kVarietyStore, 0, {0, 1, 0}},  {kRestaurant, 0, {1, 1, 1}},
    {kClothes, 0, {1, 1, 0}},       {kFountain, 0, {0, 3, 3}},
    {kJeweller, 0, {0, 1, 5}},      {kCasino, 0, {0, 0, 6}},
    {kBuilder, 0, {2, 2, 0}},
};

}  // namespace

TEST_CASE("oregano build: each shop's cost, paid to the bank") {
  for (const Cost& cost : kSeedCosts) {
    INFO(kShops[cost.kind].id);
    auto state = SetUp(2);
    state->SetGoldForTest(0, 20);
    state->SetResourcesForTest(0, {6, 6, 6});
    const int supply = state->Supply(cost.kind);
    Play(*state, std::string("build ") + kShops[cost.kind].id + " r2");
    CHECK(state->ShopAt(0, 1, 1) == cost.kind);
    CHECK(state->Supply(cost.kind) == supply - 1);
    CHECK(state->Player(0).gold == 20 - cost.gold);
    for (int r = 0; r < kNumResources; ++r) {
      CHECK(state->Player(0).resources[r] == 6 - cost.cards[r]);
      CHECK(state->Bank(r) == 18 - 6 + cost.cards[r]);
    }
  }
}

TEST_CASE("oregano build: not without the cards or the gold, nor into a taken cell") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 0, 2});
  state->SetGoldForTest(0, 4);
  CHECK(state->CheckBuild(kCafe, 1) == Blocker::kOk);
  CHECK(state->CheckBuild(kVarietyStore, 1) == Blocker::kNotEnoughResources);
  CHECK(state->CheckBuild(kClothes, 1) == Blocker::kNotEnoughResources);
  CHECK(state->CheckBuild(kStoneMerchant, 1) == Blocker::kNotEnoughGold);
  CHECK(state->CheckBuild(kCafe, 0) == Blocker::kCellTaken);  // the starting merchant
  CHECK_FALSE(IsLegalMove(*state, "build variety r2"));
  state->SetGoldForTest(0, 5);
  CHECK(IsLegalMove(*state, "build stone-merchant r2"));
}

TEST_CASE("oregano build: a new shop always starts in column 1") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {1, 0, 0});
  Play(*state, "build cafe r4");
  CHECK(state->ShopAt(0, 3, 1) == kCafe);
  for (int level = 2; level <= kLevels; ++level) CHECK(state->ShopAt(0, 3, level) == kEmpty);
}

TEST_CASE("oregano level-up: build cost again plus 3, 5, 7 gold, one column right") {
  struct Case {
    int kind;
    int from;
    int gold;
    ResourceCount cards;
  };
  const std::vector<Case> cases = {
      {kCafe, 1, 3, {1, 0, 0}},          {kCafe, 2, 5, {1, 0, 0}},
      {kCafe, 3, 7, {1, 0, 0}},          {kRestaurant, 3, 7, {1, 1, 1}},
      {kClothes, 2, 5, {1, 1, 0}},       {kVarietyStore, 1, 3, {0, 1, 0}},
      {kWoodMerchant, 1, 5 + 3, {0, 0, 0}}, {kMetalMerchant, 3, 5 + 7, {0, 0, 0}},
  };
  for (const Case& c : cases) {
    INFO(kShops[c.kind].id << " from level " << c.from);
    auto state = SetUp(2);
    state->PlaceShopForTest(0, 1, 1, kBuilder);
    state->PlaceShopForTest(0, 2, c.from, c.kind);
    state->SetGoldForTest(0, 30);
    state->SetResourcesForTest(0, {3, 3, 3});
    CHECK(state->LevelUpGold(c.kind, c.from) == c.gold);
    Play(*state, Cat("upgrade ", kShops[c.kind].id, " r3c", c.from));
    CHECK(state->ShopAt(0, 2, c.from) == kEmpty);
    CHECK(state->ShopAt(0, 2, c.from + 1) == c.kind);
    CHECK(state->Player(0).gold == 30 - c.gold);
    for (int r = 0; r < kNumResources; ++r) CHECK(state->Player(0).resources[r] == 3 - c.cards[r]);
  }
}

TEST_CASE("oregano level-up: needs an own builder, a free next cell, never for specials") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->SetGoldForTest(0, 30);
  state->SetResourcesForTest(0, {3, 3, 3});
  CHECK(state->CheckLevelUp(1, 1) == Blocker::kNeedsBuilder);
  // The other player's builder does not help.
  state->PlaceShopForTest(1, 1, 1, kBuilder);
  CHECK(state->CheckLevelUp(1, 1) == Blocker::kNeedsBuilder);
  state->PlaceShopForTest(0, 2, 1, kBuilder);
  CHECK(state->CheckLevelUp(1, 1) == Blocker::kOk);
  CHECK(state->CheckLevelUp(2, 1) == Blocker::kSpecialCannotLevel);
  state->PlaceShopForTest(0, 1, 2, kVarietyStore);
  CHECK(state->CheckLevelUp(1, 1) == Blocker::kCellTaken);
  state->PlaceShopForTest(0, 3, 4, kCafe);
  CHECK(state->CheckLevelUp(3, 4) == Blocker::kTopLevel);
  CHECK(state->CheckLevelUp(3, 1) == Blocker::kNoShop);
}

TEST_CASE("oregano level-up counts as the build action of the turn") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  state->PlaceShopForTest(0, 2, 1, kCafe);
  state->SetGoldForTest(0, 30);
  state->SetResourcesForTest(0, {3, 3, 3});
  Play(*state, "upgrade cafe r3c1");
  CHECK(state->CheckBuild(kCafe, 3) == Blocker::kCategoryUsed);
  CHECK(state->CheckLevelUp(2, 2) == Blocker::kCategoryUsed);
  CHECK_FALSE(IsLegalMove(*state, "upgrade cafe r3c2"));
}

TEST_CASE("oregano special limit: one special shop per player in total (default)") {
  auto state = SetUp(2);
  state->SetResourcesForTest(0, {6, 6, 6});
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  for (int kind : {kFountain, kJeweller, kCasino, kBuilder}) {
    CHECK(state->CheckBuild(kind, 2) == Blocker::kSpecialLimit);
  }
  CHECK(state->CheckBuild(kRestaurant, 2) == Blocker::kOk);
}

TEST_CASE("oregano special limit: per_kind allows one of each special kind") {
  auto state = SetUp(2, "special_limit=per_kind");
  state->SetResourcesForTest(0, {6, 6, 6});
  state->PlaceShopForTest(0, 1, 1, kBuilder);
  CHECK(state->CheckBuild(kBuilder, 2) == Blocker::kSpecialLimit);
  CHECK(state->CheckBuild(kCasino, 2) == Blocker::kOk);
  CHECK(state->CheckBuild(kFountain, 2) == Blocker::kOk);
}

TEST_CASE("oregano dividends: by kind and level, paid at the start of the owner's turn") {
  struct Case {
    int kind;
    int level;
    int dividend;
  };
  // café / variety 1, clothes 2, restaurant 3, +1 per level; merchants and specials none.
  const std::vector<Case> cases = {
      {kCafe, 1, 1},       {kCafe, 2, 2},          {kCafe, 3, 3},          {kCafe, 4, 4},
      {kVarietyStore, 1, 1}, {kVarietyStore, 4, 4}, {kClothes, 1, 2},       {kClothes, 2, 3},
      {kClothes, 3, 4},    {kClothes, 4, 5},       {kRestaurant, 1, 3},    {kRestaurant, 2, 4},
      {kRestaurant, 3, 5}, {kRestaurant, 4, 6},    {kWoodMerchant, 3, 0},  {kBuilder, 1, 0},
      {kCasino, 1, 0},     {kJeweller, 1, 0},      {kFountain, 1, 0},
  };
  for (const Case& c : cases) {
    INFO(kShops[c.kind].id << " level " << c.level);
    auto state = SetUp(2);
    state->PlaceShopForTest(1, 2, c.level, c.kind);
    CHECK(state->DividendOf(1) == c.dividend);
    // Seat 1 plays its two actions; seat 2's turn starts with the dividend.
    const int gold = state->Player(1).gold;
    Play(*state, "take 1 wood p1 r1c1");
    Play(*state, "sell wood-merchant r1c1 for 5");
    CHECK(state->TurnPlayer() == 1);
    CHECK(state->Player(1).gold == gold + c.dividend);
  }
}

TEST_CASE("oregano dividends: a fountain adds 1 to each of its owner's general shops") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);         // 1
  state->PlaceShopForTest(0, 1, 3, kRestaurant);   // 5
  state->PlaceShopForTest(0, 2, 2, kClothes);      // 3
  state->PlaceShopForTest(0, 3, 2, kStoneMerchant);  // 0
  CHECK(state->DividendOf(0) == 1 + 5 + 3);
  state->PlaceShopForTest(0, 3, 1, kFountain);
  CHECK(state->DividendOf(0) == 2 + 6 + 4);  // not the merchants, not the fountain itself
  // Another player's fountain does nothing for seat 1.
  state->PlaceShopForTest(1, 1, 1, kFountain);
  state->PlaceShopForTest(1, 2, 1, kCafe);
  CHECK(state->DividendOf(1) == 2);
}

TEST_CASE("oregano build: a fountain built pays from the next turn on") {
  auto state = SetUp(2);
  state->PlaceShopForTest(0, 1, 1, kCafe);
  state->SetResourcesForTest(0, {0, 3, 3});
  Play(*state, "build fountain r3");
  CHECK(state->DividendOf(0) == 2);
  Play(*state, "sell cafe r2c1 for 1");
  CHECK(state->DividendOf(0) == 0);
}
