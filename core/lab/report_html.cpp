// The HTML report: one file, no scripts, no external resources; charts are
// inline SVG (win-rate bars with 95% error bars, score histograms).
#include <algorithm>
#include <cstdio>

#include "engine/json_writer.h"
#include "engine/text.h"
#include "lab/report_text.h"
#include "lab/summary.h"

namespace mercato::lab {
namespace {

std::string Num(double x, int decimals = 1) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, x);
  return buffer;
}

std::string Escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

struct Bar {
  std::string label;
  Rate rate;
};

// Bars from 0 to 100%, with the Wilson interval as an error bar and a dashed
// line at the fair share.
std::string WinRateChart(const std::vector<Bar>& bars, double fair_share) {
  const int w = 60, gap = 24, height = 200, top = 10, left = 40;
  const int width = left + int(bars.size()) * (w + gap) + gap;
  const auto y = [&](double p) { return top + height * (1 - p); };
  std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='" + std::to_string(width) +
                    "' height='" + std::to_string(height + top + 40) + "'>";
  for (int tick = 0; tick <= 100; tick += 25) {
    svg += "<line x1='" + std::to_string(left) + "' x2='" + std::to_string(width) + "' y1='" +
           Num(y(tick / 100.0)) + "' y2='" + Num(y(tick / 100.0)) + "' stroke='#ddd'/>";
    svg += "<text x='2' y='" + Num(y(tick / 100.0) + 4) + "' font-size='11'>" +
           std::to_string(tick) + "%</text>";
  }
  for (size_t i = 0; i < bars.size(); ++i) {
    const int x = left + gap + int(i) * (w + gap);
    const Rate& r = bars[i].rate;
    svg += "<rect x='" + std::to_string(x) + "' y='" + Num(y(r.rate)) + "' width='" +
           std::to_string(w) + "' height='" + Num(height * r.rate) + "' fill='#4a7fb5'/>";
    const std::string cx = std::to_string(x + w / 2);
    svg += "<line x1='" + cx + "' x2='" + cx + "' y1='" + Num(y(r.ci.low)) + "' y2='" +
           Num(y(r.ci.high)) + "' stroke='#000' stroke-width='2'/>";
    for (double p : {r.ci.low, r.ci.high}) {
      svg += "<line x1='" + std::to_string(x + w / 2 - 8) + "' x2='" + std::to_string(x + w / 2 + 8) +
             "' y1='" + Num(y(p)) + "' y2='" + Num(y(p)) + "' stroke='#000' stroke-width='2'/>";
    }
    svg += "<text x='" + cx + "' y='" + std::to_string(top + height + 16) +
           "' font-size='12' text-anchor='middle'>" + Escape(bars[i].label) + "</text>";
    svg += "<text x='" + cx + "' y='" + std::to_string(top + height + 32) +
           "' font-size='11' text-anchor='middle'>" + Num(100 * r.rate) + "%</text>";
  }
  svg += "<line x1='" + std::to_string(left) + "' x2='" + std::to_string(width) + "' y1='" +
         Num(y(fair_share)) + "' y2='" + Num(y(fair_share)) +
         "' stroke='#c33' stroke-dasharray='4 3'/>";
  return svg + "</svg>";
}

// A histogram of whole-number values, grouped into at most 30 equal bins.
std::string HistogramChart(const Histogram& h, const std::string& title) {
  if (h.empty()) return "";
  const int64_t low = h.begin()->first, high = h.rbegin()->first;
  const int64_t bin = std::max<int64_t>(1, (high - low + 30) / 30);
  std::vector<int64_t> counts(size_t((high - low) / bin + 1), 0);
  for (const auto& [value, n] : h) counts[size_t((value - low) / bin)] += n;
  const int64_t most = *std::max_element(counts.begin(), counts.end());
  const int bw = 14, height = 120, top = 20;
  const int width = int(counts.size()) * bw + 20;
  std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='" + std::to_string(width) +
                    "' height='" + std::to_string(height + top + 20) + "'><text x='0' y='12' font-size='12'>" +
                    Escape(title) + "</text>";
  for (size_t i = 0; i < counts.size(); ++i) {
    const double bar = most > 0 ? double(height) * double(counts[i]) / double(most) : 0;
    const int64_t from = low + int64_t(i) * bin;
    svg += "<rect x='" + std::to_string(10 + int(i) * bw) + "' y='" + Num(top + height - bar) +
           "' width='" + std::to_string(bw - 2) + "' height='" + Num(bar) +
           "' fill='#6aa84f'><title>" + std::to_string(from) +
           (bin > 1 ? ".." + std::to_string(from + bin - 1) : "") + ": " +
           std::to_string(counts[i]) + "</title></rect>";
  }
  svg += "<text x='10' y='" + std::to_string(top + height + 14) + "' font-size='11'>" +
         std::to_string(low) + "</text><text x='" + std::to_string(width - 10) + "' y='" +
         std::to_string(top + height + 14) + "' font-size='11' text-anchor='end'>" +
         std::to_string(high) + "</text>";
  return svg + "</svg>";
}

}  // namespace

std::string ResultToHtml(const LabResult& result) {
  const LabConfig& c = result.config;
  std::string html =
      "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Mercato lab: " +
      Escape(c.game) +
      "</title><style>body{font-family:sans-serif;margin:2em;max-width:72em}"
      "pre{background:#f6f6f6;padding:1em;overflow:auto}svg{margin:0.5em 1em 0.5em 0}"
      "figure{display:inline-block;margin:0}</style></head><body>";
  html += "<h1>Mercato lab: " + Escape(c.game) + "</h1><p>" + std::to_string(c.players) +
          " players, bots " + Escape(Join(c.bots, ", ")) + ", seed " + std::to_string(c.seed) +
          ", " + std::to_string(result.GamesPlayed()) + " games. Win rates: bars with 95% Wilson "
          "intervals (ties share the win); the dashed line is the fair share.</p>";
  for (const LabRun& run : result.runs) {
    const RunSummary s = Summarize(c.game, run.aggregate);
    html += "<h2>" + Escape(run.label) + " <small>(" +
            Escape(run.options.empty() ? "defaults" : run.options) + ")</small></h2>";
    std::vector<Bar> seats, bots;
    for (size_t p = 0; p < s.seat_win.size(); ++p) seats.push_back({"p" + std::to_string(p), s.seat_win[p]});
    seats.push_back({"first", s.first_player});
    for (size_t b = 0; b < s.bot_win.size(); ++b) bots.push_back({c.bots[b], s.bot_win[b]});
    html += "<h3>Win rate by seat (and the seat that moved first)</h3>" +
            WinRateChart(seats, s.fair_share);
    if (bots.size() > 1) html += "<h3>Win rate by bot</h3>" + WinRateChart(bots, s.fair_share);
    html += "<h3>Final scores</h3>";
    for (size_t p = 0; p < run.aggregate.seats.size(); ++p) {
      html += "<figure>" +
              HistogramChart(run.aggregate.seats[p].score_histogram,
                             "p" + std::to_string(p) + ": mean " + Num(s.seat_score[p].mean, 2) +
                                 ", sd " + Num(s.seat_score[p].sd, 2)) +
              "</figure>";
    }
    html += "<h3>Game length</h3>" +
            HistogramChart(run.aggregate.length_histogram,
                           "moves per game: mean " + Num(s.length.mean) + ", sd " + Num(s.length.sd));
  }
  html += "<h2>Full text report</h2><pre>" + Escape(ResultToText(result)) + "</pre></body></html>\n";
  return html;
}

}  // namespace mercato::lab
