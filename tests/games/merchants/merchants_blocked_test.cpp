// "Why not" from the rules (issue 17): each reason code Merchants gives, in a
// position where the table's move is blocked with exactly that reason and
// values; a legal move is never listed; the plays' check agrees with
// LegalActions. (no_cube_left is in the check but no game reaches it: at most
// 20 ships carry cubes and the stock holds 30.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/blocked_move.h"
#include "engine/rng.h"
#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::PlainSetup;
using testing::Do;
using testing::RichP0;

// The reason `viewer` is told for `action`; fails when it is not listed.
BlockedMove Blocked(const MerchantsState& s, int viewer, Action action) {
  const BlockedMoves blocked = s.BlockedMovesFor(viewer);
  const BlockedMove* found = FindBlocked(blocked, action);
  INFO("action " << s.ActionToString(action) << " for p" << viewer << "\n" << s.ToString());
  REQUIRE(found != nullptr);
  return *found;
}

BlockedMove Expect(Action action, std::string_view reason) { return BlockedMove(action, reason); }

TEST_CASE("merchants blocked: another seat is told it is not its turn", "[merchants][blocked]") {
  auto s = Build(PlainSetup(2));
  REQUIRE(s->CurrentPlayer() == 0);
  CHECK(Blocked(*s, 1, BuyAction(kTradingHouse)) == Expect(BuyAction(kTradingHouse), kNotYourTurn));
  CHECK(Blocked(*s, 1, SwapAction(kIndigo, kCopper)) == Expect(SwapAction(kIndigo, kCopper), kNotYourTurn));
  CHECK(Blocked(*s, 1, PlayAction(kCotton, 1)) == Expect(PlayAction(kCotton, 1), kNotYourTurn));
  // The same swap is the mover's to make: not listed for it.
  CHECK(FindBlocked(s->BlockedMovesFor(0), SwapAction(kIndigo, kCopper)) == nullptr);
  CHECK(s->BlockedMovesFor(-1).empty());
}

TEST_CASE("merchants blocked: too poor, with the price and the seat's money", "[merchants][blocked]") {
  auto s = Build(PlainSetup(2));
  CHECK(Blocked(*s, 0, BuyAction(kTradingHouse)) ==
        Expect(BuyAction(kTradingHouse), "too_poor").With("price", 8).With("have", 0));
  CHECK(Blocked(*s, 0, BuyShipAction(kPepper)) ==
        Expect(BuyShipAction(kPepper), "too_poor").With("price", 10).With("have", 0));
  // The rich seat may buy: nothing listed for the purchases.
  auto rich = RichP0();
  CHECK(FindBlocked(rich->BlockedMovesFor(0), BuyAction(kTradingHouse)) == nullptr);
  CHECK(FindBlocked(rich->BlockedMovesFor(0), BuyShipAction(kPepper)) == nullptr);
}

TEST_CASE("merchants blocked: none left of a special card", "[merchants][blocked]") {
  testing::Setup setup = PlainSetup(2);
  setup.options = "merchants.start_money=20,merchants.stevedore.count=0";
  auto s = Build(setup);
  CHECK(Blocked(*s, 0, BuyAction(kStevedore)) == Expect(BuyAction(kStevedore), "none_left"));
  CHECK(FindBlocked(s->BlockedMovesFor(0), BuyAction(kAgreement)) == nullptr);  // 11 ≤ 20
}

TEST_CASE("merchants blocked: swaps and purchases are step-1 moves", "[merchants][blocked]") {
  auto s = RichP0();
  Do(*s, "pass");
  REQUIRE(s->phase() == Phase::kStep2);
  CHECK(Blocked(*s, 0, BuyAction(kAgreement)) == Expect(BuyAction(kAgreement), "step_1_only"));
  CHECK(Blocked(*s, 0, SwapAction(kIndigo, kPepper)) == Expect(SwapAction(kIndigo, kPepper), "step_1_only"));
  CHECK(FindBlocked(s->BlockedMovesFor(0), kDrawAction) == nullptr);
}

TEST_CASE("merchants blocked: step 1 used, only the stevedore's swap is left", "[merchants][blocked]") {
  auto s = RichP0();
  Do(*s, "buy stevedore");
  REQUIRE(s->phase() == Phase::kStep1);
  CHECK(Blocked(*s, 0, BuyAction(kAgreement)) == Expect(BuyAction(kAgreement), "step_1_used"));
  CHECK(Blocked(*s, 0, BuyShipAction(kCotton)) == Expect(BuyShipAction(kCotton), "step_1_used"));
  // The stevedore's swap is legal, so not listed.
  CHECK(FindBlocked(s->BlockedMovesFor(0), SwapAction(kIndigo, kPepper)) == nullptr);
}

