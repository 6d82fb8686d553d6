// What a view is told of the last move (issue 17): ActionAsSeen must not say
// more than the viewer knows. For a move played from a position, every re-deal
// of that position from the viewer's information state, and every move there
// that leaves the viewer knowing the same as the real one, must read the same
// (hidden, or the same move in words).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/seen_moves.h"
#include "registry/registry.h"

using namespace mercato;

namespace {

std::vector<Action> Choices(const State& state) {
  if (!state.IsChanceNode()) return state.LegalActions();
  std::vector<Action> out;
  for (const ChanceOutcome& c : state.ChanceOutcomes()) out.push_back(c.action);
  return out;
}

std::string KnownAfter(const State& before, Action action, int viewer) {
  std::unique_ptr<State> after = before.Clone();
  after->ApplyAction(action);
  return after->InformationStateString(viewer);
}

struct SeenTally {
  int checked = 0, hidden = 0, shown_to_others = 0, differ = 0;
};

// Open (docs/seat_state.md): in Oregano a re-deal can make "take 1 wood p2
// r4c1" leave a seat knowing what the real "take 1 wood p2 r3c1" leaves it
// knowing (which cell was used is not in that seat's information state), and in
// Market Fresh "score onion" what "score lemon" does. Counted and reported
// (WARN), not failed, until those games' information states say it.
void CheckGame(const std::string& id, int players, uint64_t seed, SeenTally& tally) {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(id, players, "");
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  Rng rng(seed), resample_rng(seed + 5);
  for (int step = 0; !state->IsTerminal(); ++step) {
    const std::vector<Action> choices = Choices(*state);
    const Action played = state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                                : choices[rng.UniformInt(uint32_t(choices.size()))];
    if (step % 3 == 0) {
      const int mover = state->CurrentPlayer();
      for (int viewer = 0; viewer < players; ++viewer) {
        const Action seen = ActionAsSeen(*state, played, viewer);
        INFO(id << " move " << step << " viewer " << viewer << ": " << state->ActionToString(played));
        if (viewer == mover) CHECK(seen == played);  // a seat knows its own moves
        if (mover < 0) CHECK(seen == kHiddenAction);  // draws: the state shows them
        CHECK((seen == played || seen == kHiddenAction));
        tally.hidden += seen == kHiddenAction;
        tally.shown_to_others += seen == played && viewer != mover;
        ++tally.checked;
        const std::string known = KnownAfter(*state, played, viewer);
        for (int r = 0; r < 2; ++r) {
          std::unique_ptr<State> other = state->ResampleFromInfostate(viewer, resample_rng);
          for (Action alike : Choices(*other)) {
            if (KnownAfter(*other, alike, viewer) != known) continue;
            // The same move in words (what check-secrets compares): an action
            // id may differ between re-deals where the words cannot.
            const Action told = ActionAsSeen(*other, alike, viewer);
            CHECK((told == kHiddenAction) == (seen == kHiddenAction));
            if (told != kHiddenAction && seen != kHiddenAction &&
                other->ActionToString(told) != state->ActionToString(seen)) {
              ++tally.differ;
              CHECK(other->ActionToString(told) == state->ActionToString(seen));
            }
          }
        }
      }
    }
    state->ApplyAction(played);
  }
}

}  // namespace

TEST_CASE("the last move a view is told says no more than its seat knows",
          "[seat_state][secrets]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    SeenTally tally;
    CheckGame(info.id, std::max(info.min_players, std::min(3, info.max_players)), 11, tally);
    INFO(info.id << ": " << tally.checked << " checked");
    CHECK(tally.differ == 0);
    CHECK(tally.checked > 20);
    CHECK(tally.shown_to_others > 0);  // public moves are told as they are
  }
}

TEST_CASE("a sealed bid and another seat's draw are told only as made", "[seat_state][secrets]") {
  for (const char* id : {"turin_market", "merchants"}) {
    SeenTally tally;
    CheckGame(id, 3, 4, tally);
    INFO(id);
    CHECK(tally.hidden > 0);
  }
}
