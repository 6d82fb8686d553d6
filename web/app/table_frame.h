// The frame around a game table, shared by Play and Replay: where the table
// and the log go on wide and narrow screens, and the log panel itself.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "app/play_session.h"
#include "draw/draw.h"
#include "imgui.h"

namespace mercato::web {

inline constexpr float kBarHeight = 60.0f;

struct TableLayout {
  ImVec2 table_min, table_size;
  ImVec2 log_min, log_size;
  float sheet_top = -1;  // a phone's log is a sheet that pulls up to here (-1: a column)
  ImVec2 guide_min, guide_size;  // the first-game guide's place (none: size 0)
};

// The log on the right on wide screens, under the table on narrow ones; the
// area above `top` is the menu bar's. With `guide` (app/first_game_guide.h) the
// guide takes the top of the log's column, or on a phone the resting log's lines
// (the sheet rests as its handle); the table's place stays the same.
TableLayout LayoutTable(ImVec2 display, float top = kBarHeight, bool guide = false);

// The log: the first `shown` lines of `log` (empty ones skipped), in the layout's
// log place (on a phone a sheet: app/log_sheet.h). It scrolls to the end whenever
// `shown` changes. Its header has a switch for the table's legend (every symbol
// with its name), shown with the lines, never instead of them: above them at the
// desk (open at first), beside them on a phone (folded at first).
void DrawLogPanel(const std::vector<LogLine>& log, size_t shown, const TableLayout& layout,
                  Lang lang, const std::vector<draw::LegendItem>& legend = {});

// The lines the log panel drew in the last frame (for tests: mercato.debug.log()).
const std::vector<std::string>& DrawnLogLines();

}  // namespace mercato::web
