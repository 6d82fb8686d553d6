// Test helpers: build Trade Tycoon positions through the public actions. The
// deal is scripted by choosing the chance outcomes (a card, a skill, a seat).
#pragma once

#include <catch2/catch.hpp>
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon::testing {

// Whether a list of cards holds x.
inline bool Has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

inline int Card(const std::string& name) {
  const char letter = name.back();
  const int number = std::stoi(name.substr(0, name.size() - 1));
  for (int s = 0; s < kNumSuits; ++s) {
    if (kSuits[s].letter == letter) return CardId(number, Suit(s));
  }
  FAIL("bad card name " << name);
  return -1;
}

inline std::vector<int> Cards(const std::vector<std::string>& names) {
  std::vector<int> out;
  for (const std::string& n : names) out.push_back(Card(n));
  return out;
}

inline std::vector<int> CardsInMask(uint64_t mask) {
  std::vector<int> out;
  for (int c = 0; c < kNumCards; ++c) {
    if ((mask >> c) & 1) out.push_back(c);
  }
  return out;
}

inline std::shared_ptr<const Game> NewGame() { return Make(kNumPlayers, GameOptions()); }

inline TradeTycoonState& AsTT(State& s) { return static_cast<TradeTycoonState&>(s); }

// Plays one action by its notation; fails the test if it is not legal.
inline void Play(State& state, const std::string& move) {
  StatusOr<Action> a = state.StringToAction(move);
  INFO("move '" << move << "' in\n" << state.ToString());
  REQUIRE(a.ok());
  state.ApplyAction(*a);
}

inline void PlayAll(State& state, const std::vector<std::string>& moves) {
  for (const std::string& m : moves) Play(state, m);
}

inline int CountPrefix(const std::vector<std::string>& moves, const std::string& prefix) {
  int n = 0;
  for (const std::string& m : moves) n += m.rfind(prefix, 0) == 0;
  return n;
}

inline bool IsLegalMove(const State& state, const std::string& move) {
  return state.StringToAction(move).ok();
}

inline std::vector<std::string> LegalMoves(const State& state) {
  std::vector<std::string> out;
  for (Action a : state.LegalActions()) out.push_back(state.ActionToString(a));
  return out;
}

struct Setup {
  std::vector<std::vector<std::string>> hands;   // 3 x 6 cards
  std::vector<std::vector<std::string>> skills;  // 3 x 3 skill keys dealt
  std::vector<std::string> passes;               // the skill each seat passes left
  std::string burn;
  std::vector<std::string> oasis;  // 3 cards
  int start = 0;
};

// A deal with every seat's hand, skills, passes, burn, oasis and start scripted.
inline std::unique_ptr<State> SetUp(const Setup& setup) {
  std::unique_ptr<State> state = NewGame()->NewInitialState();
  for (int p = 0; p < kNumPlayers; ++p) {
    for (const std::string& c : setup.hands[p])
      Play(*state, "deal p" + std::to_string(p) + " " + c);
  }
  for (int p = 0; p < kNumPlayers; ++p) {
    for (const std::string& k : setup.skills[p])
      Play(*state, "deal p" + std::to_string(p) + " " + k);
  }
  for (const std::string& k : setup.passes) Play(*state, "pass " + k);
  Play(*state, "burn " + setup.burn);
  for (const std::string& c : setup.oasis) Play(*state, "oasis " + c);
  Play(*state, "start p" + std::to_string(setup.start));
  return state;
}

// A standard position used by many tests. Seat 0 starts.
//   p0: 1C 3J 5R 7P | 9C 11J      skills caravan named-order free-pass (passes free-pass)
//   p1: 2C 4J 6R | 8P 10C 12J     skills warehouseman double-deal informant (passes informant)
//   p2: 1J 3R 5P 7C | 9J 13C      skills monopoly court-supplier appraiser (passes appraiser)
// After the pass: p0 has caravan named-order appraiser; p1 free-pass
// warehouseman double-deal; p2 informant monopoly court-supplier.
inline Setup StandardSetup() {
  Setup s;
  s.hands = {{"1C", "3J", "5R", "7P", "9C", "11J"},
             {"2C", "4J", "6R", "8P", "10C", "12J"},
             {"1J", "3R", "5P", "7C", "9J", "13C"}};
  s.skills = {{"caravan", "named-order", "free-pass"},
              {"warehouseman", "double-deal", "informant"},
              {"monopoly", "court-supplier", "appraiser"}};
  s.passes = {"free-pass", "informant", "appraiser"};
  s.burn = "13P";
  s.oasis = {"2J", "6C", "10R"};
  s.start = 0;
  return s;
}

// Finishes the current turn from wherever it is, with plain choices: wait in
// the style phase (unless forced), no reveals, a number order from the next
// seat (else the one allowed) giving the lowest hand card by number,
// the first allowed return, end, and draw `draw` (or the lowest deck card).
inline void PlainTurn(State& state, const std::string& draw = "") {
  TradeTycoonState& s = AsTT(state);
  const int me = s.active_player();
  while (true) {
    switch (s.phase()) {
      case Phase::kStyle:
        Play(state, IsLegalMove(state, "wait") ? "wait" : "style " + CardName(s.hand(me).front()));
        break;
      case Phase::kReveal:
        Play(state, "no-reveal");
        break;
      case Phase::kPreOrder: {
        const std::string card = " " + CardName(s.hand(me).front()) + " number";
        const std::string next = "order p" + std::to_string((me + 1) % 3) + card;
        Play(state,
             IsLegalMove(state, next) ? next : "order p" + std::to_string((me + 2) % 3) + card);
        break;
      }
      case Phase::kCaravanTake:
      case Phase::kWarehousemanTake:
        Play(state, "take " + CardName(s.oasis().front()));
        break;
      case Phase::kNamedCard:
        Play(state, "name 1C");
        break;
      case Phase::kReturn:
        Play(state, "return " + CardName(s.AllowedReturns().front()));
        break;
      case Phase::kPostOrder:
        Play(state, "end");
        break;
      case Phase::kDraw:
        if (draw.empty()) {
          state.ApplyAction(state.LegalActions().front());
        } else {
          Play(state, "draw p" + std::to_string(me) + " " + draw);
        }
        return;
      default:
        FAIL("PlainTurn: not inside a turn");
        return;
    }
  }
}

// Plays whatever the random policy picks until the game ends.
inline void PlayOut(State& state, Rng& rng) {
  while (!state.IsTerminal()) {
    if (state.IsChanceNode()) {
      state.ApplyAction(SampleChanceOutcome(state, rng));
    } else {
      const std::vector<Action> legal = state.LegalActions();
      state.ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
  }
}

}  // namespace mercato::trade_tycoon::testing
