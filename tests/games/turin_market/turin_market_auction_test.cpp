// Turin Market: secret offers and bids, ranking, ties, payments and picks.
#include <catch2/catch.hpp>

#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

// 3 players, start p0: p0 holds c1-c6, p1 c7-c12, p2 c13-c18; each offers its
// lowest card (c1, c7, c13).
std::unique_ptr<TurinMarketState> ThreePlayerBidding(const std::string& options = "") {
  auto state = NewTm(3, options);
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13"});
  REQUIRE(state->phase() == Phase::kBid);
  return state;
}

}  // namespace

TEST_CASE("turin_market: offer: the card is laid face down, revealed only when all have chosen", "[turin_market]") {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  Play(*state, "offer c2");
  TurinMarketObservation seen_by_p1 = state->Observe(1);
  CHECK(seen_by_p1.players[0].has_offered);
  CHECK(seen_by_p1.players[0].offered == -1);
  CHECK(seen_by_p1.table.empty());
  CHECK(state->Observe(0).players[0].offered == 1);  // its own card: c2
  CHECK(state->CurrentPlayer() == 1);
  PlayAll(*state, {"offer c7", "offer c13"});
  REQUIRE(state->table().size() == 3);
  CHECK(state->table()[0].card == 1);
  CHECK(state->table()[0].offered_by == 0);
  CHECK(state->Observe(1).table.size() == 3);
}

TEST_CASE("turin_market: bid: sealed, 0..free money, hidden until every seat has bid", "[turin_market]") {
  auto a = ThreePlayerBidding();
  auto b = ThreePlayerBidding();
  CHECK(HasMove(*a, "bid 15"));
  CHECK_FALSE(HasMove(*a, "bid 16"));
  Play(*a, "bid 3");
  Play(*b, "bid 9");
  // p1 and p2 cannot tell the two apart; p0 can.
  CHECK(a->InformationStateString(1) == b->InformationStateString(1));
  CHECK(a->InformationStateString(2) == b->InformationStateString(2));
  CHECK(a->InformationStateString(0) != b->InformationStateString(0));
  CHECK(a->Observe(1).players[0].bid == -1);
  CHECK(a->Observe(1).players[0].has_bid);
  PlayAll(*a, {"bid 1", "bid 2"});
  CHECK(a->Observe(1).players[0].bid == 3);  // revealed together
  CHECK(a->Observe(1).bids_revealed);
}

TEST_CASE("turin_market: ranking: 3 players, the first takes 2 cards and the second 1; payments", "[turin_market]") {
  auto state = ThreePlayerBidding();
  PlayAll(*state, {"bid 5", "bid 3", "bid 4"});
  // p0 first (2 cards), p2 second (1 card), p1 third (none): no tie, no re-bid.
  CHECK(state->rank_of(0) == 0);
  CHECK(state->rank_of(2) == 1);
  CHECK(state->rank_of(1) == 2);
  CHECK(state->takes(0) == 2);
  CHECK(state->takes(2) == 1);
  CHECK(state->takes(1) == 0);
  // Takers pay in full, the others half rounded down.
  CHECK(state->money(0) == 10);
  CHECK(state->money(2) == 11);
  CHECK(state->money(1) == 14);
  REQUIRE(state->phase() == Phase::kPick);
  CHECK(state->CurrentPlayer() == 0);
  PlayAll(*state, {"take c13", "take c7"});
  CHECK(state->collection(0).size() == 2);
  REQUIRE(state->collection(2).size() == 1);
  CHECK(state->collection(2)[0] == 0);  // the card left: c1
  CHECK(state->collection(1).empty());
}

