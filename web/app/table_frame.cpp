#include "app/table_frame.h"

#include <algorithm>
#include <set>

#include "app/log_sheet.h"
#include "draw/draw.h"
#include "imgui_internal.h"

namespace mercato::web {

namespace d = draw;

namespace {

constexpr float kLogWidth = 300.0f;
// A phone's log at rest: its handle and three lines (it pulls up: app/log_sheet.h).
constexpr float kLogHeightNarrow = 130.0f;
// With the guide: the resting sheet is its handle row alone; the guide's strip at the desk.
constexpr float kLogHandleOnly = 52.0f;
constexpr float kGuideHeightWide = 176.0f;
std::vector<std::string> g_drawn_lines;

}  // namespace

TableLayout LayoutTable(ImVec2 display, float top, bool guide) {
  TableLayout l;
  l.table_min = ImVec2(0, top);
  if (display.x >= 900) {
    l.table_size = ImVec2(display.x - kLogWidth, display.y - top);
    const float guide_h = guide ? kGuideHeightWide : 0;
    l.guide_min = ImVec2(display.x - kLogWidth, top);
    l.guide_size = ImVec2(guide ? kLogWidth : 0, guide_h);
    l.log_min = ImVec2(display.x - kLogWidth, top + guide_h);
    l.log_size = ImVec2(kLogWidth, display.y - top - guide_h);
  } else {
    l.table_size = ImVec2(display.x, display.y - top - kLogHeightNarrow);
    const float log_h = guide ? kLogHandleOnly : kLogHeightNarrow;
    l.guide_min = ImVec2(0, display.y - kLogHeightNarrow);
    l.guide_size = ImVec2(guide ? display.x : 0, kLogHeightNarrow - log_h);
    l.log_min = ImVec2(0, display.y - log_h);
    l.log_size = ImVec2(display.x, log_h);
    // Pulled up, the sheet leaves the bar and a strip of the table in view.
    l.sheet_top = top + display.y * 0.1f;
  }
  return l;
}

namespace {

// The log's header: its title, and the switch for the table's legend. On a phone the
// title row is the sheet's handle, a thumb's 44 px tall (Apple's and Material's 44-48).
void DrawLogHeader(Lang lang, bool sheet, bool has_legend, bool* legend_open) {
  const char* title = Tr(lang, "Game log", "ログ");
  const char* label = *legend_open ? Tr(lang, "Hide symbols", "記号を隠す") : Tr(lang, "Symbols", "記号一覧");
  const float w = has_legend ? ImGui::CalcTextSize(label).x + 24 : 0;
  const float h = 44;
  const ImVec2 row = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  if (sheet) {
    log_sheet::Handle(row, ImVec2(width - (has_legend ? w + 8 : 0), h));
    ImGui::GetWindowDrawList()->AddText(row + ImVec2(0, (h - ImGui::GetFontSize()) * 0.5f),
                                        ImGui::GetColorU32(ImVec4(1.0f, 0.85f, 0.55f, 1.0f)), title);
  } else {
    ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", title);
  }
  if (has_legend) {
    const ImVec2 at = sheet ? row + ImVec2(width - w, 0)
                            : ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - w,
                                     row.y - (h - ImGui::GetFontSize()) * 0.5f);
    ImGui::SetCursorScreenPos(at);
    if (ImGui::Button(label, ImVec2(w, h))) *legend_open = !*legend_open;
    d::TestRect("log:legend", at, at + ImVec2(w, h));
  }
  ImGui::SetCursorScreenPos(ImVec2(row.x, std::max(ImGui::GetCursorScreenPos().y, sheet ? row.y + h + 4 : 0.0f)));
}

}  // namespace

void DrawLogPanel(const std::vector<LogLine>& log, size_t shown, const TableLayout& layout,
                  Lang lang, const std::vector<d::LegendItem>& legend) {
  const log_sheet::Place place = log_sheet::PlaceLog(layout.log_min, layout.log_size, layout.sheet_top);
  static int legend_open = -1;  // -1: not chosen yet (open when the log has room)
  if (legend_open < 0) legend_open = place.size.y >= 400 ? 1 : 0;
  static size_t last_shown = 0;  // to scroll to new lines
  if (shown > log.size()) shown = log.size();
  ImGui::SetNextWindowPos(place.min);
  ImGui::SetNextWindowSize(place.size);
  // A phone's sheet keeps its height for lines: thin margins above and below.
  if (place.sheet) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 4));
  ImGui::Begin("##log", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  if (place.sheet) ImGui::PopStyleVar();
  d::TestRect("panel:log", place.min, place.min + place.size);
  if (place.sheet) log_sheet::RaiseWhenPulled();
  bool open = legend_open == 1;
  DrawLogHeader(lang, place.sheet, !legend.empty(), &open);
  legend_open = open ? 1 : 0;
  const bool show_legend = open && !legend.empty();
  // The legend beside the lines on a phone (both in view), above them at the desk.
  if (show_legend && place.sheet) {
    float widest = 0;
    for (const d::LegendItem& item : legend) {
      widest = std::max(widest, d::MeasureText(item.name.c_str(), d::FontRole::kSmall).x);
    }
    const float w = std::min(ImGui::GetContentRegionAvail().x * 0.45f, widest + 44);
    ImGui::BeginChild("##legend", ImVec2(w, 0), false);
    const ImVec2 legend_min = ImGui::GetWindowPos();
    d::DrawLegend(legend, w - 8);
    ImGui::EndChild();
    d::TestRect("in:log:legend", legend_min, legend_min + ImVec2(w, ImGui::GetItemRectSize().y));
    ImGui::SameLine();
  } else if (!place.sheet) {  // (a sheet's handle row is its divider)
    if (show_legend) d::DrawLegend(legend, ImGui::GetContentRegionAvail().x);
    ImGui::Separator();
  }
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
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const float font = ImGui::GetFontSize();
    const ImVec2 text_size = ImGui::CalcTextSize(title.c_str(), nullptr, false, width - 16);
    // On a phone a row a thumb can hit (44 px), its words in the middle.
    const float row_h = std::max(std::max(text_size.y, font) + 2, place.sheet ? 44.0f : 0.0f);
    const ImVec2 p = ImGui::GetCursorScreenPos() + ImVec2(0, (row_h - std::max(text_size.y, font)) * 0.5f);
    ImGui::PushID(int(head));
    const bool tapped = ImGui::InvisibleButton("##group", ImVec2(width, row_h));
    ImGui::PopID();
    const ImVec2 item_min = ImGui::GetItemRectMin(), item_max = ImGui::GetItemRectMax();
    // Named while wholly in view (one half scrolled out is no whole target, nor on screen).
    if (ImGui::GetCurrentWindow()->ClipRect.Contains(ImRect(item_min, item_max))) {
      d::TestRect("log:group:" + std::to_string(head), item_min, item_max);
    }
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
