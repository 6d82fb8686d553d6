// Trade Tycoon's one registration (engine/registry.h): its facts, options and
// parameters (Info), how to make it, and its lab counters. Secret choices are
// declared by the state itself (engine/secret_choices.h).
#include "engine/registry.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

// In trade_tycoon_lab.cpp.
std::vector<lab::Counter> LabCounters(const State& final_state);
int LabFirstPlayer(const State& final_state);

GameEntry Descriptor() { return {Info, Make, {LabCounters, {}, LabFirstPlayer}}; }

}  // namespace mercato::trade_tycoon
