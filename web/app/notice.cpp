#include "app/notice.h"

#include "app/app.h"
#include "app/play_session.h"
#include "app/record_files.h"
#include "app/screen_frame.h"
#include "bridge_saves.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

struct Notice {
  bool open = false;
  bool file = false;  // a refused file: the screen under it was not changed
  std::string title_en, title_ja, summary_en, summary_ja, detail;
  NoticeAction action = NoticeAction::kNone;
  std::string action_id;
};
Notice g_notice;

// Runs the notice's action; returns false when there is nothing to do it on.
bool RunAction() {
  switch (g_notice.action) {
    case NoticeAction::kNone: return false;
    case NoticeAction::kSaveToFile:
      if (PlaySession* session = App::Get().session()) {
        DownloadRecord(session->match().Record());
        return true;
      }
      return false;
    case NoticeAction::kDownloadSave:
      bridge::DownloadSavedText(g_notice.action_id);
      return true;
  }
  return false;
}

}  // namespace

void ShowNotice(const std::string& summary_en, const std::string& summary_ja,
                const std::string& detail) {
  g_notice = {true, true, "This file cannot be opened", "このファイルは開けません", summary_en,
              summary_ja, detail, NoticeAction::kNone, ""};
}

void ShowAlert(const std::string& title_en, const std::string& title_ja,
               const std::string& summary_en, const std::string& summary_ja,
               const std::string& detail, NoticeAction action, const std::string& action_id) {
  g_notice = {true, false, title_en, title_ja, summary_en, summary_ja, detail, action, action_id};
}

void CloseNotice() { g_notice.open = false; }

std::string NoticeText() {
  return g_notice.open ? g_notice.summary_en + ": " + g_notice.detail : "";
}

void DrawNotice(Lang lang) {
  if (!g_notice.open) return;
  const bool ja = lang == Lang::kJapanese;
  // Kept in front (and focused) so it is seen and closed before anything else.
  ImGui::SetNextWindowFocus();
  BeginDialog("##notice", ImVec2(540, g_notice.action == NoticeAction::kNone ? 250 : 300));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  dl->AddRectFilled(min, min + ImVec2(size.x, 6), d::Rgba(200, 70, 40), 12.0f);
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(ja ? g_notice.title_ja.c_str() : g_notice.title_en.c_str());
  ImGui::PopFont();
  ImGui::Spacing();
  ImGui::TextUnformatted(ja ? g_notice.summary_ja.c_str() : g_notice.summary_en.c_str());
  // The exact reason names the line and the move, as the record's checker wrote it.
  if (!g_notice.detail.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", g_notice.detail.c_str());
  }
  if (g_notice.file) {
    ImGui::TextDisabled("%s", Tr(lang, "Nothing on the screen was changed.", "画面の内容はそのままです。"));
  }
  ImGui::PopTextWrapPos();
  const ImVec2 button(120, 44);
  const ImVec2 at = min + size - button - ImVec2(18, 16);
  if (g_notice.action != NoticeAction::kNone) {
    const bool save = g_notice.action == NoticeAction::kSaveToFile;
    const ImVec2 wide(190, 44);
    const ImVec2 action_at = at - ImVec2(wide.x + 12, 0);
    if (d::PrimaryButton(save ? Tr(lang, "Save to file…", "ファイルに保存…")
                              : Tr(lang, "Download it", "ダウンロード"),
                         action_at, wide)) {
      RunAction();
    }
    d::TestRect(save ? "notice:save-file" : "notice:download", action_at, action_at + wide);
  }
  const bool ok = g_notice.action == NoticeAction::kNone ? d::PrimaryButton("OK", at, button)
                                                         : d::SecondaryButton("OK", at, button);
  if (ok) CloseNotice();
  d::TestRect("notice:close", at, at + button);
  d::TestRect("notice", min, min + size);
  ImGui::End();
}

}  // namespace mercato::web
