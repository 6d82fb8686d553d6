// What one viewer's table shows: the only thing a view draws (issue 17).
//
// The rules build it once per move or change of viewer, from the table that
// viewer may know (SeatTable: the position rebuilt from the seat state, so it
// holds nothing the seat may not know; the real position for the all-seeing
// replay). It carries the viewer's moves, every move the table shows that the
// viewer may not make with the rules' reason, and, in each game's subclass
// (core/games/<id>/<id>_seat_view.h), the typed observation and the rule
// questions the table asks ("what would this play pay?"), answered in core.
//
// A view includes its game's seat-view header, never the state header: the
// build compiles web/views/ with MERCATO_VIEW_TU, and every game's state header
// refuses it (boardgame.io's playerView, OpenSpiel's observations, enforced by
// the compiler rather than by discipline).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/blocked_move.h"

namespace mercato {

class Game;
class State;
using Action = int;

class SeatView {
 public:
  virtual ~SeatView();
  SeatView(const SeatView&) = delete;
  SeatView& operator=(const SeatView&) = delete;

  int viewer() const { return viewer_; }  // a seat, kAllSeeing or kSpectator
  int num_players() const { return num_players_; }
  // A seat, kChancePlayer or kTerminalPlayer.
  int current_player() const { return current_player_; }
  bool terminal() const { return terminal_; }
  const Game& game() const;

  // The moves the viewer may make now: empty unless it is to move (every
  // seat's moves for the all-seeing viewer, who may act for anyone; none for
  // a spectator).
  const std::vector<Action>& legal() const { return legal_; }
  bool IsLegal(Action action) const;
  // Every move the table shows the viewer that it may not make now, with the
  // rules' reason (State::BlockedMovesFor), made once for this table.
  const BlockedMoves& blocked() const { return blocked_; }
  // A move as the rules write it ("bid 3"), for the table's test hooks.
  std::string Notation(Action action) const;
  // A seat's points, when the viewer may know them (private_scores.h: another
  // seat's private money stays hidden until the end).
  bool ScoreShown(int seat) const { return shown_[size_t(seat)] != 0; }
  int Score(int seat) const { return scores_[size_t(seat)]; }  // 0 when not shown
  // Win shares once the game is over (winners split 1), else empty.
  const std::vector<double>& returns() const { return returns_; }

 protected:
  // `table` is what the viewer may know (see the file comment).
  SeatView(std::unique_ptr<const State> table, int viewer);
  // The table, for the game's own questions in its subclass (core only: a
  // view cannot name the game's State type).
  const State& table() const { return *table_; }
  // The same, as the game's own State type (instantiated in the game's
  // seat-view .cpp, where that type is complete).
  template <typename GameState>
  const GameState& table_as() const {
    return static_cast<const GameState&>(*table_);
  }

 private:
  std::unique_ptr<const State> table_;
  int viewer_ = -1;
  int num_players_ = 0;
  int current_player_ = 0;
  bool terminal_ = false;
  std::vector<Action> legal_;
  BlockedMoves blocked_;
  std::vector<int> scores_;
  std::vector<char> shown_;
  std::vector<double> returns_;

  friend std::unique_ptr<SeatView> MakeGenericSeatView(std::unique_ptr<const State> table,
                                                       int viewer);
};

// The seat view of a game without one of its own: the common part only.
std::unique_ptr<SeatView> MakeGenericSeatView(std::unique_ptr<const State> table, int viewer);

// What `viewer` (a seat, kSpectator or kAllSeeing) may see of `real`: the
// game's seat view (State::ViewFor) of the table rebuilt from the viewer's
// seat state, or of a copy of the real position for kAllSeeing and for a game
// that cannot encode its fields. Build it once per move or change of viewer, not every frame.
std::unique_ptr<SeatView> MakeSeatView(const State& real, int viewer);

}  // namespace mercato
