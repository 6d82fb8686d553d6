// A Match: one game being played, with no UI. The web app's Play screen, the
// JS API (newGame / state / legalActions / act), the `mercato` CLI and the
// simulator all drive this class, so a seed gives the same game everywhere.
//
// It holds the game, one seat per player ("human" or a bot spec, see bot.h),
// the seed, the current State and the log of every move. It applies chance
// outcomes (shuffles, draws, dice) by itself, so the state the caller sees is
// always a seat's turn or the end of the game.
//
// Typical use by a page (one frame at a time):
//
//   StatusOr<Match> m = Match::Create("merchants", 3, "", {"human",
//                                     "ismcts:normal", "heuristic"}, seed);
//   if (!m.ok()) show(m.message());
//   ...each frame:
//   if (match.IsOver())            -> end screen: match.GetState().Scores()/Returns()
//   else if (match.IsHumanTurn())  -> draw the table for match.ToMove(); on a click
//                                     Status s = match.Act(action or notation);
//                                     if (!s.ok()) show(s.message());
//   else                           -> match.StepBots(slice)   // e.g. 200 iterations
//                                     (returns true when the computer has moved;
//                                      BotProgress() tells how far it is)
//
// Pacing computer moves for people is the page's job: call StepBots(slice,
// /*apply=*/false) to let the bot think during the pause, and StepBots(0) when
// the pause is over to play the move it chose.
//
// Randomness. Chance outcome number k (k = the history length when it is drawn)
// comes from a stream derived from (seed, k), and a bot's move at history length
// k from (seed, seat, k). So a match loaded from its record continues exactly as
// the original would, and undo never changes what the dice will say.
//
// Undo. Undo() takes back every move since the last decision of the last human
// to act (so it is that human's turn again), but never across a chance event
// (a draw, a shuffle, a die) nor across a move that revealed hidden
// information to that human (e.g. an opponent playing cards from a hidden
// hand, or the last of several secret choices that uncovers them all). A reveal
// is detected generically: the move is one the human could not have predicted
// the effect of from what they knew (in a few re-deals of the hidden cards
// consistent with what the human knows, the move is illegal or leaves the
// human knowing something different). Asking for confirmation at a shared
// (hot-seat) screen is the UI's job.
//
// Logs and privacy. Log() holds every move in notation, chance draws included
// ("draw p2 salt"): a UI must show other seats' chance draws only as far as
// their game's observation shows them (e.g. "p2 draws 2 cards").
//
// Errors are values: every fallible call returns Status / StatusOr with a
// message meant for people; a failed call leaves the match unchanged.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/event_log.h"
#include "engine/game.h"
#include "engine/status.h"
#include "registry/record.h"

namespace mercato::session {

inline constexpr char kHumanSeat[] = "human";

// One move of the match, in order.
struct MoveLogEntry {
  int player;            // a seat, or kChancePlayer
  Action action;
  std::string notation;  // the game's notation, as in the record
};

class Match {
 public:
  // Finds the game for a record or a new match; the default is the registry
  // (LoadGame). Tests pass their own to use games that are not registered.
  using GameLoader = std::function<StatusOr<std::shared_ptr<const Game>>(
      const std::string& id, int players, const std::string& options)>;

  // A new match. `seats` has one entry per player: "human" or a bot spec.
  // `options` is "k=v,k=v" ("" for the defaults). seed <= 2^53 - 1.
  static StatusOr<Match> Create(const std::string& game_id, int players,
                                const std::string& options,
                                const std::vector<std::string>& seats, uint64_t seed,
                                const GameLoader& loader = nullptr);
  static StatusOr<Match> Create(std::shared_ptr<const Game> game,
                                const std::vector<std::string>& seats, uint64_t seed);
  // A match resumed from a record's text. The seats come from the record
  // header ("human" for every seat if it has none) unless `seats` is given.
  // Errors name the record line at fault.
  static StatusOr<Match> FromRecordText(const std::string& text,
                                        const std::vector<std::string>& seats = {},
                                        const GameLoader& loader = nullptr);
  // Replaces this match by the one in the record; on error nothing changes.
  Status LoadRecordText(const std::string& text, const std::vector<std::string>& seats = {},
                        const GameLoader& loader = nullptr);

  Match(Match&&) = default;
  Match& operator=(Match&&) = default;

  // ---- what is on the table
  const State& GetState() const { return *state_; }
  const Game& GetGame() const { return *game_; }
  std::shared_ptr<const Game> GameRef() const { return game_; }
  int NumPlayers() const { return game_->NumPlayers(); }
  const std::vector<std::string>& Seats() const { return seats_; }
  // People's names per seat ("" = the default "Seat N"), kept in the record;
  // they never change the game. set_names pads or cuts to the player count.
  const std::vector<std::string>& Names() const { return names_; }
  void set_names(std::vector<std::string> names);
  bool IsHumanSeat(int seat) const { return seats_[seat] == kHumanSeat; }
  uint64_t Seed() const { return seed_; }

