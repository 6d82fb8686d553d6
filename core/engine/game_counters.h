// The shapes of a game's lab counters, for its descriptor (registry/registry.h):
// the game counts, the lab (core/lab/counters.h) sums and reports.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace mercato {
class State;
}  // namespace mercato

namespace mercato::lab {

struct Counter {
  std::string name;  // snake_case, stable: it is a JSON key
  int64_t value = 0;
};

// A figure shown as sum(numerator) / sum(denominator) over all games.
struct CounterRatio {
  std::string name;
  std::string numerator;
  std::string denominator;
};

struct GameCounters {
  // The counters of a finished game; null: none.
  std::vector<Counter> (*count)(const State& final_state) = nullptr;
  std::vector<CounterRatio> ratios;
  // The seat that moved first; null: seat 0 (the rules' own order).
  int (*first_player)(const State& final_state) = nullptr;
};

}  // namespace mercato::lab
