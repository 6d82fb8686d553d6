// What the local page hands a seat's view (issue 17): SeatTable(real, seat),
// never the real State. For every game, player count and option set, at
// positions of a random and a heuristic game, the table a seat's view gets is
// the same, byte for byte, for every re-deal of what the others hide, and when
// the seat is to move its legal moves are the real ones (the page applies the
// view's choice to the real state).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/seat_state.h"
#include "registry/registry.h"
#include "session/secrets_check.h"

using namespace mercato;

namespace {

Action Play(const Game& game, const State& state, bool heuristic, Rng& rng) {
  if (state.IsChanceNode()) return SampleChanceOutcome(state, rng);
  if (heuristic) return game.HeuristicAction(state, rng);
  const std::vector<Action> legal = state.LegalActions();
  return legal[rng.UniformInt(uint32_t(legal.size()))];
}

int CheckGame(const std::shared_ptr<const Game>& game, bool heuristic, uint64_t seed) {
  Rng rng(seed), resample_rng(seed + 3);
  std::unique_ptr<State> real = game->NewInitialState();
  int checked = 0;
  for (int step = 0; !real->IsTerminal(); ++step) {
    if (step % 7 == 0) {
      INFO("move " << step);
      CHECK(FullStateText(*SeatTable(*real, -1)) == FullStateText(*real));  // all-seeing
      // Every seat, then the spectator (kSpectator), who gets a table like a seat.
      std::vector<int> viewers(size_t(real->NumPlayers()));
      for (int seat = 0; seat < real->NumPlayers(); ++seat) viewers[size_t(seat)] = seat;
      viewers.push_back(kSpectator);
      for (int seat : viewers) {
        INFO("seat " << seat);
        const std::unique_ptr<State> table = SeatTable(*real, seat);
        REQUIRE(table != nullptr);
        const std::string drawn = FullStateText(*table);
        CHECK(table->InformationStateString(seat) == real->InformationStateString(seat));
        if (real->CurrentPlayer() == seat) CHECK(table->LegalActions() == real->LegalActions());
        for (int r = 0; r < 3; ++r) {
          const std::unique_ptr<State> other = real->ResampleFromInfostate(seat, resample_rng);
          CHECK(FullStateText(*SeatTable(*other, seat)) == drawn);
        }
        ++checked;
      }
    }
    real->ApplyAction(Play(*game, *real, heuristic, rng));
  }
  return checked;
}

}  // namespace

TEST_CASE("a seat's view gets the same table whatever the others hide", "[seat_state][views]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (const std::string& options : session::OptionSetsToCheck(info.id)) {
      for (int players : {info.min_players, info.max_players}) {
        INFO(info.id << " players " << players << " options '" << options << "'");
        StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, players, options);
        REQUIRE(game.ok());
        CHECK(CheckGame(*game, players % 2 == 0, 100 + uint64_t(players)) > 0);
      }
    }
  }
}
