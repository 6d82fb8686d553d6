// Turin Market: offers for sale, buying in market windows, withdrawals, the loan.
#include <catch2/catch.hpp>

#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

// 3 players, start p0. Round 1: p0 bids 5 and takes c13 and c7, p2 bids 4 and
// gets c1, p1 bids 3 and pays 1. Money: p0 10, p1 14, p2 11. Next: p0's offer.
std::unique_ptr<TurinMarketState> AfterFirstPicks(const std::string& options = "") {
  auto state = NewTm(3, options);
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 5", "bid 3", "bid 4"});
  PlayAll(*state, {"take c13", "take c7"});
  REQUIRE(state->phase() == Phase::kSellOffer);
  REQUIRE(state->CurrentPlayer() == 0);
  return state;
}

}  // namespace

TEST_CASE("turin_market: selling: one card just taken, price 1..free money, the price is locked on it", "[turin_market]") {
  auto state = AfterFirstPicks();
  CHECK(HasMove(*state, "sell c13 for 1"));
  CHECK(HasMove(*state, "sell c7 for 10"));
  CHECK_FALSE(HasMove(*state, "sell c7 for 11"));  // p0 holds 10
  CHECK_FALSE(HasMove(*state, "sell c1 for 2"));   // not p0's card
  Play(*state, "sell c13 for 4");
  CHECK(state->money(0) == 6);
  REQUIRE(state->on_sale().size() == 1);
  CHECK(state->on_sale()[0].price == 4);
  CHECK(state->on_sale()[0].seller == 0);
  // Then p2, the other taker, decides (rank order).
  CHECK(state->CurrentPlayer() == 2);
  CHECK(state->phase() == Phase::kSellOffer);
  CHECK(state->CheckInvariants() == "");
}

TEST_CASE("turin_market: buying: a single buyer pays the seller, who also takes back the locked price", "[turin_market]") {
  auto state = AfterFirstPicks();
  PlayAll(*state, {"sell c13 for 4", "no sale"});
  REQUIRE(state->phase() == Phase::kDeclare);
  // The seller cannot buy its own card: p1 then p2 declare.
  CHECK(state->CurrentPlayer() == 1);
  Play(*state, "buy c13");
  // Hidden until all have declared.
  CHECK(state->Observe(2).players[1].declared == -1);
  CHECK(state->Observe(2).players[1].has_declared);
  Play(*state, "pass");
  CHECK(Has(state->collection(1), 13));
  CHECK_FALSE(Has(state->collection(0), 13));
  CHECK(state->money(1) == 10);
  CHECK(state->money(0) == 6 + 4 + 4);
  CHECK(state->on_sale().empty());
  // Nothing left on sale: the next round begins.
  CHECK(state->phase() == Phase::kOffer);
  CHECK(state->round() == 1);
}

TEST_CASE("turin_market: buying: the seller chooses among simultaneous buyers", "[turin_market]") {
  auto state = AfterFirstPicks();
  PlayAll(*state, {"sell c13 for 4", "no sale", "buy c13", "buy c13"});
  REQUIRE(state->phase() == Phase::kChooseBuyer);
  CHECK(state->CurrentPlayer() == 0);
  CHECK(HasMove(*state, "sell c13 to p1"));
  CHECK(HasMove(*state, "sell c13 to p2"));
  Play(*state, "sell c13 to p2");
  CHECK(Has(state->collection(2), 13));
  CHECK(state->money(2) == 7);
  CHECK(state->money(1) == 14);
}

TEST_CASE("turin_market: buying: windows repeat until one passes without a purchase", "[turin_market]") {
  auto state = AfterFirstPicks();
  PlayAll(*state, {"sell c13 for 2", "sell c1 for 3"});
  // Window 1: p1 buys c13, p0 and p2 pass.
  PlayAll(*state, {"pass", "buy c13", "pass"});
  REQUIRE(state->phase() == Phase::kDeclare);  // another window
  CHECK(state->CurrentPlayer() == 0);
  // Window 2: only c1 (p2's) is left; p2 does not declare.
  PlayAll(*state, {"buy c1", "pass"});
  CHECK(Has(state->collection(0), 1));
  // Window 3 would have nothing on sale: the round ends.
  CHECK(state->phase() == Phase::kOffer);
  CHECK(state->CheckInvariants() == "");
}

