// Oregano Market's counters for the lab (core/lab/counters.h): strategy
// cards completed, bonus cards taken, casino rolls and their outcomes, rounds.
#include "games/oregano/oregano.h"
#include "lab/counters.h"

namespace mercato::oregano {

std::vector<lab::Counter> LabCounters(const State& final_state) {
  const auto& state = static_cast<const OreganoState&>(final_state);
  int64_t strategies = 0, rolls = 0, skips = 0, wins = 0, losses = 0, bonuses = 0;
  for (int s = 0; s < state.NumPlayers(); ++s) strategies += state.Player(s).strategies_completed;
  for (int b = 0; b < kNumBonusCards; ++b) bonuses += state.BonusOwner(b) >= 0 ? 1 : 0;
  lab::WalkHistory<OreganoState>(
      final_state, [&](const OreganoState& before, Action action, const OreganoState&) {
        const std::string notation = before.ActionToString(action);
        if (notation == "casino roll") ++rolls;
        if (notation == "casino skip") ++skips;
        if (notation.rfind("die ", 0) == 0) (notation >= "die 5" ? wins : losses) += 1;
      });
  return {{"rounds", state.Round() + 1},      {"strategies_completed", strategies},
          {"bonus_cards_taken", bonuses},     {"casino_rolls", rolls},
          {"casino_skips", skips},            {"casino_wins_5_6", wins},
          {"casino_losses_1_4", losses}};
}

}  // namespace mercato::oregano
