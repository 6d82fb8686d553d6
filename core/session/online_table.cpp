#include "session/online_table.h"

#include <utility>

#include "engine/private_scores.h"
#include "engine/seat_state.h"
#include "session/online_view.h"

namespace mercato::session {

namespace {

// Longer than any game's notation: a longer message is not a move.
constexpr size_t kMaxNotationBytes = 200;
// The moves whose events a view carries (the page's log shows the newest few;
// the whole game is in the record at the end). Bounded, so a view's size does
// not grow with the game.
constexpr size_t kLogMoves = 40;

bool PrintableLine(const std::string& text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

}  // namespace

const char* RefusalCode(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone: return "";
    case Refusal::kMalformed: return "malformed";
    case Refusal::kNotYourSeat: return "not_your_seat";
    case Refusal::kNotYourTurn: return "not_your_turn";
    case Refusal::kIllegal: return "illegal";
    case Refusal::kOver: return "over";
  }
  return "";
}

OnlineTable::OnlineTable(Match match) : match_(std::make_unique<Match>(std::move(match))) {
  match_->KeepEvents();  // each seat's log (SeatViewJson's "log")
  for (int seat = 0; seat < match_->NumPlayers(); ++seat) trackers_.emplace_back(seat);
  trackers_.emplace_back(kSpectator);
  seen_.resize(trackers_.size());
}

size_t OnlineTable::Slot(int viewer) const {
  return viewer == kSpectator ? size_t(match_->NumPlayers()) : size_t(viewer);
}

StatusOr<OnlineTable> OnlineTable::Create(const std::string& game, int players,
                                          const std::string& options,
                                          const std::vector<std::string>& seats, uint64_t seed) {
  return Seated(Match::Create(game, players, options, seats, seed));
}

StatusOr<OnlineTable> OnlineTable::Restore(const std::string& record_text) {
  return Seated(Match::FromRecordText(record_text));
}

StatusOr<OnlineTable> OnlineTable::Seated(StatusOr<Match> match) {
  if (!match.ok()) return match.status();
  // A seat's device draws the table from the seat state (online_view.h).
  if (!HasSeatState(match->GetState())) {
    return Status::Error(match->GetGame().Info().id + " cannot be played online: its positions have no Fields "
                         "to send to a seat (engine/field_archive.h)");
  }
  return OnlineTable(std::move(*match));
}

void OnlineTable::CatchUp(int viewer) {
  std::vector<SeenMove>& seen = seen_[Slot(viewer)];
  for (const SeenMoves::Step& step : trackers_[Slot(viewer)].Sync(match_->GetState())) {
    seen.push_back(step.move);
    for (const SeenMove& shown : step.revealed) {
      for (SeenMove& earlier : seen) {
        if (earlier.index == shown.index) earlier = shown;
      }
    }
  }
}

StatusOr<std::string> OnlineTable::SeatViewJson(int seat) {
  if (!IsSeat(seat, match_->NumPlayers()) && seat != kSpectator) {
    return Status::Error("there is no seat " + std::to_string(seat));
  }
  CatchUp(seat);
  const State& state = match_->GetState();
  OnlineView view;
  view.game = match_->GetGame().Info().id;
  view.players = match_->NumPlayers();
  view.options = match_->GetGame().Options().ToString();
  view.seat = seat;
  view.to_move = match_->IsOver() ? -1 : match_->ToMove();
  view.over = match_->IsOver();
  view.moves = int(match_->Log().size());
  view.seats = match_->Seats();
  const std::vector<int> scores = state.Scores();
  for (int other = 0; other < int(scores.size()); ++other) {
    view.scores.push_back(ScoreVisible(state, other, seat) ? std::optional<int>(scores[size_t(other)])
                                                           : std::nullopt);
  }
  view.seen = seen_[Slot(seat)];
  // What this seat was told of the last moves, as events (engine/game_event.h):
  // the page words them as its local log does.
  const EventLog& events = *match_->Events();
  for (size_t i = events.size() > kLogMoves ? events.size() - kLogMoves : 0; i < events.size(); ++i) {
    const GameEvents& told = events.Seen(i, seat);
    if (!told.empty()) view.log.push_back({int(i), events.Mover(i), told});
  }
  // The table itself, as the seat may know it: the page rebuilds a State from
  // it to draw and, on the seat's turn, to list its legal moves.
  view.state = SeatStateText(state, seat);
  return OnlineViewJson(view);
}

ActResult OnlineTable::PlayComputer(const std::string& notation) {
  if (notation.empty() || notation.size() > kMaxNotationBytes || !PrintableLine(notation)) {
    return {Refusal::kMalformed, "a move is one short line of the game's notation"};
  }
  if (match_->IsOver()) return {Refusal::kOver, "the game is over"};
  if (!match_->IsBotTurn()) {
    return {Refusal::kNotYourTurn, "it is seat " + std::to_string(match_->ToMove()) + "'s turn, a person's"};
  }
  const Status played = match_->PlayBotMove(notation);
  if (!played.ok()) return {Refusal::kIllegal, played.message()};
  return {};
}

ActResult OnlineTable::Act(int seat, const std::string& notation) {
  if (seat < 0 || seat >= match_->NumPlayers()) {
    return {Refusal::kMalformed, "there is no seat " + std::to_string(seat)};
  }
  if (notation.empty() || notation.size() > kMaxNotationBytes || !PrintableLine(notation)) {
    return {Refusal::kMalformed, "a move is one short line of the game's notation"};
  }
  if (!match_->IsHumanSeat(seat)) {
    return {Refusal::kNotYourSeat, "seat " + std::to_string(seat) + " is a computer's"};
  }
  if (match_->IsOver()) return {Refusal::kOver, "the game is over"};
  if (match_->ToMove() != seat) {
    return {Refusal::kNotYourTurn, "it is seat " + std::to_string(match_->ToMove()) + "'s turn"};
  }
  const Status played = match_->Act(notation);
  if (!played.ok()) return {Refusal::kIllegal, played.message()};
  return {};
}

Status OnlineTable::HandToComputer(int seat, const std::string& spec) {
  if (seat < 0 || seat >= match_->NumPlayers()) return Status::Error("there is no seat " + std::to_string(seat));
  if (!match_->IsHumanSeat(seat)) return Status::Error("seat " + std::to_string(seat) + " is a computer's already");
  if (spec == kHumanSeat) return Status::Error("hand the seat to a computer level, not to 'human'");
  std::vector<std::string> seats = match_->Seats();
  seats[size_t(seat)] = spec;
  // The same record under other seats: the same game, the same dice from here on.
  StatusOr<Match> moved = Match::FromRecordText(match_->RecordText(), seats);
  if (!moved.ok()) return moved.status();
  *match_ = std::move(*moved);
  match_->KeepEvents();
  return Status::Ok();
}

Status OnlineTable::CanUndo(int seat) const {
  switch (match_->WhyNoUndo()) {
    case Match::UndoBlock::kNone: break;
    case Match::UndoBlock::kNoMove: return Status::Error("no person has moved yet");
    case Match::UndoBlock::kChance: return Status::Error("a card was drawn or a die rolled since");
    case Match::UndoBlock::kReveal: return Status::Error("a move since showed hidden information");
  }
  if (match_->UndoSeat() != seat) {
    return Status::Error("the last move to take back is seat " + std::to_string(match_->UndoSeat()) + "'s");
  }
  return Status::Ok();
}

Status OnlineTable::Undo(int seat) {
  Status allowed = CanUndo(seat);
  if (!allowed.ok()) return allowed;
  match_->Undo();
  // What each seat saw is followed again from the start (the history went back).
  for (SeenMoves& tracker : trackers_) tracker.Reset();
  for (std::vector<SeenMove>& seen : seen_) seen.clear();
  return Status::Ok();
}

std::vector<std::string> OnlineTable::MovesSince(size_t from) const {
  std::vector<std::string> moves;
  const std::vector<MoveLogEntry>& log = match_->Log();
  for (size_t i = from; i < log.size(); ++i) moves.push_back(log[i].notation);
  return moves;
}

}  // namespace mercato::session
