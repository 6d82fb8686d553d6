// Step 2 (seed text ②手順２): play 1–6 cards of one good, each onto a different
// demand pile, or draw 2 cards — never both.
#include <catch2/catch.hpp>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::Do;
using testing::IsLegalMove;

testing::Setup SixDifferent() {
  testing::Setup setup;
  setup.players = 2;
  setup.hands = {{"salt", "salt", "salt"}, {"hemp", "copper", "pepper"}};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "pepper"};
  setup.loads = {"salt", "hemp", "cotton", "copper"};
  return setup;
}

TEST_CASE("step 2: play up to the cards held of one good, each on a different pile") {
  auto s = Build(SixDifferent());
  Do(*s, "pass");
  // Three salt cards: 1, 2 or 3 piles; all six tops differ, so any piles.
  int plays = 0;
  for (Action a : s->LegalActions()) {
    const DecodedAction d = DecodeAction(a);
    if (d.kind != ActionKind::kPlay) continue;
    ++plays;
    CHECK(d.good == kSalt);
  }
  CHECK(plays == 6 + 15 + 20);
  CHECK_FALSE(IsLegalMove(*s, "play salt piles=1,3,4,5"));
  CHECK_FALSE(IsLegalMove(*s, "play cotton piles=1"));  // not in hand
  Do(*s, "play salt piles=1,3,4");
  CHECK(s->hand(0)[kSalt] == 0);
  CHECK(s->TopsShowing(kSalt) == 4);
  CHECK(s->money(0) == 4);  // 4 salt tops × 1 cube
  CHECK(s->pile(0) == std::vector<int>{kIndigo, kSalt});
  // Playing ends the turn: no draw afterwards.
  CHECK(s->CurrentPlayer() == 1);
  CHECK(s->phase() == Phase::kStep1);
  CHECK(s->deck_size() == 48);
}

TEST_CASE("step 2: as many as 6 cards at once, one per pile") {
  testing::Setup setup;
  setup.players = 2;
  setup.hands = {{"salt", "salt", "salt"}, {"salt", "salt", "salt"}};
  setup.demand = {"indigo", "hemp", "cotton", "hemp", "copper", "pepper"};
  setup.loads = {"salt", "hemp", "salt", "copper"};
  auto s = Build(setup);
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawCards(*s, "p0", {"salt", "salt"});
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawCards(*s, "p1", {"cotton", "cotton"});
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawCards(*s, "p0", {"salt", "salt"});  // 7 salt in hand
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawCards(*s, "p1", {"cotton", "cotton"});
  Do(*s, "pass");
  REQUIRE(s->hand(0)[kSalt] == 7);
  Do(*s, "play salt piles=1,2,3,4,5,6");
  CHECK(s->TopsShowing(kSalt) == 6);
  CHECK(s->money(0) == 12);  // 6 tops × 2 salt cubes
  CHECK(s->hand(0)[kSalt] == 1);
}

TEST_CASE("step 2: draw 2 cards instead, then the turn passes") {
  auto s = Build(SixDifferent());
  Do(*s, "pass");
  Do(*s, "draw");
  REQUIRE(s->IsChanceNode());
  CHECK(s->pending_draws() == 2);
  CHECK(s->ActionToString(CardAction(kPepper)) == "draw p0 pepper");
  Do(*s, "draw p0 pepper");
  Do(*s, "draw p0 indigo");
  CHECK(s->hand(0)[kPepper] == 1);
  CHECK(s->hand(0)[kIndigo] == 1);
  CHECK(s->deck_size() == 46);
  CHECK(s->CurrentPlayer() == 1);
  CHECK(s->phase() == Phase::kStep1);
  CHECK(s->Scores() == std::vector<int>{0, 0});
}

TEST_CASE("step 2: with an empty hand the only choice is to draw") {
  auto s = Build(SixDifferent());
  Do(*s, "pass");
  Do(*s, "play salt piles=1,3,4");
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawAny(*s);
  Do(*s, "pass");
  CHECK(s->LegalActions() == std::vector<Action>{kDrawAction});
}

TEST_CASE("step 2: piles showing the same good are interchangeable (leftmost first)") {
  testing::Setup setup = SixDifferent();
  setup.demand = {"indigo", "hemp", "indigo", "hemp", "copper", "indigo"};
  auto s = Build(setup);
  Do(*s, "pass");
  CHECK(IsLegalMove(*s, "play salt piles=1"));
  CHECK_FALSE(IsLegalMove(*s, "play salt piles=3"));  // pile 1 shows indigo too
  CHECK(IsLegalMove(*s, "play salt piles=1,3"));
  CHECK_FALSE(IsLegalMove(*s, "play salt piles=1,6"));
  CHECK(IsLegalMove(*s, "play salt piles=1,2,5"));
  // One salt card: indigo, hemp or copper → 3 ways; two: 3 + 2 + 1 + ... etc.
  int single = 0;
  for (Action a : s->LegalActions()) {
    const DecodedAction d = DecodeAction(a);
    if (d.kind == ActionKind::kPlay && (d.pile_mask & (d.pile_mask - 1)) == 0) ++single;
  }
  CHECK(single == 3);
  // The view maps any piles to the equivalent legal play.
  CHECK(s->CanonicalPlay(kSalt, 1 << 5) == PlayAction(kSalt, 1 << 0));
  CHECK(s->CanonicalPlay(kSalt, (1 << 3) | (1 << 5)) == PlayAction(kSalt, (1 << 0) | (1 << 1)));
  CHECK(s->CanonicalPlay(kCotton, 1) == -1);  // no cotton in hand
}

}  // namespace
}  // namespace mercato::merchants
