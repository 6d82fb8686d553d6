#include "app/play_session.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdio>

#include "ai/ismcts.h"
#include "app/generic_view.h"
#include "app/notice.h"
#include "bridge.h"
#include "bridge_saves.h"
#include "engine/json_writer.h"
#include "engine/private_scores.h"
#include "engine/seat_names.h"
#include "engine/seat_state.h"
#include "engine/text.h"
#include "imgui.h"
#include "views/seat_sentence.h"

namespace mercato::web {

namespace {

uint64_t g_games_started = 0;  // PlaySession::id()'s counter

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

// A seat's move as the viewing person may know it: another seat's secret
// choice reads "bid ?" (hidden: true) until the game shows it, and the move
// that shows earlier ones lists them under `revealed`.
std::string MoveJson(const SeenMoves::Step& step, bool human, const GameEvents& events) {
  JsonWriter w;
  w.BeginObject()
      .Field("player", step.move.player)
      .Field("move", step.move.move)
      .Field("hidden", step.move.hidden)
      .Field("by", human ? "human" : "computer")
      .Field("index", step.move.index);
  w.Key("revealed").BeginArray();
  for (const SeenMove& shown : step.revealed) w.Raw(SeenMoveJson(shown));
  w.EndArray();
  w.Key("events").Raw(EventsJson(events));  // what the viewer saw, as data (game_event.h)
  w.EndObject();
  return w.str();
}

// Each seat's score as `viewer` may know it; null for one it may not (another
// seat's purse under Turin Market's money=private).
std::string SeenScoresJson(const State& state, int viewer) {
  const std::vector<int> scores = state.Scores();
  JsonWriter w;
  w.BeginArray();
  for (int seat = 0; seat < int(scores.size()); ++seat) {
    if (ScoreVisible(state, seat, viewer)) {
      w.Int(scores[size_t(seat)]);
    } else {
      w.Null();
    }
  }
  w.EndArray();
  return w.str();
}

const char* UndoBlockName(session::Match::UndoBlock block) {
  switch (block) {
    case session::Match::UndoBlock::kNone: return "none";
    case session::Match::UndoBlock::kNoMove: return "nothing";
    case session::Match::UndoBlock::kChance: return "chance";
    case session::Match::UndoBlock::kReveal: return "reveal";
  }
  return "none";
}

// Tells the person at once that the game is not saved in the browser, and
// offers the file instead.
void TellSaveProblem(const std::string& problem) {
  const bool full = problem == "quota";
  ShowAlert("This game is not saved in the browser", "このゲームはブラウザに保存されていません",
            full ? "The game could not be saved: this site's storage in the browser is full. "
                   "Save it to a file now to keep it; play goes on."
                 : "The game could not be saved: the browser does not let this page store data "
                   "(private mode or blocked storage). Save it to a file now to keep it; play goes on.",
            full ? "ゲームを保存できませんでした。このサイト用のブラウザの保存領域がいっぱいです。"
                   "今すぐファイルに保存してください（ゲームは続けられます）。"
                 : "ゲームを保存できませんでした。ブラウザがこのページのデータ保存を許可していません"
                   "（プライベートモードまたは保存のブロック）。今すぐファイルに保存してください。",
            full ? "storage full (quota exceeded)" : "storage " + problem,
            NoticeAction::kSaveToFile);
}

// A page plays up to five computers in one tab: a bot spec from a link, a
// record or a host page may not ask for more than this (the CLI may).
constexpr int kPageMaxIterations = 100000;
constexpr int kPageMaxNodes = 1 << 18;  // about 8 MB of tree per computer

Status CheckPageSeats(const std::vector<std::string>& seats) {
  for (const std::string& seat : seats) {
    if (!StartsWith(seat, "ismcts:")) continue;
    StatusOr<ai::IsmctsConfig> config = ai::ParseIsmctsConfig(seat.substr(7));
    if (!config.ok()) continue;  // Match's own check names the problem
    const int nodes = std::min<int64_t>(config->max_nodes, int64_t(config->iterations) + 1);
    if (config->iterations > kPageMaxIterations || nodes > kPageMaxNodes) {
      return Status::Error("bot '" + seat + "' asks for more than a page allows (iters up to " +
                           std::to_string(kPageMaxIterations) + ", nodes up to " +
                           std::to_string(kPageMaxNodes) + ")");
    }
  }
  return Status::Ok();
}

}  // namespace

std::string SeatName(const PlaySession& session, int seat, Lang lang) {
  char text[64];
  if (seat < 0) return Tr(lang, "Table", "場");
  if (seat == session.Viewer() && session.match().IsHumanSeat(seat) && !SharedScreen()) {
    return Tr(lang, "You", "あなた");
  }
  std::snprintf(text, sizeof(text), "%s", session.match().IsHumanSeat(seat) ? "" : Tr(lang, " (computer)", "（CPU）"));
  return SeatNameOrNumber(seat, lang) + text;
}

void PlaySession::SetPaceOverride(double seconds) { g_pace_override = seconds; }

StatusOr<std::unique_ptr<PlaySession>> PlaySession::Create(const NewGameRequest& request) {
  const uint64_t seed = request.seed.has_value() ? *request.seed : bridge::RandomSeed();
  if (Status seats = CheckPageSeats(request.seats); !seats.ok()) return seats;
  StatusOr<session::Match> match = session::Match::Create(request.game, request.players, request.options,
                                                request.seats, seed);
  if (!match.ok()) return match.status();
  std::vector<std::string> names;
  for (size_t seat = 0; seat < request.names.size(); ++seat) {
    StatusOr<std::string> name = CleanSeatName(request.names[seat]);
    if (!name.ok()) return Status::Error("names[" + std::to_string(seat) + "]: " + name.message());
    names.push_back(*name);
  }
  match->set_names(names);
  std::unique_ptr<GameView> view = MakeGameView(request.game);
  if (view == nullptr) view = MakeGenericView();
  NewGameRequest kept = request;
  kept.seed = seed;
  std::unique_ptr<PlaySession> session(
      new PlaySession(std::move(*match), std::move(view), std::move(kept)));
  return session;
}

StatusOr<std::unique_ptr<PlaySession>> PlaySession::Resume(const std::string& record_text) {
  StatusOr<session::Match> match = session::Match::FromRecordText(record_text);
  if (!match.ok()) return match.status();
  if (Status seats = CheckPageSeats(match->Seats()); !seats.ok()) {
    return Status::Error("line 1: " + seats.message());
  }
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

PlaySession::PlaySession(session::Match match, std::unique_ptr<GameView> view, NewGameRequest request)
    : match_(std::move(match)), view_(std::move(view)), request_(std::move(request)),
      id_(++g_games_started) {
  request_.names = match_.Names();
  match_.KeepEvents();  // the log and `moved` are written from every seat's events
  Rebuild();
  ResetSeen();
  last_move_time_ = ImGui::GetTime();
}

PlaySession::~PlaySession() { ClearSeatNames(this); }

bool PlaySession::SharesScreen() const {
  int people = 0;
  for (int seat = 0; seat < match_.NumPlayers(); ++seat) people += match_.IsHumanSeat(seat) ? 1 : 0;
  return people >= 2;
}

void PlaySession::Rebuild() {
  SetSeatNames(this, match_.Names(), SharesScreen());  // before the log is written: "Ana buys…"
  // The log in words for the viewer, from the events each seat saw as the
  // moves were played (no replay of the game: the events are kept).
  log_.clear();
  described_for_ = Viewer();
  WordNewEvents();
  // An undo may bring back a move count with another position and last move.
  last_seen_moves_ = -1;
  table_ = {};
  table_before_ = {};
  fresh_move_ = false;
  bridge::NotifyChanged();
}

namespace {

std::string RunSuffix(int run) { return run > 1 ? " ×" + std::to_string(run) : std::string(); }

// The words of a line without its run count.
std::string Unrun(const std::string& text, int run) {
  const std::string suffix = RunSuffix(run);
  return text.substr(0, text.size() - suffix.size());
}

}  // namespace

void AppendLogLine(std::vector<LogLine>& log, int player, std::string en, std::string ja) {
  LogLine line{player, std::move(en), std::move(ja)};
  if (!line.en.empty()) {
    // The last line with words (a move the viewer was told nothing of reads "" and is not drawn).
    for (size_t i = log.size(); i-- > 0;) {
      const LogLine& before = log[i];
      if (before.en.empty()) continue;
      if (before.player == line.player && Unrun(before.en, before.run) == line.en &&
          Unrun(before.ja, before.run) == line.ja) {
        line.run = before.run + 1;
        line.en += RunSuffix(line.run);
        line.ja += RunSuffix(line.run);
      }
      break;
    }
  }
  log.push_back(std::move(line));
}

void GroupLogLine(LogLine& line, const GameView& view, const GameEvents& events, int viewer) {
  LogGroup en = view.GroupOf(events, viewer, Lang::kEnglish);
  LogGroup ja = view.GroupOf(events, viewer, Lang::kJapanese);
  line.group = std::move(en.key);
  line.group_en = std::move(en.title);
  line.group_ja = std::move(ja.title);
}

bool PlaySession::WordNewEvents() {
  const EventLog& events = *match_.Events();
  const bool grew = log_.size() < events.size();
  while (log_.size() < events.size()) {
    const size_t index = log_.size();
    const GameEvents& seen = events.Seen(index, described_for_);
    AppendLogLine(log_, events.Mover(index), LogLineFor(*view_, seen, described_for_, Lang::kEnglish),
                  LogLineFor(*view_, seen, described_for_, Lang::kJapanese));
    GroupLogLine(log_.back(), *view_, seen, described_for_);
  }
  return grew;
}

void PlaySession::ResetSeen() {
  // Events are for moves from now on; each seat's tracker catches up when it views.
  seen_.clear();
  for (int seat = 0; seat < match_.NumPlayers(); ++seat) seen_.emplace_back(seat);
  announced_ = match_.GetState().History().size();
}

void PlaySession::SyncLog(double now) {
  SetSeatNames(this, match_.Names(), SharesScreen());
  const std::vector<session::MoveLogEntry>& moves = match_.Log();
  const int viewer = Viewer();
  const bool grew = WordNewEvents();
  if (grew) {
    last_action_time_ = now;
    fresh_move_ = true;
    last_move_time_ = now;
    draw::NoteActivity(now);  // the table changed: its glows pulse again
  }
  // Chance outcomes are not announced (a seat sees its draws in state()); seats'
  // moves only as the viewing person may know them.
  // Each seat has its own tracker, so a hot-seat change of viewer only catches
  // up the moves since that seat last looked (no replay from the start).
  for (const SeenMoves::Step& step : seen_[size_t(viewer)].Sync(match_.GetState())) {
    if (size_t(step.move.index) < announced_) continue;  // announced to an earlier viewer
    const GameEvents& events = match_.Events()->Seen(size_t(step.move.index), viewer);
    bridge::Emit("moved", MoveJson(step, match_.IsHumanSeat(step.move.player), events));
  }
  announced_ = match_.GetState().History().size();
  // A resignation ends the game without a move: the page's hidden move list
  // and score table must hear of it too.
  if (grew || (Over() && !over_announced_)) bridge::NotifyChanged();
  if (moves.size() != saved_moves_ || Over() != saved_over_) {
    saved_moves_ = moves.size();
    saved_over_ = Over();
    // Saved after every move, so closing the tab never loses the game; a
    // finished game stays in the list of recent games.
    SaveToSlot();
  }
  if (Over() && !over_announced_) {
    over_announced_ = true;
    JsonWriter w;
    w.BeginObject().Key("scores").IntArray(match_.GetState().Scores()).Key("returns").BeginArray();
    for (double r : FinalReturns()) w.Double(r);
    w.EndArray().Field("moves", int(moves.size()));
    if (resigned_ >= 0) w.Field("resigned", resigned_);
    w.EndObject();
    bridge::Emit("gameOver", w.str());
  }
}

void PlaySession::SaveToSlot() {
  if (slot_.empty()) return;
  JsonWriter meta;
  meta.BeginObject()
      .Field("game", request_.game)
      .Field("players", match_.NumPlayers())
      .Field("seats", Join(match_.Seats(), ","))
      .Field("moves", int(match_.Log().size()))
      .Field("over", Over())
      .Key("scores").IntArray(match_.GetState().Scores())
      .EndObject();
  const std::string problem = bridge::SaveToSlot(slot_, match_.RecordText(), meta.str());
  if (problem.empty()) {
    save_failing_ = false;
    return;
  }
  if (save_failing_) return;  // told already; the game goes on
  save_failing_ = true;
  TellSaveProblem(problem);
}

void PlaySession::Update(double now, bool play_move) {
  // Hot seat: the log is worded anew from the events of the person now at the
  // screen, so it never shows them another person's hidden draws.
  if (Viewer() != described_for_) Rebuild();
  SyncLog(now);
  if (Over() || !match_.IsBotTurn()) return;
  // Think in slices until the move is chosen or this frame's share is spent.
  const double start = emscripten_get_now();
  const size_t position = match_.GetState().History().size();
  if (position != think_position_) {
    think_position_ = position;
    think_start_ = now;
  }
  const double pause = g_pace_override >= 0 ? g_pace_override : faster ? kFasterPause : kPause;
  for (;;) {
    bool chosen = match_.PendingBotMove() >= 0;
    while (!chosen && emscripten_get_now() - start < kThinkMillisPerFrame) {
      chosen = match_.StepBots(kSliceIterations, /*apply=*/false);
    }
    if (!chosen && now - think_start_ >= kMaxThinkSeconds) {
      match_.StopThinking();
      chosen = match_.StepBots(0, /*apply=*/false);
    }
    if (!chosen || !play_move) return;
    if (now - last_move_time_ < pause) {
      draw::DrawAgainAt(last_move_time_ + pause);  // chosen: only the pace is waited for
      return;
    }
    last_search_ = match_.BotProgress();
    match_.StepBots(0, /*apply=*/true);
    SyncLog(now);
    // The next computer's time starts now, not a frame later.
    think_position_ = match_.GetState().History().size();
    think_start_ = now;
    // No pause (mercato.setPace(0)): the next computers' moves in this frame
    // too, while its thinking share lasts; a frame costs far more than a quick
    // computer's move on a slow machine, so whole games go at the computers'
    // speed, not one move a frame (issue 37).
    if (pause > 0 || Over() || !match_.IsBotTurn() ||
        emscripten_get_now() - start >= kThinkMillisPerFrame) {
      return;
    }
  }
}

const SeatView* PlaySession::Drawn(DrawnTable& cache, const State& real) {
  const int moves = int(match_.Log().size());
  // The person's seat to the end: a finished game's seat view shows what the
  // rules reveal then, and its scores and returns are the real ones.
  const int viewer = Viewer();
  if (cache.moves != moves || cache.viewer != viewer) {
    cache.moves = moves;
    cache.viewer = viewer;
    cache.view = MakeSeatView(real, viewer);
  }
  return cache.view.get();
}

const SeatView& PlaySession::Table() { return *Drawn(table_, match_.GetState()); }

void PlaySession::TellMoves(ViewContext& ctx) {
  const int moves = int(match_.Log().size());
  const int viewer = Viewer();
  if (moves != last_seen_moves_ || viewer != last_seen_viewer_) {
    last_seen_moves_ = moves;
    last_seen_viewer_ = viewer;
    const State* before = match_.BeforeLastMove();
    last_seen_ = before == nullptr ? -1 : ActionAsSeen(*before, match_.Log().back().action, viewer);
  }
  ctx.moves = moves;
  ctx.last_move = last_seen_;
  const State* before = match_.BeforeLastMove();
  ctx.previous = fresh_move_ && before != nullptr ? Drawn(table_before_, *before) : nullptr;
  ctx.last_action = fresh_move_ ? last_seen_ : -1;
  ctx.last_action_time = last_action_time_;
  fresh_move_ = false;
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
  ResetSeen();
  return true;
}

Status PlaySession::Resign() {
  if (Over()) return Status::Error("the game is over already");
  const int seat = Viewer();
  if (seat < 0 || seat >= match_.NumPlayers() || !match_.IsHumanSeat(seat)) {
    return Status::Error("no person plays in this game, so nobody can resign");
  }
  resigned_ = seat;
  SyncLog();  // announces gameOver and moves the save to the recent games
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
      .Key("names").StringArray(match_.Names())
      .Field("toMove", match_.ToMove())
      .Field("viewer", Viewer())
      .Field("humanTurn", !Over() && match_.IsHumanTurn())
      .Field("over", Over())
      .Key("scores").Raw(SeenScoresJson(match_.GetState(), Over() ? kAllSeeing : Viewer()))
      .Field("moves", int(match_.Log().size()));
  // The seed gives every deal away, computers' hands included: it is told once
  // the game is over (records and Save to file carry it for replays).
  if (Over()) w.Field("seed", std::to_string(match_.Seed()));
  w.Field("canUndo", resigned_ < 0 && match_.CanUndo())
      .Field("undoBlock", UndoBlockName(match_.WhyNoUndo()));
  if (resigned_ >= 0) w.Field("resigned", resigned_);
  w.EndObject();
  return w.str();
}

std::string PlaySession::BlockedJson(Lang lang) const {
  // The real position gives the viewer's list: check-secrets holds it to what
  // the seat knows, so it is the one its seat table (Table()) gives.
  if (Over() || Viewer() < 0) return "[]";
  return BlockedMovesJson(match_.GetState().BlockedMovesFor(Viewer()),
                          [&](const BlockedMove& b) { return view_->WhyNot(b, lang); });
}

const draw::ScoreSheet* PlaySession::ScoreSheetIn(Lang lang) const {
  const std::optional<draw::ScoreSheet>& sheet = score_sheets_[lang == Lang::kJapanese ? 1 : 0];
  return sheet.has_value() ? &*sheet : nullptr;
}

void PlaySession::KeepScoreSheet(Lang lang, const draw::ScoreSheet& sheet) {
  score_sheets_[lang == Lang::kJapanese ? 1 : 0] = sheet;
}

}  // namespace mercato::web
