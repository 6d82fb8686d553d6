#include "app/play_session.h"

#include <emscripten.h>

#include <cstdio>

#include "app/generic_view.h"
#include "bridge.h"
#include "engine/json_writer.h"
#include "imgui.h"

namespace mercato::web {

namespace {

// Iterations per StepBots call; several calls fit in a frame's thinking time.
constexpr int kSliceIterations = 48;
// Milliseconds of search per frame: the page keeps ~60 fps while a bot thinks.
constexpr double kThinkMillisPerFrame = 9.0;
// A computer move never takes longer than this in the page (issue 10: a hard
// move within 1 s): the search is stopped and its best move so far is played.
// Only the page does this; the CLI and the tests search by iteration count, so
// their games stay reproducible from the seed (docs/performance.md).
constexpr double kMaxThinkSeconds = 0.9;
// Pause between moves so a person can follow (seconds).
constexpr double kPause = 0.8;
constexpr double kFasterPause = 0.2;
double g_pace_override = -1;

std::string MoveJson(const ai::MoveLogEntry& entry, bool human, int index) {
  JsonWriter w;
  w.BeginObject()
      .Field("player", entry.player)
      .Field("move", entry.notation)
      .Field("by", human ? "human" : "computer")
      .Field("index", index)
      .EndObject();
  return w.str();
}

const char* UndoBlockName(ai::Match::UndoBlock block) {
  switch (block) {
    case ai::Match::UndoBlock::kNone: return "none";
    case ai::Match::UndoBlock::kNoMove: return "nothing";
    case ai::Match::UndoBlock::kChance: return "chance";
    case ai::Match::UndoBlock::kReveal: return "reveal";
  }
  return "none";
}

}  // namespace

std::string SeatName(const PlaySession& session, int seat, Lang lang) {
  char text[64];
  if (seat < 0) return Tr(lang, "Table", "場");
  if (seat == session.Viewer() && session.match().IsHumanSeat(seat)) {
    return Tr(lang, "You", "あなた");
  }
  std::snprintf(text, sizeof(text), "%s %d%s", Tr(lang, "Seat", "席"), seat + 1,
                session.match().IsHumanSeat(seat) ? "" : Tr(lang, " (computer)", "（CPU）"));
  return text;
}

void PlaySession::SetPaceOverride(double seconds) { g_pace_override = seconds; }

StatusOr<std::unique_ptr<PlaySession>> PlaySession::Create(const NewGameRequest& request) {
  uint64_t seed = request.seed.has_value()
                      ? *request.seed
                      : (uint64_t(emscripten_get_now() * 1000.0) ^ 0x9E3779B97F4A7C15ULL) &
                            ((uint64_t(1) << 53) - 1);
  StatusOr<ai::Match> match = ai::Match::Create(request.game, request.players, request.options,
                                                request.seats, seed);
  if (!match.ok()) return match.status();
  std::unique_ptr<GameView> view = MakeGameView(request.game);
  if (view == nullptr) view = MakeGenericView();
  NewGameRequest kept = request;
  kept.seed = seed;
  std::unique_ptr<PlaySession> session(
      new PlaySession(std::move(*match), std::move(view), std::move(kept)));
  return session;
}

StatusOr<std::unique_ptr<PlaySession>> PlaySession::Resume(const std::string& record_text) {
  StatusOr<ai::Match> match = ai::Match::FromRecordText(record_text);
  if (!match.ok()) return match.status();
  NewGameRequest request;
  const MatchRecord record = match->Record();
  request.game = record.game;
  request.players = record.players;
  request.seats = match->Seats();
  request.seed = record.seed;
  request.options = record.options;
  std::unique_ptr<GameView> view = MakeGameView(request.game);
  if (view == nullptr) view = MakeGenericView();
  std::unique_ptr<PlaySession> session(
      new PlaySession(std::move(*match), std::move(view), std::move(request)));
  return session;
}

PlaySession::PlaySession(ai::Match match, std::unique_ptr<GameView> view, NewGameRequest request)
    : match_(std::move(match)), view_(std::move(view)), request_(std::move(request)) {
  Rebuild();
  last_move_time_ = ImGui::GetTime();
}

void PlaySession::Rebuild() {
  // Describe every move from the start (after an undo or at creation).
  log_.clear();
  shadow_ = match_.GameRef()->NewInitialState();
  const int viewer = Viewer();
  described_for_ = viewer;
  for (const ai::MoveLogEntry& entry : match_.Log()) {
    log_.push_back({entry.player,
                    view_->DescribeAction(*shadow_, entry.action, viewer, Lang::kEnglish),
                    view_->DescribeAction(*shadow_, entry.action, viewer, Lang::kJapanese)});
    shadow_->ApplyAction(entry.action);
  }
  before_last_.reset();
  fresh_move_ = false;
  bridge::NotifyChanged();
}

void PlaySession::SyncLog() {
  const std::vector<ai::MoveLogEntry>& moves = match_.Log();
  const int viewer = Viewer();
  const bool grew = log_.size() < moves.size();
  while (log_.size() < moves.size()) {
    const int index = int(log_.size());
    const ai::MoveLogEntry& entry = moves[index];
    log_.push_back({entry.player,
                    view_->DescribeAction(*shadow_, entry.action, viewer, Lang::kEnglish),
                    view_->DescribeAction(*shadow_, entry.action, viewer, Lang::kJapanese)});
    before_last_ = shadow_->Clone();
    shadow_->ApplyAction(entry.action);
    last_action_ = entry.action;
    last_action_time_ = ImGui::GetTime();
    fresh_move_ = true;
    last_move_time_ = ImGui::GetTime();
    // Chance outcomes may be hidden from some seats: only seats' moves are announced.
    if (entry.player >= 0) {
      bridge::Emit("moved", MoveJson(entry, match_.IsHumanSeat(entry.player), index));
    }
  }
  if (grew) bridge::NotifyChanged();
  if (moves.size() != saved_moves_) {
    saved_moves_ = moves.size();
    // Saved after every move, so closing the tab never loses the game.
    if (!match_.IsOver()) bridge::SaveGame(match_.RecordText());
  }
  if (Over() && !over_announced_) {
    over_announced_ = true;
    bridge::ForgetSavedGame();
    JsonWriter w;
    w.BeginObject().Key("scores").IntArray(match_.GetState().Scores()).Key("returns").BeginArray();
    for (double r : FinalReturns()) w.Double(r);
    w.EndArray().Field("moves", int(moves.size()));
    if (resigned_ >= 0) w.Field("resigned", resigned_);
    w.EndObject();
    bridge::Emit("gameOver", w.str());
  }
}

void PlaySession::Update(double now) {
  // Hot seat: the log is rewritten for the person now at the screen, so it
  // never shows them another person's hidden draws.
  if (Viewer() != described_for_) Rebuild();
  SyncLog();
  if (Over() || !match_.IsBotTurn()) return;
  // Think in slices until the move is chosen or this frame's share is spent.
  const double start = emscripten_get_now();
  const size_t position = match_.GetState().History().size();
  if (position != think_position_) {
    think_position_ = position;
    think_start_ = now;
  }
  bool chosen = match_.PendingBotMove() >= 0;
  while (!chosen && emscripten_get_now() - start < kThinkMillisPerFrame) {
    chosen = match_.StepBots(kSliceIterations, /*apply=*/false);
  }
  if (!chosen && now - think_start_ >= kMaxThinkSeconds) {
    match_.StopThinking();
    chosen = match_.StepBots(0, /*apply=*/false);
  }
  const double pause = g_pace_override >= 0 ? g_pace_override : faster ? kFasterPause : kPause;
  if (chosen && now - last_move_time_ >= pause) {
    match_.StepBots(0, /*apply=*/true);
    SyncLog();
    // The next computer's time starts now, not a frame later.
    think_position_ = match_.GetState().History().size();
    think_start_ = now;
  }
}

Status PlaySession::Act(Action action) {
  if (resigned_ >= 0) return Status::Error("the game is over: a player resigned");
  Status status = match_.Act(action);
  if (status.ok()) SyncLog();
  return status;
}

Status PlaySession::Act(const std::string& notation) {
  if (resigned_ >= 0) return Status::Error("the game is over: a player resigned");
  Status status = match_.Act(notation);
  if (status.ok()) SyncLog();
  return status;
}

bool PlaySession::Undo() {
  if (resigned_ >= 0 || !match_.Undo()) return false;
  over_announced_ = false;
  Rebuild();
  return true;
}

Status PlaySession::Resign() {
  if (Over()) return Status::Error("the game is over already");
  const int seat = Viewer();
  if (seat < 0 || seat >= match_.NumPlayers() || !match_.IsHumanSeat(seat)) {
    return Status::Error("no person plays in this game, so nobody can resign");
  }
  resigned_ = seat;
  SyncLog();  // announces gameOver and drops the saved game
  return Status::Ok();
}

std::vector<double> PlaySession::FinalReturns() const {
  if (resigned_ >= 0) return std::vector<double>(size_t(match_.NumPlayers()), 0.0);
  return match_.GetState().Returns();
}

std::string PlaySession::TurnJson() const {
  JsonWriter w;
  w.BeginObject()
      .Field("game", request_.game)
      .Field("players", match_.NumPlayers())
      .Key("seats").StringArray(match_.Seats())
      .Field("toMove", match_.ToMove())
      .Field("viewer", Viewer())
      .Field("humanTurn", !Over() && match_.IsHumanTurn())
      .Field("over", Over())
      .Key("scores").IntArray(match_.GetState().Scores())
      .Field("moves", int(match_.Log().size()))
      .Field("seed", std::to_string(match_.Seed()))
      .Field("canUndo", resigned_ < 0 && match_.CanUndo())
      .Field("undoBlock", UndoBlockName(match_.WhyNoUndo()));
  if (resigned_ >= 0) w.Field("resigned", resigned_);
  w.EndObject();
  return w.str();
}

}  // namespace mercato::web
