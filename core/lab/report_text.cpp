#include "lab/report_text.h"

#include <cstdarg>
#include <cstdio>

#include "engine/text.h"
#include "lab/summary.h"

namespace mercato::lab {
namespace {

std::string Format(const char* format, ...) {
  char buffer[512];
  va_list args;
  va_start(args, format);
  std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  return buffer;
}

std::string RateText(const Rate& r) {
  return Format("%5.1f%%  [%5.1f, %5.1f]  (%.1f of %lld)", 100 * r.rate, 100 * r.ci.low,
                100 * r.ci.high, r.wins, static_cast<long long>(r.trials));
}

std::string DiffText(const NamedDifference& d, double scale, const char* unit) {
  return Format("%-34s %+9.3f%s  [%+.3f, %+.3f]%s", d.name.c_str(), scale * d.difference.estimate,
                unit, scale * d.difference.ci.low, scale * d.difference.ci.high,
                d.difference.ci.low > 0 || d.difference.ci.high < 0 ? "  *" : "");
}

void AppendRun(std::string& out, const LabResult& result, const LabRun& run) {
  const LabConfig& c = result.config;
  const RunSummary s = Summarize(c.game, run.aggregate);
  out += "\n== " + run.label + " (" + (run.options.empty() ? "defaults" : run.options) + ")\n";
  out += Format("games %lld, moves per game %.1f (sd %.1f, chance moves included)\n",
                static_cast<long long>(run.aggregate.games), s.length.mean, s.length.sd);
  out += "\nwin rate by seat (95% Wilson interval; ties share the win)\n";
  for (size_t p = 0; p < s.seat_win.size(); ++p) {
    out += Format("  p%zu  %s   score %.2f (sd %.2f)\n", p, RateText(s.seat_win[p]).c_str(),
                  s.seat_score[p].mean, s.seat_score[p].sd);
  }
  out += "\nwin rate by bot (per seat played; bots rotate over the seats)\n";
  for (size_t b = 0; b < s.bot_win.size(); ++b) {
    out += Format("  %-16s %s   score %.2f (sd %.2f)\n", c.bots[b].c_str(),
                  RateText(s.bot_win[b]).c_str(), s.bot_score[b].mean, s.bot_score[b].sd);
  }
  out += Format("\nfirst player (the seat that moved first) %s, fair share %.1f%%\n",
                RateText(s.first_player).c_str(), 100 * s.fair_share);
  out += "\nfinal score histogram by seat (score: games)\n";
  for (size_t p = 0; p < run.aggregate.seats.size(); ++p) {
    std::string line = Format("  p%zu ", p);
    for (const auto& [score, n] : run.aggregate.seats[p].score_histogram) {
      line += Format(" %lld:%lld", static_cast<long long>(score), static_cast<long long>(n));
      if (line.size() > 100) {
        out += line + "\n";
        line = "     ";
      }
    }
    out += line + "\n";
  }
  if (!s.counters.empty()) {
    out += "\ngame counters (per game: mean, sd, total)\n";
    for (const CounterSummary& k : s.counters) {
      out += Format("  %-34s %9.3f %9.3f %10lld\n", k.name.c_str(), k.per_game.mean, k.per_game.sd,
                    static_cast<long long>(k.total));
    }
  }
  for (const RatioSummary& r : s.ratios) {
    out += Format("  %-34s %9.3f  (ratio of totals)\n", r.name.c_str(), r.value);
  }
}

}  // namespace

std::string ResultToText(const LabResult& result) {
  const LabConfig& c = result.config;
  std::string out = "mercato lab: " + c.game + ", " + std::to_string(c.players) + " players, bots " +
                    Join(c.bots, ",") + ", seed " + std::to_string(c.seed) + "\n";
  out += Format("games %lld of %lld", static_cast<long long>(result.GamesPlayed()),
                static_cast<long long>(c.games));
  if (c.shard_count > 1) {
    std::vector<std::string> shards;
    for (int s : c.shards) shards.push_back(std::to_string(s));
    out += " (shards " + Join(shards, ",") + " of " + std::to_string(c.shard_count) + ")";
  }
  out += "\n";
  for (const LabRun& run : result.runs) AppendRun(out, result, run);
  if (result.runs.size() == 2) {
    const ComparisonSummary d = Compare(result.runs[0].aggregate, result.runs[1].aggregate);
    out += "\n== " + result.runs[1].label +
           " minus base, as independent samples (95% interval, * = excludes 0)\n";
    for (const NamedDifference& x : d.seat_win) out += "  " + DiffText({x.name + " win rate", x.difference}, 100, "%") + "\n";
    out += "  " + DiffText({"first player win rate", d.first_player.difference}, 100, "%") + "\n";
    for (const NamedDifference& x : d.seat_score) out += "  " + DiffText({x.name + " score", x.difference}, 1, "") + "\n";
    out += "  " + DiffText({"moves per game", d.length.difference}, 1, "") + "\n";
    for (const NamedDifference& x : d.counters) out += "  " + DiffText(x, 1, "") + "\n";
    if (d.paired_games > 0) {
      out += "\n== paired: the mean of each game's difference over " +
             std::to_string(d.paired_games) + " games played with both\n";
      for (const NamedDifference& x : d.paired_seat_win) out += "  " + DiffText({x.name + " win rate", x.difference}, 100, "%") + "\n";
      out += "  " + DiffText({"first player win rate", d.paired_first_player.difference}, 100, "%") + "\n";
      for (const NamedDifference& x : d.paired_seat_score) out += "  " + DiffText({x.name + " score", x.difference}, 1, "") + "\n";
      out += "  " + DiffText({"moves per game", d.paired_length.difference}, 1, "") + "\n";
    }
  }
  return out;
}

}  // namespace mercato::lab
