#include "app/table_frame.h"

#include <algorithm>
#include <set>

#include "draw/draw.h"
#include "imgui_internal.h"

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
  d::TestRect("panel:log", min, min + size);  // the log's window and its lines' part, for the tests
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", Tr(lang, "Game log", "ログ"));
  if (!legend.empty()) {
    const char* label = legend_open ? Tr(lang, "Hide symbols", "記号を隠す") : Tr(lang, "Symbols", "記号一覧");
    const float w = ImGui::CalcTextSize(label).x + 24;
    const float h = 44;  // a thumb's size (Apple's and Material's 44-48 px)
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - w);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (h - ImGui::GetFontSize()) * 0.5f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Button(label, ImVec2(w, h))) legend_open = !legend_open;
    d::TestRect("log:legend", at, at + ImVec2(w, h));
    if (legend_open) d::DrawLegend(legend, ImGui::GetContentRegionAvail().x);
  }
  ImGui::Separator();
  ImGui::BeginChild("##lines", ImVec2(0, 0), false);
  d::TestRect("in:log:lines", ImGui::GetWindowPos(), ImGui::GetWindowPos() + ImGui::GetWindowSize());
  // Long games: show the most recent lines only.
  const size_t first = shown > 400 ? shown - 400 : 0;
  // The lines with words; a run of the same words (AppendLogLine) is drawn once, as its last
  // line shown ("×3"). mercato.debug.log() has these, every one, whether folded or not.
  std::vector<size_t> lines;
  g_drawn_lines.clear();
  for (size_t i = first; i < shown; ++i) {
    const std::string& text = lang == Lang::kJapanese ? log[i].ja : log[i].en;
    if (text.empty()) continue;
    size_t next = i + 1;
    while (next < shown && log[next].en.empty()) ++next;
    if (next < shown && log[next].run > 1) continue;
    lines.push_back(i);
    g_drawn_lines.push_back(text);
  }
  // Which groups are open (GameView::GroupOf: consecutive lines of one key are one line that
  // a tap opens), by the log index of the group's first line; a new log closes them.
  static std::set<size_t> open_groups;
  static const std::vector<LogLine>* open_log = nullptr;
  if (open_log != &log) {
    open_log = &log;
    open_groups.clear();
  }
  std::string drawn;  // what the panel shows, line by line (TestText "log:drawn")
  const auto text_of = [&](size_t i) -> const std::string& {
    return lang == Lang::kJapanese ? log[i].ja : log[i].en;
  };
  const auto draw_line = [&](size_t i, float indent) {
    const LogLine& line = log[i];
    const ImVec2 p = ImGui::GetCursorScreenPos() + ImVec2(indent, 0);
    const ImU32 color = line.player >= 0 ? d::palette::kSeat[line.player % 6] : d::palette::kGrey;
    ImGui::GetWindowDrawList()->AddCircleFilled(p + ImVec2(5, ImGui::GetFontSize() * 0.55f), 4.5f,
                                                color, 12);
    ImGui::SetCursorScreenPos(p + ImVec2(16, 0));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text_of(i).c_str());
    ImGui::PopTextWrapPos();
    drawn += (indent > 0 ? "  " : "") + text_of(i) + "\n";
  };
  for (size_t k = 0; k < lines.size();) {
    const std::string& key = log[lines[k]].group;
    size_t end = k + 1;
    if (!key.empty()) {
      while (end < lines.size() && log[lines[end]].group == key) ++end;
    }
    if (end - k < 2) {
      draw_line(lines[k], 0);
      k = end;
      continue;
    }
    // A group: one line, its title and how many lines it holds; a tap opens or closes it.
    const size_t head = lines[k];
    std::string title;
    for (size_t g = k; g < end && title.empty(); ++g) {
      title = lang == Lang::kJapanese ? log[lines[g]].group_ja : log[lines[g]].group_en;
    }
    if (title.empty()) title = text_of(head);
    const std::string count = std::to_string(end - k);
    title += lang == Lang::kJapanese ? "（" + count + "行）" : " (" + count + " lines)";
    bool open = open_groups.count(head) > 0;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const float font = ImGui::GetFontSize();
    const ImVec2 text_size = ImGui::CalcTextSize(title.c_str(), nullptr, false, width - 16);
    ImGui::PushID(int(head));
    const bool tapped = ImGui::InvisibleButton("##group", ImVec2(width, std::max(text_size.y, font) + 2));
    ImGui::PopID();
    const ImVec2 item_min = ImGui::GetItemRectMin(), item_max = ImGui::GetItemRectMax();
    if (ImGui::IsItemVisible()) d::TestRect("log:group:" + std::to_string(head), item_min, item_max);
    if (tapped) {
      open = !open;
      if (open) open_groups.insert(head);
      else open_groups.erase(head);
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (ImGui::IsItemHovered() || open) {
      dl->AddRectFilled(item_min, item_max, ImGui::GetColorU32(ImGuiCol_HeaderHovered, open ? 0.5f : 1.0f), 4);
    }
    const int player = log[head].player;
    const ImU32 color = player >= 0 ? d::palette::kSeat[player % 6] : d::palette::kGrey;
    const ImVec2 c = p + ImVec2(5, font * 0.55f);
    if (open) {  // pointing down: open
      dl->AddTriangleFilled(c + ImVec2(-5, -3), c + ImVec2(5, -3), c + ImVec2(0, 4), color);
    } else {     // pointing right: closed
      dl->AddTriangleFilled(c + ImVec2(-3, -5), c + ImVec2(4, 0), c + ImVec2(-3, 5), color);
    }
    dl->AddText(ImGui::GetFont(), font, p + ImVec2(16, 0), ImGui::GetColorU32(ImGuiCol_Text),
                title.c_str(), nullptr, width - 16);
    drawn += (open ? "[-] " : "[+] ") + title + "\n";
    if (open) {
      for (size_t g = k; g < end; ++g) draw_line(lines[g], 16);
      // Just opened: bring its lines into view (the last group opens below the panel's edge).
      if (tapped) {
        ImGui::ScrollToBringRectIntoView(ImGui::GetCurrentWindow(),
                                         ImRect(item_min, ImGui::GetCursorScreenPos() + ImVec2(width, 0)));
      }
    }
    k = end;
  }
  d::TestText("log:drawn", drawn);
  if (shown != last_shown) {
    last_shown = shown;
    ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
  ImGui::End();
}

const std::vector<std::string>& DrawnLogLines() { return g_drawn_lines; }

}  // namespace mercato::web
