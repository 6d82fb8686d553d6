// The two interfaces every game implements, after OpenSpiel's, made smaller.
//
// A Game is immutable: built from an id, a player count and options, it makes
// initial states. A State is a copyable value holding one position. Every shuffle,
// draw, die and coin toss is an explicit chance node, so a game is fully described
// by its options and its action history (see record.h).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/blocked_move.h"
#include "engine/game_event.h"
#include "engine/options.h"
#include "engine/rng.h"
#include "engine/status.h"

namespace mercato {

using Action = int;
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

// Viewers. Every `viewer` (or information `player`) argument below, and the
// seat states, seat views and seen moves built on them, takes a seat
// 0..n-1 or one of these two, never anything else:
// - kAllSeeing sees everything: the replay's "all", debugging, the terminal.
// - kSpectator holds no seat and sees only what is public (issue 41): what
//   every seat sees of the table and of the moves; no hand, no face-down card
//   or skill, no sealed offer or bid, no private purse; every score once the
//   game is over, as the seats do. Its information state is the public record,
//   and ResampleFromInfostate(kSpectator) deals every seat's hidden things anew,
//   consistent with that record. Its legal and blocked moves are none.
// Neither is a seat: code that indexes by viewer or shifts by it checks for a
// seat first (IsSeat). kSpectator is negative so that the existing
// `viewer >= 0` guards keep it away from seats' arrays, and distinct from
// kChancePlayer and kTerminalPlayer so that it never equals CurrentPlayer().
// `mercato check-secrets` checks the spectator like a seat.
inline constexpr int kAllSeeing = -1;
inline constexpr int kSpectator = -3;

// Whether `viewer` is one of a table's `num_players` seats.
inline bool IsSeat(int viewer, int num_players) { return viewer >= 0 && viewer < num_players; }

struct ChanceOutcome {
  Action action;
  double probability;
};

// What the computer levels are in a game: the ISMCTS settings of easy, normal
// and hard, in the spec language after "ismcts:" (core/ai/bot.h), e.g.
// "iters=50" or "iters=8:eps=0.5". Each game sets its own from its ladder
// (docs/strength.md), so that in every game each level finishes ahead of the
// one below about three games in four (+200 Elo): where a larger search stops
// paying, the lower levels search less.
struct LevelSpecs {
  const char* easy = "iters=300";
  const char* normal = "iters=4000";
  const char* hard = "iters=16000";
};

struct GameInfo {
  std::string id;          // folder, namespace, registry key, CLI flag, URL parameter
  std::string name_en;
  std::string name_ja;
  int min_players = 2;
  int max_players = 4;
  int minutes = 30;        // typical play time, for the home screen
  std::string seed_file;   // the rule text this game implements
  std::vector<OptionSpec> options;
  // Every number of the rules, named (params.h); defaults are the text's.
  std::vector<ParamSpec> params;
  // Checks across parameters that ranges cannot express (may be null).
  Status (*check_params)(const GameParams& params, int num_players) = nullptr;
  LevelSpecs levels;  // what ismcts:easy, :normal and :hard are in this game
};

class State;
class SeatView;
class FieldWriter;
class FieldReader;

class Game : public std::enable_shared_from_this<Game> {
 public:
  Game(const GameInfo& info, int num_players, GameOptions options)
      : info_(info), num_players_(num_players), options_(std::move(options)) {
    options_.EnsureParams(info.params, num_players);
  }
  virtual ~Game() = default;

  const GameInfo& Info() const { return info_; }
  int NumPlayers() const { return num_players_; }
  const GameOptions& Options() const { return options_; }
  const GameParams& Params() const { return options_.Params(); }

  virtual std::unique_ptr<State> NewInitialState() const = 0;
  // Actions are integers in [0, NumDistinctActions()).
  virtual int NumDistinctActions() const = 0;
  // No game lasts more actions than this, chance actions included.
  virtual int MaxGameLength() const = 0;
  // A cheap, sensible move for the current (non-chance) player: used for
  // search rollouts and the easy level. Default: uniformly random.
  virtual Action HeuristicAction(const State& state, Rng& rng) const;
  // Every reason code State::BlockedMovesFor may give, kNotYourTurn and kNotNow
  // included when used: the view words each (tests check it has words for all).
  virtual std::vector<std::string> BlockReasons() const { return {}; }

 private:
  const GameInfo& info_;
  int num_players_;
  GameOptions options_;
};

class State {
 public:
  // The history is reserved for the longest game, and copies keep that
  // capacity, so ApplyAction never grows it (no allocation on search paths).
  explicit State(std::shared_ptr<const Game> game) : game_(std::move(game)) {
    history_.reserve(size_t(game_->MaxGameLength()));
  }
  State(const State& other) : game_(other.game_) {
    history_.reserve(other.history_.capacity());
    history_ = other.history_;
  }
  State& operator=(const State&) = default;
  virtual ~State() = default;

