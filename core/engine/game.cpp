#include "engine/game.h"

#include <algorithm>

#include "engine/check.h"

namespace mercato {

Action Game::HeuristicAction(const State& state, Rng& rng) const {
  const std::vector<Action> legal = state.LegalActions();
  MERCATO_CHECK(!legal.empty(), "no legal action");
  return legal[rng.UniformInt(uint32_t(legal.size()))];
}

void State::LegalActionsInto(std::vector<Action>& out) const {
  const std::vector<Action> legal = LegalActions();
  out.assign(legal.begin(), legal.end());  // keeps out's capacity
}

bool State::EncodeFields(FieldWriter&) const { return false; }

Status State::DecodeFields(FieldReader&) {
  return Status::Error(GetGame().Info().id + " positions cannot be sent as a seat state yet");
}

bool State::IsLegal(Action action) const {
  if (IsTerminal()) return false;
  // One buffer per thread, reserved once for every distinct action (legal
  // actions are unique), so checking a move never allocates.
  thread_local std::vector<Action> legal;
  const size_t most = size_t(GetGame().NumDistinctActions());
  if (legal.capacity() < most) legal.reserve(most);
  LegalActionsInto(legal);
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
  // One pair of buffers per thread: a chance node allocates nothing once they
  // have grown (rollouts sample one at every draw).
  thread_local std::vector<ChanceOutcome> outcomes;
  thread_local std::vector<double> weights;
  state.ChanceOutcomesInto(outcomes);
  MERCATO_CHECK(!outcomes.empty(), "chance node without outcomes");
  weights.clear();
  for (const ChanceOutcome& o : outcomes) weights.push_back(o.probability);
  return outcomes[rng.Weighted(weights)].action;
}

}  // namespace mercato
