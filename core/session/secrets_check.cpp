#include "session/secrets_check.h"

#include <memory>

#include "engine/blocked_move.h"
#include "engine/private_scores.h"
#include "engine/rng.h"
#include "engine/seat_state.h"
#include "engine/seen_moves.h"
#include "registry/registry.h"

namespace mercato::session {

namespace {

constexpr size_t kMaxExamples = 5;

std::string VisibleScores(const State& state, int viewer) {
  std::string out;
  const std::vector<int> scores = state.Scores();
  for (int seat = 0; seat < int(scores.size()); ++seat) {
    out += ScoreVisible(state, seat, viewer) ? std::to_string(scores[size_t(seat)]) : "?";
    out += ' ';
  }
  return out;
}

std::string LegalMoves(const State& state) {
  std::string out;
  for (Action a : state.LegalActions()) out += state.ActionToString(a) + '\n';
  return out;
}

// "seat 2", or "the spectator" for kSpectator.
std::string ViewerName(int viewer) {
  return viewer == kSpectator ? "the spectator" : "seat " + std::to_string(viewer);
}

// What the spectator is shown of a position: it may know only what is public,
// so every seat's re-deal must leave all of it unchanged.
std::string SpectatorShown(const State& state) {
  return state.ObservationJson(kSpectator) + '\n' + VisibleScores(state, kSpectator) + '\n' +
         state.InformationStateString(kSpectator) + '\n' + SeatStateText(state, kSpectator);
}

class Checker {
 public:
  Checker(const SecretsCheckConfig& config, SecretsReport& report)
      : config_(config), report_(report) {}

  void Leak(int game_index, const State& state, int viewer, const std::string& what) {
    ++report_.leaks;
    if (report_.examples.size() >= kMaxExamples) return;
    report_.examples.push_back(config_.game + " players=" + std::to_string(config_.players) +
                               " options=" + config_.options + " game " +
                               std::to_string(game_index) + " move " +
                               std::to_string(state.History().size()) + " " +
                               ViewerName(viewer) + ": " + what);
  }

  // Everything each seat and the spectator are shown of `state` and of the
  // move `next` about to be played.
  void CheckPosition(int game_index, const State& state, Action next, Rng& rng) {
    ++report_.positions;
    const std::string spectator_shown = SpectatorShown(state);
    for (int seat = 0; seat < state.NumPlayers(); ++seat) {
      ++report_.seat_views;
      CheckViewer(game_index, state, next, seat, rng, &spectator_shown);
    }
    ++report_.spectator_views;
    CheckViewer(game_index, state, next, kSpectator, rng, nullptr);
  }

  // `viewer` (a seat or kSpectator) is shown the same in every one of its
  // re-deals; with `spectator_shown`, so is the spectator in the seat's.
  void CheckViewer(int game_index, const State& state, Action next, int viewer, Rng& rng,
                   const std::string* spectator_shown) {
    const int mover = state.CurrentPlayer();
    const std::string observation = state.ObservationJson(viewer);
    const std::string scores = VisibleScores(state, viewer);
    const std::string moves = mover == viewer ? LegalMoves(state) : "";
    // The moves its table shows blocked, and why (the hover's words).
    const std::string blocked = BlockedMovesJson(state.BlockedMovesFor(viewer));
    // The table sent to the viewer's device ("" for a game without it).
    const std::string seat_text = SeatStateText(state, viewer);
    std::string seen_next, info_next;
    const bool watch_move = mover >= 0 && mover != viewer;
    if (watch_move) seen_next = SeeMove(state, next, viewer).move;
    // What the viewer is told of the move or draw about to happen (the log).
    const GameEvents events_next = SeenEvents(state, next, viewer);
    {
      std::unique_ptr<State> after = state.Clone();
      after->ApplyAction(next);
      info_next = after->InformationStateString(viewer);
    }
    for (int k = 0; k < config_.resamples; ++k) {
      std::unique_ptr<State> other = state.ResampleFromInfostate(viewer, rng);
      if (other->ObservationJson(viewer) != observation) {
        Leak(game_index, state, viewer, "the observation (state()) differs between re-deals");
      }
      if (VisibleScores(*other, viewer) != scores) {
        Leak(game_index, state, viewer, "the visible scores (turn()) differ between re-deals");
      }
      if (mover == viewer && LegalMoves(*other) != moves) {
        Leak(game_index, state, viewer, "the legal moves differ between re-deals");
      }
      if (BlockedMovesJson(other->BlockedMovesFor(viewer)) != blocked) {
        Leak(game_index, state, viewer, "the blocked moves or their reasons differ between re-deals");
      }
      if (!seat_text.empty() && SeatStateText(*other, viewer) != seat_text) {
        Leak(game_index, state, viewer, "the seat state (SeatStateText) differs between re-deals");
      }
      if (spectator_shown != nullptr && SpectatorShown(*other) != *spectator_shown) {
        Leak(game_index, state, kSpectator,
             "what it is shown differs in a re-deal of seat " + std::to_string(viewer) +
                 " (it may know only what every seat knows)");
      }
      if (other->CurrentPlayer() != mover) continue;
      CheckEvents(game_index, state, *other, viewer, events_next, info_next);
      if (!watch_move) continue;
      std::vector<std::string> info;
      const std::vector<SeenMove> seen = SeeEveryMove(*other, viewer, &info);
      for (size_t i = 0; i < seen.size(); ++i) {
        if (info[i] == info_next && seen[i].move != seen_next) {
          Leak(game_index, state, viewer,
               "seat " + std::to_string(mover) + "'s move is shown as '" + seen_next +
                   "', in a re-deal it knows no better as '" + seen[i].move + "'");
          break;
        }
      }
    }
  }