  // A seat 0..n-1, kChancePlayer or kTerminalPlayer.
  virtual int CurrentPlayer() const = 0;
  // Sorted and unique. At a chance node: the actions of ChanceOutcomes().
  virtual std::vector<Action> LegalActions() const = 0;
  // The same actions written into `out` (cleared first), reusing its capacity.
  // Games override it so the legality check in ApplyAction and the search
  // loops allocate nothing; the default copies LegalActions().
  virtual void LegalActionsInto(std::vector<Action>& out) const;
  // Only at chance nodes; probabilities sum to 1. Written into `out` (cleared
  // first, capacity kept) so that sampling a chance node, at every draw of
  // every rollout, allocates nothing. Games without chance keep the default.
  virtual void ChanceOutcomesInto(std::vector<ChanceOutcome>& out) const { out.clear(); }
  std::vector<ChanceOutcome> ChanceOutcomes() const {
    std::vector<ChanceOutcome> out;
    ChanceOutcomesInto(out);
    return out;
  }
  // Win shares at the end: the winners split 1 evenly, the others get 0.
  virtual std::vector<double> Returns() const = 0;
  // Score per seat in the game's own unit (money, points), now or final.
  virtual std::vector<int> Scores() const = 0;

  // Notation of a legal action of this state, unique among its legal actions.
  virtual std::string ActionToString(Action action) const = 0;
  // What `player` knows: equal strings iff indistinguishable to that player.
  virtual std::string InformationStateString(int player) const = 0;
  // What `player` sees, as JSON, for the page and its JS API.
  virtual std::string ObservationJson(int player) const = 0;
  // What `viewer` (a seat, kAllSeeing or kSpectator) sees happen when `action`, legal
  // here, is played: data the page words (game_event.h). The rules decide: a
  // seat sees another's hidden draw as {"drew", seat} with no card. nullopt =
  // the game has no events of its own (SeenEvents() then gives the notation
  // as the viewer may see it).
  virtual std::optional<GameEvents> EventsSeen(Action action, int viewer) const {
    return std::nullopt;
  }
  // Every move the table shows `viewer` that it may not make now, each with the
  // rules' reason (blocked_move.h): the same check LegalActions passes, so the
  // page never restates legality. A viewer not to move gets its shown moves with
  // kNotYourTurn. Only what the viewer may know. Empty for kAllSeeing and
  // kSpectator (neither may make a move) and for a game that lists none.
  virtual BlockedMoves BlockedMovesFor(int viewer) const { return {}; }
  // What `viewer`'s table shows, as the view draws it (seat_view.h), made from
  // this state taken as the table the viewer may know: call MakeSeatView(real,
  // viewer), which rebuilds that table first. A game returns its own subclass
  // (its typed observation and rule questions); the default, the common part.
  virtual std::unique_ptr<SeatView> ViewFor(int viewer) const;
  // Everything, for debugging and the terminal.
  virtual std::string ToString() const = 0;
  virtual std::unique_ptr<State> Clone() const = 0;
  // A state `player` cannot tell from this one, with every hidden thing the
  // player does not know dealt anew at random. Never copies hidden facts.
  // `player` is a seat or kSpectator (every seat's hidden things dealt anew).
  virtual std::unique_ptr<State> ResampleFromInfostate(int player, Rng& rng) const = 0;
  // The game's own invariants (cards, money conserved ...): "" when they hold.
  virtual std::string CheckInvariants() const { return ""; }
  // Every field of the position (not the history), written / read through the
  // game's one Fields visitor (field_archive.h), so the position can travel to
  // a seat's device (seat_state.h). A game without it returns false / an
  // "unsupported" error, never a wrong state.
  virtual bool EncodeFields(FieldWriter& out) const;
  virtual Status DecodeFields(FieldReader& in);

  bool IsTerminal() const { return CurrentPlayer() == kTerminalPlayer; }
  bool IsChanceNode() const { return CurrentPlayer() == kChancePlayer; }
  bool IsLegal(Action action) const;
  // Applies a legal action and records it; aborts on an illegal one. Input from
  // people goes through StringToAction or IsLegal first.
  void ApplyAction(Action action);
  // ApplyAction without the legality check, for search and rollouts that apply
  // millions of actions each just taken from this state's own legal actions,
  // chance outcomes or HeuristicAction (the check rebuilt the whole legal list;
  // tests/fuzz and the conformance runs check HeuristicAction's legality).
  void ApplyLegalAction(Action action) {
    history_.push_back(action);
    DoApplyAction(action);
  }
  // Finds the legal action whose notation is `text`.
  StatusOr<Action> StringToAction(const std::string& text) const;

  const std::vector<Action>& History() const { return history_; }
  const Game& GetGame() const { return *game_; }
  std::shared_ptr<const Game> GameRef() const { return game_; }
  int NumPlayers() const { return game_->NumPlayers(); }

 protected:
  virtual void DoApplyAction(Action action) = 0;

  std::shared_ptr<const Game> game_;
  std::vector<Action> history_;
};

// Draws a chance outcome with its probability.
Action SampleChanceOutcome(const State& state, Rng& rng);

}  // namespace mercato
