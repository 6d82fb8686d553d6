#include "support/conformance.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <set>

#include "registry/record.h"
#include "registry/registry.h"

namespace mercato::testing {

namespace {

void CheckLegalActions(const State& state) {
  const std::vector<Action> legal = state.LegalActions();
  REQUIRE_FALSE(legal.empty());
  REQUIRE(std::is_sorted(legal.begin(), legal.end()));
  REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
  // The buffer form gives the same actions, whatever the buffer held before.
  std::vector<Action> into = {-7, 3, 12345};
  state.LegalActionsInto(into);
  REQUIRE(into == legal);
  for (Action a : legal) {
    REQUIRE(a >= 0);
    REQUIRE(a < state.GetGame().NumDistinctActions());
  }
  // Notation is unique among legal actions and parses back.
  std::set<std::string> names;
  for (Action a : legal) {
    const std::string name = state.ActionToString(a);
    INFO("action " << a << " notation '" << name << "'");
    REQUIRE_FALSE(name.empty());
    REQUIRE(name.find('\n') == std::string::npos);
    REQUIRE(names.insert(name).second);
    StatusOr<Action> back = state.StringToAction(name);
    REQUIRE(back.ok());
    REQUIRE(*back == a);
  }
}

void CheckChance(const State& state) {
  const std::vector<ChanceOutcome> outcomes = state.ChanceOutcomes();
  REQUIRE_FALSE(outcomes.empty());
  double total = 0;
  std::vector<Action> actions;
  for (const ChanceOutcome& o : outcomes) {
    REQUIRE(o.probability > 0);
    total += o.probability;
    actions.push_back(o.action);
  }
  REQUIRE(std::abs(total - 1.0) < 1e-9);
  REQUIRE(actions == state.LegalActions());
}

void CheckClone(const State& state) {
  std::unique_ptr<State> clone = state.Clone();
  REQUIRE(clone->ToString() == state.ToString());
  REQUIRE(clone->History() == state.History());
  REQUIRE(clone->CurrentPlayer() == state.CurrentPlayer());
  for (int p = 0; p < state.NumPlayers(); ++p) {
    REQUIRE(clone->InformationStateString(p) == state.InformationStateString(p));
  }
}

void CheckResample(const State& state, Rng& rng) {
  for (int p = 0; p < state.NumPlayers(); ++p) {
    std::unique_ptr<State> sample = state.ResampleFromInfostate(p, rng);
    INFO("resampled for seat " << p);
    REQUIRE(sample->InformationStateString(p) == state.InformationStateString(p));
    REQUIRE(sample->CurrentPlayer() == state.CurrentPlayer());
    REQUIRE(sample->CheckInvariants() == "");
    if (state.CurrentPlayer() == p) {
      REQUIRE(sample->LegalActions() == state.LegalActions());
    }
  }
}

void CheckTerminal(const State& state) {
  const std::vector<double> returns = state.Returns();
  REQUIRE(int(returns.size()) == state.NumPlayers());
  double total = 0;
  for (double r : returns) {
    REQUIRE(r >= 0);
    total += r;
  }
  REQUIRE(std::abs(total - 1.0) < 1e-9);
  REQUIRE(int(state.Scores().size()) == state.NumPlayers());
}

void CheckRecordRoundTrip(const State& state) {
  const MatchRecord record = RecordOfState(state, 7);
  if (FindGame(record.game) == nullptr) {
    // Not registered yet: replay the history directly.
    std::unique_ptr<State> replay = ReplayPrefix(state, state.History().size());
    REQUIRE(replay->ToString() == state.ToString());
    return;
  }
  StatusOr<MatchRecord> parsed = ParseRecord(RecordToText(record));
  REQUIRE(parsed.ok());
  StatusOr<std::unique_ptr<State>> replay = ReplayRecord(*parsed);
  INFO(replay.message());
  REQUIRE(replay.ok());
  REQUIRE((*replay)->ToString() == state.ToString());
}

}  // namespace

int64_t RunRandomSimTest(const std::shared_ptr<const Game>& game,
                         const ConformanceOptions& options) {
  Rng rng(options.seed);
  int64_t total_actions = 0;
  for (int g = 0; g < options.games; ++g) {
    std::unique_ptr<State> state = game->NewInitialState();
    int steps = 0;
    while (!state->IsTerminal()) {
      INFO("game " << g << " step " << steps << "\n" << state->ToString());
      REQUIRE(state->CheckInvariants() == "");
      REQUIRE(steps <= game->MaxGameLength());
      CheckLegalActions(*state);
      if (steps % 5 == 0) CheckClone(*state);
      REQUIRE_FALSE(state->ObservationJson(0).empty());
      Action action;
      if (state->IsChanceNode()) {
        CheckChance(*state);
        action = SampleChanceOutcome(*state, rng);
      } else {
        if (steps % options.resample_every == 0) CheckResample(*state, rng);
        if (rng.Uniform01() < options.heuristic_share) {
          action = game->HeuristicAction(*state, rng);
          REQUIRE(state->IsLegal(action));
        } else {
          const std::vector<Action> legal = state->LegalActions();
          action = legal[rng.UniformInt(uint32_t(legal.size()))];
        }
      }
      state->ApplyAction(action);
      ++steps;
    }
    REQUIRE(state->CheckInvariants() == "");
    REQUIRE(steps <= game->MaxGameLength());
    CheckTerminal(*state);
    if (g % 10 == 0) CheckRecordRoundTrip(*state);
    total_actions += steps;
  }
  return total_actions;
}

}  // namespace mercato::testing
