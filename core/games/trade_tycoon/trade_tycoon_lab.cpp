// Trade Tycoon's counters for the lab (core/lab/counters.h): the winner's
// style, the styles chosen, and the skills revealed and used (one counter per
// skill), all read from the final state. A trade skill is used when played; a
// value skill when its owner has it face up at the end, where it scores.
#include "engine/game_counters.h"
#include "engine/history_walk.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

std::vector<lab::Counter> LabCounters(const State& final_state) {
  const auto& state = static_cast<const TradeTycoonState&>(final_state);
  std::vector<lab::Counter> out;
  const int winner = state.Winner();
  for (int suit = 0; suit < kNumSuits; ++suit) {
    int64_t chosen = 0;
    for (int s = 0; s < state.NumPlayers(); ++s) chosen += state.style(s) == suit ? 1 : 0;
    out.push_back({std::string("style_chosen_") + kSuits[suit].key, chosen});
    out.push_back({std::string("win_by_style_") + kSuits[suit].key,
                   winner >= 0 && state.style(winner) == suit ? 1 : 0});
  }
  int64_t revealed = 0, used = 0;
  for (int k = 0; k < kNumSkills; ++k) {
    revealed += state.skill_revealed(k) ? 1 : 0;
    const bool counted = IsValueSkill(k) ? state.skill_owner(k) >= 0 && state.skill_revealed(k)
                                         : state.skill_used(k);
    used += counted ? 1 : 0;
    out.push_back({std::string("skill_used_") + kSkills[k].key, counted ? 1 : 0});
  }
  out.push_back({"skills_revealed", revealed});
  out.push_back({"skills_used", used});
  return out;
}

// The seat that moved first (drawn at setup).
int LabFirstPlayer(const State& final_state) {
  return static_cast<const TradeTycoonState&>(final_state).start_player();
}

}  // namespace mercato::trade_tycoon
