// Turin Market: end scoring (majorities, payments, ties, loans) and whole games.
#include <catch2/catch.hpp>

#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

ScoringInput Input(int players, int money = 10) {
  ScoringInput in;
  in.units.assign(players, GoodCounts{});
  in.money.assign(players, money);
  in.has_loan.assign(players, false);
  in.loan_penalty.assign(players, 0);
  return in;
}

}  // namespace

TEST_CASE("turin_market: scoring: the seed's grapes example, bonus 6 plus 1 from each other holder", "[turin_market]") {
  ScoringInput in = Input(4);
  in.units[0][kGrapes] = 5;  // A has the most grapes
  in.units[1][kGrapes] = 2;
  in.units[2][kGrapes] = 1;  // p3 holds none and pays nothing
  const ScoringResult r = ScoreGame(in);
  const GoodScore& grapes = r.breakdown.goods[kGrapes];
  CHECK(grapes.leaders == std::vector<int>{0});
  CHECK(grapes.bonus == 6);
  CHECK(grapes.payers == std::vector<int>{1, 2});
  CHECK(r.breakdown.final_money == std::vector<int>{18, 9, 9, 10});
  CHECK(r.bank_in == -6);
}

TEST_CASE("turin_market: scoring: the new (red) side of the list card", "[turin_market]") {
  ScoringInput in = Input(2);
  in.list = ListSide::kNew;
  in.units[0][kArtichoke] = 3;
  in.units[1][kTomato] = 4;
  const ScoringResult r = ScoreGame(in);
  CHECK(r.breakdown.final_money == std::vector<int>{20, 12});
}

TEST_CASE("turin_market: scoring: a three-way tie pools bonus and payments and splits rounding up", "[turin_market]") {
  ScoringInput in = Input(4);
  for (int p = 0; p < 3; ++p) in.units[p][kTomato] = 4;
  in.units[3][kTomato] = 2;
  const ScoringResult r = ScoreGame(in);
  const GoodScore& tomato = r.breakdown.goods[kTomato];
  CHECK(tomato.leaders.size() == 3);
  CHECK(tomato.pool == 11);       // 10 from the bank + 1 from p3
  CHECK(tomato.share == 4);       // 11 / 3 rounded up
  CHECK(tomato.bank_extra == 1);  // the bank adds 12 - 11
  CHECK(r.breakdown.final_money == std::vector<int>{14, 14, 14, 9});
  CHECK(r.bank_in == -11);  // bonus 10 + the extra 1
}

TEST_CASE("turin_market: scoring: two tied leaders with several payers pay 1 each, once", "[turin_market]") {
  ScoringInput in = Input(5);
  in.units[0][kPepper] = 4;
  in.units[1][kPepper] = 4;
  in.units[2][kPepper] = 3;
  in.units[3][kPepper] = 1;
  const ScoringResult r = ScoreGame(in);
  CHECK(r.breakdown.goods[kPepper].share == 4);  // (5 + 2) / 2 rounded up
  CHECK(r.breakdown.final_money == std::vector<int>{14, 14, 9, 9, 10});
}

TEST_CASE("turin_market: scoring: no money to pay means the forced loan; with a loan, a penalty", "[turin_market]") {
  SECTION("the forced loan, then its repayment") {
    ScoringInput in = Input(2);
    in.money = {10, 0};
    in.units[0][kArtichoke] = 3;
    in.units[1][kArtichoke] = 1;
    in.units[0][kGarlic] = 3;
    in.units[1][kGarlic] = 2;
    const ScoringResult r = ScoreGame(in);
    CHECK(r.breakdown.goods[kArtichoke].forced_loans == std::vector<int>{1});
    CHECK(r.has_loan[1]);
    // p1: 0 + 10 (loan) - 1 (artichoke) - 1 (garlic) - 15 (repaid) = -7.
    CHECK(r.breakdown.final_money[1] == -7);
    CHECK(r.breakdown.loan_repaid[1] == 15);
    // p0: 10 + (2 + 1) + (3 + 1) = 17.
    CHECK(r.breakdown.final_money[0] == 17);
  }
  SECTION("already in debt: the bank pays the 1, 2 go on the loan") {
    ScoringInput in = Input(2);
    in.money = {10, 0};
    in.has_loan = {false, true};
    in.units[0][kArtichoke] = 3;
    in.units[1][kArtichoke] = 1;
    in.units[0][kTomato] = 5;
    in.units[1][kTomato] = 2;
    const ScoringResult r = ScoreGame(in);
    CHECK(r.breakdown.goods[kArtichoke].penalties == std::vector<int>{1});
    CHECK(r.breakdown.goods[kTomato].penalties == std::vector<int>{1});
    CHECK(r.loan_penalty[1] == 4);
    CHECK(r.breakdown.loan_repaid[1] == 19);
    CHECK(r.breakdown.final_money[1] == -19);
    // The leader still gets bonus + 1 each time, from the bank.
    CHECK(r.breakdown.final_money[0] == 10 + 3 + 11);
  }
}

