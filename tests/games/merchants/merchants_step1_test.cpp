// Step 1 (seed text ①手順１): one of swap a cube / buy a special card / pass;
// stevedores give extra swaps that do not use step 1 (merchants.md).
#include <catch2/catch.hpp>

#include <algorithm>

#include "games/merchants/merchants.h"
#include "merchants_scenario.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::PlainSetup;
using testing::Do;
using testing::IsLegalMove;
using testing::RichP0;

TEST_CASE("step 1: a swap gives a ship's cube back and takes one from the supply") {
  auto s = Build(PlainSetup(2));
  CHECK(s->cube_supply(kIndigo) == 3);
  CHECK(s->cube_supply(kCopper) == 5);
  Do(*s, "swap indigo copper");
  CHECK(s->cubes(0)[kIndigo] == 0);
  CHECK(s->cubes(0)[kCopper] == 1);
  CHECK(s->cubes(0)[kSalt] == 1);
  CHECK(s->cube_supply(kIndigo) == 4);
  CHECK(s->cube_supply(kCopper) == 4);
  // Step 1 is one choice: no second swap, no purchase; on to step 2.
  CHECK(s->phase() == Phase::kStep2);
  CHECK_FALSE(IsLegalMove(*s, "swap salt pepper"));
  CHECK(s->CheckInvariants() == "");
}

// The seed text's own example of action 1: "藍が２つの状態から…藍を１つ銅に変更しました"
// (from two indigo, one indigo is changed to copper).
TEST_CASE("step 1: the text's example, two indigo aboard, one becomes copper") {
  testing::Setup setup = PlainSetup(2);
  setup.loads = {"indigo", "salt", "indigo", "salt"};  // p0 loads indigo twice
  auto s = Build(setup);
  REQUIRE(s->cubes(0)[kIndigo] == 2);
  Do(*s, "swap indigo copper");
  CHECK(s->cubes(0)[kIndigo] == 1);
  CHECK(s->cubes(0)[kCopper] == 1);
  CHECK(s->cube_supply(kIndigo) == 4);
  CHECK(s->cube_supply(kCopper) == 4);
  CHECK(s->phase() == Phase::kStep2);
  CHECK(s->CheckInvariants() == "");
}

TEST_CASE("step 1: a swap needs that good in the supply and a cube of the other aboard") {
  testing::Setup setup = PlainSetup(3);
  setup.loads = {"pepper", "pepper", "pepper", "pepper", "pepper", "salt"};
  auto s = Build(setup);
  REQUIRE(s->cube_supply(kPepper) == 0);
  CHECK_FALSE(IsLegalMove(*s, "swap pepper pepper"));
  CHECK_FALSE(IsLegalMove(*s, "swap indigo salt"));  // no indigo aboard
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawAny(*s);
  // p1 has two pepper cubes; no pepper left to take, any other good is fine.
  CHECK_FALSE(IsLegalMove(*s, "swap salt pepper"));
  CHECK(IsLegalMove(*s, "swap pepper salt"));
  int swaps = 0;
  for (Action a : s->LegalActions()) swaps += DecodeAction(a).kind == ActionKind::kSwap;
  CHECK(swaps == 5);  // pepper -> each of the 5 other goods
}

TEST_CASE("step 1: pass goes to step 2 with nothing changed") {
  auto s = Build(PlainSetup(2));
  const std::vector<int> money = s->Scores();
  Do(*s, "pass");
  CHECK(s->phase() == Phase::kStep2);
  CHECK(s->CurrentPlayer() == 0);
  CHECK(s->Scores() == money);
  CHECK(s->cubes(0)[kIndigo] == 1);
}

