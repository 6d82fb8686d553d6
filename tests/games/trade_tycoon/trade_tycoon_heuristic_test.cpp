// The heuristic: beats random play clearly, stays within what its seat may
// see, and reads hands as the balance card and past orders allow.
#include "games/trade_tycoon/trade_tycoon_heuristic.h"

#include <catch2/catch.hpp>

#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

TEST_CASE("trade_tycoon: heuristic: one heuristic seat beats two random seats in most games",
          "[trade_tycoon]") {
  std::shared_ptr<const Game> game = NewGame();
  Rng rng(2024);
  constexpr int kGames = 90;
  int wins = 0;
  for (int g = 0; g < kGames; ++g) {
    const int seat = g % 3;  // every seat, start player drawn at random
    std::unique_ptr<State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      Action a;
      if (state->IsChanceNode()) {
        a = SampleChanceOutcome(*state, rng);
      } else if (state->CurrentPlayer() == seat) {
        a = game->HeuristicAction(*state, rng);
        REQUIRE(state->IsLegal(a));
      } else {
        const std::vector<Action> legal = state->LegalActions();
        a = legal[rng.UniformInt(uint32_t(legal.size()))];
      }
      state->ApplyAction(a);
    }
    wins += state->Returns()[seat] == 1.0;
  }
  INFO("heuristic won " << wins << " of " << kGames);
  CHECK(wins >= kGames * 7 / 10);  // random alone would win about a third
}

TEST_CASE("trade_tycoon: heuristic: decides from what its seat may see only", "[trade_tycoon]") {
  // The same choice in the real state and in states resampled for the seat.
  std::shared_ptr<const Game> game = NewGame();
  Rng rng(77);
  int compared = 0;
  for (int g = 0; g < 12; ++g) {
    std::unique_ptr<State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      if (!state->IsChanceNode()) {
        const int me = state->CurrentPlayer();
        Rng a_rng(g), b_rng(g);
        const Action real = game->HeuristicAction(*state, a_rng);
        std::unique_ptr<State> sample = state->ResampleFromInfostate(me, rng);
        REQUIRE(game->HeuristicAction(*sample, b_rng) == real);
        ++compared;
      }
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : game->HeuristicAction(*state, rng));
    }
  }
  CHECK(compared > 500);
}

TEST_CASE("trade_tycoon: heuristic: hand probabilities follow the balance card and known cards",
          "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 9C number", "return 10C", "draw p0 8C"});
  const std::array<double, kNumCards> p = HandProbabilities(AsTT(*state), 0, 1);
  CHECK(p[Card("9C")] == 1.0);               // seen entering
  CHECK(p[Card("10C")] == 0.0);              // in p0's warehouse
  CHECK(p[Card("1C")] == 0.0);               // in p0's own hand
  CHECK(p[Card("2C")] == Approx(3.0 / 22));  // 3 unseen low cards of 22
  // p1 returned 10C for a number order on 9: it holds no 9 (it has not drawn
  // since), so its 2 unseen high cards are among 19 - 3 nines = 16.
  CHECK(p[Card("12J")] == Approx(2.0 / 16));
  CHECK(p[Card("9R")] == 0.0);
  double total = 0;
  for (double x : p) total += x;
  CHECK(total == Approx(6.0));  // the hand's size
  // Once p1 has drawn, a 9 may be back in its hand.
  PlainTurn(*state, "13R");
  CHECK(HandProbabilities(AsTT(*state), 0, 1)[Card("9R")] > 0.0);
}

TEST_CASE("trade_tycoon: heuristic: values cards for its style", "[trade_tycoon]") {
  // Persia wants a third 9; China wants to extend 3-4-5; Rome wants its region.
  CHECK(SoftStyleValue(kPersiaStyle, Cards({"9C", "9J", "9R"})) -
            SoftStyleValue(kPersiaStyle, Cards({"9C", "9J"})) >
        SoftStyleValue(kPersiaStyle, Cards({"9C", "9J", "4R"})) -
            SoftStyleValue(kPersiaStyle, Cards({"9C", "9J"})));
  CHECK(SoftStyleValue(kChinaStyle, Cards({"3C", "4J", "5R", "6P"})) >
        SoftStyleValue(kChinaStyle, Cards({"3C", "4J", "5R", "9P"})));
  CHECK(SoftStyleValue(kRomeStyle, Cards({"1C", "2J", "3C"})) >
        SoftStyleValue(kRomeStyle, Cards({"1C", "2J", "3R"})));
  // Exact scores are included: 4 Persian 11s are worth 10.
  CHECK(SoftStyleValue(kPersiaStyle, Cards({"11C", "11J", "11R", "11P"})) == 10);
}

TEST_CASE(
    "trade_tycoon: heuristic: a named order on a card seen entering the partner's hand is a sure "
    "thing",
    "[trade_tycoon]") {
  std::unique_ptr<State> state = SetUp(StandardSetup());
  // p0 plays China, gives 9C to p1 (now known there) and gets 10C back.
  PlayAll(*state, {"style 1C", "no-reveal", "order p1 9C number", "return 10C"});
  const TradeTycoonState& s = AsTT(*state);
  const double sure = SoftStyleValue(kChinaStyle, Cards({"10C", "9C"})) -
                      SoftStyleValue(kChinaStyle, Cards({"10C"}));
  CHECK(ExpectedOrderGain(s, 0, 1, Card("3J"), OrderType::kNamed, Card("9C")) == Approx(sure));
  CHECK(sure == Approx(2 + 0.15));  // the run grows from 1 to 2; one more number
  // A card p0 saw go elsewhere cannot come back: the named order falls back to the number order.
  CHECK(ExpectedOrderGain(s, 0, 1, Card("3J"), OrderType::kNamed, Card("10C")) ==
        Approx(ExpectedOrderGain(s, 0, 1, Card("10C"), OrderType::kNumber)));
}
