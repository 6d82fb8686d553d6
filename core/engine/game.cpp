#include "engine/game.h"

#include <algorithm>

#include "engine/check.h"

namespace mercato {

Action Game::HeuristicAction(const State& state, Rng& rng) const {
  const std::vector<Action> legal = state.LegalActions();
  MERCATO_CHECK(!legal.empty(), "no legal action");
  return legal[rng.UniformInt(uint32_t(legal.size()))];
}

bool State::IsLegal(Action action) const {
  if (IsTerminal()) return false;
  const std::vector<Action> legal = LegalActions();
  return std::binary_search(legal.begin(), legal.end(), action);
}

void State::ApplyAction(Action action) {
  MERCATO_CHECK(IsLegal(action), "illegal action");
  history_.push_back(action);
  DoApplyAction(action);
}

StatusOr<Action> State::StringToAction(const std::string& text) const {
  if (IsTerminal()) return Status::Error("the game is over; no move '" + text + "'");
  for (Action a : LegalActions()) {
    if (ActionToString(a) == text) return a;
  }
  return Status::Error("'" + text + "' is not a legal move here");
}

Action SampleChanceOutcome(const State& state, Rng& rng) {
  const std::vector<ChanceOutcome> outcomes = state.ChanceOutcomes();
  MERCATO_CHECK(!outcomes.empty(), "chance node without outcomes");
  std::vector<double> weights;
  weights.reserve(outcomes.size());
  for (const ChanceOutcome& o : outcomes) weights.push_back(o.probability);
  return outcomes[rng.Weighted(weights)].action;
}

}  // namespace mercato
