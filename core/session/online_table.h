// One online table (issue 19): a Match whose seats sit at different devices.
// The server holds the only full state; each seat gets from here just what it
// may know, and every move it sends is checked here before anything changes.
//
// This is the one place the server asks for a seat's view:
//   SeatViewJson(seat)  what the seat may know now, in the one wire format
//                       (session/online_view.h): the table as its seat state,
//                       its scores as it may know them, every seat move as it
//                       saw it ("bid ?" until shown) and what it was told of
//                       the last 40 moves, as events (engine/game_event.h);
//                       SeatViewJson(kSpectator) is a spectator's: the public
//                       information only (issue 41), the same document
//   Act(seat, move)     a person's move, or a refusal with a reason code
//   StepComputer(n)     a computer seat thinks for n iterations (a bounded slice)
//   RecordText()        the match record (.mercato); Restore() reads one back
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/seen_moves.h"
#include "engine/status.h"
#include "session/match.h"

namespace mercato::session {

// Why a move was refused; kNone when it was played.
enum class Refusal { kNone, kMalformed, kNotYourSeat, kNotYourTurn, kIllegal, kOver };
// Stable codes for the wire: "malformed", "not_your_seat", "not_your_turn", "illegal", "over".
const char* RefusalCode(Refusal refusal);

struct ActResult {
  Refusal refusal = Refusal::kNone;
  std::string message;  // for people; empty when played
  bool ok() const { return refusal == Refusal::kNone; }
};

class OnlineTable {
 public:
  // `seats`: one per player, "human" (a person online) or a bot spec.
  static StatusOr<OnlineTable> Create(const std::string& game, int players,
                                      const std::string& options,
                                      const std::vector<std::string>& seats, uint64_t seed);
  // A table resumed from its record (seats from the record's header).
  static StatusOr<OnlineTable> Restore(const std::string& record_text);

  OnlineTable(OnlineTable&&) = default;
  OnlineTable& operator=(OnlineTable&&) = default;

  const Match& match() const { return *match_; }
  // What `seat` may know now, as OnlineViewJson (see docs/online.md, "view");
  // `seat` kSpectator (engine/game.h) for a spectator: what every seat knows,
  // "seat": kSpectator in the document, no legal moves, every score at the
  // end. Errors only for a seat that does not exist.
  StatusOr<std::string> SeatViewJson(int seat);
  // A person's move at `seat`; nothing changes when it is refused.
  ActResult Act(int seat, const std::string& notation);
  bool ComputerToMove() const { return match_->IsBotTurn(); }
  // Lets the computer to move think for `iterations`; true once it has moved.
  bool StepComputer(int iterations) { return match_->StepBots(iterations); }
  // The computer to move plays `notation`, thought elsewhere from this table's
  // record (server/think_pool.cjs); refused (nothing changes) unless it is a
  // computer's turn and the move is legal here.
  ActResult PlayComputer(const std::string& notation);
  std::string RecordText() const { return match_->RecordText(); }
  // Hands a person's seat to a computer (`spec`, a bot spec) for the rest of
  // the game, e.g. after the others voted so for an empty seat. The history
  // and what each seat has seen stay as they are.
  Status HandToComputer(int seat, const std::string& spec);
  // Whether `seat` may ask to take its last move back (Match's undo rules: never
  // across a draw or revealed information); the reason when not.
  Status CanUndo(int seat) const;
  // Takes back every move since `seat`'s last decision (the people agreed first).
  Status Undo(int seat);
  // The record's moves (chance included) from the `from`-th on, for an append-only store.
  std::vector<std::string> MovesSince(size_t from) const;
  size_t MoveCount() const { return match_->Log().size(); }

 private:
  explicit OnlineTable(Match match);
  static StatusOr<OnlineTable> Seated(StatusOr<Match> match);
  void CatchUp(int viewer);
  // The trackers' and seen_'s index of a seat or the spectator (the last one).
  size_t Slot(int viewer) const;

  std::unique_ptr<Match> match_;
  std::vector<SeenMoves> trackers_;               // one per seat, then the spectator's
  std::vector<std::vector<SeenMove>> seen_;       // each one's moves as it saw them
};

}  // namespace mercato::session
