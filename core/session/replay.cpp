#include "session/replay.h"

#include "registry/registry.h"

namespace mercato::session {

namespace {

constexpr int kFirstMoveLine = 2;  // line 1 of a record is its header

}  // namespace

StatusOr<Replay> Replay::FromRecordText(const std::string& text, const Match::GameLoader& loader) {
  StatusOr<MatchRecord> record = ParseRecord(text);
  if (!record.ok()) return record.status();
  return FromRecord(*record, loader);
}

StatusOr<Replay> Replay::FromRecord(const MatchRecord& record, const Match::GameLoader& loader) {
  StatusOr<std::shared_ptr<const Game>> game =
      loader ? loader(record.game, record.players, record.options)
             : LoadGame(record.game, record.players, record.options);
  if (!game.ok()) return Status::Error("line 1: " + game.message());
  Replay replay;
  replay.record_ = record;
  replay.game_ = *game;
  std::unique_ptr<State> state = replay.game_->NewInitialState();
  // A position where `moves` record moves are played; a copy of the state is
  // kept every kCheckpointEvery positions.
  auto stop_here = [&replay, &state](int moves) {
    if (replay.stops_.size() % kCheckpointEvery == 0) replay.checkpoints_.push_back(state->Clone());
    replay.stops_.push_back(moves);
  };
  // Positions stop where a seat is to move (and at the end), never mid-deal.
  for (size_t i = 0; i < record.moves.size(); ++i) {
    if (!state->IsChanceNode()) stop_here(int(i));
    StatusOr<Action> action = state->StringToAction(record.moves[i]);
    if (!action.ok()) {
      return Status::Error("line " + std::to_string(i + kFirstMoveLine) + ": " + action.message());
    }
    replay.actions_.push_back(*action);
    state->ApplyAction(*action);
  }
  const int total = int(record.moves.size());
  if (replay.stops_.empty() || replay.stops_.back() != total) stop_here(total);
  replay.current_ = replay.checkpoints_[0]->Clone();
  return replay;
}

int Replay::Clamp(int position) const {
  return position < 0 ? 0 : position > Steps() ? Steps() : position;
}

int Replay::MoverAt(int position) const {
  if (position <= 0 || position > Steps()) return -1;
  // The first action after the previous stop is the seat's move.
  std::unique_ptr<State> before = StateAt(position - 1);
  return before->CurrentPlayer();
}

std::unique_ptr<State> Replay::StateAt(int position) const {
  position = Clamp(position);
  const int base = position / kCheckpointEvery;
  std::unique_ptr<State> s = checkpoints_[size_t(base)]->Clone();
  for (int i = stops_[size_t(base * kCheckpointEvery)]; i < stops_[size_t(position)]; ++i) {
    s->ApplyAction(actions_[size_t(i)]);
  }
  return s;
}

void Replay::Goto(int position) {
  position = Clamp(position);
  if (position == position_) return;
  if (position == position_ + 1) {
    // Stepping forwards: apply just this step's moves.
    for (int i = stops_[size_t(position_)]; i < stops_[size_t(position)]; ++i) {
      current_->ApplyAction(actions_[size_t(i)]);
    }
  } else {
    current_ = StateAt(position);
  }
  position_ = position;
}

}  // namespace mercato::session
