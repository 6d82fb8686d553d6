// Trading houses, the end of the game (seed text ＜ゲームの終了＞) and scoring:
// the game ends the moment the deck is empty; specials are worth nothing; the
// most money wins and a tie is shared.
#include <catch2/catch.hpp>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::Do;
using testing::DrawAny;
using testing::IsLegalMove;
using testing::RichP0;

TEST_CASE("trading house: may draw 1 more card at the end of the turn, after either step 2") {
  auto s = RichP0();
  Do(*s, "buy house");
  Do(*s, "draw");
  DrawAny(*s);
  // After step 2 the house's yes/no choice.
  REQUIRE(s->phase() == Phase::kHouse);
  CHECK(s->CurrentPlayer() == 0);
  CHECK(s->LegalActions() == std::vector<Action>{kHouseDrawAction, kHouseSkipAction});
  const int hand_before = s->hand(0)[0] + s->hand(0)[1] + s->hand(0)[2] + s->hand(0)[3] +
                          s->hand(0)[4] + s->hand(0)[5];
  Do(*s, "house draw");
  CHECK(s->pending_draws() == 1);
  Do(*s, "draw p0 pepper");
  CHECK(s->hand(0)[kPepper] >= 1);
  CHECK(s->hand(0)[0] + s->hand(0)[1] + s->hand(0)[2] + s->hand(0)[3] + s->hand(0)[4] +
            s->hand(0)[5] == hand_before + 1);
  CHECK(s->CurrentPlayer() == 1);
  // p1 has no house: after playing, the turn passes at once.
  Do(*s, "pass");
  Do(*s, "play cotton piles=1");
  CHECK(s->CurrentPlayer() == 0);
  // After a play, too; and skipping is allowed.
  Do(*s, "buy house");  // the second trading house
  CHECK(s->specials_left(kTradingHouse) == 0);
  Do(*s, "play pepper piles=1");
  REQUIRE(s->phase() == Phase::kHouse);
  CHECK(s->house_draws_left() == 2);
  const int deck = s->deck_size();
  Do(*s, "house skip");
  REQUIRE(s->phase() == Phase::kHouse);
  CHECK(s->house_draws_left() == 1);
  Do(*s, "house draw");
  DrawAny(*s);
  CHECK(s->deck_size() == deck - 1);
  CHECK(s->CurrentPlayer() == 1);
  CHECK(s->CheckInvariants() == "");
}

TEST_CASE("end: a draw that empties the deck ends the game at once") {
  // 3 players: 45 cards after setup; 22 draws of two leave 1.
  testing::Setup setup;
  setup.players = 3;
  setup.hands = {{"salt", "salt", "salt"}, {"hemp", "hemp", "hemp"}, {"copper", "copper", "copper"}};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "pepper"};
  setup.loads = {"salt", "hemp", "copper", "salt", "hemp", "copper"};
  auto s = Build(setup);
  REQUIRE(s->deck_size() == 45);
  for (int turn = 0; turn < 22; ++turn) {
    Do(*s, "pass");
    Do(*s, "draw");
    DrawAny(*s);
  }
  REQUIRE(s->deck_size() == 1);
  REQUIRE(s->CurrentPlayer() == 1);  // 22 turns from p0
  Do(*s, "pass");
  Do(*s, "draw");
  REQUIRE(s->IsChanceNode());
  REQUIRE(s->LegalActions().size() == 1);  // the one card left
  DrawAny(*s);
  CHECK(s->IsTerminal());
  CHECK(s->deck_size() == 0);
  CHECK(s->LegalActions().empty());
  // Nobody earned anything: a three-way tie, shared.
  CHECK(s->Returns() == std::vector<double>{1.0 / 3, 1.0 / 3, 1.0 / 3});
  CHECK(s->CheckInvariants() == "");
}

TEST_CASE("end: the trading house's draw can end the game; specials are worth nothing") {
  auto s = RichP0();  // p0 36 coins, p1 none; 42 cards in the deck
  Do(*s, "buy house");  // p0: 28
  Do(*s, "draw");
  DrawAny(*s);
  Do(*s, "house draw");
  DrawAny(*s);
  // Draw the deck down until p0's trading house faces the last card: p1 draws
  // 2 a turn, p0 2 and, when that keeps the count right, 1 more.
  while (!(s->phase() == Phase::kHouse && s->deck_size() == 1)) {
    REQUIRE(s->phase() == Phase::kStep1);
    Do(*s, "pass");
    Do(*s, "draw");
    DrawAny(*s);
    REQUIRE_FALSE(s->IsTerminal());
    if (s->phase() == Phase::kHouse && s->deck_size() > 1) {
      Do(*s, s->deck_size() % 4 == 1 ? "house skip" : "house draw");
      DrawAny(*s);
    }
  }
  REQUIRE_FALSE(s->IsTerminal());
  REQUIRE(s->deck_size() == 1);
  REQUIRE(s->phase() == Phase::kHouse);
  Do(*s, "house draw");
  DrawAny(*s);
  CHECK(s->IsTerminal());
  // Final money: p0 28 (the house is worth nothing), p1 0: p0 wins alone.
  CHECK(s->Scores() == std::vector<int>{28, 0});
  CHECK(s->Returns() == std::vector<double>{1.0, 0.0});
}

TEST_CASE("end: a two-way tie for the most money is shared") {
  // Both players hold one indigo cube: each indigo play pays both the same.
  testing::Setup setup;
  setup.players = 3;
  setup.hands = {{"indigo", "indigo", "salt"}, {"hemp", "hemp", "hemp"}, {"copper", "copper", "copper"}};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "pepper"};
  setup.loads = {"indigo", "indigo", "copper", "salt", "hemp", "copper"};
  auto s = Build(setup);
  Do(*s, "pass");
  Do(*s, "play indigo piles=2");  // 2 tops: p0 +2, p1 +2
  CHECK(s->Scores() == std::vector<int>{2, 2, 0});
  while (!s->IsTerminal()) {
    Do(*s, "pass");
    Do(*s, "draw");
    DrawAny(*s);
  }
  CHECK(s->Scores() == std::vector<int>{2, 2, 0});
  CHECK(s->Returns() == std::vector<double>{0.5, 0.5, 0.0});
}

}  // namespace
}  // namespace mercato::merchants
