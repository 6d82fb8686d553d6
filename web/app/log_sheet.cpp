#include "app/log_sheet.h"

#include <algorithm>
#include <cmath>

#include "draw/draw.h"
#include "imgui_internal.h"

namespace mercato::web::log_sheet {

namespace d = draw;

namespace {

constexpr float kDragStart = 8;  // px a finger moves before the sheet follows it

bool g_pulled = false;
bool g_dragging = false;
float g_from = 0;      // the sheet's height when the finger went down
float g_dy = 0;        // how far the finger has moved since (+ = down)
float g_rest_h = 0, g_full_h = 0;

}  // namespace

Place PlaceLog(ImVec2 min, ImVec2 size, float top) {
  Place p{min, size, top >= 0};
  if (!p.sheet) return p;
  const float bottom = min.y + size.y;
  g_rest_h = size.y;
  g_full_h = std::max(size.y, bottom - top);
  float h = g_pulled ? g_full_h : g_rest_h;
  if (g_dragging) h = std::clamp(g_from - g_dy, g_rest_h, g_full_h);
  p.min = ImVec2(min.x, bottom - h);
  p.size = ImVec2(size.x, h);
  return p;
}

void Handle(ImVec2 min, ImVec2 size) {
  const ImVec2 saved = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  ImGui::InvisibleButton("##sheet", size);
  if (ImGui::IsItemActivated()) {
    g_from = g_pulled ? g_full_h : g_rest_h;
    g_dy = 0;
    g_dragging = false;
  }
  if (ImGui::IsItemActive()) {
    // Kept while held: after a finger lifts, the pointer is moved away.
    g_dy = ImGui::GetIO().MousePos.y - ImGui::GetIO().MouseClickedPos[0].y;
    if (std::fabs(g_dy) >= kDragStart) g_dragging = true;
  }
  if (ImGui::IsItemDeactivated()) {
    // A drag goes the way the finger went; a tap (or Enter) turns it over.
    g_pulled = g_dragging ? g_dy < 0 : !g_pulled;
    g_dragging = false;
  }
  d::TestRect("log:sheet", min, min + size);
  d::TestText("log:sheet", g_pulled ? "up" : "down");
  // A grab bar at the top, and a chevron that points the way a tap moves the sheet.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 ink = d::Rgba(250, 238, 216, ImGui::IsItemHovered() ? 255 : 200);
  const ImVec2 bar = ImVec2(min.x + size.x * 0.5f, ImGui::GetWindowPos().y + 5);
  dl->AddRectFilled(bar - ImVec2(18, 2), bar + ImVec2(18, 2), ink, 2);
  const ImVec2 c(min.x + size.x - 18, min.y + size.y * 0.5f);
  const float up = g_pulled ? -1.0f : 1.0f;  // resting: ^ (pull up); pulled: v
  dl->AddLine(c + ImVec2(-7, 3.5f * up), c + ImVec2(0, -3.5f * up), ink, 2.5f);
  dl->AddLine(c + ImVec2(0, -3.5f * up), c + ImVec2(7, 3.5f * up), ink, 2.5f);
  ImGui::SetCursorScreenPos(saved);
}

bool Pulled() { return g_pulled || g_dragging; }

void RaiseWhenPulled() {
  static bool was = false;
  if (Pulled() && !was) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  was = Pulled();
}

}  // namespace mercato::web::log_sheet