TEST_CASE("merchants blocked: no cube of the good in the supply", "[merchants][blocked]") {
  testing::Setup setup = PlainSetup(3);
  // p0 indigo, p1 indigo, p2 indigo, p0 salt, p1 indigo, p2 indigo: indigo is gone.
  setup.loads = {"indigo", "indigo", "indigo", "salt", "indigo", "indigo"};
  auto s = Build(setup);
  REQUIRE(s->cube_supply(kIndigo) == 0);
  CHECK(Blocked(*s, 0, SwapAction(kSalt, kIndigo)) ==
        Expect(SwapAction(kSalt, kIndigo), "no_cube_of_good").With("good", kIndigo));
  CHECK(s->WhyNotSwap(kSalt, kSalt) == Refusal::kSameGood);  // no move: never listed
  CHECK(FindBlocked(s->BlockedMovesFor(0), SwapAction(kSalt, kSalt)) == nullptr);
  CHECK(FindBlocked(s->BlockedMovesFor(0), SwapAction(kSalt, kPepper)) == nullptr);

  // While loading: the last seat may not load indigo.
  auto loading = testing::NewMerchants(3);
  for (int p = 0; p < 3; ++p) {
    for (const char* g : {"cotton", "salt", "hemp"}) Do(*loading, "deal p" + std::to_string(p) + " " + g);
  }
  for (const char* g : {"indigo", "salt", "cotton", "hemp", "copper", "pepper"}) Do(*loading, std::string("demand ") + g);
  Do(*loading, "start p0");
  for (int i = 0; i < 5; ++i) Do(*loading, "load indigo");
  REQUIRE(loading->CurrentPlayer() == 2);
  CHECK(Blocked(*loading, 2, LoadAction(kIndigo)) ==
        Expect(LoadAction(kIndigo), "no_cube_of_good").With("good", kIndigo));
  CHECK(FindBlocked(loading->BlockedMovesFor(2), LoadAction(kSalt)) == nullptr);
  CHECK(Blocked(*loading, 0, LoadAction(kSalt)) == Expect(LoadAction(kSalt), kNotYourTurn));
}

TEST_CASE("merchants blocked: cards are played in step 2, one per pile", "[merchants][blocked]") {
  auto s = Build(PlainSetup(2));
  CHECK(Blocked(*s, 0, PlayAction(kCotton, 1)) == Expect(PlayAction(kCotton, 1), "play_in_step_2"));
  Do(*s, "pass");
  REQUIRE(s->phase() == Phase::kStep2);
  CHECK(FindBlocked(s->BlockedMovesFor(0), PlayAction(kCotton, 1)) == nullptr);
  CHECK(Blocked(*s, 0, PlayAction(kCotton, 0b11)) ==
        Expect(PlayAction(kCotton, 0b11), "one_card_per_pile").With("have", 1).With("piles", 2));
}

TEST_CASE("merchants blocked: no cards are played while a trading house draws", "[merchants][blocked]") {
  auto s = RichP0();
  Do(*s, "buy house");
  Do(*s, "draw");
  testing::DrawCards(*s, "p0", {"salt", "salt"});
  REQUIRE(s->phase() == Phase::kHouse);
  REQUIRE(s->CurrentPlayer() == 0);
  CHECK(Blocked(*s, 0, PlayAction(kSalt, 1)) == Expect(PlayAction(kSalt, 1), kNotNow));
  CHECK(FindBlocked(s->BlockedMovesFor(0), kHouseDrawAction) == nullptr);
}

// The plays' check (WhyNotPlay) allows exactly the plays LegalActions lists,
// and every check says kNone exactly for the legal moves, over whole games.
TEST_CASE("merchants blocked: the one check agrees with the legal moves", "[merchants][blocked]") {
  for (int players = 2; players <= 4; ++players) {
    auto s = testing::NewMerchants(players);
    Rng rng(uint64_t(players) * 31);
    int checked = 0;
    while (!s->IsTerminal()) {
      const std::vector<Action> legal = s->LegalActions();
      if (!s->IsChanceNode()) {
        for (Action a = 0; a < kNumDistinctActions; ++a) {
          const DecodedAction d = DecodeAction(a);
          if (d.kind == ActionKind::kSwap && d.good == d.good2) continue;  // no move
          if (d.kind != ActionKind::kPlay && d.kind != ActionKind::kSwap && d.kind != ActionKind::kBuy &&
              d.kind != ActionKind::kLoad) {
            continue;
          }
          INFO(s->ActionToString(a) << "\n" << s->ToString());
          CHECK((s->WhyNot(a) == Refusal::kNone) == std::binary_search(legal.begin(), legal.end(), a));
          ++checked;
        }
      }
      s->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
    CHECK(checked > 1000);
  }
}

}  // namespace
}  // namespace mercato::merchants