TEST_CASE("turin_market: ranking: cards per rank for 2, 4 and 5 players", "[turin_market]") {
  {
    auto state = NewTm(2);
    Deal(*state, 0, Consecutive(2, 6));
    PlayAll(*state, {"offer c1", "offer c7", "bid 2", "bid 1"});
    CHECK(state->collection(0).size() == 2);  // both cards, no choice to make
    CHECK(state->money(0) == 13);
    CHECK(state->money(1) == 15);  // half of 1, rounded down
  }
  {
    // 4 players, second round: 2, 1, 1, 0.
    auto state = NewTm(4);
    Deal(*state, 0, Consecutive(4, 4));
    PlayAll(*state, {"bid 0", "bid 0", "bid 0", "bid 0"});  // the centre cards go unsold
    CHECK(state->removed().size() == 2);
    PlayAll(*state, {"offer c1", "offer c5", "offer c9", "offer c13"});
    PlayAll(*state, {"bid 4", "bid 3", "bid 2", "bid 1"});
    PlayAll(*state, {"take c1", "take c5", "take c9"});  // p0 takes 2, p1 1, p2 the last
    CHECK(state->collection(0).size() == 2);
    CHECK(state->collection(1).size() == 1);
    CHECK(state->collection(2).size() == 1);
    CHECK(state->collection(3).empty());
    CHECK(state->money(3) == 15);
  }
  {
    // 5 players, second round: 2, 2, 1, 0, 0.
    auto state = NewTm(5);
    Deal(*state, 0, Consecutive(5, 3));
    PlayAll(*state, {"bid 0", "bid 0", "bid 0", "bid 0", "bid 0"});
    PlayAll(*state, {"offer c1", "offer c4", "offer c7", "offer c10", "offer c13"});
    PlayAll(*state, {"bid 5", "bid 4", "bid 3", "bid 2", "bid 1"});
    CHECK(state->takes(0) == 2);
    CHECK(state->takes(1) == 2);
    CHECK(state->takes(2) == 1);
    CHECK(state->takes(3) == 0);
    PlayAll(*state, {"take c1", "take c4", "take c7", "take c10"});
    CHECK(state->collection(2).size() == 1);
    CHECK(state->money(3) == 14);  // half of 2
    CHECK(state->money(4) == 15);  // half of 1
  }
}

TEST_CASE("turin_market: first round with 4-5 players: the centre cards, one card per rank", "[turin_market]") {
  {
    auto state = NewTm(4);
    Deal(*state, 0, Consecutive(4, 4));  // c17 and c18 are the centre cards
    REQUIRE(state->phase() == Phase::kBid);
    PlayAll(*state, {"bid 3", "bid 6", "bid 2", "bid 1"});
    CHECK(state->takes(1) == 1);
    CHECK(state->takes(0) == 1);
    CHECK(state->takes(2) == 0);
    REQUIRE(state->phase() == Phase::kPick);
    CHECK(state->CurrentPlayer() == 1);
    Play(*state, "take c18");
    CHECK(Has(state->collection(1), 18));
    CHECK(Has(state->collection(0), 17));
    CHECK(state->money(2) == 14);
    CHECK(state->hand(0).size() == 4);  // no hand card was used
  }
  {
    auto state = NewTm(5);
    Deal(*state, 0, Consecutive(5, 3));  // c16, c17, c18 in the centre
    PlayAll(*state, {"bid 1", "bid 2", "bid 3", "bid 4", "bid 5"});
    CHECK(state->takes(4) == 1);
    CHECK(state->takes(3) == 1);
    CHECK(state->takes(2) == 1);
    CHECK(state->takes(1) == 0);
    PlayAll(*state, {"take c16", "take c17"});
    CHECK(Has(state->collection(2), 18));
  }
}

