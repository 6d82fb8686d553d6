// Market Fresh's one registration (registry/registry.h): its facts, options and
// parameters (Info), how to make it, and its lab counters. Secret choices are
// declared by the state itself (engine/secret_choices.h).
#include "games/market_fresh/market_fresh.h"
#include "registry/registry.h"

namespace mercato::market_fresh {

// In market_fresh_lab.cpp.
std::vector<lab::Counter> LabCounters(const State& final_state);

GameEntry Descriptor() {
  return {Info,
          Make,
          {LabCounters,
           {{"perfect_match_share_of_turns", "perfect_matches", "scored_turns_and_discards"},
            {"discard_share_of_turns", "not_fresh_discards", "scored_turns_and_discards"}},
           nullptr}};
}

}  // namespace mercato::market_fresh
