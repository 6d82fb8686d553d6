// The replay viewer's model: a recorded game (session::Replay), the game's view to
// draw it, the chosen viewpoint (a seat, or everyone's hands) and the log in
// words for that viewpoint.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/play_session.h"
#include "session/replay.h"
#include "views/game_view.h"

namespace mercato::web {

inline constexpr int kAllSeeing = -1;  // the view's viewer value for "every hand shown"

class ReplayViewer {
 public:
  explicit ReplayViewer(session::Replay replay);
  ~ReplayViewer();
  ReplayViewer(const ReplayViewer&) = delete;
  ReplayViewer& operator=(const ReplayViewer&) = delete;

  session::Replay& replay() { return replay_; }
  const session::Replay& replay() const { return replay_; }
  GameView& view() { return *view_; }
  const std::string& game() const { return replay_.Record().game; }

  int viewer() const { return viewer_; }
  // A seat, or kAllSeeing.
  void SetViewer(int viewer);
  // One line per record move (empty when the viewpoint may not see it); the
  // first replay().MovesAt(position) lines are the moves played so far.
  const std::vector<LogLine>& Log() const { return log_; }

  // The table the view draws: the viewpoint's seat view of the current
  // position (MakeSeatView), made when the position or the viewpoint changes.
  const SeatView& Table();

  // Tells the view the moves up to the current position as the viewpoint may
  // know them (ViewContext: moves, last_move).
  void TellMoves(ViewContext& ctx);

  // {step, steps, moves, viewer: seat | "all", mover, over, game}
  std::string PositionJson() const;
  // The observation of the viewpoint at the current position (the game's JSON).
  std::string StateJson() const;

 private:
  void DescribeMoves();

  session::Replay replay_;
  std::unique_ptr<GameView> view_;
  int viewer_ = kAllSeeing;
  std::vector<LogLine> log_;
  // The last move as viewer_ may know it, for the move count and viewer it was seen for.
  Action last_seen_ = -1;
  int last_seen_moves_ = -1, last_seen_viewer_ = -2;
  std::unique_ptr<SeatView> table_;
  int table_step_ = -1, table_viewer_ = -2;
};

}  // namespace mercato::web
