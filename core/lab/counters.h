// Each game's own counters for the lab ("loans taken", "perfect matches" ...).
//
// A game's counters are whole numbers computed from a finished game (its final
// state and, through it, its action history), so that sums over many games are
// exact and shards merge to the very same figures. A per-game average such as
// "mean winning bid per round" is reported as a ratio of two counters summed
// over all games (see CounterRatio).
//
// Each game implements LabCounters in core/games/<id>/<id>_lab.cpp and names
// it, with its ratios, in its descriptor (registry/registry.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/game_counters.h"

namespace mercato::lab {

// The counters of a finished game; empty for a game with none.
std::vector<Counter> CountersOf(const State& final_state);
// The seat that moved first in a finished game.
int FirstPlayerOf(const State& final_state);
// The ratios the report shows for `game_id`.
const std::vector<CounterRatio>& RatiosOf(const std::string& game_id);

}  // namespace mercato::lab
