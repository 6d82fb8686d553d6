// The seat view (engine/seat_view.h) is what a view draws (issue 17): made from
// the table the viewer may know, it must still give that viewer the real
// game's moves, blocked moves and scores, and nothing of another seat's turn.
// That it holds nothing the seat may not know is check-secrets' part.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "engine/private_scores.h"
#include "engine/rng.h"
#include "engine/seat_view.h"
#include "registry/registry.h"

using namespace mercato;

namespace {

bool SameBlocked(const BlockedMoves& a, const BlockedMoves& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].action != b[i].action || a[i].reason != b[i].reason) return false;
  }
  return true;
}

void CheckViews(const State& real) {
  const std::vector<Action> legal = real.LegalActions();
  const std::vector<int> scores = real.Scores();
  for (int viewer = -1; viewer < real.NumPlayers(); ++viewer) {
    INFO("viewer " << viewer << " (to move: " << real.CurrentPlayer() << ")\n" << real.ToString());
    const std::unique_ptr<SeatView> view = MakeSeatView(real, viewer);
    REQUIRE(view != nullptr);
    CHECK(view->viewer() == viewer);
    CHECK(view->num_players() == real.NumPlayers());
    CHECK(view->current_player() == real.CurrentPlayer());
    CHECK(view->terminal() == real.IsTerminal());
    // The viewer's own moves are the real ones; another seat's turn shows none.
    const bool acts = viewer < 0 || viewer == real.CurrentPlayer();
    CHECK(view->legal() == (acts ? legal : std::vector<Action>{}));
    for (Action a : legal) CHECK(view->Notation(a) == real.ActionToString(a));
    CHECK(SameBlocked(view->blocked(), real.BlockedMovesFor(viewer)));
    for (int seat = 0; seat < real.NumPlayers(); ++seat) {
      const bool shown = real.IsTerminal() || ScoreVisible(real, seat, viewer);
      CHECK(view->ScoreShown(seat) == shown);
      CHECK(view->Score(seat) == (shown ? scores[size_t(seat)] : 0));
    }
    CHECK(view->returns() == (real.IsTerminal() ? real.Returns() : std::vector<double>{}));
  }
}

}  // namespace

TEST_CASE("a seat view gives its viewer the real game's moves, blocked moves and scores", "[seat_view]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    INFO(info.id);
    // Turin Market's private money: a view hides the other seats' totals.
    const char* options = info.id == "turin_market" ? "money=private" : "";
    for (int players = info.min_players; players <= info.max_players; ++players) {
      StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, players, options);
      REQUIRE(game.ok());
      std::unique_ptr<State> state = (*game)->NewInitialState();
      Rng rng(uint64_t(players) * 31 + 5);
      int checked = 0;
      while (!state->IsTerminal()) {
        if (state->IsChanceNode()) {
          state->ApplyAction(SampleChanceOutcome(*state, rng));
          continue;
        }
        if (checked++ % 7 == 0) CheckViews(*state);  // every 7th position keeps the test short
        state->ApplyAction((*game)->HeuristicAction(*state, rng));
      }
      CheckViews(*state);
    }
  }
}
