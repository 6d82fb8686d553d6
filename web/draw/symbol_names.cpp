// Names on symbols: views say where they drew a good and what it is called; a
// mouse resting on it, or a finger held on it (about half a second), shows the
// name in a label above it (the finger would cover one below). The legend lists
// every symbol of a table with its name.
#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

struct Named {
  ImVec2 min, max;
  std::string name;
};
std::vector<Named> g_symbols;
std::string g_under;     // the name under the pointer in the last frame
double g_under_since = 0;

constexpr double kHoverSeconds = 0.3;   // a mouse resting on a symbol

}  // namespace

void NameSymbol(ImVec2 min, ImVec2 max, const std::string& name) {
  g_symbols.push_back({min, max, name});
}

void ShowSymbolName(bool show) {
  if (!show) {
    g_symbols.clear();
    g_under.clear();
    return;
  }
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 mouse = io.MousePos;
  const Named* hit = nullptr;
  // The last one drawn lies on top.
  for (auto it = g_symbols.rbegin(); it != g_symbols.rend() && ImGui::IsMousePosValid(); ++it) {
    if (ImRect(it->min, it->max).Contains(mouse)) {
      hit = &*it;
      break;
    }
  }
  const double now = ImGui::GetTime();
  const std::string under = hit != nullptr ? hit->name : std::string();
  if (under != g_under) {
    g_under = under;
    g_under_since = now;
  }
  g_symbols.clear();
  if (hit == nullptr) return;
  const bool held = FingerHeld();
  const bool resting = !PointerIsTouch() && !io.MouseDown[0] && now - g_under_since >= kHoverSeconds;
  if (!PointerIsTouch() && !io.MouseDown[0] && !resting) {
    DrawAgainAt(g_under_since + kHoverSeconds);  // a mouse come to rest sends nothing more
  }
  if (!held && !resting) return;
  if (held) HoldExplained();
  const ImVec2 text = MeasureText(hit->name.c_str(), FontRole::kBody);
  const ImVec2 pad(10, 6);
  const ImVec2 box = text + pad * 2;
  const ImVec2 display = io.DisplaySize;
  ImVec2 at((hit->min.x + hit->max.x - box.x) * 0.5f, hit->min.y - box.y - 8);
  if (at.y < 2) at.y = hit->max.y + 8;
  at.x = std::clamp(at.x, 2.0f, std::max(2.0f, display.x - box.x - 2));
  ImDrawList* draw = ImGui::GetForegroundDrawList();
  Shadow(draw, at, at + box, 8);
  draw->AddRectFilled(at, at + box, Rgba(40, 28, 20, 240), 8);
  draw->AddRect(at, at + box, palette::kGlow, 8, 0, 1.5f);
  Text(draw, at + pad, hit->name.c_str(), palette::kWhite, FontRole::kBody);
  TestRect("symbol-name", at, at + box);
  TestText("symbol-name", hit->name);
}

void DrawLegend(const std::vector<LegendItem>& items, float width) {
  if (items.empty()) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  float widest = 0;
  for (const LegendItem& item : items) widest = std::max(widest, MeasureText(item.name.c_str(), FontRole::kSmall).x);
  const float row = 22, icon = 18;
  const float cell = std::min(width, icon + 10 + widest + 14);
  const int columns = std::max(1, int(width / cell));
  const ImVec2 start = ImGui::GetCursorScreenPos();
  for (size_t i = 0; i < items.size(); ++i) {
    const LegendItem& item = items[i];
    const ImVec2 at = start + ImVec2(float(int(i) % columns) * cell, float(int(i) / columns) * row);
    const ImVec2 c = at + ImVec2(icon * 0.5f, row * 0.5f);
    if (item.good != GoodPicture::kNone) {
      const GoodPlace place("legend");
      DrawGoodOnPlate(draw, item.good, c, icon * 0.5f, 1.0f, item.key.empty() ? nullptr : item.key.c_str());
    } else if (item.picture != nullptr) {
      item.picture(draw, c, icon * 0.5f);
    } else {
      Icon(draw, item.shape, c, icon * 0.45f, item.color);
    }
    Text(draw, at + ImVec2(icon + 6, (row - FontSize(FontRole::kSmall)) * 0.5f), item.name.c_str(),
         palette::kWhite, FontRole::kSmall);
    NameSymbol(at, at + ImVec2(icon, row), item.name);
    TestRect("legend:" + item.name, at, at + ImVec2(cell, row));
  }
  ImGui::Dummy(ImVec2(width, float((int(items.size()) + columns - 1) / columns) * row));
}

}  // namespace mercato::web::draw
