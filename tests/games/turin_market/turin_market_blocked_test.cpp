// Turin Market: the moves a seat's table shows it that it may not make now, each
// with the rules' reason and its numbers (core/games/turin_market/turin_market_blocked.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/blocked_move.h"
#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

// The card printed c<n> as an id.
int C(int printed) { return printed - 1; }
Action Card(int printed) { return kCardBase + C(printed); }

// The reason `viewer` is told for `action`, "" when it is not listed.
std::string Reason(const TurinMarketState& state, int viewer, Action action) {
  const BlockedMoves blocked = state.BlockedMovesFor(viewer);
  const BlockedMove* b = FindBlocked(blocked, action);
  return b == nullptr ? "" : b->reason;
}

BlockedMove Blocked(const TurinMarketState& state, int viewer, Action action) {
  const BlockedMoves blocked = state.BlockedMovesFor(viewer);
  const BlockedMove* b = FindBlocked(blocked, action);
  INFO(BlockedMovesJson(blocked) << "\n" << state.ToString());
  REQUIRE(b != nullptr);
  return *b;
}

bool IsLegal(const State& state, Action action) {
  const std::vector<Action> legal = state.LegalActions();
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

// 3 players, start p0, hands c1-c6, c7-c12, c13-c18; everyone lays a card.
std::unique_ptr<TurinMarketState> Bidding() {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13"});
  REQUIRE(state->phase() == Phase::kBid);
  REQUIRE(state->CurrentPlayer() == 0);
  return state;
}

// Round 1: p0 bids 5 and takes c13 and c7, p2 bids 4 and gets c1, p1 pays 1.
// Money: p0 10, p1 14, p2 11. p0 offers c13 for 4 (6 left), p2 c1 for 7 (4 left);
// the market window opens, p0 to declare first.
std::unique_ptr<TurinMarketState> TwoOffers() {
  auto state = Bidding();
  PlayAll(*state, {"bid 5", "bid 3", "bid 4", "take c13", "take c7", "sell c13 for 4", "sell c1 for 7"});
  REQUIRE(state->phase() == Phase::kDeclare);
  REQUIRE(state->CurrentPlayer() == 0);
  REQUIRE(state->money(0) == 6);
  return state;
}

}  // namespace

TEST_CASE("turin_market blocked: every reason is a code of BlockReasons", "[turin_market][blocked]") {
  const std::vector<std::string> codes = LoadTm(3)->BlockReasons();
  CHECK(codes.size() == 10);
  CHECK(std::find(codes.begin(), codes.end(), std::string(kNotYourTurn)) != codes.end());
  for (const char* code : {"lay_at_round_start", "ranks_not_fixed", "not_offer_step", "last_auction",
                           "beyond_free_money", "own_card", "too_poor", "not_your_offer", "buy_in_window"}) {
    CHECK(std::find(codes.begin(), codes.end(), std::string(code)) != codes.end());
  }
}

TEST_CASE("turin_market blocked: laying cards: the mover's hand is legal, the others are not to move", "[turin_market][blocked]") {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  REQUIRE(state->phase() == Phase::kOffer);
  REQUIRE(state->CurrentPlayer() == 0);
  // p0 may lay any hand card and take the loan: nothing of it is listed.
  CHECK(IsLegal(*state, Card(1)));
  CHECK(state->BlockedMovesFor(0).empty());
  // p1 is shown its hand and the loan button: not its turn.
  CHECK(Reason(*state, 1, Card(7)) == kNotYourTurn);
  CHECK(Reason(*state, 1, Card(12)) == kNotYourTurn);
  CHECK(Reason(*state, 1, kLoan) == kNotYourTurn);
  CHECK(Blocked(*state, 1, Card(7)).values.empty());
  CHECK(state->BlockedMovesFor(1).size() == 7);  // 6 cards and the loan
  // The all-seeing replay is told nothing; a chance node tells nobody anything.
  CHECK(state->BlockedMovesFor(-1).empty());
  CHECK(NewTm(3)->BlockedMovesFor(0).empty());
}