  // ---- whose turn
  // The seat to move, or kTerminalPlayer at the end (never kChancePlayer).
  int ToMove() const { return state_->CurrentPlayer(); }
  bool IsOver() const { return state_->IsTerminal(); }
  bool IsHumanTurn() const { return !IsOver() && IsHumanSeat(ToMove()); }
  bool IsBotTurn() const { return !IsOver() && !IsHumanSeat(ToMove()); }
  // The seat a single shared screen should show: the human to move, else the
  // last human who moved, else the first human seat, else seat 0.
  int DefaultViewer() const;
  // The legal moves of the seat to move, in notation (empty at the end).
  std::vector<std::string> LegalMoves() const;

  // ---- moves
  // A human seat's move, by notation ("play indigo piles=1,4") or by action.
  // Errors: the game is over, it is a computer's turn, the move is not legal.
  Status Act(const std::string& notation);
  Status Act(Action action);
  // Lets the computer player to move think for up to `iterations` iterations.
  // Returns true once it has chosen; with `apply` (the default) its move is
  // then played (with any chance events after it). Returns false while it is
  // still thinking, and when it is not a computer's turn.
  bool StepBots(int iterations, bool apply = true);
  // The computer to move plays `notation`, a move its bot chose elsewhere (an
  // online table's think worker: another thread or machine restored this
  // match's record and ran StepBots there). Errors: not a computer's turn, the
  // game is over, the move is not legal here; nothing changes then.
  Status PlayBotMove(const std::string& notation);
  // How far the thinking bot is through its budget, 0..1 (0 when none thinks).
  double BotProgress() const;
  // The move the thinking bot has chosen, once StepBots returned true with
  // apply=false; -1 otherwise.
  Action PendingBotMove() const;
  // Ends the thinking bot's search now: its best move so far becomes the
  // chosen one (anytime search; the page's time limit). No effect when no
  // bot thinks. The CLI and tests never call it, so they stay deterministic.
  void StopThinking();
  // Plays the whole game out with the bots (for tests and the simulator);
  // stops at a human's turn. Returns the number of moves played.
  int RunBotsToHumanOrEnd();

  // ---- undo (see the header comment for the rules)
  // Why CanUndo() is false, for the page to say on hover.
  enum class UndoBlock {
    kNone,      // undo is possible
    kNoMove,    // no person has moved yet
    kChance,    // a card was drawn, a deck shuffled or a die rolled since
    kReveal,    // a move since showed hidden information
  };
  UndoBlock WhyNoUndo() const;
  bool CanUndo() const;
  // The seat whose turn it will be after Undo(), or -1 when CanUndo() is false.
  int UndoSeat() const;
  // Returns false (and changes nothing) when CanUndo() is false.
  bool Undo();

  // ---- what each viewer saw (the page's log and `moved`; event_log.h)
  // Starts keeping every viewer's events of every move, the moves so far
  // included (replayed once). The simulator and the lab never ask for them.
  void KeepEvents();
  // Null unless KeepEvents() was called; one entry per Log() entry.
  const EventLog* Events() const { return events_ ? &*events_ : nullptr; }
  // The position before the last Log() entry, kept with the events (null at
  // the start and unless KeepEvents()): the page's motion and "the last move
  // as you saw it" (ActionAsSeen).
  const State* BeforeLastMove() const { return before_last_.get(); }

  // ---- the record
  const std::vector<MoveLogEntry>& Log() const { return log_; }
  MatchRecord Record() const;      // seats stored in the header
  std::string RecordText() const;

 private:
  Match() = default;
  void ApplyAndAdvance(Action action);
  void AdvanceChance();
  void ResetThinking();
  // The history index the undo would return to, or -1 (and why in undo_cache_block_).
  int UndoTarget() const;
  bool IsBarrier(const State& before, Action action, int index, int viewer) const;

  std::shared_ptr<const Game> game_;
  std::vector<std::string> seats_;
  std::vector<std::string> names_;
  uint64_t seed_ = 0;
  std::unique_ptr<State> state_;
  std::vector<MoveLogEntry> log_;
  std::vector<std::unique_ptr<ai::Bot>> bots_;  // null for human seats
  int thinking_seat_ = -1;                  // the bot started on this position, or -1
  bool bot_chosen_ = false;
  // CanUndo() answers are cached per history length (the check replays moves).
  mutable int undo_cache_length_ = -1;
  mutable int undo_cache_target_ = -1;
  mutable UndoBlock undo_cache_block_ = UndoBlock::kNoMove;
  std::optional<EventLog> events_;
  std::unique_ptr<State> before_last_;  // with events_ only
  void RecordEvents(Action action);     // before `action` is applied to state_
};

}  // namespace mercato::session