TEST_CASE("turin_market: buying needs the price in free money; the loan may come first", "[turin_market]") {
  auto poor = AfterFirstPicks();
  PlayAll(*poor, {"no sale", "sell c1 for 11"});  // p2 offers c1 for 11; p0 holds 10
  REQUIRE(poor->CurrentPlayer() == 0);
  CHECK_FALSE(HasMove(*poor, "buy c1"));
  Play(*poor, "loan");
  CHECK(poor->money(0) == 20);
  CHECK(poor->CurrentPlayer() == 0);  // still p0's declaration
  CHECK(HasMove(*poor, "buy c1"));
}

TEST_CASE("turin_market: locked money cannot be bid; older cards can never be offered", "[turin_market]") {
  auto state = AfterFirstPicks();
  PlayAll(*state, {"sell c13 for 4", "no sale", "pass", "pass"});
  REQUIRE(state->phase() == Phase::kOffer);
  PlayAll(*state, {"offer c2", "offer c8", "offer c14"});
  CHECK(HasMove(*state, "bid 6"));
  CHECK_FALSE(HasMove(*state, "bid 7"));  // 4 lie on c13
  PlayAll(*state, {"bid 5", "bid 0", "bid 0", "take c2", "take c8"});
  // After this auction p0 may withdraw the older offer...
  REQUIRE(state->phase() == Phase::kWithdraw);
  CHECK(state->CurrentPlayer() == 0);
  Play(*state, "keep offers");
  // ...and offer one of the cards just taken, not c7 from round 1.
  REQUIRE(state->phase() == Phase::kSellOffer);
  CHECK(HasMove(*state, "sell c2 for 1"));
  CHECK_FALSE(HasMove(*state, "sell c7 for 1"));
  CHECK_FALSE(HasMove(*state, "sell c13 for 1"));
}

TEST_CASE("turin_market: withdrawing: only right after a later auction, with the money back", "[turin_market]") {
  auto state = AfterFirstPicks();
  PlayAll(*state, {"sell c13 for 4", "no sale"});
  CHECK_FALSE(HasMove(*state, "withdraw c13"));  // not in the offer's own round
  PlayAll(*state, {"pass", "pass"});
  PlayAll(*state, {"offer c2", "offer c8", "offer c14", "bid 1", "bid 0", "bid 0"});
  PlayAll(*state, {"take c2", "take c8"});
  REQUIRE(state->phase() == Phase::kWithdraw);
  const int before = state->money(0);
  Play(*state, "withdraw c13");
  CHECK(state->money(0) == before + 4);
  CHECK(state->on_sale().empty());
  CHECK(Has(state->collection(0), 13));
  CHECK(state->phase() == Phase::kSellOffer);
}

