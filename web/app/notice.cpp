#include "app/notice.h"

#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

struct Notice {
  bool open = false;
  std::string summary_en, summary_ja, detail;
};
Notice g_notice;

}  // namespace

void ShowNotice(const std::string& summary_en, const std::string& summary_ja,
                const std::string& detail) {
  g_notice = {true, summary_en, summary_ja, detail};
}

void CloseNotice() { g_notice.open = false; }

std::string NoticeText() {
  return g_notice.open ? g_notice.summary_en + ": " + g_notice.detail : "";
}

void DrawNotice(Lang lang) {
  if (!g_notice.open) return;
  // Kept in front (and focused) so it is seen and closed before anything else.
  ImGui::SetNextWindowFocus();
  BeginDialog("##notice", ImVec2(520, 250));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  dl->AddRectFilled(min, min + ImVec2(size.x, 6), d::Rgba(200, 70, 40), 12.0f);
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(Tr(lang, "This file cannot be opened", "このファイルは開けません"));
  ImGui::PopFont();
  ImGui::Spacing();
  ImGui::TextUnformatted(lang == Lang::kJapanese ? g_notice.summary_ja.c_str()
                                                 : g_notice.summary_en.c_str());
  // The exact reason names the line and the move, as the record's checker wrote it.
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", g_notice.detail.c_str());
  ImGui::TextDisabled("%s", Tr(lang, "Nothing on the screen was changed.", "画面の内容はそのままです。"));
  ImGui::PopTextWrapPos();
  const ImVec2 button(120, 44);
  const ImVec2 at = min + size - button - ImVec2(18, 16);
  if (d::PrimaryButton(Tr(lang, "OK", "OK"), at, button)) CloseNotice();
  d::TestRect("notice:close", at, at + button);
  d::TestRect("notice", min, min + size);
  ImGui::End();
}

}  // namespace mercato::web
