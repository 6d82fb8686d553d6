#include "ai/simple_bots.h"

#include "engine/check.h"

namespace mercato::ai {

void RandomBot::Start(const State& state) {
  MERCATO_CHECK(!state.IsTerminal() && !state.IsChanceNode(), "a bot starts on a seat's turn");
  const std::vector<Action> legal = state.LegalActions();
  best_ = legal[rng_.UniformInt(uint32_t(legal.size()))];
}

void HeuristicBot::Start(const State& state) {
  MERCATO_CHECK(!state.IsTerminal() && !state.IsChanceNode(), "a bot starts on a seat's turn");
  best_ = state.GetGame().HeuristicAction(state, rng_);
  MERCATO_CHECK(state.IsLegal(best_), "HeuristicAction returned an illegal move");
}

}  // namespace mercato::ai