TEST_CASE("turin_market: the cards of the last auction cannot be offered", "[turin_market]") {
  // Random play offers cards whenever it can; none in the last round.
  for (int players = 2; players <= 5; ++players) {
    auto state = NewTm(players);
    Rng rng(40 + players);
    int offers_seen = 0;
    while (!state->IsTerminal()) {
      if (state->phase() == Phase::kSellOffer) {
        CHECK_FALSE(state->IsLastRound());
        ++offers_seen;
      }
      const std::vector<Action> legal = state->LegalActions();
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
    CHECK(offers_seen > 0);
  }
}

TEST_CASE("turin_market: the loan: once, at any own decision, +10", "[turin_market]") {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  CHECK(HasMove(*state, "loan"));  // even while choosing a card to offer
  PlayAll(*state, {"offer c1", "offer c7", "offer c13"});
  Play(*state, "loan");
  CHECK(state->money(0) == 25);
  CHECK(state->has_loan(0));
  CHECK(state->CurrentPlayer() == 0);
  CHECK_FALSE(HasMove(*state, "loan"));
  CHECK(HasMove(*state, "bid 25"));
  Play(*state, "bid 25");
  CHECK(HasMove(*state, "loan"));  // p1's own loan
  CHECK(state->CheckInvariants() == "");
}

TEST_CASE("turin_market: leader tokens: strict majorities take them, ties leave them", "[turin_market]") {
  SECTION("taking and buying move tokens to a strict majority") {
    auto state = AfterFirstPicks();
    // p0: c13 (eggplant 3, artichoke 2, pepper 1) + c7 (onion 3, garlic 2,
    // artichoke 1); p2: c1 (garlic 3, pepper 2, mushroom 1).
    CHECK(state->leader(kEggplant) == 0);
    CHECK(state->leader(kArtichoke) == 0);
    CHECK(state->leader(kGarlic) == 2);
    CHECK(state->leader(kPepper) == 2);
    CHECK(state->leader(kTomato) == -1);
    CHECK(state->LeaderTokens(0) == 3);  // eggplant, artichoke, onion
    // p1 buys c13: eggplant (3 to 0) and artichoke (2 to 1) move to p1.
    PlayAll(*state, {"sell c13 for 1", "no sale", "buy c13", "pass"});
    CHECK(state->leader(kEggplant) == 1);
    CHECK(state->leader(kArtichoke) == 1);
    CHECK(state->leader(kPepper) == 2);  // p2 2, p1 1
  }
  SECTION("a tie does not move a token") {
    auto state = AfterFirstPicks();
    PlayAll(*state, {"no sale", "no sale"});
    PlayAll(*state, {"offer c6", "offer c8", "offer c14", "bid 1", "bid 0", "bid 0"});
    PlayAll(*state, {"take c6", "take c8"});
    // Garlic: p0 2 (c7) + 1 (c6) = 3, the same as p2's 3: the token stays.
    CHECK(state->Units(0)[kGarlic] == 3);
    CHECK(state->Units(2)[kGarlic] == 3);
    CHECK(state->leader(kGarlic) == 2);
  }
  SECTION("a holder overtaken by a tie of two others puts the token back on the table") {
    // The text: the token shows who has the most now, and a tie need not move
    // it. When the holder is no longer among those with the most, it would
    // mark a player who is not a leader, so it leaves the holder.
    auto state = AfterFirstPicks();
    PlayAll(*state, {"no sale", "no sale"});
    // Round 2: p2 takes c5 (grapes 3) + c14, p1 gets c9 (grapes 2).
    PlayAll(*state, {"offer c5", "offer c9", "offer c14", "bid 0", "bid 1", "bid 2"});
    PlayAll(*state, {"take c5", "take c14", "no sale", "no sale"});
    // Round 3: p2 takes c4 (grapes 1) + c15: p2 has 4 grapes.
    PlayAll(*state, {"offer c4", "offer c10", "offer c15", "bid 0", "bid 1", "bid 2"});
    PlayAll(*state, {"take c4", "take c15", "no sale", "no sale"});
    REQUIRE(state->leader(kGrapes) == 2);
    // Round 4: p1 takes c6 (grapes 3): 5, the most alone; p0 gets c8 (grapes 1).
    PlayAll(*state, {"offer c6", "offer c8", "offer c17", "bid 1", "bid 2", "bid 0"});
    PlayAll(*state, {"take c6", "take c17"});
    REQUIRE(state->Units(1)[kGrapes] == 5);
    REQUIRE(state->Units(0)[kGrapes] == 1);
    CHECK(state->leader(kGrapes) == 1);
    // p1 sells c6 to p0: p0 4, p2 4, p1 2.
    PlayAll(*state, {"sell c6 for 1", "no sale", "buy c6", "pass"});
    REQUIRE(state->Units(0)[kGrapes] == 4);
    REQUIRE(state->Units(2)[kGrapes] == 4);
    REQUIRE(state->Units(1)[kGrapes] == 2);
    CHECK(state->leader(kGrapes) == -1);
    CHECK(state->CheckInvariants() == "");
  }
}
