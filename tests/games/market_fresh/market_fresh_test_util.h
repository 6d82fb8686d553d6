// Helpers for Market Fresh rule tests: positions are built through the
// public actions, written in the game's notation.
#pragma once

#include <catch2/catch.hpp>

#include <initializer_list>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "engine/options.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh::test {

inline std::shared_ptr<const Game> MakeGame(int players, const std::string& options_text = "") {
  StatusOr<GameOptions> options = ParseOptions(Info().options, options_text);
  REQUIRE(options.ok());
  return Make(players, *options);
}

inline std::unique_ptr<MarketFreshState> NewState(int players, const std::string& options = "") {
  std::unique_ptr<State> state = MakeGame(players, options)->NewInitialState();
  return std::unique_ptr<MarketFreshState>(static_cast<MarketFreshState*>(state.release()));
}

inline int ProduceIndex(const std::string& id) {
  for (int i = 0; i < kNumProduce; ++i) {
    if (id == kProduceInfo[i].id) return i;
  }
  FAIL("unknown produce " << id);
  return -1;
}

// "lemon+pear" in either order, as the notation spells it.
inline std::string Crate(const std::string& a, const std::string& b) {
  return CrateName(CrateOf(ProduceIndex(a), ProduceIndex(b)));
}

inline void Apply(State& state, const std::string& move) {
  StatusOr<Action> action = state.StringToAction(move);
  INFO("move '" << move << "'\n" << state.ToString());
  REQUIRE(action.ok());
  state.ApplyAction(*action);
}

inline void ApplyAll(State& state, std::initializer_list<std::string> moves) {
  for (const std::string& m : moves) Apply(state, m);
}

// Cells by name ("a1"), for building placements.
inline int Cell(const std::string& name) {
  return (name[1] - '1') * kFrame + (name[0] - 'a');
}

// A turn of a seat whose moves do not matter: take face down (drawing the
// lowest-id unseen crate not reserved), place the first legal way, basic
// scoring of the lower produce (never a height scoring, so no tile moves).
inline void FillerTurn(MarketFreshState& state, const std::set<int>& reserved) {
  REQUIRE(state.GetPhase() == Phase::kTake);
  state.ApplyAction(kTakeFaceDown);
  for (const ChanceOutcome& o : state.ChanceOutcomes()) {
    if (!reserved.count(o.action - kDrawBase)) {
      state.ApplyAction(o.action);
      break;
    }
  }
  REQUIRE(state.GetPhase() == Phase::kPlace);
  state.ApplyAction(state.LegalActions().front());
  if (state.GetPhase() == Phase::kScore) state.ApplyAction(state.LegalActions().front());
}

// The scoring choice for a produce and height, if offered (a copy: the choices
// are often a temporary).
inline std::optional<ScoreChoice> FindChoice(const std::vector<ScoreChoice>& choices, int produce,
                                             bool height) {
  for (const ScoreChoice& c : choices) {
    if (c.produce == produce && c.height == height) return c;
  }
  return std::nullopt;
}

}  // namespace mercato::market_fresh::test
