// Test helpers: build Merchants positions through public actions only (chance
// outcomes are actions too, so a test picks the cards it needs).
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "games/merchants/merchants.h"

namespace mercato::merchants::testing {

inline std::unique_ptr<MerchantsState> NewMerchants(int players) {
  std::shared_ptr<const Game> game = Make(players, GameOptions());
  std::unique_ptr<State> state = game->NewInitialState();
  return std::unique_ptr<MerchantsState>(static_cast<MerchantsState*>(state.release()));
}

// Applies one action given in notation; fails the test if it is not legal.
inline void Do(State& state, const std::string& notation) {
  StatusOr<Action> action = state.StringToAction(notation);
  INFO("move '" << notation << "': " << action.message() << "\n" << state.ToString());
  REQUIRE(action.ok());
  state.ApplyAction(*action);
}

inline bool IsLegalMove(const State& state, const std::string& notation) {
  return state.StringToAction(notation).ok();
}

struct Setup {
  int players = 2;
  std::vector<std::vector<std::string>> hands;  // 3 goods per seat
  std::vector<std::string> demand;              // the 6 piles, left to right
  int start = 0;
  std::vector<std::string> loads;               // 2 per seat, in loading order
};

// Deals, turns the demand row, picks the start player and loads the ships.
inline std::unique_ptr<MerchantsState> Build(const Setup& setup) {
  auto state = NewMerchants(setup.players);
  for (int p = 0; p < setup.players; ++p) {
    for (const std::string& good : setup.hands[p]) {
      Do(*state, "deal p" + std::to_string(p) + " " + good);
    }
  }
  for (const std::string& good : setup.demand) Do(*state, "demand " + good);
  Do(*state, "start p" + std::to_string(setup.start));
  for (const std::string& good : setup.loads) Do(*state, "load " + good);
  REQUIRE(state->phase() == Phase::kStep1);
  REQUIRE(state->CheckInvariants() == "");
  return state;
}

// Draws the named cards for the drawing seat (chance outcomes).
inline void DrawCards(State& state, const std::string& seat, const std::vector<std::string>& goods) {
  for (const std::string& good : goods) Do(state, "draw " + seat + " " + good);
}

}  // namespace mercato::merchants::testing