TEST_CASE("turin_market blocked: while bidding, hand and table cards wait, the bid stops at the free money", "[turin_market][blocked]") {
  auto state = Bidding();
  CHECK(Reason(*state, 0, Card(2)) == "lay_at_round_start");
  CHECK(Reason(*state, 0, Card(6)) == "lay_at_round_start");
  CHECK(Reason(*state, 0, Card(1)) == "ranks_not_fixed");
  CHECK(Reason(*state, 0, Card(7)) == "ranks_not_fixed");
  CHECK(Reason(*state, 0, Card(13)) == "ranks_not_fixed");
  // 15 is all of p0's money: bid 15 is legal and not listed, 16 is refused.
  CHECK(IsLegal(*state, kBidBase + 15));
  CHECK(Reason(*state, 0, kBidBase + 15) == "");
  const BlockedMove above = Blocked(*state, 0, kBidBase + 16);
  CHECK(above.reason == "beyond_free_money");
  CHECK(above.Get("amount") == 16);
  CHECK(above.Get("free") == 15);
  CHECK_FALSE(IsLegal(*state, kBidBase + 16));
  // The loan is open to the mover; a non-mover is not to move, and is shown no bid.
  CHECK(Reason(*state, 0, kLoan) == "");
  CHECK(Reason(*state, 1, Card(7)) == kNotYourTurn);
  CHECK(Reason(*state, 1, kBidBase + 16) == "");
  // After the loan the money is 25: the next refused bid is 26.
  Play(*state, "loan");
  CHECK(Blocked(*state, 0, kBidBase + 26).Get("free") == 25);
  CHECK(Reason(*state, 0, kLoan) == "");  // taken: no button, nothing listed
}

TEST_CASE("turin_market blocked: a re-bid stops at the free money less the bid", "[turin_market][blocked]") {
  auto state = Bidding();
  PlayAll(*state, {"bid 5", "bid 5", "bid 4"});
  REQUIRE(state->phase() == Phase::kRebid);
  const int mover = state->CurrentPlayer();
  REQUIRE(mover == 0);
  CHECK(IsLegal(*state, kBidBase + 10));
  const BlockedMove above = Blocked(*state, 0, kBidBase + 11);
  CHECK(above.reason == "beyond_free_money");
  CHECK(above.Get("amount") == 11);
  CHECK(above.Get("free") == 10);
}

TEST_CASE("turin_market blocked: offering a card just taken: the price stops at the free money", "[turin_market][blocked]") {
  auto state = Bidding();
  PlayAll(*state, {"bid 5", "bid 3", "bid 4", "take c13", "take c7"});
  REQUIRE(state->phase() == Phase::kSellOffer);
  REQUIRE(state->CurrentPlayer() == 0);
  REQUIRE(state->money(0) == 10);
  CHECK(IsLegal(*state, SellAction(C(13), 10)));
  CHECK(Reason(*state, 0, SellAction(C(13), 1)) == "");
  CHECK(Reason(*state, 0, SellAction(C(13), 10)) == "");
  const BlockedMove above = Blocked(*state, 0, SellAction(C(13), 11));
  CHECK(above.reason == "beyond_free_money");
  CHECK(above.Get("amount") == 11);
  CHECK(above.Get("free") == 10);
  CHECK(Reason(*state, 0, SellAction(C(7), 11)) == "beyond_free_money");
  // p2's card just taken is its own: not its turn yet.
  CHECK(Reason(*state, 2, SellAction(C(1), 1)) == kNotYourTurn);
  // p1 took nothing: no card to offer.
  CHECK(Reason(*state, 1, SellAction(C(1), 1)) == "");
}

