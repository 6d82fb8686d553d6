// The heuristic (easy level, search rollouts) must clearly beat random play.
#include <catch2/catch.hpp>

#include <chrono>

#include "games/merchants/merchants.h"

namespace mercato::merchants {
namespace {

// Seat `hero` plays the heuristic, the others play uniformly at random.
// Returns the hero's win share over `games` games.
double HeuristicWinShare(int players, int games, uint64_t seed) {
  std::shared_ptr<const Game> game = Make(players, GameOptions());
  Rng rng(seed);
  double share = 0;
  for (int g = 0; g < games; ++g) {
    const int hero = g % players;
    std::unique_ptr<State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      Action action;
      if (state->IsChanceNode()) {
        action = SampleChanceOutcome(*state, rng);
      } else if (state->CurrentPlayer() == hero) {
        action = game->HeuristicAction(*state, rng);
      } else {
        const std::vector<Action> legal = state->LegalActions();
        action = legal[rng.UniformInt(uint32_t(legal.size()))];
      }
      state->ApplyAction(action);
    }
    share += state->Returns()[hero];
  }
  return share / games;
}

TEST_CASE("heuristic beats random play clearly") {
  const double two = HeuristicWinShare(2, 200, 1);
  const double three = HeuristicWinShare(3, 150, 2);
  const double four = HeuristicWinShare(4, 120, 3);
  WARN("heuristic win share vs random: 2p " << two << ", 3p " << three << ", 4p " << four);
  // Measured: 1.0, 1.0 and 0.98 with these seeds; chance alone would give
  // 1/2, 1/3 and 1/4.
  CHECK(two >= 0.9);
  CHECK(three >= 0.8);
  CHECK(four >= 0.75);
}

TEST_CASE("heuristic is cheap: no search, whole games in moments") {
  std::shared_ptr<const Game> game = Make(4, GameOptions());
  Rng rng(5);
  const auto start = std::chrono::steady_clock::now();
  int actions = 0;
  const int games = 50;
  for (int g = 0; g < games; ++g) {
    std::unique_ptr<State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                               : game->HeuristicAction(*state, rng));
      ++actions;
    }
    CHECK(state->CheckInvariants() == "");
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(actions > games * 40);
  // Generous bound (sanitizer builds are ~20× slower): 50 games in 5 s.
  CHECK(seconds < 5.0);
}

}  // namespace
}  // namespace mercato::merchants
