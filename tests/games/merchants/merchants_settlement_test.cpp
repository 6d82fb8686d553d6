// Settlement (seed text ②手順２-1): a play of good G pays every player V × their
// cubes of G, V = pile tops showing G after the play; agreements add 2 whenever
// their owner earns, on any player's turn.
#include <catch2/catch.hpp>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::Do;

// A row with one indigo, p0 holding two indigo cards.
testing::Setup OneIndigoRow(const std::string& p0_second_load, const std::string& p1_loads_a,
                            const std::string& p1_loads_b) {
  testing::Setup setup;
  setup.players = 2;
  setup.hands = {{"indigo", "indigo", "cotton"}, {"salt", "hemp", "copper"}};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "pepper"};
  setup.start = 0;
  setup.loads = {"indigo", p1_loads_a, p0_second_load, p1_loads_b};
  return setup;
}

TEST_CASE("seed example: two indigo onto a row with one indigo pays 3 for one indigo cube") {
  auto s = Build(OneIndigoRow("salt", "indigo", "pepper"));
  Do(*s, "pass");
  Do(*s, "play indigo piles=2,3");
  CHECK(s->TopsShowing(kIndigo) == 3);
  CHECK(s->money(0) == 3);
  // The other player with an indigo cube earns the same, on p0's turn.
  CHECK(s->money(1) == 3);
  CHECK(s->earnings(0).own_turns == 3);
  CHECK(s->earnings(1).other_turns == 3);
  CHECK(s->hand(0)[kIndigo] == 0);
}

TEST_CASE("seed example: with two indigo cubes the same play pays 6") {
  auto s = Build(OneIndigoRow("indigo", "indigo", "indigo"));
  Do(*s, "pass");
  Do(*s, "play indigo piles=2,3");
  CHECK(s->money(0) == 6);
  CHECK(s->money(1) == 6);
}

TEST_CASE("settlement: players without a cube of the good earn nothing") {
  auto s = Build(OneIndigoRow("salt", "salt", "pepper"));
  Do(*s, "pass");
  Do(*s, "play indigo piles=2,3");
  CHECK(s->money(0) == 3);
  CHECK(s->money(1) == 0);
}

TEST_CASE("settlement: only the tops count; covering a pile of the same good adds nothing") {
  auto s = Build(OneIndigoRow("indigo", "salt", "salt"));
  Do(*s, "pass");
  Do(*s, "play indigo piles=1");  // onto the indigo pile: still one indigo top
  CHECK(s->TopsShowing(kIndigo) == 1);
  CHECK(s->money(0) == 2);
  // p1 plays salt onto pile 2's salt and the indigo pile: the indigo demand drops.
  Do(*s, "pass");
  REQUIRE(s->hand(1)[kSalt] == 1);
  CHECK_FALSE(testing::IsLegalMove(*s, "play salt piles=1,2"));  // one salt card only
  Do(*s, "play salt piles=1");
  CHECK(s->TopsShowing(kIndigo) == 0);
  CHECK(s->TopsShowing(kSalt) == 2);
  CHECK(s->money(1) == 4);  // 2 tops × 2 salt cubes
  CHECK(s->pile(0).size() == 3);
}

TEST_CASE("agreement: +2 whenever its owner earns, also on other players' turns") {
  // p0 earns 12 twice with two indigo cubes and six indigo tops, buys an agreement.
  testing::Setup setup;
  setup.players = 2;
  setup.hands = {{"indigo", "indigo", "salt"}, {"indigo", "salt", "copper"}};
  setup.demand = {"indigo", "indigo", "indigo", "indigo", "indigo", "salt"};
  setup.loads = {"indigo", "salt", "indigo", "copper"};
  auto s = Build(setup);
  Do(*s, "pass");
  Do(*s, "play indigo piles=6");
  CHECK(s->money(0) == 12);
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawCards(*s, "p1", {"copper", "copper"});
  Do(*s, "buy agreement");
  CHECK(s->money(0) == 1);
  CHECK(s->owned(0, kAgreement) == 1);
  CHECK(s->specials_left(kAgreement) == 1);
  Do(*s, "play indigo piles=1");  // V = 6, 2 cubes, + 2
  CHECK(s->money(0) == 1 + 12 + 2);
  CHECK(s->earnings(0).agreements == 2);
  // p1 plays indigo: p0 earns 6 × 2 + 2 on p1's turn; p1 has no indigo cube.
  // All six tops show indigo, so the leftmost pile is the one to cover.
  Do(*s, "pass");
  Do(*s, "play indigo piles=1");
  CHECK(s->money(0) == 15 + 12 + 2);
  CHECK(s->money(1) == 0);
  CHECK(s->earnings(0).other_turns == 12);
  CHECK(s->earnings(0).agreements == 4);
  // p0 plays salt with no salt cube: no earning, so no agreement bonus.
  Do(*s, "pass");
  Do(*s, "play salt piles=1");
  CHECK(s->money(0) == 29);
  CHECK(s->money(1) == 1);  // p1: 1 salt top × 1 salt cube
  Do(*s, "pass");
  Do(*s, "play copper piles=1");  // p1: 1 copper top × 1 cube
  CHECK(s->money(1) == 2);
  // A second agreement: +4 per earning.
  Do(*s, "buy agreement");
  CHECK(s->money(0) == 18);
  CHECK(s->specials_left(kAgreement) == 0);
  Do(*s, "draw");
  testing::DrawCards(*s, "p0", {"indigo", "cotton"});
  Do(*s, "pass");
  Do(*s, "play copper piles=2");  // p1 earns 2 tops × 1 cube
  CHECK(s->money(1) == 4);
  CHECK(s->money(0) == 18);
  Do(*s, "pass");
  Do(*s, "play indigo piles=1");  // tops: indigo, copper, indigo ×4 → 5 × 2 + 2 × 2
  CHECK(s->TopsShowing(kIndigo) == 5);
  CHECK(s->money(0) == 18 + 10 + 4);
  CHECK(s->earnings(0).agreements == 8);
  // Both agreements are gone: no more to buy, whatever the money.
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawCards(*s, "p1", {"hemp", "hemp"});
  CHECK(s->money(0) >= 11);
  CHECK_FALSE(testing::IsLegalMove(*s, "buy agreement"));
  CHECK(s->CheckInvariants() == "");
}

}  // namespace
}  // namespace mercato::merchants
