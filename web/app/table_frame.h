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
};

// The log on the right on wide screens, under the table on narrow ones; the
// area above `top` is the menu bar's.
TableLayout LayoutTable(ImVec2 display, float top = kBarHeight);

// The log: the first `shown` lines of `log` (empty ones skipped). It scrolls
// to the end whenever `shown` changes. Its header has a switch for the table's
// legend (every symbol with its name), shown above the lines: open at first
// on a wide screen, folded on a phone.
void DrawLogPanel(const std::vector<LogLine>& log, size_t shown, ImVec2 min, ImVec2 size,
                  Lang lang, const std::vector<draw::LegendItem>& legend = {});

// The lines the log panel drew in the last frame (for tests: mercato.debug.log()).
const std::vector<std::string>& DrawnLogLines();

}  // namespace mercato::web
