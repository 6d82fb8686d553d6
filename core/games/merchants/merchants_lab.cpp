// Merchants' counters for the lab (core/lab/counters.h): special cards bought
// by kind, cube swaps, card plays and draws, found by walking the history.
#include "engine/game_counters.h"
#include "engine/history_walk.h"
#include "games/merchants/merchants.h"

namespace mercato::merchants {

std::vector<lab::Counter> LabCounters(const State& final_state) {
  int64_t swaps = 0, plays = 0, draws = 0, house_draws = 0;
  std::array<int64_t, kNumSpecialKinds> bought{};
  WalkHistory<MerchantsState>(
      final_state, [&](const MerchantsState& before, Action action, const MerchantsState&) {
        if (before.CurrentPlayer() < 0) return;
        const std::string notation = before.ActionToString(action);
        if (notation.rfind("swap ", 0) == 0) ++swaps;
        if (notation.rfind("play ", 0) == 0) ++plays;
        if (notation == "draw") ++draws;
        if (notation == "house draw") ++house_draws;
        for (int k = 0; k < kNumSpecialKinds; ++k) {
          if (notation.rfind(std::string("buy ") + kSpecials[k].id, 0) == 0) ++bought[k];
        }
      });
  std::vector<lab::Counter> out = {{"cube_swaps", swaps},
                                   {"card_plays", plays},
                                   {"draw_twos", draws},
                                   {"house_draws", house_draws}};
  for (int k = 0; k < kNumSpecialKinds; ++k) {
    out.push_back({std::string("bought_") + kSpecials[k].id, bought[k]});
  }
  return out;
}

// The seat that moved first (drawn at setup).
int LabFirstPlayer(const State& final_state) {
  return static_cast<const MerchantsState&>(final_state).start_player();
}

}  // namespace mercato::merchants