TEST_CASE("turin_market: the seed's example: C bids 4; A and B tie at 2 and re-bid 0 and 1", "[turin_market]") {
  // A = p0, B = p1, C = p2, three players.
  auto state = ThreePlayerBidding();
  PlayAll(*state, {"bid 2", "bid 2", "bid 4"});
  // C is first; A and B re-bid for second place before anyone picks.
  REQUIRE(state->phase() == Phase::kRebid);
  CHECK(state->CurrentPlayer() == 0);
  CHECK(HasMove(*state, "rebid 13"));
  CHECK_FALSE(HasMove(*state, "rebid 14"));  // free money 15 - bid 2
  PlayAll(*state, {"rebid 0", "rebid 1"});
  CHECK(state->rank_of(2) == 0);
  CHECK(state->rank_of(1) == 1);
  CHECK(state->rank_of(0) == 2);
  // C pays 4, B pays 2 + 1 = 3, A pays half of 2 = 1.
  CHECK(state->money(2) == 11);
  CHECK(state->money(1) == 12);
  CHECK(state->money(0) == 14);
  // C takes 2 cards, B the last one, A nothing.
  REQUIRE(state->CurrentPlayer() == 2);
  PlayAll(*state, {"take c1", "take c13"});
  CHECK(state->collection(2).size() == 2);
  REQUIRE(state->collection(1).size() == 1);
  CHECK(state->collection(1)[0] == 6);  // c7
  CHECK(state->collection(0).empty());
}

TEST_CASE("turin_market: ties: a re-bid orders only inside the group, even above a higher bid", "[turin_market]") {
  auto state = ThreePlayerBidding();
  PlayAll(*state, {"bid 5", "bid 3", "bid 3"});
  PlayAll(*state, {"rebid 9", "rebid 0"});  // p1 grips 3 + 9 = 12 > 5
  CHECK(state->rank_of(0) == 0);
  CHECK(state->rank_of(1) == 1);
  CHECK(state->rank_of(2) == 2);
  CHECK(state->money(1) == 15 - 12);
  CHECK(state->money(2) == 14);  // half of 3 + 0
}

TEST_CASE("turin_market: ties: equal positive re-bids go to a coin toss", "[turin_market]") {
  auto state = ThreePlayerBidding();
  PlayAll(*state, {"bid 4", "bid 4", "bid 1"});
  PlayAll(*state, {"rebid 2", "rebid 2"});
  REQUIRE(state->phase() == Phase::kToss);
  std::vector<ChanceOutcome> toss = state->ChanceOutcomes();
  REQUIRE(toss.size() == 2);
  CHECK(toss[0].probability == Approx(0.5));
  Play(*state, "toss p1 wins");
  CHECK(state->rank_of(1) == 0);
  CHECK(state->rank_of(0) == 1);
  CHECK(state->money(1) == 9);  // both take: 4 + 2 each
  CHECK(state->money(0) == 9);
}

TEST_CASE("turin_market: ties at 0 never re-bid, and a bid of 0 takes no card whatever its rank", "[turin_market]") {
  auto state = ThreePlayerBidding();
  PlayAll(*state, {"bid 3", "bid 0", "bid 0"});
  REQUIRE(state->phase() == Phase::kPick);  // no re-bid
  CHECK(state->role(1) == Role::kNone);
  CHECK(state->role(2) == Role::kNone);
  PlayAll(*state, {"take c1", "take c7"});
  // Rank 2 would take a card, but bid 0: the card nobody takes leaves the game.
  CHECK(state->collection(1).empty());
  CHECK(state->collection(2).empty());
  REQUIRE(state->removed().size() == 1);
  CHECK(state->removed()[0] == 12);  // c13
  CHECK(state->money(0) == 12);
}

TEST_CASE("turin_market: ties whose ranks take nothing are not re-bid", "[turin_market]") {
  // 5 players, second round, 2-2-1-0-0: a tie for fourth decides nothing.
  auto state = NewTm(5);
  Deal(*state, 0, Consecutive(5, 3));
  PlayAll(*state, {"bid 0", "bid 0", "bid 0", "bid 0", "bid 0"});
  PlayAll(*state, {"offer c1", "offer c4", "offer c7", "offer c10", "offer c13"});
  PlayAll(*state, {"bid 6", "bid 5", "bid 4", "bid 2", "bid 2"});
  CHECK(state->phase() == Phase::kPick);
  CHECK(state->money(3) == 14);
  CHECK(state->money(4) == 14);
}

