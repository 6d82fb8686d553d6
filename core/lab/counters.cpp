#include "lab/counters.h"

#include <map>

namespace mercato {
// Each game's counters, in core/games/<id>/<id>_lab.cpp.
namespace turin_market {
std::vector<lab::Counter> LabCounters(const State&);
int LabFirstPlayer(const State&);
}  // namespace turin_market
namespace market_fresh { std::vector<lab::Counter> LabCounters(const State&); }
namespace oregano { std::vector<lab::Counter> LabCounters(const State&); }
namespace merchants {
std::vector<lab::Counter> LabCounters(const State&);
int LabFirstPlayer(const State&);
}  // namespace merchants
namespace trade_tycoon {
std::vector<lab::Counter> LabCounters(const State&);
int LabFirstPlayer(const State&);
}  // namespace trade_tycoon
}  // namespace mercato

namespace mercato::lab {
namespace {

// Registered games only (see MERCATO_REGISTERED_GAMES in CMakeLists.txt).
const std::map<std::string, GameCounters>& Table() {
  static const auto* table = new std::map<std::string, GameCounters>{
#ifdef MERCATO_HAS_turin_market
      {"turin_market",
       {&turin_market::LabCounters,
        {{"mean_winning_bid_per_auction", "winning_bid_sum", "auctions"}},
        &turin_market::LabFirstPlayer}},
#endif
#ifdef MERCATO_HAS_market_fresh
      {"market_fresh",
       {&market_fresh::LabCounters,
        {{"perfect_match_share_of_turns", "perfect_matches", "scored_turns_and_discards"},
         {"discard_share_of_turns", "not_fresh_discards", "scored_turns_and_discards"}}}},
#endif
#ifdef MERCATO_HAS_oregano
      {"oregano",
       {&oregano::LabCounters, {{"casino_win_share_of_rolls", "casino_wins_5_6", "casino_rolls"},
         {"casino_net_gold_per_roll", "casino_net_gold", "casino_rolls"}}}},
#endif
#ifdef MERCATO_HAS_merchants
      {"merchants",
       {&merchants::LabCounters,
        {{"plays_per_swap", "card_plays", "cube_swaps"}},
        &merchants::LabFirstPlayer}},
#endif
#ifdef MERCATO_HAS_trade_tycoon
      {"trade_tycoon", {&trade_tycoon::LabCounters, {}, &trade_tycoon::LabFirstPlayer}},
#endif
  };
  return *table;
}

}  // namespace

std::vector<Counter> CountersOf(const State& final_state) {
  const auto it = Table().find(final_state.GetGame().Info().id);
  if (it == Table().end() || it->second.count == nullptr) return {};
  return it->second.count(final_state);
}

int FirstPlayerOf(const State& final_state) {
  const auto it = Table().find(final_state.GetGame().Info().id);
  if (it == Table().end() || it->second.first_player == nullptr) return 0;
  return it->second.first_player(final_state);
}

const std::vector<CounterRatio>& RatiosOf(const std::string& game_id) {
  static const std::vector<CounterRatio> kNone;
  const auto it = Table().find(game_id);
  return it == Table().end() ? kNone : it->second.ratios;
}

}  // namespace mercato::lab