TEST_CASE("turin_market: scoring: each loan costs 15 at the end, money may go below zero", "[turin_market]") {
  ScoringInput in = Input(3);
  in.money = {4, 30, 0};
  in.has_loan = {true, true, false};
  const ScoringResult r = ScoreGame(in);
  CHECK(r.breakdown.final_money == std::vector<int>{-11, 15, 0});
  CHECK(r.bank_in == 30);
}

TEST_CASE("turin_market: scoring: goods nobody holds pay nothing", "[turin_market]") {
  ScoringInput in = Input(2);
  const ScoringResult r = ScoreGame(in);
  CHECK(r.breakdown.final_money == std::vector<int>{10, 10});
  for (const GoodScore& g : r.breakdown.goods) CHECK(g.leaders.empty());
}

TEST_CASE("turin_market: a whole 2-player game, scripted: the last card joins, then the scoring", "[turin_market]") {
  auto state = NewTm(2);
  Deal(*state, 0, Consecutive(2, 6));  // p0 c1-c6, p1 c7-c12, box c13-c18
  for (int r = 1; r <= 5; ++r) {
    INFO("round " << r);
    REQUIRE(state->phase() == Phase::kOffer);
    Play(*state, "offer c" + std::to_string(r));
    Play(*state, "offer c" + std::to_string(6 + r));
    PlayAll(*state, {"bid 1", "bid 0"});  // p0 takes both cards for 1
    if (r < 5) Play(*state, "no sale");
  }
  REQUIRE(state->IsTerminal());
  // p0 holds c1-c6 (c6 from its hand) and c7-c11; p1 holds only c12 (its last
  // hand card): eggplant 3, artichoke 2, garlic 1.
  CHECK(state->collection(0).size() == 11);
  CHECK(state->collection(1).size() == 1);
  // p0 leads every good: artichoke 3 vs 2 (2 + 1), garlic 7 vs 1 (3 + 1),
  // mushroom 4, pepper 5, grapes 6, onion 7, zucchini 8, eggplant 4 vs 3 (9 + 1),
  // tomato 10: 57 on top of 15 - 5 = 10. p1 pays 3.
  const ScoreBreakdown& b = state->results().at(0);
  CHECK(b.final_money == std::vector<int>{67, 12});
  CHECK(state->Scores() == std::vector<int>{67, 12});
  CHECK(state->Returns() == std::vector<double>{1.0, 0.0});
  CHECK(state->CheckInvariants() == "");
}

TEST_CASE("turin_market: money on cards for sale comes back before the scoring", "[turin_market]") {
  auto state = NewTm(2);
  Deal(*state, 0, Consecutive(2, 6));
  PlayAll(*state, {"offer c1", "offer c7", "bid 1", "bid 0", "sell c7 for 5"});
  REQUIRE(state->phase() == Phase::kDeclare);
  Play(*state, "pass");
  for (int r = 2; r <= 5; ++r) {
    Play(*state, "offer c" + std::to_string(r));
    Play(*state, "offer c" + std::to_string(6 + r));
    PlayAll(*state, {"bid 1", "bid 0"});
    if (state->phase() == Phase::kWithdraw) Play(*state, "keep offers");
    if (r < 5) Play(*state, "no sale");
    if (state->phase() == Phase::kDeclare) Play(*state, "pass");  // p1 passes again
  }
  REQUIRE(state->IsTerminal());
  // Same cards as the scripted game above: 67 with the 5 back from c7.
  CHECK(state->results().at(0).money_before[0] == 10);
  CHECK(state->Scores()[0] == 67);
}

TEST_CASE("turin_market: shared wins: tied top scores split the win", "[turin_market]") {
  bool found = false;
  for (uint64_t seed = 1; seed < 400 && !found; ++seed) {
    auto state = NewTm(2);
    PlayOut(*state, seed);
    const std::vector<int> scores = state->Scores();
    if (scores[0] != scores[1]) {
      CHECK(state->Returns()[scores[0] > scores[1] ? 0 : 1] == 1.0);
      continue;
    }
    found = true;
    CHECK(state->Returns() == std::vector<double>{0.5, 0.5});
  }
  CHECK(found);
}

TEST_CASE("turin_market: series=3: three games, money summed, each game starts afresh", "[turin_market]") {
  auto state = NewTm(3, "series=3");
  Rng rng(11);
  int games_started = 0;
  while (!state->IsTerminal()) {
    if (state->phase() == Phase::kChooseStart) {
      ++games_started;
      for (int p = 0; p < 3; ++p) {
        CHECK(state->money(p) == 15);
        CHECK_FALSE(state->has_loan(p));
        CHECK(state->collection(p).empty());
      }
      CHECK(int(state->results().size()) == games_started - 1);
    }
    state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                             : state->GetGame().HeuristicAction(*state, rng));
  }
  CHECK(games_started == 3);
  REQUIRE(state->results().size() == 3);
  for (int p = 0; p < 3; ++p) {
    int sum = 0;
    for (const ScoreBreakdown& b : state->results()) sum += b.final_money[p];
    CHECK(state->Scores()[p] == sum);
  }
}