TEST_CASE("turin_market: both-zero rule: tied players who both re-bid 0 remove cards instead", "[turin_market]") {
  SECTION("two players: the toss winner removes both cards") {
    auto state = NewTm(2);
    Deal(*state, 0, Consecutive(2, 6));
    PlayAll(*state, {"offer c1", "offer c7", "bid 3", "bid 3", "rebid 0", "rebid 0"});
    REQUIRE(state->phase() == Phase::kToss);
    Play(*state, "toss p1 wins");
    // p1 removed both cards (no choice to make) and the next round began.
    CHECK(state->round() == 1);
    CHECK(state->collection(0).empty());
    CHECK(state->collection(1).empty());
    CHECK(state->removed().size() == 2);
    CHECK(state->money(0) == 14);  // half of 3
    CHECK(state->money(1) == 14);
  }
  SECTION("three players: removers choose in coin-toss order") {
    auto state = ThreePlayerBidding();
    PlayAll(*state, {"bid 5", "bid 5", "bid 2", "rebid 0", "rebid 0"});
    Play(*state, "toss p0 wins");
    REQUIRE(state->phase() == Phase::kPick);
    CHECK(state->CurrentPlayer() == 0);
    CHECK(state->role(0) == Role::kRemover);
    CHECK(state->takes(0) == 2);
    CHECK(HasMove(*state, "remove c7"));
    PlayAll(*state, {"remove c7", "remove c13"});
    // p1 removes the last card (rank 2 would have taken 1); p2, third, takes none.
    CHECK(state->removed().size() == 3);
    CHECK(state->collection(2).empty());
    CHECK(state->money(0) == 13);
    CHECK(state->money(1) == 13);
    CHECK(state->money(2) == 14);
  }
  SECTION("a group of three: the two still tied at 0 remove, the third takes") {
    auto state = ThreePlayerBidding();
    PlayAll(*state, {"bid 4", "bid 4", "bid 4", "rebid 2", "rebid 0", "rebid 0"});
    REQUIRE(state->phase() == Phase::kToss);
    CHECK(state->ChanceOutcomes().size() == 2);  // p1 and p2 only
    Play(*state, "toss p2 wins");
    CHECK(state->rank_of(0) == 0);
    PlayAll(*state, {"take c7", "take c13"});
    // p2 removes the last card; p1 (rank 3) would take none.
    CHECK(state->role(2) == Role::kRemover);
    CHECK(state->removed().size() == 1);
    CHECK(state->money(0) == 9);
    CHECK(state->money(1) == 13);
    CHECK(state->money(2) == 13);
  }
}

TEST_CASE("turin_market: nobody picks before every rank is fixed", "[turin_market]") {
  auto state = ThreePlayerBidding();
  PlayAll(*state, {"bid 6", "bid 2", "bid 2"});
  // p0 is alone at the top but must wait for the re-bid of p1 and p2.
  CHECK(state->phase() == Phase::kRebid);
  CHECK(state->money(0) == 15);  // nothing paid yet
  PlayAll(*state, {"rebid 0", "rebid 1"});
  CHECK(state->phase() == Phase::kPick);
  CHECK(state->CurrentPlayer() == 0);
}

