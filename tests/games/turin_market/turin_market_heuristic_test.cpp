// Turin Market: the heuristic (easy level, rollout policy) beats random play.
#include <catch2/catch.hpp>

#include "games/turin_market/turin_market.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

// Plays `games` games with the heuristic in seat `games % players` (rotating)
// and uniformly random moves elsewhere; returns the heuristic's win share.
double HeuristicWinShare(int players, int games, uint64_t seed) {
  Rng rng(seed);
  double wins = 0;
  for (int g = 0; g < games; ++g) {
    auto state = NewTm(players);
    const int hero = g % players;
    while (!state->IsTerminal()) {
      if (state->IsChanceNode()) {
        state->ApplyAction(SampleChanceOutcome(*state, rng));
      } else if (state->CurrentPlayer() == hero) {
        state->ApplyAction(state->GetGame().HeuristicAction(*state, rng));
      } else {
        const std::vector<Action> legal = state->LegalActions();
        state->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
      }
    }
    wins += state->Returns()[hero];
  }
  return wins / games;
}

}  // namespace

TEST_CASE("turin_market: heuristic beats random clearly: 2 players", "[turin_market]") {
  const double share = HeuristicWinShare(2, 200, 1);
  INFO("heuristic win share " << share);
  CHECK(share >= 0.85);
}

TEST_CASE("turin_market: heuristic beats random clearly: 4 players", "[turin_market]") {
  const double share = HeuristicWinShare(4, 100, 2);
  INFO("heuristic win share " << share);
  CHECK(share >= 0.6);
}

TEST_CASE("turin_market: heuristic moves are legal in every phase and never take the loan by choice", "[turin_market]") {
  Rng rng(9);
  for (int players = 2; players <= 5; ++players) {
    auto state = NewTm(players, "goose=tie_loser,money=private");
    while (!state->IsTerminal()) {
      if (state->IsChanceNode()) {
        state->ApplyAction(SampleChanceOutcome(*state, rng));
        continue;
      }
      const Action a = state->GetGame().HeuristicAction(*state, rng);
      REQUIRE(state->IsLegal(a));
      CHECK(a != kLoan);
      state->ApplyAction(a);
    }
  }
}

TEST_CASE("turin_market: heuristic picks the card that wins a majority race", "[turin_market]") {
  // 3 players: p0 ranks first and chooses 2 of the 3 cards.
  auto state = NewTm(3);
  Deal(*state, 0, Consecutive(3, 6));
  PlayAll(*state, {"offer c1", "offer c7", "offer c13", "bid 5", "bid 1", "bid 1"});
  REQUIRE(state->phase() == Phase::kRebid);
  PlayAll(*state, {"rebid 1", "rebid 0"});
  REQUIRE(state->phase() == Phase::kPick);
  Rng rng(1);
  // With nothing collected yet, every card is worth its goods' bonuses: c13
  // (eggplant 3 = bonus 9, artichoke 2, pepper 1) beats c1 (garlic 3, pepper 2,
  // mushroom 1) and c7 (onion 3, garlic 2, artichoke 1).
  CHECK(state->ActionToString(state->GetGame().HeuristicAction(*state, rng)) == "take c13");
}