  // Every move or draw of the re-deal `other` that leaves `viewer` knowing what
  // the real one does must be told to it in the same events.
  void CheckEvents(int game_index, const State& state, const State& other, int viewer,
                   const GameEvents& events_next, const std::string& info_next) {
    for (Action a : other.LegalActions()) {
      const GameEvents events = SeenEvents(other, a, viewer);
      if (events == events_next) continue;
      std::unique_ptr<State> after = other.Clone();
      after->ApplyAction(a);
      if (after->InformationStateString(viewer) != info_next) continue;  // it can tell them apart
      Leak(game_index, state, viewer,
           "the events of the next move read " + EventsJson(events_next) +
               ", in a re-deal it knows no better " + EventsJson(events));
      return;
    }
  }

  void PlayOne(const std::shared_ptr<const Game>& game, int game_index) {
    Rng rng(config_.seed * 1000003 + uint64_t(game_index));
    Rng resample_rng(config_.seed * 7919 + uint64_t(game_index) + 1);
    const bool heuristic = game_index % 2 == 0;
    std::unique_ptr<State> state = game->NewInitialState();
    while (!state->IsTerminal()) {
      Action next;
      if (state->IsChanceNode()) {
        next = SampleChanceOutcome(*state, rng);
      } else if (heuristic) {
        next = game->HeuristicAction(*state, rng);
      } else {
        const std::vector<Action> legal = state->LegalActions();
        next = legal[rng.UniformInt(uint32_t(legal.size()))];
      }
      CheckPosition(game_index, *state, next, resample_rng);
      state->ApplyAction(next);
    }
    // The end: everything is shown, but the check still holds.
    ++report_.positions;
    for (int seat = 0; seat < state->NumPlayers(); ++seat) {
      ++report_.seat_views;
      CheckFinal(game_index, *state, seat, resample_rng);
    }
    ++report_.spectator_views;
    CheckFinal(game_index, *state, kSpectator, resample_rng);
  }

  void CheckFinal(int game_index, const State& state, int viewer, Rng& rng) {
    std::unique_ptr<State> other = state.ResampleFromInfostate(viewer, rng);
    if (other->ObservationJson(viewer) != state.ObservationJson(viewer)) {
      Leak(game_index, state, viewer, "the final observation differs between re-deals");
    }
  }

 private:
  const SecretsCheckConfig& config_;
  SecretsReport& report_;
};

}  // namespace

StatusOr<SecretsReport> CheckSecrets(const SecretsCheckConfig& config) {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(config.game, config.players, config.options);
  if (!game.ok()) return game.status();
  if (config.games < 1) return Status::Error("--games must be at least 1");
  SecretsReport report;
  Checker checker(config, report);
  for (int g = 0; g < config.games; ++g) checker.PlayOne(*game, g);
  return report;
}

std::vector<std::string> OptionSetsToCheck(const std::string& game_id) {
  std::vector<std::string> sets = {""};
  const GameEntry* entry = FindGame(game_id);
  if (entry == nullptr) return sets;
  for (const OptionSpec& spec : entry->info().options) {
    for (size_t c = 1; c < spec.choices.size(); ++c) sets.push_back(spec.key + "=" + spec.choices[c]);
  }
  return sets;
}

}  // namespace mercato::session
