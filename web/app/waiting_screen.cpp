// Waiting: embedded in a publisher's page (embed=1) before that page starts a
// game (URL parameters or the newGame message) and between games. There is no
// home screen to offer, so the table only says what it waits for.
#include "app/app.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

void DrawWaiting(App& app) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Lang lang = app.lang();
  d::TableBackground(ImGui::GetBackgroundDrawList(), ImVec2(0, 0), display, d::Surface::kLinen);
  BeginCanvasWindow("##waiting", ImVec2(0, 0), display);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 center = display * 0.5f;
  d::Icon(dl, d::Shape::kDiamond, center - ImVec2(0, 64), 26, d::palette::kGold);
  d::Text(dl, center - ImVec2(0, 24), "Mercato", d::palette::kInk, d::FontRole::kTitle,
          d::Align::kCenter);
  d::Text(dl, center + ImVec2(0, 20),
          Tr(lang, "Waiting for this page to start a game…", "このページがゲームを始めるのを待っています…"),
          d::palette::kInk, d::FontRole::kBody, d::Align::kCenter);
  ImGui::End();
}

}  // namespace mercato::web
