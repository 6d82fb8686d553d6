// "Why not" from the rules (issue 17): every game lists the moves its table
// shows a seat that the seat may not make now, each with a reason code of its
// own BlockReasons(). The list must agree with LegalActions (a blocked move is
// never legal, so the page cannot refuse what the rules allow or the other way
// round), a seat not to move is told kNotYourTurn, and the all-seeing replay
// (-1) is told nothing. That the list says no more than the seat knows is
// check-secrets' part (core/session/secrets_check.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/blocked_move.h"
#include "engine/rng.h"
#include "registry/registry.h"

using namespace mercato;

namespace {

struct BlockedTally {
  int positions = 0, blocked_to_mover = 0, blocked_to_others = 0;
  std::set<std::string> reasons;
};

void CheckBlocked(const State& state, const Game& game, BlockedTally& tally) {
  const std::vector<std::string> known = game.BlockReasons();
  const std::vector<Action> legal = state.LegalActions();
  const int mover = state.CurrentPlayer();
  CHECK(state.BlockedMovesFor(-1).empty());
  for (int viewer = 0; viewer < state.NumPlayers(); ++viewer) {
    const BlockedMoves blocked = state.BlockedMovesFor(viewer);
    std::set<Action> seen;
    for (const BlockedMove& b : blocked) {
      INFO("viewer " << viewer << " (to move: " << mover << ") action " << b.action << " reason '" << b.reason << "'\n"
                     << state.ToString());
      CHECK(b.action >= 0);
      CHECK(b.action < game.NumDistinctActions());
      CHECK(seen.insert(b.action).second);  // each move once
      CHECK(std::find(known.begin(), known.end(), b.reason) != known.end());
      if (viewer == mover) {
        CHECK_FALSE(std::binary_search(legal.begin(), legal.end(), b.action));
        CHECK(b.reason != kNotYourTurn);
      } else {
        CHECK(b.reason == kNotYourTurn);
      }
      tally.reasons.insert(b.reason);
    }
    (viewer == mover ? tally.blocked_to_mover : tally.blocked_to_others) += int(blocked.size());
  }
  ++tally.positions;
}

void PlayAndCheck(const Game& game, uint64_t seed, BlockedTally& tally) {
  std::unique_ptr<State> state = game.NewInitialState();
  Rng rng(seed);
  for (int step = 0; !state->IsTerminal(); ++step) {
    if (state->IsChanceNode()) {
      state->ApplyAction(SampleChanceOutcome(*state, rng));
      continue;
    }
    CheckBlocked(*state, game, tally);
    // Half random, half the heuristic: the heuristic reaches late positions
    // (money saved, boards filled) where other reasons show.
    state->ApplyAction(step % 2 == 0 ? game.HeuristicAction(*state, rng)
                                     : state->LegalActions()[rng.UniformInt(uint32_t(state->LegalActions().size()))]);
  }
}

}  // namespace

TEST_CASE("blocked moves agree with the legal moves, in every game and player count", "[blocked]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    BlockedTally tally;
    for (int players = info.min_players; players <= info.max_players; ++players) {
      StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, players, "");
      REQUIRE(game.ok());
      for (uint64_t seed = 1; seed <= 3; ++seed) PlayAndCheck(**game, seed * 7 + uint64_t(players), tally);
    }
    INFO(info.id << ": " << tally.positions << " positions");
    // The game words why not: its table blocks moves for the seat to move and
    // tells the others it is not their turn, and gives reasons of its own.
    CHECK(tally.blocked_to_mover > 0);
    CHECK(tally.blocked_to_others > 0);
    CHECK(tally.reasons.count(std::string(kNotYourTurn)) == 1);
    CHECK(tally.reasons.size() >= 3);
  }
}