TEST_CASE("turin_market blocked: in a market window: one's own offer, a price too high, cards already offered", "[turin_market][blocked]") {
  auto state = TwoOffers();
  // p0 holds 6: its own c13 and c1 at 7 are refused.
  const BlockedMove own = Blocked(*state, 0, Card(13));
  CHECK(own.reason == "own_card");
  CHECK(own.Get("price") == 4);
  const BlockedMove poor = Blocked(*state, 0, Card(1));
  CHECK(poor.reason == "too_poor");
  CHECK(poor.Get("price") == 7);
  CHECK(poor.Get("have") == 6);
  CHECK_FALSE(IsLegal(*state, Card(1)));
  // The sale offers are over: the cards p0 took wait for the next round's takers.
  CHECK(Reason(*state, 0, SellAction(C(7), 1)) == "not_offer_step");
  CHECK(Reason(*state, 0, SellAction(C(13), 1)) == "not_offer_step");
  // With the loan p0 holds 16: c1 is legal and no longer listed.
  Play(*state, "loan");
  CHECK(IsLegal(*state, Card(1)));
  CHECK(Reason(*state, 0, Card(1)) == "");
  CHECK(Reason(*state, 0, Card(13)) == "own_card");
  // p1 is not to move: both offers say so.
  CHECK(Reason(*state, 1, Card(13)) == kNotYourTurn);
  CHECK(Reason(*state, 1, Card(1)) == kNotYourTurn);
}

TEST_CASE("turin_market blocked: outside the windows cards on sale wait; withdrawing is for one's own offers", "[turin_market][blocked]") {
  auto state = TwoOffers();
  PlayAll(*state, {"pass", "pass", "pass"});
  REQUIRE(state->round() == 1);
  REQUIRE(state->phase() == Phase::kOffer);
  const int mover = state->CurrentPlayer();
  const BlockedMove wait = Blocked(*state, mover, Card(1));
  CHECK(wait.reason == "buy_in_window");
  CHECK(wait.Get("seller") == 2);
  CHECK(wait.Get("price") == 7);
  CHECK(Blocked(*state, mover, Card(13)).Get("seller") == 0);
  // Round 2: every seat lays and bids, the top bidder takes, then the sellers of
  // the older offers may withdraw them, p0 first.
  PlayAll(*state, {"offer c2", "offer c8", "offer c14", "bid 1", "bid 0", "bid 0"});
  while (state->phase() == Phase::kPick) {
    Play(*state, state->ActionToString(state->LegalActions().back()));
  }
  REQUIRE(state->phase() == Phase::kWithdraw);
  REQUIRE(state->CurrentPlayer() == 0);
  CHECK(IsLegal(*state, Card(13)));
  CHECK(Reason(*state, 0, Card(13)) == "");
  const BlockedMove other = Blocked(*state, 0, Card(1));
  CHECK(other.reason == "not_your_offer");
  CHECK(other.Get("seller") == 2);
  CHECK_FALSE(IsLegal(*state, Card(1)));
}

TEST_CASE("turin_market blocked: the last auction's cards cannot be offered", "[turin_market][blocked]") {
  // Heuristic games until the last round's market shows its mover a card it
  // just took (that someone offered a card earlier makes the market open).
  bool found = false;
  for (uint64_t seed = 1; seed <= 200 && !found; ++seed) {
    auto state = NewTm(3);
    Rng rng(seed);
    while (!state->IsTerminal()) {
      if (!state->IsChanceNode() && state->IsLastRound() && state->table().empty() &&
          state->phase() != Phase::kOffer && !state->just_taken(state->CurrentPlayer()).empty()) {
        const int mover = state->CurrentPlayer();
        const int card = state->just_taken(mover).front();
        const BlockedMove last = Blocked(*state, mover, SellAction(card, 1));
        CHECK(last.reason == "last_auction");
        CHECK(last.values.empty());
        CHECK_FALSE(IsLegal(*state, SellAction(card, 1)));
        found = true;
        break;
      }
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : state->GetGame().HeuristicAction(*state, rng));
    }
  }
  CHECK(found);
}
