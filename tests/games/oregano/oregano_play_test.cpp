// Whole games: the heuristic beats random play clearly, and the invariants
// (shop tokens, resource and strategy cards conserved, money never negative)
// recounted here independently of CheckInvariants.
#include <catch2/catch.hpp>

#include "oregano_test_util.h"

using namespace mercato;
using namespace mercato::oregano;
using namespace mercato::oregano::test;

namespace {

// Plays one game: seat `heuristic_seat` plays HeuristicAction, the others at random.
std::unique_ptr<OreganoState> PlayGame(const std::shared_ptr<const Game>& game, int heuristic_seat,
                                       Rng& rng) {
  auto state = NewState(game);
  while (!state->IsTerminal()) {
    Action action;
    if (state->IsChanceNode()) {
      action = SampleChanceOutcome(*state, rng);
    } else if (state->CurrentPlayer() == heuristic_seat) {
      action = game->HeuristicAction(*state, rng);
    } else {
      const std::vector<Action> legal = state->LegalActions();
      action = legal[rng.UniformInt(uint32_t(legal.size()))];
    }
    state->ApplyAction(action);
  }
  return state;
}

double HeuristicWinRate(int players, int games) {
  auto game = LoadOregano(players);
  Rng rng(2024 + players);
  double wins = 0;
  for (int g = 0; g < games; ++g) {
    const int seat = g % players;
    wins += PlayGame(game, seat, rng)->Returns()[seat];
  }
  return wins / games;
}

}  // namespace

TEST_CASE("oregano heuristic beats random play") {
  const double two = HeuristicWinRate(2, 100);
  const double four = HeuristicWinRate(4, 100);
  INFO("2 players: " << two << ", 4 players: " << four);
  CHECK(two >= 0.9);
  CHECK(four >= 0.6);  // a random seat would win 0.25
}

TEST_CASE("oregano invariants: tokens and cards conserved, money never negative") {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    auto game = LoadOregano(players);
    Rng rng(77 + players);
    for (int g = 0; g < 10; ++g) {
      auto state = NewState(game);
      while (!state->IsTerminal()) {
        Action action = state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                              : game->HeuristicAction(*state, rng);
        state->ApplyAction(action);
        for (int kind = 0; kind < kNumShopKinds; ++kind) {
          int count = state->Supply(kind);
          for (int level = 1; level <= kLevels; ++level) count += state->MainStreet(kind, level);
          for (int seat = 0; seat < players; ++seat) {
            for (int k : state->Player(seat).area) count += k == kind;
          }
          const int expected = kind == kCasino || kind == kBuilder ? players : kShops[kind].supply;
          REQUIRE(count == expected);
        }
        for (int r = 0; r < kNumResources; ++r) {
          int count = state->Bank(r);
          for (int seat = 0; seat < players; ++seat) count += state->Player(seat).resources[r];
          REQUIRE(count == 18);
        }
        int cards = 0;
        for (int c = 0; c < kNumStrategyCards; ++c) cards += state->DeckCount(c);
        for (int seat = 0; seat < players; ++seat) {
          REQUIRE(state->Player(seat).gold >= 0);
          cards += state->Player(seat).strategy != kEmpty;
          cards += int(state->Player(seat).drawn.size());
        }
        REQUIRE(cards == 10);
      }
      CHECK(state->CheckInvariants() == "");
    }
  }
}
