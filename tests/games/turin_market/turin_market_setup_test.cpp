// Turin Market: component data, the deal by player count, money, chance nodes,
// notation and the end of the game by player count.
#include <catch2/catch.hpp>

#include <set>

#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

TEST_CASE("turin_market: data: 18 cards of 3+2+1 units, each good on 6 cards, list card = total", "[turin_market]") {
  GoodCounts totals{};
  std::array<int, kNumGoods> cards_with{};
  for (int c = 0; c < kNumCards; ++c) {
    const CardInfo& card = kCards[c];
    REQUIRE(card.three != card.two);
    REQUIRE(card.two != card.one);
    REQUIRE(card.three != card.one);
    int units = 0;
    for (int g = 0; g < kNumGoods; ++g) {
      units += UnitsOn(c, g);
      totals[g] += UnitsOn(c, g);
      if (UnitsOn(c, g) > 0) ++cards_with[g];
    }
    CHECK(units == 6);
  }
  for (int g = 0; g < kNumGoods; ++g) {
    INFO(kGoods[g].id);
    CHECK(totals[g] == kGoods[g].total);
    CHECK(cards_with[g] == 6);
    CHECK(kGoods[g].classic_bonus == kGoods[g].total - 6);
    CHECK(kGoods[g].new_bonus == 18 - kGoods[g].total);
  }
  // The seed's example: the grapes majority pays 6 (classic side).
  CHECK(TextNumbers().ListBonus(ListSide::kClassic, kGrapes) == 6);
  CHECK(TextNumbers().ListBonus(ListSide::kNew, kArtichoke) == 10);
  CHECK(TextNumbers().ListBonus(ListSide::kNew, kTomato) == 2);
}

TEST_CASE("turin_market: setup: the start player and every card come off chance nodes, uniformly", "[turin_market]") {
  auto state = NewTm(3);
  REQUIRE(state->IsChanceNode());
  std::vector<ChanceOutcome> start = state->ChanceOutcomes();
  REQUIRE(start.size() == 3);
  for (const ChanceOutcome& o : start) CHECK(o.probability == Approx(1.0 / 3));
  Play(*state, "start p2");
  std::vector<ChanceOutcome> first_card = state->ChanceOutcomes();
  REQUIRE(first_card.size() == 18);
  CHECK(first_card[0].probability == Approx(1.0 / 18));
  Play(*state, "deal p0 c5");
  CHECK(state->ChanceOutcomes().size() == 17);
  CHECK_FALSE(HasMove(*state, "deal p1 c5"));  // a card is dealt once
  CHECK(state->start_player() == 2);
}

TEST_CASE("turin_market: setup: the deal by player count, 15 scudi each", "[turin_market]") {
  struct Case {
    int players, hand, centre, box;
  };
  for (const Case& c : {Case{2, 6, 0, 6}, Case{3, 6, 0, 0}, Case{4, 4, 2, 0}, Case{5, 3, 3, 0}}) {
    INFO(c.players << " players");
    auto state = NewTm(c.players);
    Deal(*state, 0, Consecutive(c.players, c.hand));
    const TurinMarketObservation obs = state->Observe(0);
    for (int p = 0; p < c.players; ++p) {
      CHECK(state->hand(p).size() == size_t(c.hand));
      CHECK(state->money(p) == 15);
      CHECK_FALSE(state->has_loan(p));
    }
    CHECK(obs.box_count == c.box);
    CHECK(obs.deck_count == 0);
    CHECK(int(state->table().size()) == c.centre);
    // 4-5 players: the first round auctions the centre cards, with no offers.
    CHECK(state->phase() == (c.centre > 0 ? Phase::kBid : Phase::kOffer));
    for (const TableCard& t : state->table()) CHECK(t.offered_by == -1);
    CHECK(state->CheckInvariants() == "");
  }
}

TEST_CASE("turin_market: setup: the 2-player box cards are never seen", "[turin_market]") {
  auto state = NewTm(2);
  Deal(*state, 0, Consecutive(2, 6));  // c13..c18 stay in the box
  const TurinMarketObservation mine = state->Observe(0);
  CHECK(mine.box_count == 6);
  CHECK(mine.box.empty());
  CHECK(mine.players[1].hand.empty());
  CHECK(mine.players[1].hand_size == 6);
  CHECK(state->Observe(-1).box.size() == 6);
}

TEST_CASE("turin_market: notation: readable, unique, and parsed back", "[turin_market]") {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  CHECK(state->ActionToString(kCardBase + 0) == "offer c1");
  CHECK(state->ActionToString(kLoan) == "loan");
  PlayAll(*state, {"offer c1", "offer c7", "offer c13"});
  CHECK(state->ActionToString(kBidBase + 3) == "bid 3");
  PlayAll(*state, {"bid 0", "bid 2", "bid 5"});
  CHECK(state->ActionToString(kCardBase + 6) == "take c7");
  PlayAll(*state, {"take c1", "take c7"});
  // p2 took 2, p1 (bid 2, rank 2) takes the last card: c13.
  CHECK(state->phase() == Phase::kSellOffer);
  CHECK(state->ActionToString(SellAction(0, 4)) == "sell c1 for 4");
  CHECK(state->ActionToString(kPass) == "no sale");
}

TEST_CASE("turin_market: end: 2-3 players stop with one card in hand, which joins the collection", "[turin_market]") {
  for (int players : {2, 3}) {
    INFO(players << " players");
    auto state = NewTm(players);
    Deal(*state, 0, Consecutive(players, 6));
    int rounds_seen = 0;
    Rng rng(5);
    while (!state->IsTerminal()) {
      if (state->phase() == Phase::kOffer && state->CurrentPlayer() == state->start_player()) {
        ++rounds_seen;
        for (int p = 0; p < players; ++p) CHECK(state->hand(p).size() == size_t(7 - rounds_seen));
      }
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : state->GetGame().HeuristicAction(*state, rng));
    }
    CHECK(rounds_seen == 5);
    // Every dealt card ended in a collection or face up out of the game.
    size_t held = state->removed().size();
    for (int p = 0; p < players; ++p) {
      CHECK(state->hand(p).empty());
      held += state->collection(p).size();
    }
    CHECK(held == size_t(6 * players));
  }
}

TEST_CASE("turin_market: end: 4-5 players play the centre round, then until the hands are empty", "[turin_market]") {
  for (int players : {4, 5}) {
    INFO(players << " players");
    auto state = NewTm(players);
    const int hand = players == 4 ? 4 : 3;
    Deal(*state, 0, Consecutive(players, hand));
    std::set<int> rounds;
    Rng rng(6);
    while (!state->IsTerminal()) {
      if (state->phase() == Phase::kBid) rounds.insert(state->round());
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : state->GetGame().HeuristicAction(*state, rng));
    }
    CHECK(int(rounds.size()) == hand + 1);
    size_t held = state->removed().size();
    for (int p = 0; p < players; ++p) held += state->collection(p).size();
    CHECK(held == 18);
  }
}
