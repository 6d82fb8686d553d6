#include "app/replay_viewer.h"

#include "app/generic_view.h"
#include "engine/json_writer.h"
#include "views/seat_sentence.h"

namespace mercato::web {

ReplayViewer::ReplayViewer(session::Replay replay)
    : replay_(std::move(replay)), view_(MakeGameView(replay_.Record().game)) {
  if (view_ == nullptr) view_ = MakeGenericView();
  DescribeMoves();
}

ReplayViewer::~ReplayViewer() { ClearSeatNames(this); }

void ReplayViewer::SetViewer(int viewer) {
  if (viewer == viewer_) return;
  viewer_ = viewer;
  DescribeMoves();
}

void ReplayViewer::DescribeMoves() {
  // Written once per viewpoint, so a seat's view never reads another's hidden draws.
  SetSeatNames(this, replay_.Record().names);
  log_.clear();
  std::unique_ptr<State> state = replay_.GetGame().NewInitialState();
  for (Action action : replay_.Actions()) {
    const int player = state->CurrentPlayer();
    const GameEvents events = SeenEvents(*state, action, viewer_);
    AppendLogLine(log_, player >= 0 ? player : kChancePlayer,
                  LogLineFor(*view_, events, viewer_, Lang::kEnglish),
                  LogLineFor(*view_, events, viewer_, Lang::kJapanese));
    GroupLogLine(log_.back(), *view_, events, viewer_);
    state->ApplyAction(action);
  }
}

const SeatView& ReplayViewer::Table() {
  if (table_ == nullptr || table_step_ != replay_.Position() || table_viewer_ != viewer_) {
    table_step_ = replay_.Position();
    table_viewer_ = viewer_;
    table_ = MakeSeatView(replay_.GetState(), viewer_);
  }
  return *table_;
}

void ReplayViewer::TellMoves(ViewContext& ctx) {
  const int moves = replay_.MovesAt(replay_.Position());
  if (moves != last_seen_moves_ || viewer_ != last_seen_viewer_) {
    last_seen_moves_ = moves;
    last_seen_viewer_ = viewer_;
    last_seen_ = -1;
    if (moves > 0) {
      std::unique_ptr<State> before = replay_.GetGame().NewInitialState();
      for (int i = 0; i + 1 < moves; ++i) before->ApplyAction(replay_.Actions()[size_t(i)]);
      last_seen_ = ActionAsSeen(*before, replay_.Actions()[size_t(moves - 1)], viewer_);
    }
  }
  ctx.moves = moves;
  ctx.last_move = last_seen_;
}

std::string ReplayViewer::PositionJson() const {
  const int step = replay_.Position();
  JsonWriter w;
  w.BeginObject()
      .Field("game", game())
      .Field("step", step)
      .Field("steps", replay_.Steps())
      .Field("moves", replay_.MovesAt(step))
      .Field("mover", replay_.MoverAt(step));
  if (viewer_ == kAllSeeing) {
    w.Field("viewer", "all");
  } else {
    w.Field("viewer", viewer_);
  }
  w.Field("over", replay_.GetState().IsTerminal()).EndObject();
  return w.str();
}

std::string ReplayViewer::StateJson() const {
  return replay_.GetState().ObservationJson(viewer_);
}

}  // namespace mercato::web
