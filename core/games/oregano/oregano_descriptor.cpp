// Oregano Market's one registration (registry/registry.h): its facts, options and
// parameters (Info), how to make it, and its lab counters. Secret choices are
// declared by the state itself (engine/secret_choices.h).
#include "games/oregano/oregano.h"
#include "registry/registry.h"

namespace mercato::oregano {

// In oregano_lab.cpp.
std::vector<lab::Counter> LabCounters(const State& final_state);

GameEntry Descriptor() {
  return {Info,
          Make,
          {LabCounters,
           {{"casino_win_share_of_rolls", "casino_wins_5_6", "casino_rolls"},
            {"casino_net_gold_per_roll", "casino_net_gold", "casino_rolls"}},
           nullptr}};
}

}  // namespace mercato::oregano