TEST_CASE("step 1: buying needs the price; specials cost 8, 10, 11 and 12") {
  auto s = Build(PlainSetup(2));
  for (const char* buy : {"buy house", "buy agreement", "buy stevedore", "buy ship cotton"}) {
    CHECK_FALSE(IsLegalMove(*s, buy));
  }
  auto rich = RichP0();
  for (const char* buy : {"buy house", "buy agreement", "buy stevedore", "buy ship cotton"}) {
    CHECK(IsLegalMove(*rich, buy));
  }
  Do(*rich, "buy house");
  CHECK(rich->money(0) == 28);
  CHECK(rich->owned(0, kTradingHouse) == 1);
  CHECK(rich->specials_left(kTradingHouse) == 1);
  CHECK(rich->phase() == Phase::kStep2);  // one step-1 action per turn
  Do(*rich, "draw");
  testing::DrawAny(*rich);
  Do(*rich, "house skip");
  Do(*rich, "pass");
  Do(*rich, "draw");
  testing::DrawAny(*rich);
  Do(*rich, "buy ship cotton");  // a ship comes loaded at once
  CHECK(rich->money(0) == 18);
  CHECK(rich->ships(0) == 3);
  CHECK(rich->cubes(0)[kCotton] == 1);
  CHECK(rich->cube_supply(kCotton) == 4);
  CHECK(rich->specials_left(kShip) == 14 - 4 - 1);
  CHECK(rich->earnings(0).spent == 18);
  Do(*rich, "draw");
  testing::DrawAny(*rich);
  Do(*rich, "house skip");
  Do(*rich, "pass");
  Do(*rich, "draw");
  testing::DrawAny(*rich);
  Do(*rich, "buy agreement");
  CHECK(rich->money(0) == 7);
  Do(*rich, "draw");
  testing::DrawAny(*rich);
  Do(*rich, "house skip");
  Do(*rich, "pass");
  Do(*rich, "draw");
  testing::DrawAny(*rich);
  // 7 coins: nothing is affordable any more.
  for (const char* buy : {"buy house", "buy agreement", "buy stevedore", "buy ship cotton"}) {
    CHECK_FALSE(IsLegalMove(*rich, buy));
  }
  CHECK(rich->CheckInvariants() == "");
}

// Every seat and kind: the rules' reason is kNone exactly when the purchase is
// a legal move (LegalActions and the table's "why not" are one check).
void CheckRefusalsMatchLegality(const MerchantsState& s) {
  const std::vector<Action> legal = s.LegalActions();
  auto is_legal = [&](Action a) { return std::count(legal.begin(), legal.end(), a) == 1; };
  for (int seat = 0; seat < s.NumPlayers(); ++seat) {
    for (int k = 0; k < kNumSpecialKinds; ++k) {
      INFO("seat " << seat << " kind " << kSpecials[k].id);
      bool legal_now = false;
      if (seat == s.CurrentPlayer()) {
        if (k == kShip) {
          for (int g = 0; g < kNumGoods; ++g) legal_now = legal_now || is_legal(BuyShipAction(g));
        } else {
          legal_now = is_legal(BuyAction(Special(k)));
        }
      }
      CHECK((s.WhyNotBuy(seat, Special(k)) == BuyRefusal::kNone) == legal_now);
    }
  }
}

TEST_CASE("step 1: why a purchase is refused comes from the rules, with a reason code") {
  auto poor = Build(PlainSetup(2));
  CHECK(poor->WhyNotBuy(0, kTradingHouse) == BuyRefusal::kTooPoor);
  CHECK(poor->WhyNotBuy(1, kTradingHouse) == BuyRefusal::kNotYourTurn);
  CheckRefusalsMatchLegality(*poor);
  auto rich = RichP0();
  CHECK(rich->WhyNotBuy(0, kTradingHouse) == BuyRefusal::kNone);
  CHECK(rich->WhyNotBuy(0, kShip) == BuyRefusal::kNone);
  CheckRefusalsMatchLegality(*rich);
  Do(*rich, "buy stevedore");  // step 1 stays open for the stevedore's swap only
  CHECK(rich->WhyNotBuy(0, kAgreement) == BuyRefusal::kStep1Used);
  CheckRefusalsMatchLegality(*rich);
  Do(*rich, "pass");
  CHECK(rich->WhyNotBuy(0, kAgreement) == BuyRefusal::kNotStep1);
  CheckRefusalsMatchLegality(*rich);
}

