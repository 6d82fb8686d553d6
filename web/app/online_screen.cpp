// Screen::kOnline: connecting, the lobby, the table, or why the table is gone.
#include "app/online_screens.h"
#include "app/online_session.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

// Connecting, reconnecting, or closed (with the reason and a way home).
void DrawOnlineMessage(App& app, const OnlineSnapshot& o) {
  const Lang lang = app.lang();
  BeginDialog("##online_message", ImVec2(520, 260));
  const char* title = o.phase == "reconnecting"
                          ? Tr(lang, "Connection lost: reconnecting to your seat…", "接続が切れました。席に再接続しています…")
                      : o.phase == "closed" ? Tr(lang, "This online table is closed", "このオンラインの卓は閉じられました")
                                            : Tr(lang, "Connecting to the table…", "卓に接続しています…");
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextWrapped("%s", title);
  ImGui::PopFont();
  d::TestText("online:message", title);
  if (!o.error.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", o.error.c_str());
    d::TestText("online:error", o.error);
  }
  const ImVec2 at = ImGui::GetWindowPos() + ImGui::GetWindowSize() - ImVec2(170, 70);
  if (d::SecondaryButton(Tr(lang, "Home", "ホーム"), at, ImVec2(150, 48))) {
    OnlineRequest("leave");
    app.GoHome();
  }
  d::TestRect("online:home", at, at + ImVec2(150, 48));
  ImGui::End();
}

}  // namespace

void DrawOnline(App& app) {
  const OnlineSnapshot& o = Online();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  d::TableBackground(ImGui::GetBackgroundDrawList(), ImVec2(0, 0), display);
  BeginCanvasWindow("##online_bar", ImVec2(0, 0), ImVec2(display.x, 72));
  DrawLanguageSwitch(app, ImVec2(display.x - 24, 16));
  ImGui::End();
  if (o.phase == "lobby" && !o.started) {
    DrawOnlineLobby(app);
  } else if ((o.phase == "play" || o.phase == "lobby") && o.started) {
    DrawOnlineTable(app);
  } else {
    DrawOnlineMessage(app, o);
  }
}

}  // namespace mercato::web
