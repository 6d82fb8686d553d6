// Helpers for the Turin Market rule tests: positions are built through the
// public actions (chance actions included), in the game's notation.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "engine/options.h"
#include "games/turin_market/turin_market.h"

namespace tm_test {

using mercato::Action;
using mercato::Game;
using mercato::State;
using mercato::turin_market::TurinMarketState;

inline std::shared_ptr<const Game> LoadTm(int players, const std::string& options = "") {
  mercato::StatusOr<mercato::GameOptions> parsed =
      mercato::ParseOptions(mercato::turin_market::Info().options, options);
  REQUIRE(parsed.ok());
  return mercato::turin_market::Make(players, *parsed);
}

inline std::unique_ptr<TurinMarketState> NewTm(int players, const std::string& options = "") {
  std::unique_ptr<State> state = LoadTm(players, options)->NewInitialState();
  return std::unique_ptr<TurinMarketState>(static_cast<TurinMarketState*>(state.release()));
}

inline void Play(State& state, const std::string& move) {
  mercato::StatusOr<Action> action = state.StringToAction(move);
  INFO("move '" << move << "': " << action.message() << "\n" << state.ToString());
  REQUIRE(action.ok());
  state.ApplyAction(*action);
}

inline void PlayAll(State& state, const std::vector<std::string>& moves) {
  for (const std::string& move : moves) Play(state, move);
}

// Draws the start player, then deals hands[i] (card numbers as printed, 1..18)
// to seat i, one card per seat in turn as the table deals them.
inline void Deal(State& state, int start, const std::vector<std::vector<int>>& hands) {
  Play(state, "start p" + std::to_string(start));
  for (size_t k = 0; k < hands[0].size(); ++k) {
    for (size_t seat = 0; seat < hands.size(); ++seat) {
      Play(state, "deal p" + std::to_string(seat) + " c" + std::to_string(hands[seat][k]));
    }
  }
}

// The standard deals used by the tests: seat i gets consecutive card numbers.
inline std::vector<std::vector<int>> Consecutive(int players, int per_hand) {
  std::vector<std::vector<int>> hands(players);
  int next = 1;
  for (int p = 0; p < players; ++p) {
    for (int k = 0; k < per_hand; ++k) hands[p].push_back(next++);
  }
  return hands;
}

inline bool Has(const std::vector<int>& cards, int printed_number) {
  for (int c : cards) {
    if (c + 1 == printed_number) return true;
  }
  return false;
}

inline bool HasMove(const State& state, const std::string& move) {
  return state.StringToAction(move).ok();
}

// Plays until the state is terminal (or `max_moves` have been played): chance by
// a seeded draw, seats by the game's heuristic.
inline void PlayOut(State& state, uint64_t seed, int max_moves = 100000) {
  mercato::Rng rng(seed);
  for (int i = 0; i < max_moves && !state.IsTerminal(); ++i) {
    if (state.IsChanceNode()) {
      state.ApplyAction(mercato::SampleChanceOutcome(state, rng));
    } else {
      state.ApplyAction(state.GetGame().HeuristicAction(state, rng));
    }
  }
}

}  // namespace tm_test
