// Helpers for Oregano Market's rule tests: positions are reached through the
// public moves (by notation), plus the state's small test-only setup helpers.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "games/oregano/oregano.h"

namespace mercato::oregano::test {

inline std::shared_ptr<const Game> LoadOregano(int players, const std::string& options_text = "") {
  StatusOr<GameOptions> options = ParseOptions(Info().options, options_text);
  INFO(options.message());
  REQUIRE(options.ok());
  return Make(players, *options);
}

inline std::unique_ptr<OreganoState> NewState(const std::shared_ptr<const Game>& game) {
  std::unique_ptr<State> state = game->NewInitialState();
  return std::unique_ptr<OreganoState>(static_cast<OreganoState*>(state.release()));
}

// Plays one move given in notation; fails the test if it is not legal.
inline void Play(State& state, const std::string& move) {
  StatusOr<Action> action = state.StringToAction(move);
  INFO("move '" << move << "': " << action.message() << "\n" << state.ToString());
  REQUIRE(action.ok());
  state.ApplyAction(*action);
}

inline bool IsLegalMove(const State& state, const std::string& move) {
  return state.StringToAction(move).ok();
}

// Joins text and numbers by appending (GCC 12's -Wrestrict misfires on
// "literal" + std::string chains).
inline void CatPart(std::string& out, const std::string& part) { out += part; }
inline void CatPart(std::string& out, const char* part) { out += part; }
inline void CatPart(std::string& out, int part) { out += std::to_string(part); }
template <typename... Parts>
std::string Cat(const Parts&... parts) {
  std::string out;
  (CatPart(out, parts), ...);
  return out;
}

inline std::string SeatId(int seat) { return Cat("p", seat + 1); }

// A game past setup: seat i placed `merchants[i]` in row 1 and drew `draws[i]`
// (strategy_draw cards), keeping the first. By default every seat draws
// step-by-step then savvy-shopper... which only works for two seats, so tests
// with more seats give their own draws.
inline std::unique_ptr<OreganoState> SetUp(
    int players, const std::string& options_text = "", std::vector<int> merchants = {},
    std::vector<std::vector<int>> draws = {}) {
  auto state = NewState(LoadOregano(players, options_text));
  if (merchants.empty()) {
    for (int i = 0; i < players; ++i) merchants.push_back(kWoodMerchant + i % 3);
  }
  if (draws.empty()) {
    const int n = state->Rules().StrategyDraw();
    const std::vector<std::vector<int>> defaults = {
        {kStepByStep, kSavvyShopper, kChainStore}, {kStepByStep, kSavvyShopper, kChainStore},
        {kAggressiveMerger, kStrategicRetreat, kChainStore},
        {kAggressiveMerger, kStrategicRetreat, kSavvyShopper}};
    for (int i = 0; i < players; ++i) {
      draws.push_back(std::vector<int>(defaults[i].begin(), defaults[i].begin() + n));
    }
  }
  for (int i = 0; i < players; ++i) {
    Play(*state, std::string("start ") + kShops[merchants[i]].id + " r1");
  }
  for (int i = 0; i < players; ++i) {
    for (int card : draws[i]) Play(*state, Cat("draw ", SeatId(i), " ", kStrategyIds[card]));
    Play(*state, std::string("keep ") + kStrategyIds[draws[i][0]]);
  }
  return state;
}

// Plays out the current turn quietly: the turn player takes from its own
// merchant and builds a general shop if it can, or else does what is left
// (buying before selling); a casino is skipped. Chance is not handled.
inline void PassTurn(OreganoState& state) {
  const int seat = state.TurnPlayer();
  while (state.TurnPlayer() == seat && state.phase() == Phase::kAction) {
    Action best = -1;
      int best_rank = 99;
    for (Action a : state.LegalActions()) {
      const DecodedAction d = Decode(a);
      int rank = 5;
      if (d.type == ActionType::kTakeResource && d.owner == seat) rank = 0;
      if (d.type == ActionType::kBuild && kShops[d.kind].group == ShopGroup::kGeneral) rank = 1;
      if (d.type == ActionType::kTakeResource && d.owner != seat) rank = 2;
      if (d.type == ActionType::kBuy) rank = 3;
      if (d.type == ActionType::kSell) {
        const int kind = state.ShopAt(seat, d.row, d.level);
        rank = kShops[kind].group == ShopGroup::kGeneral ? 4 : 6;
      }
      if (rank < best_rank) {
        best_rank = rank;
        best = a;
      }
    }
    REQUIRE(best >= 0);
    state.ApplyAction(best);
  }
  if (state.TurnPlayer() == seat && state.phase() == Phase::kCasinoChoice) {
    Play(state, "casino skip");
  }
}

}  // namespace mercato::oregano::test
