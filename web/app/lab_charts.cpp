#include "app/lab_charts.h"

#include <algorithm>
#include <cstdio>

#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

void DrawWinRateBars(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::vector<LabBar>& bars,
                     double fair_share) {
  dl->AddRectFilled(min, max, d::Rgba(250, 244, 230, 235), 8.0f);
  const float left = min.x + 44, bottom = max.y - 40, top = min.y + 12;
  const auto y = [&](double p) { return bottom - float(p) * (bottom - top); };
  for (int tick = 0; tick <= 100; tick += 25) {
    char label[8];
    std::snprintf(label, sizeof label, "%d%%", tick);
    dl->AddLine(ImVec2(left, y(tick / 100.0)), ImVec2(max.x - 8, y(tick / 100.0)),
                d::Rgba(200, 190, 175), 1.0f);
    d::Text(dl, ImVec2(min.x + 6, y(tick / 100.0) - 8), label, d::palette::kInk, d::FontRole::kSmall);
  }
  if (bars.empty()) return;
  const float slot = (max.x - 8 - left) / float(bars.size());
  const float w = std::min(64.0f, slot * 0.6f);
  for (size_t i = 0; i < bars.size(); ++i) {
    const float cx = left + slot * (float(i) + 0.5f);
    const lab::Rate& r = bars[i].rate;
    dl->AddRectFilled(ImVec2(cx - w / 2, y(r.rate)), ImVec2(cx + w / 2, bottom), bars[i].color);
    // The 95% interval as an error bar.
    const ImU32 ink = d::palette::kInk;
    dl->AddLine(ImVec2(cx, y(r.ci.low)), ImVec2(cx, y(r.ci.high)), ink, 2.0f);
    dl->AddLine(ImVec2(cx - 8, y(r.ci.low)), ImVec2(cx + 8, y(r.ci.low)), ink, 2.0f);
    dl->AddLine(ImVec2(cx - 8, y(r.ci.high)), ImVec2(cx + 8, y(r.ci.high)), ink, 2.0f);
    char value[32];
    std::snprintf(value, sizeof value, "%.1f%%", 100 * r.rate);
    d::TextCentered(dl, ImVec2(cx, bottom + 10), bars[i].label.c_str(), ink, d::FontRole::kSmall);
    d::TextCentered(dl, ImVec2(cx, bottom + 27), value, ink, d::FontRole::kSmall);
  }
  // The fair share, dashed.
  for (float x = left; x < max.x - 8; x += 10) {
    dl->AddLine(ImVec2(x, y(fair_share)), ImVec2(std::min(x + 5, max.x - 8), y(fair_share)),
                d::palette::kRed, 2.0f);
  }
}

void DrawHistogram(ImDrawList* dl, ImVec2 min, ImVec2 max, const lab::Histogram& histogram,
                   ImU32 color, const char* title) {
  dl->AddRectFilled(min, max, d::Rgba(250, 244, 230, 235), 8.0f);
  d::Text(dl, min + ImVec2(8, 4), title, d::palette::kInk, d::FontRole::kSmall);
  const ImVec2 title_size = d::MeasureText(title, d::FontRole::kSmall);
  if (histogram.empty()) return;
  const int64_t low = histogram.begin()->first, high = histogram.rbegin()->first;
  const int64_t bin = std::max<int64_t>(1, (high - low + 24) / 24);
  std::vector<int64_t> counts(size_t((high - low) / bin + 1), 0);
  for (const auto& [value, n] : histogram) counts[size_t((value - low) / bin)] += n;
  const int64_t most = *std::max_element(counts.begin(), counts.end());
  const float top = min.y + 10 + title_size.y, bottom = max.y - 20, left = min.x + 8;
  const float bw = (max.x - 8 - left) / float(counts.size());
  for (size_t i = 0; i < counts.size(); ++i) {
    const float h = most > 0 ? (bottom - top) * float(counts[i]) / float(most) : 0;
    dl->AddRectFilled(ImVec2(left + bw * float(i) + 1, bottom - h),
                      ImVec2(left + bw * float(i + 1) - 1, bottom), color);
  }
  char label[32];
  std::snprintf(label, sizeof label, "%lld", static_cast<long long>(low));
  d::Text(dl, ImVec2(left, bottom + 2), label, d::palette::kInk, d::FontRole::kSmall);
  std::snprintf(label, sizeof label, "%lld", static_cast<long long>(high));
  d::Text(dl, ImVec2(max.x - 8, bottom + 2), label, d::palette::kInk, d::FontRole::kSmall,
          d::Align::kRight);
}

void DrawSweepChart(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::vector<SweepLine>& lines,
                    int from, int to, int text_value, double fair_share, const char* title) {
  dl->AddRectFilled(min, max, d::Rgba(250, 244, 230, 235), 8.0f);
  const ImU32 ink = d::palette::kInk;
  d::Text(dl, min + ImVec2(8, 4), title, ink, d::FontRole::kSmall);
  const float left = min.x + 44, right = max.x - 16, top = min.y + 30, bottom = max.y - 58;
  const auto y = [&](double p) { return bottom - float(p) * (bottom - top); };
  const auto x = [&](int v) {
    return to == from ? (left + right) / 2 : left + (right - left) * float(v - from) / float(to - from);
  };
  for (int tick = 0; tick <= 100; tick += 25) {
    char label[8];
    std::snprintf(label, sizeof label, "%d%%", tick);
    dl->AddLine(ImVec2(left, y(tick / 100.0)), ImVec2(right, y(tick / 100.0)),
                d::Rgba(200, 190, 175), 1.0f);
    d::Text(dl, ImVec2(min.x + 6, y(tick / 100.0) - 8), label, ink, d::FontRole::kSmall);
  }
  // The rule text's value, and the fair share dashed.
  if (text_value >= from && text_value <= to) {
    dl->AddLine(ImVec2(x(text_value), top), ImVec2(x(text_value), bottom), d::Rgba(120, 110, 95), 2.0f);
  }
  for (float px = left; px < right; px += 10) {
    dl->AddLine(ImVec2(px, y(fair_share)), ImVec2(std::min(px + 5, right), y(fair_share)),
                d::palette::kRed, 2.0f);
  }
  const int count = to - from;
  const int label_step = count > 12 ? (count + 11) / 12 : 1;
  for (int v = from; v <= to; v += label_step) {
    char label[16];
    std::snprintf(label, sizeof label, "%d", v);
    d::TextCentered(dl, ImVec2(x(v), bottom + 10), label, ink, d::FontRole::kSmall);
  }
  float legend_x = left;
  for (const SweepLine& line : lines) {
    for (size_t i = 0; i < line.points.size(); ++i) {
      const auto& [value, rate] = line.points[i];
      const ImVec2 at(x(value), y(rate.rate));
      if (i > 0) {
        const auto& [pv, pr] = line.points[i - 1];
        dl->AddLine(ImVec2(x(pv), y(pr.rate)), at, line.color, 3.0f);
      }
      dl->AddLine(ImVec2(at.x, y(rate.ci.low)), ImVec2(at.x, y(rate.ci.high)), line.color, 1.5f);
      dl->AddCircleFilled(at, 5.0f, line.color);
    }
    dl->AddRectFilled(ImVec2(legend_x, bottom + 32), ImVec2(legend_x + 14, bottom + 46), line.color, 3.0f);
    d::Text(dl, ImVec2(legend_x + 18, bottom + 31), line.label.c_str(), ink, d::FontRole::kSmall);
    legend_x += 26 + d::MeasureText(line.label.c_str(), d::FontRole::kSmall).x;
  }
}

}  // namespace mercato::web
