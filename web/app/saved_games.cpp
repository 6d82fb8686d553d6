// The page's saved games from the app's side (issue 18): the list Home shows,
// Continue (one tab plays a game), resuming a slot, keeping a save that cannot
// be resumed aside, and the recent finished games. The store itself is
// web/page/save_store.js, reached through bridge_saves.h.
#include "app/app.h"
#include "app/notice.h"
#include "app/play_session.h"
#include "app/record_files.h"
#include "app/replay_viewer.h"
#include "bridge.h"
#include "bridge_files.h"
#include "bridge_saves.h"
#include "draw/draw.h"
#include "engine/text.h"
#include "session/replay.h"

namespace mercato::web {

namespace {

std::vector<SavedGame> ParseList(const std::string& text) {
  std::vector<SavedGame> out;
  for (const std::string& line : Split(text, '\n')) {
    const std::vector<std::string> f = Split(line, '\t');
    if (f.size() < 8 || f[0].empty()) continue;
    SavedGame g;
    g.id = f[0];
    g.game = f[1];
    g.players = int(ParseInt(f[2]).value_or(0));
    g.moves = int(ParseInt(f[3]).value_or(0));
    g.over = f[4] == "1";
    g.when = f[5];
    g.scores = f[6];
    g.damaged = f[7];
    out.push_back(std::move(g));
  }
  return out;
}

bool Newer(const std::string& detail) {
  return detail.find("newer than this Mercato") != std::string::npos;
}

void TellKeptAside(const std::string& id, bool newer, const std::string& detail) {
  ShowAlert("This saved game cannot be continued", "この保存したゲームは続けられません",
            newer ? "It was saved by a newer version of Mercato. It is kept aside, unchanged: "
                    "download it and open it with the newer version."
                  : "The save is damaged. It is kept aside, unchanged, and not deleted: "
                    "download it to keep it or to report the problem.",
            newer ? "新しいバージョンの Mercato で保存されています。そのまま別に保管しました。"
                    "ダウンロードして新しいバージョンで開いてください。"
                  : "保存データが壊れています。削除せず、そのまま別に保管しました。"
                    "ダウンロードして保管するか、問題の報告に使ってください。",
            detail, NoticeAction::kDownloadSave, id);
}

}  // namespace

const std::vector<SavedGame>& App::SavedGames() {
  const int version = bridge::SaveListVersion();
  if (version != saved_version_) {
    saved_version_ = version;
    saved_games_ = ParseList(bridge::SaveListText());
  }
  return saved_games_;
}

void App::ContinueSaved(const std::string& id) {
  for (const SavedGame& g : SavedGames()) {
    if (g.id == id && !g.damaged.empty()) {
      TellKeptAside(id, g.damaged == "newer", "");
      return;
    }
  }
  bridge::OpenSaveSlot(id);  // the page takes the lock, then ResumeSlot or TellPlayedElsewhere
}

Status App::ResumeSlot(const std::string& id, const std::string& record_text) {
  if (session_ != nullptr && session_->slot() == id && !session_->Over()) {
    SetScreen(Screen::kPlay);  // already on this table
    return Status::Ok();
  }
  StatusOr<std::unique_ptr<PlaySession>> session = PlaySession::Resume(record_text);
  if (!session.ok()) {
    bridge::SetSaveAside(id, session.message());
    TellKeptAside(id, Newer(session.message()), session.message());
    return Status::Error("the saved game cannot be continued: " + session.message());
  }
  session_ = std::move(*session);
  session_->set_slot(id);
  replay_.reset();
  draw::ResetMotion();
  rules_open_ = false;
  SetScreen(Screen::kPlay);
  bridge::Emit("gameStarted", session_->TurnJson());
  return Status::Ok();
}

Status App::TellPlayedElsewhere() {
  ShowAlert("This game is open in another tab", "このゲームは別のタブで開かれています",
            "It is being played in another tab: a game is played in one tab at a time, so "
            "neither overwrites the other. Go on in that tab, or close it and continue here.",
            "別のタブで遊ばれています。互いに上書きしないよう、ひとつのゲームはひとつのタブで遊びます。"
            "そのタブで続けるか、閉じてからここで続けてください。",
            "");
  return Status::Error("this game is being played in another tab");
}

void App::ReplaySaved(const std::string& id) {
  const std::string record = bridge::SlotRecord(id);
  if (record.empty()) return;
  const Status status = OpenReplay(record);  // a bad record gets its notice there
  (void)status;
}

void App::DownloadSaved(const std::string& id) {
  for (const SavedGame& g : SavedGames()) {
    if (g.id != id) continue;
    if (!g.damaged.empty()) {
      bridge::DownloadSavedText(id);
    } else {
      bridge::DownloadRecordFile(g.game.empty() ? "mercato" : g.game, bridge::SlotRecord(id));
    }
  }
}

void App::DeleteSaved(const std::string& id) {
  ForgetSlot(id);
  bridge::RemoveSaveSlot(id);
}

void App::ForgetSlot(const std::string& id) {
  if (session_ != nullptr && session_->slot() == id) session_->set_slot("");
}

}  // namespace mercato::web
