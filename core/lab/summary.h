// What a lab report shows, derived from the integer aggregates: rates with
// Wilson intervals, means with standard deviations, each game's counters and,
// for --compare, differences with their 95% intervals. The text, JSON and
// HTML reports and the page's Lab screen all draw from this.
#pragma once

#include <string>
#include <vector>

#include "lab/lab.h"
#include "lab/stats.h"

namespace mercato::lab {

struct Rate {
  double wins = 0;     // ties split: a tie of k winners gives each 1/k
  int64_t trials = 0;
  double rate = 0;
  Interval ci;         // Wilson, 95%
};
Rate RateOf(int64_t win_units, int64_t trials);

struct CounterSummary {
  std::string name;
  MeanSd per_game;
  int64_t total = 0;
};

struct RatioSummary {
  std::string name;
  double value = 0;  // sum(numerator) / sum(denominator); 0 when no denominator
};

struct RunSummary {
  std::vector<Rate> seat_win;
  std::vector<MeanSd> seat_score;
  std::vector<Rate> bot_win;  // per entry of --bots, per seat-game it played
  std::vector<MeanSd> bot_score;
  Rate first_player;          // the seat that moved first
  double fair_share = 0;      // 1 / players
  MeanSd length;
  std::vector<CounterSummary> counters;
  std::vector<RatioSummary> ratios;
};
RunSummary Summarize(const std::string& game_id, const RunAggregate& run);

// Variant minus base, for --compare.
struct NamedDifference {
  std::string name;
  Difference difference;
};
struct ComparisonSummary {
  std::vector<NamedDifference> seat_win;      // proportions
  std::vector<NamedDifference> seat_score;    // means
  NamedDifference first_player;
  NamedDifference length;
  std::vector<NamedDifference> counters;      // per-game means
  // The same figures from paired games (each seed on both sides): empty
  // when the aggregates hold no pairs (reports from before pairing).
  int64_t paired_games = 0;
  std::vector<NamedDifference> paired_seat_win;
  std::vector<NamedDifference> paired_seat_score;
  NamedDifference paired_first_player;
  NamedDifference paired_length;
};
ComparisonSummary Compare(const RunAggregate& base, const RunAggregate& variant);

}  // namespace mercato::lab
