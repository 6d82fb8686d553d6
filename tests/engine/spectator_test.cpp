// The spectator (issue 41; engine/game.h, kSpectator): a viewer that holds no
// seat. For every registered game, player count and option set, along one
// game: the table its device rebuilds from its seat state shows it what the
// real one does; it is neither all-seeing nor a seat (it sees less than the
// all-seeing viewer, and its table offers it no move); and at the end every
// score is shown to it, as to the seats. What it may not see, game by game:
// tests/games/<id>/<id>_spectator_test.cpp; that it learns nothing a seat's
// re-deal changes: `mercato check-secrets` ([secrets]).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/private_scores.h"
#include "engine/rng.h"
#include "engine/seat_state.h"
#include "engine/seat_view.h"
#include "registry/registry.h"
#include "session/secrets_check.h"

using namespace mercato;

namespace {

struct Walk {
  int positions = 0;
  bool sees_less = false;  // somewhere it saw less than the all-seeing viewer
};

// The spectator's table and view at `real`, against the real position.
void CheckTable(const State& real) {
  const std::unique_ptr<State> table = SeatTable(real, kSpectator);
  REQUIRE(table != nullptr);
  CHECK(table->ObservationJson(kSpectator) == real.ObservationJson(kSpectator));
  const std::unique_ptr<SeatView> view = MakeSeatView(real, kSpectator);
  CHECK(view->viewer() == kSpectator);
  CHECK(view->legal().empty());
  CHECK(view->blocked().empty());
  const std::vector<int> scores = real.Scores();
  for (int seat = 0; seat < real.NumPlayers(); ++seat) {
    CHECK(view->ScoreShown(seat) == ScoreVisible(real, seat, kSpectator));
    if (view->ScoreShown(seat)) CHECK(view->Score(seat) == scores[size_t(seat)]);
  }
}

Walk PlayAlong(const std::shared_ptr<const Game>& game, uint64_t seed) {
  Rng rng(seed);
  std::unique_ptr<State> real = game->NewInitialState();
  Walk walk;
  for (int step = 0; !real->IsTerminal(); ++step) {
    if (step % 5 == 0) {
      INFO("move " << step);
      CheckTable(*real);
      ++walk.positions;
    }
    if (real->ObservationJson(kSpectator) != real->ObservationJson(kAllSeeing)) walk.sees_less = true;
    real->ApplyAction(real->IsChanceNode() ? SampleChanceOutcome(*real, rng)
                                           : game->HeuristicAction(*real, rng));
  }
  // The end: every score, as the seats see them.
  CheckTable(*real);
  const std::unique_ptr<SeatView> end = MakeSeatView(*real, kSpectator);
  CHECK(end->terminal());
  CHECK(end->returns() == real->Returns());
  for (int seat = 0; seat < real->NumPlayers(); ++seat) {
    CHECK(ScoreVisible(*real, seat, kSpectator));
    CHECK(end->ScoreShown(seat));
    CHECK(end->Score(seat) == real->Scores()[size_t(seat)]);
  }
  return walk;
}

}  // namespace

TEST_CASE("a spectator's table shows what the real one does, no move, and every score at the end",
          "[spectator][seat_state]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (int players = info.min_players; players <= info.max_players; ++players) {
      for (const std::string& options : session::OptionSetsToCheck(info.id)) {
        INFO(info.id << " players " << players << " options '" << options << "'");
        StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, players, options);
        REQUIRE(game.ok());
        const Walk walk = PlayAlong(*game, 40 + uint64_t(players));
        CHECK(walk.positions > 0);
        // Every game hides something (a deck, a hand): a spectator is not all-seeing.
        CHECK(walk.sees_less);
      }
    }
  }
}

TEST_CASE("a seat state for the spectator says so in its header and reads back", "[spectator][seat_state]") {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame("merchants", 3);
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  Rng rng(3);
  for (int i = 0; i < 30; ++i) {
    state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                             : (*game)->HeuristicAction(*state, rng));
  }
  const std::string text = SeatStateText(*state, kSpectator);
  CHECK(text.rfind("mercato-seat-state 1 merchants " + std::to_string(kSpectator) + "\n", 0) == 0);
  CHECK(StateFromSeatText(**game, text).ok());
  // Any other negative number is no viewer.
  std::string wrong = text;
  wrong.replace(wrong.find(std::to_string(kSpectator)), std::to_string(kSpectator).size(), "-4");
  CHECK_FALSE(StateFromSeatText(**game, wrong).ok());
}