TEST_CASE("turin_market: goose tie_loser: the first tie by chance, then its holder gives it", "[turin_market]") {
  auto state = ThreePlayerBidding("goose=tie_loser");
  PlayAll(*state, {"bid 2", "bid 2", "bid 4"});
  REQUIRE(state->phase() == Phase::kGooseChance);  // replaces the re-bid
  CHECK(state->ChanceOutcomes().size() == 2);
  Play(*state, "goose to p0");
  CHECK(state->goose_holder() == 0);
  CHECK(state->rank_of(0) == 2);  // the receiver ranks last in the group
  CHECK(state->rank_of(1) == 1);
  CHECK(state->money(1) == 13);  // players pay their bid
  CHECK(state->money(0) == 14);
  // Finish the round without sales, then tie p1 and p2 for first.
  PlayAll(*state, {"take c1", "take c13", "no sale", "no sale"});
  REQUIRE(state->phase() == Phase::kOffer);
  PlayAll(*state, {"offer c2", "offer c8", "offer c14", "bid 1", "bid 3", "bid 3"});
  REQUIRE(state->phase() == Phase::kGooseGive);
  CHECK(state->CurrentPlayer() == 0);  // the holder, outside the group, decides
  CHECK(HasMove(*state, "give goose p1"));
  CHECK_FALSE(HasMove(*state, "give goose p0"));
  Play(*state, "give goose p2");
  CHECK(state->goose_holder() == 2);
  CHECK(state->rank_of(1) == 0);
  CHECK(state->rank_of(2) == 1);
}

TEST_CASE("turin_market: goose underdog: the single player with fewest leader tokens ranks as if +1", "[turin_market]") {
  auto state = ThreePlayerBidding("goose=underdog");
  CHECK(state->underdog() == -1);  // all tied at no tokens
  PlayAll(*state, {"bid 0", "bid 2", "bid 4", "take c1", "take c13"});
  // p2 holds c1 + c13, p1 holds c7; p0 holds nothing: p0 alone has the fewest.
  PlayAll(*state, {"no sale", "no sale"});
  REQUIRE(state->LeaderTokens(0) == 0);
  REQUIRE(state->LeaderTokens(1) > 0);
  REQUIRE(state->LeaderTokens(2) > 0);
  PlayAll(*state, {"offer c2", "offer c8", "offer c14"});
  CHECK(state->underdog() == 0);
  PlayAll(*state, {"bid 3", "bid 3", "bid 1"});
  // 3 ranks as 4: p0 first without a re-bid, and pays the real 3.
  CHECK(state->phase() == Phase::kPick);
  CHECK(state->rank_of(0) == 0);
  CHECK(state->rank_of(1) == 1);
  CHECK(state->money(0) == 15 - 0 - 3);
}

// rules/turin_market.md: "a bid of 0 still takes no card". Read as: the +1 is
// for positive bids only, so an underdog's 0 stays 0 and cannot tie a real bid
// of 1 (which would cost that bidder the card while the underdog takes none).
TEST_CASE("turin_market: goose underdog: a bid of 0 is not raised and takes no card", "[turin_market]") {
  auto state = ThreePlayerBidding("goose=underdog");
  PlayAll(*state, {"bid 0", "bid 2", "bid 4", "take c1", "take c13", "no sale", "no sale"});
  PlayAll(*state, {"offer c2", "offer c8", "offer c14"});
  REQUIRE(state->underdog() == 0);
  PlayAll(*state, {"bid 0", "bid 3", "bid 1"});
  // p2's 1 is alone in second place: no re-bid with p0.
  CHECK(state->phase() == Phase::kPick);
  CHECK(state->rank_of(1) == 0);
  CHECK(state->rank_of(2) == 1);
  CHECK(state->rank_of(0) == 2);
  CHECK(state->money(0) == 15);
}

TEST_CASE("turin_market: goose underdog: a boosted bid can tie and then re-bids as usual", "[turin_market]") {
  auto state = ThreePlayerBidding("goose=underdog");
  PlayAll(*state, {"bid 0", "bid 2", "bid 4", "take c1", "take c13", "no sale", "no sale"});
  PlayAll(*state, {"offer c2", "offer c8", "offer c14", "bid 3", "bid 4", "bid 0"});
  REQUIRE(state->phase() == Phase::kRebid);  // p0's 3 ranks as 4, tied with p1
  PlayAll(*state, {"rebid 0", "rebid 1"});
  CHECK(state->rank_of(1) == 0);
  CHECK(state->money(0) == 15 - 3);
}