TEST_CASE("step 1: the refusal reads the price in force, not the text's") {
  testing::Setup setup = PlainSetup(2);
  setup.options = "merchants.start_money=5,merchants.house.price=1,merchants.stevedore.count=0";
  auto cheap = Build(setup);
  CHECK(cheap->WhyNotBuy(0, kTradingHouse) == BuyRefusal::kNone);
  CHECK(cheap->Observe(0).prices[kTradingHouse] == 1);
  CHECK(cheap->WhyNotBuy(0, kAgreement) == BuyRefusal::kTooPoor);
  // No stevedore in this game: "none left" for every seat.
  CHECK(cheap->WhyNotBuy(0, kStevedore) == BuyRefusal::kNoneLeft);
  CHECK(cheap->WhyNotBuy(1, kStevedore) == BuyRefusal::kNoneLeft);
  CheckRefusalsMatchLegality(*cheap);
}

TEST_CASE("stevedore: an extra swap in the turn it is bought") {
  auto s = RichP0();
  Do(*s, "buy stevedore");
  CHECK(s->money(0) == 24);
  // Still step 1: only the stevedore's swap, or pass on.
  REQUIRE(s->phase() == Phase::kStep1);
  CHECK(s->step1_action_used());
  CHECK(s->stevedore_swaps_left() == 1);
  CHECK_FALSE(IsLegalMove(*s, "buy house"));
  CHECK(IsLegalMove(*s, "pass"));
  Do(*s, "swap indigo copper");
  CHECK(s->phase() == Phase::kStep2);
  CHECK(s->cubes(0)[kCopper] == 1);
  CHECK(s->cubes(0)[kIndigo] == 1);
}

TEST_CASE("stevedore: the extra swap may come before the step-1 action, and two stack") {
  auto s = RichP0();
  Do(*s, "buy stevedore");
  Do(*s, "pass");  // give up the extra swap this turn
  CHECK(s->phase() == Phase::kStep2);
  Do(*s, "draw");
  testing::DrawAny(*s);
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawAny(*s);
  // Before the step-1 action: a swap keeps step 1 open (a purchase still legal).
  Do(*s, "swap indigo hemp");
  REQUIRE(s->phase() == Phase::kStep1);
  CHECK_FALSE(s->step1_action_used());
  CHECK(s->stevedore_swaps_left() == 0);
  CHECK(IsLegalMove(*s, "buy stevedore"));
  // The step-1 action is a second swap: then step 2.
  Do(*s, "swap hemp pepper");
  CHECK(s->phase() == Phase::kStep2);
  CHECK(s->cubes(0)[kPepper] == 1);
  Do(*s, "draw");
  testing::DrawAny(*s);
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawAny(*s);
  // Two stevedores: two extra swaps and the step-1 action.
  Do(*s, "buy stevedore");
  CHECK(s->money(0) == 12);
  CHECK(s->stevedore_swaps_left() == 2);
  Do(*s, "swap pepper salt");
  CHECK(s->phase() == Phase::kStep1);
  Do(*s, "swap salt cotton");
  CHECK(s->phase() == Phase::kStep2);
  Do(*s, "draw");
  testing::DrawAny(*s);
  Do(*s, "pass");
  Do(*s, "draw");
  testing::DrawAny(*s);
  Do(*s, "swap cotton salt");
  Do(*s, "swap salt pepper");
  CHECK(s->phase() == Phase::kStep1);
  CHECK_FALSE(s->step1_action_used());
  Do(*s, "swap pepper hemp");  // the step-1 action
  CHECK(s->phase() == Phase::kStep2);
  CHECK(s->cubes(0)[kHemp] == 1);
  CHECK(s->cubes(0)[kIndigo] == 1);
  CHECK(s->CheckInvariants() == "");
}

}  // namespace
}  // namespace mercato::merchants
