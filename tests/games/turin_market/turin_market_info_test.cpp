// Turin Market: hidden information, the money option, observation JSON and
// determinization (ResampleFromInfostate).
#include <catch2/catch.hpp>

#include <algorithm>

#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

std::vector<int> Sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("turin_market: money=private hides the other purses from the observation", "[turin_market]") {
  auto state = NewTm(3, "money=private");
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 5", "bid 3", "bid 4"});
  const TurinMarketObservation obs = state->Observe(1);
  CHECK(obs.players[1].money == 14);
  CHECK(obs.players[1].money_visible);
  CHECK_FALSE(obs.players[0].money_visible);
  CHECK_FALSE(obs.players[2].money_visible);
  CHECK(obs.players[0].money == 0);  // nothing of the real purse leaks
  CHECK(obs.others_money_total == 10 + 11);
  const std::string json = state->ObservationJson(1);
  CHECK(json.find("\"money\":null") != std::string::npos);
  CHECK(json.find("\"money\":14") != std::string::npos);
  CHECK(json.find("\"money\":10") == std::string::npos);
  // The all-seeing view and money=public show every purse.
  CHECK(state->Observe(-1).players[0].money == 10);
  auto open = NewTm(3);
  Deal(*open, 0, Consecutive(3, 6));
  CHECK(open->Observe(1).players[0].money == 15);
  CHECK(open->Observe(1).others_money_total == -1);
}

TEST_CASE("turin_market: observations hide other hands and face-down choices", "[turin_market]") {
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  const TurinMarketObservation obs = state->Observe(2);
  CHECK(obs.players[2].hand.size() == 6);
  CHECK(obs.players[0].hand.empty());
  CHECK(obs.players[0].hand_size == 6);
  const std::string json = state->ObservationJson(2);
  CHECK(json.find("\"hand\":[13,14,15,16,17,18]") != std::string::npos);
  CHECK(json.find("\"hand\":[1,2,3,4,5,6]") == std::string::npos);
}

TEST_CASE("turin_market: information state: equal exactly when the seat cannot tell positions apart", "[turin_market]") {
  auto a = NewTm(3);
  auto b = NewTm(3);
  std::vector<std::vector<int>> hands = Consecutive(3, 6);
  Deal(*a, 0, hands);
  std::swap(hands[1][5], hands[2][5]);  // c12 <-> c18 between p1 and p2
  Deal(*b, 0, hands);
  CHECK(a->InformationStateString(0) == b->InformationStateString(0));
  CHECK(a->InformationStateString(1) != b->InformationStateString(1));
  CHECK(a->InformationStateString(2) != b->InformationStateString(2));
  CHECK(a->ToString() != b->ToString());
}

TEST_CASE("turin_market: resampling never copies what the observer cannot know", "[turin_market]") {
  // Two positions p0 cannot tell apart (4 players, money=private): p1 and p2
  // hold different hidden cards, in b the round-1 payments of p2 and p3 (1 and
  // 0, forgotten since) are swapped, and p1's sealed bid differs.
  auto a = NewTm(4, "money=private");
  auto b = NewTm(4, "money=private");
  std::vector<std::vector<int>> hands = Consecutive(4, 4);
  Deal(*a, 0, hands);
  std::swap(hands[1][3], hands[2][3]);  // c8 <-> c12, never shown
  Deal(*b, 0, hands);
  PlayAll(*a, {"bid 5", "bid 4", "bid 3", "bid 1", "take c17", "no sale", "no sale"});
  PlayAll(*b, {"bid 5", "bid 4", "bid 1", "bid 3", "take c17", "no sale", "no sale"});
  for (auto* s : {a.get(), b.get()}) {
    PlayAll(*s, {"offer c1", "offer c5", "offer c9", "offer c13", "bid 1"});
  }
  // p1 bids secretly: 2 in a, 7 in b. Then p2 is to bid.
  Play(*a, "bid 2");
  Play(*b, "bid 7");
  REQUIRE(a->CurrentPlayer() == 2);
  REQUIRE(a->money(2) != b->money(2));
  REQUIRE(a->InformationStateString(0) == b->InformationStateString(0));
  REQUIRE(a->ToString() != b->ToString());
  // The same random stream gives the same determinization from either: nothing
  // of the real hidden facts leaks into it.
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng ra(seed), rb(seed);
    std::unique_ptr<State> sa = a->ResampleFromInfostate(0, ra);
    std::unique_ptr<State> sb = b->ResampleFromInfostate(0, rb);
    CHECK(sa->ToString() == sb->ToString());
    CHECK(sa->InformationStateString(0) == a->InformationStateString(0));
    CHECK(sa->CheckInvariants() == "");
    CHECK(sa->History().empty());  // the real history would tell the deal
  }
}

TEST_CASE("turin_market: resampling deals the unseen cards anew and keeps what the observer knows", "[turin_market]") {
  auto state = NewTm(3, "money=private");
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 5", "bid 3", "bid 4"});
  PlayAll(*state, {"take c13", "take c7", "no sale", "no sale"});
  PlayAll(*state, {"offer c2", "offer c8"});  // p2 to offer; p1's card is face down
  const std::vector<int> unseen =
      Sorted({7, 8, 9, 10, 11, 13, 14, 15, 16, 17});  // p1's and p2's cards (0-based)
  Rng rng(3);
  int p1_hand_as_real = 0, p1_money_as_real = 0;
  for (int i = 0; i < 200; ++i) {
    std::unique_ptr<State> base = state->ResampleFromInfostate(0, rng);
    auto& s = static_cast<TurinMarketState&>(*base);
    CHECK(s.hand(0) == state->hand(0));
    CHECK(s.collection(1) == state->collection(1));
    std::vector<int> pool = s.hand(1);
    pool.insert(pool.end(), s.hand(2).begin(), s.hand(2).end());
    pool.push_back(s.Observe(-1).players[1].offered);
    CHECK(Sorted(pool) == unseen);
    CHECK(s.money(0) == state->money(0));
    CHECK(s.money(1) + s.money(2) == state->money(1) + state->money(2));
    if (s.hand(1) == state->hand(1)) ++p1_hand_as_real;
    if (s.money(1) == state->money(1)) ++p1_money_as_real;
  }
  CHECK(p1_hand_as_real < 10);    // 1 in 210 by chance
  CHECK(p1_money_as_real < 100);  // a spread over 0..25
}

TEST_CASE("turin_market: resampling keeps openly committed money under private purses", "[turin_market]") {
  // During a re-bid the revealed bids are not paid yet: each sampled purse
  // still covers its bid.
  auto state = NewTm(3, "money=private");
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 1", "bid 9", "bid 9", "rebid 2"});
  Rng rng(8);
  for (int i = 0; i < 100; ++i) {
    std::unique_ptr<State> base = state->ResampleFromInfostate(0, rng);
    auto& s = static_cast<TurinMarketState&>(*base);
    CHECK(s.money(1) >= 9);
    CHECK(s.money(2) >= 9);
    CHECK(s.rebid(1) <= s.money(1) - 9);  // p1's hidden re-bid, drawn again
    CHECK(s.money(1) + s.money(2) == 30);
  }
}
