// The Lab screen's charts, drawn with an ImGui draw list: win-rate bars with
// their 95% Wilson error bars, and final-score histograms per seat. The same
// figures as the HTML report (core/lab/report_html.cpp).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "imgui.h"
#include "lab/aggregate.h"
#include "lab/summary.h"

namespace mercato::web {

struct LabBar {
  std::string label;
  lab::Rate rate;
  ImU32 color;
};

// Bars 0..100% in [min, max], a dashed line at `fair_share`.
void DrawWinRateBars(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::vector<LabBar>& bars,
                     double fair_share);
// One histogram of whole-number values in [min, max], grouped into <= 24 bins.
void DrawHistogram(ImDrawList* dl, ImVec2 min, ImVec2 max, const lab::Histogram& histogram,
                   ImU32 color, const char* title);

// One line per seat (and the first player's, grey) of win rate against the
// swept value, with 95% error bars; the text's value marked by a vertical line.
struct SweepLine {
  std::string label;
  ImU32 color;
  std::vector<std::pair<int, lab::Rate>> points;  // (value, rate)
};
void DrawSweepChart(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::vector<SweepLine>& lines,
                    int from, int to, int text_value, double fair_share, const char* title);

}  // namespace mercato::web
