// Turin Market's one registration (registry/registry.h): its facts, options and
// parameters (Info), how to make it, and its lab counters. Secret choices are
// declared by the state itself (engine/secret_choices.h).
#include "games/turin_market/turin_market.h"
#include "registry/registry.h"

namespace mercato::turin_market {

// In turin_market_lab.cpp.
std::vector<lab::Counter> LabCounters(const State& final_state);
int LabFirstPlayer(const State& final_state);

GameEntry Descriptor() {
  return {Info,
          Make,
          {LabCounters,
           {{"mean_winning_bid_per_auction", "winning_bid_sum", "auctions"}},
           LabFirstPlayer}};
}

}  // namespace mercato::turin_market
