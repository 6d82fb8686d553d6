// Merchants's one registration (registry/registry.h): its facts, options and
// parameters (Info), how to make it, and its lab counters. Secret choices are
// declared by the state itself (engine/secret_choices.h).
#include "games/merchants/merchants.h"
#include "registry/registry.h"

namespace mercato::merchants {

// In merchants_lab.cpp.
std::vector<lab::Counter> LabCounters(const State& final_state);
int LabFirstPlayer(const State& final_state);

GameEntry Descriptor() {
  return {
      Info, Make, {LabCounters, {{"plays_per_swap", "card_plays", "cube_swaps"}}, LabFirstPlayer}};
}

}  // namespace mercato::merchants
