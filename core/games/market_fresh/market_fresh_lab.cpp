// Market Fresh's counters for the lab (core/lab/counters.h): perfectly fresh
// placements, not-fresh discards (no crate fitted), face-down takes and
// height scorings, found by walking the history.
#include "engine/game_counters.h"
#include "engine/history_walk.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

std::vector<lab::Counter> LabCounters(const State& final_state) {
  int64_t turns = 0, perfect = 0, discards = 0, face_down = 0, height = 0;
  WalkHistory<MarketFreshState>(
      final_state, [&](const MarketFreshState& before, Action action,
                       const MarketFreshState& after) {
        if (before.CurrentPlayer() < 0) return;
        const std::string notation = before.ActionToString(action);
        if (before.GetPhase() == Phase::kScore) {
          ++turns;
          if (after.GetLastScore().choice.perfect) ++perfect;
          if (after.GetLastScore().choice.height) ++height;
        }
        if (notation.rfind("discard ", 0) == 0) {
          ++turns;
          ++discards;
        }
        if (notation == "take facedown") ++face_down;
      });
  return {{"scored_turns_and_discards", turns}, {"perfect_matches", perfect},
          {"not_fresh_discards", discards},      {"face_down_takes", face_down},
          {"height_scorings", height}};
}

}  // namespace mercato::market_fresh
