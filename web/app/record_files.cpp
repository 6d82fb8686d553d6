#include "app/record_files.h"

#include "app/app.h"
#include "app/notice.h"
#include "app/play_session.h"
#include "app/replay_viewer.h"
#include "bridge.h"
#include "bridge_files.h"
#include "bridge_saves.h"
#include "draw/draw.h"
#include "lab/variant.h"
#include "session/match.h"
#include "session/replay.h"

namespace mercato::web {

namespace {

bool Contains(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

void DownloadRecord(const MatchRecord& record) {
  bridge::DownloadRecordFile(record.game, RecordToText(record));
}

RecordProblem DescribeRecordProblem(const std::string& detail) {
  // The detail comes from core/registry/record.cpp and the game's notation; its
  // wording is fixed by tests/engine/record_test.cpp.
  if (Contains(detail, " MB limit")) {
    return {"The file is too large to be a saved game.", "ファイルが大きすぎます。保存したゲームではありません。"};
  }
  if (Contains(detail, "not a Mercato record") || Contains(detail, "the record is empty")) {
    return {"This is not a Mercato saved game.", "Mercato の保存ファイルではありません。"};
  }
  if (Contains(detail, "newer than this Mercato") || Contains(detail, "version")) {
    return {"The file was saved by another version of Mercato.",
            "別のバージョンの Mercato で保存されたファイルです。"};
  }
  if (Contains(detail, "unknown game") || Contains(detail, "not playable")) {
    return {"The file is for a game this Mercato does not know.",
            "この Mercato にないゲームのファイルです。"};
  }
  if (Contains(detail, "truncated") || Contains(detail, "more moves than")) {
    return {"The file is cut short or was changed: its move count does not match.",
            "ファイルが途中で切れているか、書き換えられています（手数が合いません）。"};
  }
  if (Contains(detail, "not a legal move") || Contains(detail, "the game is over")) {
    return {"The file holds a move that is not allowed at that point.",
            "その時点では指せない手が記録されています。"};
  }
  return {"The file's contents are not a valid saved game.", "ファイルの内容が正しくありません。"};
}

Status ShowRecordRefusal(const Status& status) {
  const RecordProblem problem = DescribeRecordProblem(status.message());
  ShowNotice(problem.en, problem.ja, status.message());
  return status;
}

Status App::OpenRecord(const std::string& text) {
  // The Lab's variant files open the same ways as records, into Setup.
  if (lab::LooksLikeVariant(text)) return OpenVariant(text);
  StatusOr<session::Match> match = session::Match::FromRecordText(text);
  if (!match.ok()) return ShowRecordRefusal(match.status());
  if (match->IsOver()) return OpenReplay(text);
  StatusOr<std::unique_ptr<PlaySession>> session = PlaySession::Resume(text);
  if (!session.ok()) return ShowRecordRefusal(session.status());
  // Opened beside the game on the table, in a slot of its own: both stay saved.
  session_ = std::move(*session);
  session_->set_slot(bridge::BeginSaveSlot());
  replay_.reset();
  draw::ResetMotion();
  rules_open_ = false;
  CloseNotice();
  SetScreen(Screen::kPlay);
  bridge::Emit("gameStarted", session_->TurnJson());
  session_->SaveNow();
  return Status::Ok();
}

Status App::OpenReplay(const std::string& text) {
  StatusOr<session::Replay> replay = session::Replay::FromRecordText(text);
  if (!replay.ok()) return ShowRecordRefusal(replay.status());
  replay_ = std::make_unique<ReplayViewer>(std::move(*replay));
  replay_of_session_ = false;
  draw::ResetMotion();
  CloseNotice();
  SetScreen(Screen::kReplay);
  return Status::Ok();
}

void App::ReplayCurrentGame() {
  if (session_ == nullptr) return;
  StatusOr<session::Replay> replay = session::Replay::FromRecord(session_->match().Record());
  if (!replay.ok()) return;  // the match's own record always replays
  replay_ = std::make_unique<ReplayViewer>(std::move(*replay));
  // From the end screen the replay opens where the game ended: people step back
  // from the last move to see how it came about.
  replay_->replay().Goto(replay_->replay().Steps());
  replay_of_session_ = true;
  draw::ResetMotion();
  SetScreen(Screen::kReplay);
}

void App::CloseReplay() {
  if (replay_of_session_ && session_ != nullptr) {
    SetScreen(Screen::kPlay);
  } else {
    GoHome();
  }
}

}  // namespace mercato::web
