// The heuristic (easy level, rollout policy) must clearly beat random play.
#include <catch2/catch.hpp>

#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;
using mercato::Action;
using mercato::Rng;

namespace {

// Plays one game; seats in `heuristic_seats` use the heuristic, the others
// play uniformly at random. Returns the final state.
std::unique_ptr<mercato::State> PlayGame(const mercato::Game& game, uint64_t seed,
                                         const std::vector<bool>& heuristic_seats) {
  Rng rng(seed);
  std::unique_ptr<mercato::State> state = game.NewInitialState();
  while (!state->IsTerminal()) {
    Action a;
    if (state->IsChanceNode()) {
      a = mercato::SampleChanceOutcome(*state, rng);
    } else if (heuristic_seats[state->CurrentPlayer()]) {
      a = game.HeuristicAction(*state, rng);
    } else {
      const std::vector<Action> legal = state->LegalActions();
      a = legal[rng.UniformInt(uint32_t(legal.size()))];
    }
    state->ApplyAction(a);
  }
  return state;
}

double HeuristicWinShare(const std::string& options, int games) {
  auto game = test::MakeGame(2, options);
  double wins = 0;
  for (int g = 0; g < games; ++g) {
    const int seat = g % 2;  // the heuristic plays first and second in turn
    std::vector<bool> heuristic(2, false);
    heuristic[seat] = true;
    wins += PlayGame(*game, 500 + g, heuristic)->Returns()[seat];
  }
  return wins / games;
}

double MeanSoloScore(bool heuristic, int games) {
  auto game = test::MakeGame(1);
  double total = 0;
  for (int g = 0; g < games; ++g) total += PlayGame(*game, 900 + g, {heuristic})->Scores()[0];
  return total / games;
}

}  // namespace

TEST_CASE("market_fresh heuristic beats random (2 players, standard)") {
  const double share = HeuristicWinShare("", 40);
  INFO("heuristic win share " << share);
  CHECK(share >= 0.9);
}

TEST_CASE("market_fresh heuristic beats random (height variant, 4x4)") {
  const double share = HeuristicWinShare("grid=4x4,scoring=height", 40);
  INFO("heuristic win share " << share);
  CHECK(share >= 0.9);
}

TEST_CASE("market_fresh heuristic scores far more than random solo") {
  const double heuristic = MeanSoloScore(true, 30);
  const double random = MeanSoloScore(false, 30);
  INFO("solo mean: heuristic " << heuristic << ", random " << random);
  CHECK(heuristic > random * 1.5);
}
