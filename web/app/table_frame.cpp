#include "app/table_frame.h"

#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

constexpr float kLogWidth = 300.0f;
constexpr float kLogHeightNarrow = 150.0f;
std::vector<std::string> g_drawn_lines;

}  // namespace

TableLayout LayoutTable(ImVec2 display, float top) {
  TableLayout l;
  l.table_min = ImVec2(0, top);
  if (display.x >= 900) {
    l.table_size = ImVec2(display.x - kLogWidth, display.y - top);
    l.log_min = ImVec2(display.x - kLogWidth, top);
    l.log_size = ImVec2(kLogWidth, display.y - top);
  } else {
    l.table_size = ImVec2(display.x, display.y - top - kLogHeightNarrow);
    l.log_min = ImVec2(0, display.y - kLogHeightNarrow);
    l.log_size = ImVec2(display.x, kLogHeightNarrow);
  }
  return l;
}

void DrawLogPanel(const std::vector<LogLine>& log, size_t shown, ImVec2 min, ImVec2 size,
                  Lang lang, const std::vector<d::LegendItem>& legend) {
  static int legend_open = -1;  // -1: not chosen yet (open when the log has room)
  if (legend_open < 0) legend_open = size.y >= 400 ? 1 : 0;
  static size_t last_shown = 0;  // to scroll to new lines
  if (shown > log.size()) shown = log.size();
  ImGui::SetNextWindowPos(min);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##log", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", Tr(lang, "Game log", "ログ"));
  if (!legend.empty()) {
    const char* label = legend_open ? Tr(lang, "Hide symbols", "記号を隠す") : Tr(lang, "Symbols", "記号一覧");
    const float w = ImGui::CalcTextSize(label).x + 24;
    const float h = 40;  // a thumb's size
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - w);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (h - ImGui::GetFontSize()) * 0.5f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Button(label, ImVec2(w, h))) legend_open = !legend_open;
    d::TestRect("log:legend", at, at + ImVec2(w, h));
    if (legend_open) d::DrawLegend(legend, ImGui::GetContentRegionAvail().x);
  }
  ImGui::Separator();
  ImGui::BeginChild("##lines", ImVec2(0, 0), false);
  // Long games: show the most recent lines only.
  const size_t first = shown > 400 ? shown - 400 : 0;
  g_drawn_lines.clear();
  for (size_t i = first; i < shown; ++i) {
    const LogLine& line = log[i];
    const std::string& text = lang == Lang::kJapanese ? line.ja : line.en;
    if (text.empty()) continue;
    // A run of the same words (AppendLogLine) is drawn once, as its last line shown ("×3").
    size_t next = i + 1;
    while (next < shown && log[next].en.empty()) ++next;
    if (next < shown && log[next].run > 1) continue;
    g_drawn_lines.push_back(text);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const ImU32 color = line.player >= 0 ? d::palette::kSeat[line.player % 6] : d::palette::kGrey;
    ImGui::GetWindowDrawList()->AddCircleFilled(p + ImVec2(5, ImGui::GetFontSize() * 0.55f), 4.5f,
                                                color, 12);
    ImGui::SetCursorScreenPos(p + ImVec2(16, 0));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
  }
  if (shown != last_shown) {
    last_shown = shown;
    ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
  ImGui::End();
}

const std::vector<std::string>& DrawnLogLines() { return g_drawn_lines; }

}  // namespace mercato::web
