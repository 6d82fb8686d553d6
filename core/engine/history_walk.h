// A finished game's history, walked move by move (the lab's per-game counters
// count with it what the final state no longer shows).
#pragma once

#include <memory>

#include "engine/game.h"

namespace mercato {

// Replays `final_state`'s history from the start, calling
// visit(before, action, after) for each action: the per-game counters walk it
// to count what the final state no longer shows, without adding fields to the
// rules. `before` and `after` are the game's own state class.
template <typename GameState, typename Visit>
void WalkHistory(const State& final_state, Visit&& visit) {
  std::unique_ptr<State> state = final_state.GetGame().NewInitialState();
  for (Action action : final_state.History()) {
    std::unique_ptr<State> before = state->Clone();
    state->ApplyAction(action);
    visit(static_cast<const GameState&>(*before), action,
          static_cast<const GameState&>(*state));
  }
}

}  // namespace mercato
