#include "lab/counters.h"

#include "registry/registry.h"

namespace mercato::lab {
namespace {

// The game's counters from its descriptor (core/games/<id>/<id>_descriptor.cpp).
const GameCounters* CountersFor(const std::string& game_id) {
  const GameEntry* entry = FindGame(game_id);
  return entry != nullptr ? &entry->lab : nullptr;
}

}  // namespace

std::vector<Counter> CountersOf(const State& final_state) {
  const GameCounters* counters = CountersFor(final_state.GetGame().Info().id);
  if (counters == nullptr || counters->count == nullptr) return {};
  return counters->count(final_state);
}

int FirstPlayerOf(const State& final_state) {
  const GameCounters* counters = CountersFor(final_state.GetGame().Info().id);
  if (counters == nullptr || counters->first_player == nullptr) return 0;
  return counters->first_player(final_state);
}

const std::vector<CounterRatio>& RatiosOf(const std::string& game_id) {
  static const std::vector<CounterRatio> kNone;
  const GameCounters* counters = CountersFor(game_id);
  return counters == nullptr ? kNone : counters->ratios;
}

}  // namespace mercato::lab
