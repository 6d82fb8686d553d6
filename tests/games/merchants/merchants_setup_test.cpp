// Setup (seed text ＜準備＞): deal 3 each, 6 demand piles, 2 ships each, a random
// start player, then two rounds of loading from the start player, clockwise.
#include <catch2/catch.hpp>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Do;
using testing::IsLegalMove;
using testing::NewMerchants;

TEST_CASE("setup: 3 cards each, 6 face-up demand piles, 2 ships, no money") {
  for (int n = 2; n <= 4; ++n) {
    INFO(n << " players");
    auto s = NewMerchants(n);
    // The first card of the deck: every good 10 of 60.
    const std::vector<ChanceOutcome> first = s->ChanceOutcomes();
    REQUIRE(first.size() == 6);
    for (const ChanceOutcome& o : first) CHECK(o.probability == Approx(10.0 / 60));
    for (int p = 0; p < n; ++p) {
      for (int i = 0; i < 3; ++i) {
        REQUIRE(s->phase() == Phase::kDeal);
        CHECK(s->ActionToString(CardAction(kSalt)) == "deal p" + std::to_string(p) + " salt");
        s->ApplyAction(CardAction((p * 3 + i) % 5));  // no pepper
      }
    }
    for (int i = 0; i < 6; ++i) {
      REQUIRE(s->phase() == Phase::kDemand);
      Do(*s, "demand pepper");
    }
    REQUIRE(s->phase() == Phase::kChooseStart);
    for (int p = 0; p < n; ++p) {
      CHECK(s->hand(p)[0] + s->hand(p)[1] + s->hand(p)[2] + s->hand(p)[3] + s->hand(p)[4] +
                s->hand(p)[5] == 3);
      CHECK(s->ships(p) == 2);
      CHECK(s->money(p) == 0);
      CHECK(s->cubes(p) == GoodCounts{});
    }
    for (int i = 0; i < 6; ++i) {
      REQUIRE(s->pile(i).size() == 1);
      CHECK(s->PileTop(i) == kPepper);
    }
    CHECK(s->deck_size() == 60 - 3 * n - 6);
    CHECK(s->deck()[kPepper] == 10 - 6);
    CHECK(s->specials_left(kShip) == 14 - 2 * n);
    CHECK(s->specials_left(kTradingHouse) == 2);
    CHECK(s->specials_left(kAgreement) == 2);
    CHECK(s->specials_left(kStevedore) == 2);
    // The start player is drawn at random, every seat alike.
    const std::vector<ChanceOutcome> start = s->ChanceOutcomes();
    REQUIRE(int(start.size()) == n);
    for (int p = 0; p < n; ++p) {
      CHECK(start[p].action == StartAction(p));
      CHECK(start[p].probability == Approx(1.0 / n));
    }
    CHECK(s->CheckInvariants() == "");
  }
}

TEST_CASE("setup: deal probabilities follow the cards left in the deck") {
  auto s = NewMerchants(2);
  Do(*s, "deal p0 salt");
  Do(*s, "deal p0 salt");
  for (const ChanceOutcome& o : s->ChanceOutcomes()) {
    const double expected = o.action == CardAction(kSalt) ? 8.0 / 58 : 10.0 / 58;
    CHECK(o.probability == Approx(expected));
  }
}

TEST_CASE("loading: from the start player clockwise, two rounds, one cube per ship") {
  testing::Setup setup;
  setup.players = 3;
  setup.hands = {{"salt", "salt", "salt"}, {"hemp", "hemp", "hemp"}, {"cotton", "cotton", "cotton"}};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "pepper"};
  auto s = NewMerchants(3);
  for (int p = 0; p < 3; ++p) {
    for (const std::string& g : setup.hands[p]) Do(*s, "deal p" + std::to_string(p) + " " + g);
  }
  for (const std::string& g : setup.demand) Do(*s, "demand " + g);
  Do(*s, "start p1");
  CHECK(s->start_player() == 1);
  const std::vector<int> order = {1, 2, 0, 1, 2, 0};
  const std::vector<std::string> goods = {"indigo", "copper", "salt", "indigo", "pepper", "salt"};
  for (size_t i = 0; i < order.size(); ++i) {
    REQUIRE(s->phase() == Phase::kLoad);
    CHECK(s->CurrentPlayer() == order[i]);
    Do(*s, "load " + goods[i]);
  }
  // Same colour twice is allowed; the first turn is the start player's.
  CHECK(s->cubes(1)[kIndigo] == 2);
  CHECK(s->cubes(2)[kCopper] == 1);
  CHECK(s->cubes(2)[kPepper] == 1);
  CHECK(s->cubes(0)[kSalt] == 2);
  CHECK(s->cube_supply(kIndigo) == 3);
  CHECK(s->cube_supply(kSalt) == 3);
  CHECK(s->phase() == Phase::kStep1);
  CHECK(s->CurrentPlayer() == 1);
}

TEST_CASE("loading: only goods still in the supply (5 cubes of each)") {
  auto s = NewMerchants(4);
  for (int i = 0; i < 12; ++i) s->ApplyAction(CardAction(i % kNumGoods));
  for (int i = 0; i < 6; ++i) s->ApplyAction(CardAction(i));
  Do(*s, "start p0");
  for (int i = 0; i < 5; ++i) Do(*s, "load cotton");
  CHECK(s->cube_supply(kCotton) == 0);
  CHECK_FALSE(IsLegalMove(*s, "load cotton"));
  CHECK(s->LegalActions().size() == 5);
  Do(*s, "load salt");
}

}  // namespace
}  // namespace mercato::merchants
