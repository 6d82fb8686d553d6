// Test helpers: build Merchants positions through public actions only (chance
// outcomes are actions too, so a test picks the cards it needs).
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "games/merchants/merchants.h"
#include "registry/registry.h"

namespace mercato::merchants::testing {

inline std::unique_ptr<MerchantsState> NewMerchants(int players, const std::string& options = "") {
  StatusOr<std::shared_ptr<const Game>> loaded = LoadGame("merchants", players, options);
  INFO(loaded.message());
  REQUIRE(loaded.ok());
  std::shared_ptr<const Game> game = *loaded;
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
  std::string options;                          // options and parameters ("k=v,...")
};

// Deals, turns the demand row, picks the start player and loads the ships.
inline std::unique_ptr<MerchantsState> Build(const Setup& setup) {
  auto state = NewMerchants(setup.players, setup.options);
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

// Every seat holds cotton, salt, hemp; demand indigo salt cotton hemp copper
// pepper; every seat's ships carry indigo and salt; p0 starts (in step 1).
inline Setup PlainSetup(int players) {
  Setup setup;
  setup.players = players;
  for (int p = 0; p < players; ++p) setup.hands.push_back({"cotton", "salt", "hemp"});
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "pepper"};
  for (int i = 0; i < players; ++i) setup.loads.push_back("indigo");
  for (int i = 0; i < players; ++i) setup.loads.push_back("salt");
  return setup;
}

// Draws the named cards for the drawing seat (chance outcomes).
inline void DrawCards(State& state, const std::string& seat, const std::vector<std::string>& goods) {
  for (const std::string& good : goods) Do(state, "draw " + seat + " " + good);
}

}  // namespace mercato::merchants::testing

namespace mercato::merchants::testing {

// p0 earns 12 three times (two indigo cubes, six indigo tops) while p1 draws:
// p0 to play with 36 coins and an empty hand, p1 holding salt copper hemp
// cotton×4 hemp×2. Deck: 42 cards.
inline std::unique_ptr<MerchantsState> RichP0() {
  Setup setup;
  setup.players = 2;
  setup.hands = {{"indigo", "indigo", "indigo"}, {"salt", "copper", "hemp"}};
  setup.demand = {"indigo", "indigo", "indigo", "indigo", "indigo", "salt"};
  setup.loads = {"indigo", "salt", "indigo", "copper"};
  auto s = Build(setup);
  Do(*s, "pass");
  Do(*s, "play indigo piles=6");
  Do(*s, "pass");
  Do(*s, "draw");
  DrawCards(*s, "p1", {"cotton", "cotton"});
  Do(*s, "pass");
  Do(*s, "play indigo piles=1");
  Do(*s, "pass");
  Do(*s, "draw");
  DrawCards(*s, "p1", {"cotton", "cotton"});
  Do(*s, "pass");
  Do(*s, "play indigo piles=1");
  Do(*s, "pass");
  Do(*s, "draw");
  DrawCards(*s, "p1", {"hemp", "hemp"});
  REQUIRE(s->money(0) == 36);
  REQUIRE(s->money(1) == 0);
  REQUIRE(s->CurrentPlayer() == 0);
  REQUIRE(s->deck_size() == 42);
  return s;
}

// Applies the first legal chance outcome (any card) until a decision is due.
inline void DrawAny(State& state) {
  while (state.IsChanceNode()) state.ApplyAction(state.LegalActions().front());
}

}  // namespace mercato::merchants::testing
