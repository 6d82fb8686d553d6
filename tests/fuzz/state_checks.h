// Checks on one state that every game must pass (the engine contract of
// core/engine/game.h), as plain functions returning "" or a message, so that
// the fuzz targets (tests/fuzz) and `mercato soak` (cli/cmd_soak.cpp)
// share them without Catch2. Header-only because the CLI also builds for node.
#pragma once

#include <cmath>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/rng.h"
#include "registry/record.h"

// Observations must be valid JSON (the page parses them). nlohmann-json checks
// that natively; the Emscripten build of the CLI goes without this one check.
#if !defined(__EMSCRIPTEN__) && __has_include(<nlohmann/json.hpp>)
#include <nlohmann/json.hpp>
#define MERCATO_FUZZ_HAS_JSON 1
#endif

namespace mercato::fuzz {

inline std::string Where(const State& state) {
  return " (after " + std::to_string(state.History().size()) + " actions)";
}

// Invariants, legal actions (non-empty, sorted, unique, in range), chance
// outcomes (positive, summing to 1, equal to the legal actions) and, with
// `notation`, the notation of every legal action (unique, one line, no outer
// spaces): the costly part, since it formats every legal action.
inline std::string CheckStateContract(const State& state, bool notation = true) {
  const std::string invariants = state.CheckInvariants();
  if (!invariants.empty()) return "invariant broken: " + invariants + Where(state);
  if (int(state.History().size()) > state.GetGame().MaxGameLength()) {
    return "longer than MaxGameLength " + std::to_string(state.GetGame().MaxGameLength()) +
           Where(state);
  }
  if (state.IsTerminal()) return "";
  const int player = state.CurrentPlayer();
  if (player != kChancePlayer && (player < 0 || player >= state.NumPlayers())) {
    return "CurrentPlayer " + std::to_string(player) + " is no seat" + Where(state);
  }
  const std::vector<Action> legal = state.LegalActions();
  if (legal.empty()) return "no legal action in a live state" + Where(state);
  const int limit = state.GetGame().NumDistinctActions();
  for (size_t i = 0; i < legal.size(); ++i) {
    if (legal[i] < 0 || legal[i] >= limit) {
      return "action " + std::to_string(legal[i]) + " out of range" + Where(state);
    }
    if (i > 0 && legal[i - 1] >= legal[i]) return "legal actions not sorted/unique" + Where(state);
  }
  if (state.IsChanceNode()) {
    const std::vector<ChanceOutcome> outcomes = state.ChanceOutcomes();
    double total = 0;
    if (outcomes.size() != legal.size()) return "chance outcomes != legal actions" + Where(state);
    for (size_t i = 0; i < outcomes.size(); ++i) {
      if (!(outcomes[i].probability > 0)) return "chance outcome without probability" + Where(state);
      if (outcomes[i].action != legal[i]) return "chance outcomes != legal actions" + Where(state);
      total += outcomes[i].probability;
    }
    if (std::abs(total - 1.0) > 1e-9) {
      return "chance probabilities sum to " + std::to_string(total) + Where(state);
    }
  }
  if (!notation) return "";
  std::set<std::string> names;
  for (Action a : legal) {
    const std::string name = state.ActionToString(a);
    if (name.empty() || name.find('\n') != std::string::npos || name.front() == ' ' ||
        name.back() == ' ') {
      return "bad notation '" + name + "' for action " + std::to_string(a) + Where(state);
    }
    if (!names.insert(name).second) return "notation '" + name + "' not unique" + Where(state);
  }
  return "";
}

inline std::string CheckJson(const std::string& json, const std::string& what) {
  if (json.empty()) return what + " is empty";
#ifdef MERCATO_FUZZ_HAS_JSON
  if (!nlohmann::json::accept(json)) return what + " is not valid JSON: " + json.substr(0, 200);
#endif
  return "";
}

// Clone equality, notation of one action parsing back, a resample for the seat
// to move, and every seat's observation being valid JSON. Slower than the
// contract: call it every few steps.
inline std::string CheckStateDeep(const State& state, Rng& rng) {
  std::unique_ptr<State> clone = state.Clone();
  if (clone->ToString() != state.ToString() || clone->History() != state.History()) {
    return "Clone differs" + Where(state);
  }
  for (int p = 0; p < state.NumPlayers(); ++p) {
    std::string bad = CheckJson(state.ObservationJson(p), "ObservationJson(" + std::to_string(p) + ")");
    if (!bad.empty()) return bad + Where(state);
    if (clone->InformationStateString(p) != state.InformationStateString(p)) {
      return "Clone has another information state" + Where(state);
    }
  }
  if (state.IsTerminal()) return "";
  const std::vector<Action> legal = state.LegalActions();
  const Action pick = legal[rng.UniformInt(uint32_t(legal.size()))];
  StatusOr<Action> back = state.StringToAction(state.ActionToString(pick));
  if (!back.ok() || *back != pick) return "notation does not parse back" + Where(state);
  const int player = state.CurrentPlayer();
  if (player >= 0) {
    std::unique_ptr<State> sample = state.ResampleFromInfostate(player, rng);
    if (sample->InformationStateString(player) != state.InformationStateString(player)) {
      return "resample changes what seat " + std::to_string(player) + " knows" + Where(state);
    }
    if (sample->CurrentPlayer() != player) return "resample changes the seat to move" + Where(state);
    if (sample->LegalActions() != legal) return "resample changes the legal actions" + Where(state);
    const std::string invariants = sample->CheckInvariants();
    if (!invariants.empty()) return "resampled state: " + invariants + Where(state);
  }
  return "";
}

// Returns and scores of a finished game.
inline std::string CheckTerminal(const State& state) {
  const std::vector<double> returns = state.Returns();
  if (int(returns.size()) != state.NumPlayers()) return "Returns has the wrong size";
  double total = 0;
  for (double r : returns) {
    if (!(r >= 0)) return "a negative return";
    total += r;
  }
  if (std::abs(total - 1.0) > 1e-9) return "returns sum to " + std::to_string(total);
  if (int(state.Scores().size()) != state.NumPlayers()) return "Scores has the wrong size";
  return "";
}

// The state's record written, parsed and replayed gives the same state.
inline std::string CheckRecordRoundTrip(const State& state, uint64_t seed) {
  const MatchRecord record = RecordOfState(state, seed);
  const std::string text = RecordToText(record);
  StatusOr<MatchRecord> parsed = ParseRecord(text);
  if (!parsed.ok()) return "own record does not parse: " + parsed.message();
  StatusOr<std::unique_ptr<State>> replay = ReplayRecord(*parsed);
  if (!replay.ok()) return "own record does not replay: " + replay.message();
  if ((*replay)->ToString() != state.ToString() || (*replay)->History() != state.History()) {
    return "own record replays to another state" + Where(state);
  }
  return "";
}

}  // namespace mercato::fuzz
