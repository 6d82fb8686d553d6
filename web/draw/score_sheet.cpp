// Score tables that fit their width (see draw.h).
#include <algorithm>
#include <string>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

// The widest line of a cell (cells may hold several lines).
float CellWidth(const std::string& text) {
  float widest = 0;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t end = std::min(text.find('\n', start), text.size());
    widest = std::max(widest, ImGui::CalcTextSize(text.c_str() + start, text.c_str() + end).x);
    start = end + 1;
  }
  return widest;
}

bool Marked(const ScoreSheet& sheet, int row) {
  return std::find(sheet.marked.begin(), sheet.marked.end(), row) != sheet.marked.end();
}

const ImVec4 kGold(1.0f, 0.85f, 0.45f, 1.0f);

ScoreSheet g_last_sheet;
bool g_have_last_sheet = false;

}  // namespace

const ScoreSheet* LastScoreSheet() { return g_have_last_sheet ? &g_last_sheet : nullptr; }

void ForgetScoreSheet() { g_have_last_sheet = false; }

void DrawScoreSheet(const char* id, const ScoreSheet& sheet) {
  g_last_sheet = sheet;
  g_have_last_sheet = true;
  const int columns = int(sheet.headers.size());
  if (columns == 0) return;
  // Each column needs its header's width and its widest cell line, up to
  // kWrapWidth (longer cells wrap inside the column).
  constexpr float kWrapWidth = 180;
  const float pad = ImGui::GetStyle().CellPadding.x * 2 + 4;
  float needed = 0;
  std::vector<float> widths(size_t(columns), 0.0f);
  for (int c = 0; c < columns; ++c) {
    float cells = 0;
    for (const auto& row : sheet.rows) {
      if (c < int(row.size())) cells = std::max(cells, CellWidth(row[c]));
    }
    widths[c] = std::max(CellWidth(sheet.headers[c]), std::min(cells, kWrapWidth));
    needed += widths[c] + pad;
  }
  ImGui::PushID(id);
  if (needed <= ImGui::GetContentRegionAvail().x) {
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                  ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("##sheet", columns, flags)) {
      for (int c = 0; c < columns; ++c) {
        ImGui::TableSetupColumn(sheet.headers[c].c_str(), ImGuiTableColumnFlags_WidthStretch,
                                widths[c] + pad);
      }
      ImGui::TableHeadersRow();
      for (int r = 0; r < int(sheet.rows.size()); ++r) {
        ImGui::TableNextRow();
        for (int c = 0; c < columns; ++c) {
          ImGui::TableNextColumn();
          const std::string& cell = c < int(sheet.rows[r].size()) ? sheet.rows[r][c] : std::string();
          if (Marked(sheet, r)) ImGui::PushStyleColor(ImGuiCol_Text, kGold);
          ImGui::PushTextWrapPos(0.0f);
          ImGui::TextUnformatted(cell.c_str());
          ImGui::PopTextWrapPos();
          if (Marked(sheet, r)) ImGui::PopStyleColor();
        }
      }
      ImGui::EndTable();
    }
    ImGui::PopID();
    return;
  }
  // Too narrow: a card per row.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int r = 0; r < int(sheet.rows.size()); ++r) {
    const std::vector<std::string>& row = sheet.rows[r];
    const ImVec2 top = ImGui::GetCursorScreenPos();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    ImGui::BeginGroup();
    ImGui::Indent(8);
    ImGui::Dummy(ImVec2(0, 2));
    const std::string title = row.empty() ? std::string() : row[0];
    ImGui::TextColored(Marked(sheet, r) ? kGold : ImVec4(1, 1, 1, 1), "%s", title.c_str());
    for (int c = 1; c < columns; ++c) {
      const std::string& cell = c < int(row.size()) ? row[c] : std::string();
      ImGui::TextDisabled("%s", sheet.headers[c].c_str());
      ImGui::Indent(12);
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(cell.empty() ? "-" : cell.c_str());
      ImGui::PopTextWrapPos();
      ImGui::Unindent(12);
    }
    ImGui::Dummy(ImVec2(0, 2));
    ImGui::Unindent(8);
    ImGui::EndGroup();
    const ImVec2 bottom(top.x + ImGui::GetContentRegionAvail().x, ImGui::GetItemRectMax().y);
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(top, bottom, Rgba(0, 0, 0, 50), 8.0f);
    dl->ChannelsMerge();
    TestRect(std::string("sheet:") + id + ":" + std::to_string(r), top, bottom);
    ImGui::Dummy(ImVec2(0, 4));
  }
  ImGui::PopID();
}

}  // namespace mercato::web::draw
