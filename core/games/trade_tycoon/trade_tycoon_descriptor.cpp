// Trade Tycoon's one registration (registry/registry.h): its facts, options and
// parameters (Info), how to make it, and its lab counters. Secret choices are
// declared by the state itself (engine/secret_choices.h).
#include "games/trade_tycoon/trade_tycoon.h"
#include "registry/registry.h"

namespace mercato::trade_tycoon {

// In trade_tycoon_lab.cpp.
std::vector<lab::Counter> LabCounters(const State& final_state);
int LabFirstPlayer(const State& final_state);

GameEntry Descriptor() { return {Info, Make, {LabCounters, {}, LabFirstPlayer}}; }

}  // namespace mercato::trade_tycoon
