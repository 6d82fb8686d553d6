// Oregano Market's counters for the lab (core/lab/counters.h): the balance
// figures the trial rules' designer asked for (seed 001; issue 6): strategy
// cards kept and completed by kind, bonus cards taken by kind, casino rolls,
// outcomes and net gold, rounds.
#include <string>

#include "engine/game_counters.h"
#include "engine/history_walk.h"
#include "games/oregano/oregano.h"

namespace mercato::oregano {

namespace {

// ("strategy_kept_", "chain-store") -> "strategy_kept_chain_store": counter
// names are snake_case JSON keys. Built by appending: GCC 12 warns falsely
// (-Wrestrict) on "literal" + std::string.
std::string CounterName(const char* prefix, const char* id) {
  std::string out = prefix;
  out += id;
  for (char& c : out) {
    if (c == '-') c = '_';
  }
  return out;
}

}  // namespace

std::vector<lab::Counter> LabCounters(const State& final_state) {
  const auto& state = static_cast<const OreganoState&>(final_state);
  int64_t strategies = 0, rolls = 0, skips = 0, wins = 0, losses = 0, bonuses = 0, casino_gold = 0;
  std::array<int64_t, kNumStrategyCards> kept{}, completed{};
  std::array<int64_t, kNumBonusCards> bonus_taken{};
  for (int s = 0; s < state.NumPlayers(); ++s) {
    strategies += state.Player(s).strategies_completed;
    casino_gold += state.Player(s).casino_gain;
  }
  for (int b = 0; b < kNumBonusCards; ++b) {
    bonus_taken[b] = state.BonusOwner(b) >= 0 ? 1 : 0;
    bonuses += bonus_taken[b];
  }
  WalkHistory<OreganoState>(
      final_state, [&](const OreganoState& before, Action action, const OreganoState& after) {
        const std::string notation = before.ActionToString(action);
        if (notation == "casino roll") ++rolls;
        if (notation == "casino skip") ++skips;
        if (notation.rfind("die ", 0) == 0) (notation >= "die 5" ? wins : losses) += 1;
        if (notation.compare(0, 5, "keep ") == 0) {
          for (int c = 0; c < kNumStrategyCards; ++c) {
            if (notation.compare(5, std::string::npos, kStrategyIds[c]) == 0) ++kept[c];
          }
        }
        // A completed strategy: the tally rises; the card completed is the one held before.
        for (int s = 0; s < before.NumPlayers(); ++s) {
          const int card = before.Player(s).strategy;
          if (after.Player(s).strategies_completed > before.Player(s).strategies_completed &&
              card >= 0) {
            ++completed[card];
          }
        }
      });
  std::vector<lab::Counter> counters = {
      {"rounds", state.Round() + 1},   {"strategies_completed", strategies},
      {"bonus_cards_taken", bonuses},  {"casino_rolls", rolls},
      {"casino_skips", skips},         {"casino_wins_5_6", wins},
      {"casino_losses_1_4", losses},   {"casino_net_gold", casino_gold}};
  for (int c = 0; c < kNumStrategyCards; ++c) {
    counters.push_back({CounterName("strategy_kept_", kStrategyIds[c]), kept[c]});
    counters.push_back({CounterName("strategy_completed_", kStrategyIds[c]), completed[c]});
  }
  for (int b = 0; b < kNumBonusCards; ++b) {
    counters.push_back({CounterName("bonus_taken_", kBonusIds[b]), bonus_taken[b]});
  }
  return counters;
}

}  // namespace mercato::oregano
