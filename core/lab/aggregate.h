// The mergeable aggregate of a lab run: integer sums, counts and histograms
// only, so that adding games in any order, on any number of threads or shards,
// gives the very same numbers (means and intervals are derived when reporting).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "lab/counters.h"

namespace mercato::lab {

// Win shares are stored in units of 1/kWinUnits of a game: ties among up to 8
// winners split exactly (840 = lcm(1..8)).
inline constexpr int64_t kWinUnits = 840;

// n, sum and sum of squares of whole numbers.
struct Moments {
  int64_t n = 0;
  int64_t sum = 0;
  int64_t sum_squares = 0;
  void Add(int64_t x) { ++n; sum += x; sum_squares += x * x; }
  void Merge(const Moments& o) { n += o.n; sum += o.sum; sum_squares += o.sum_squares; }
  bool operator==(const Moments& o) const {
    return n == o.n && sum == o.sum && sum_squares == o.sum_squares;
  }
};

using Histogram = std::map<int64_t, int64_t>;  // value -> games

struct SeatAggregate {
  int64_t win_units = 0;
  Moments score;
  Histogram score_histogram;
  bool operator==(const SeatAggregate&) const = default;
};

// One entry of --bots (the bots rotate over the seats game by game).
struct BotAggregate {
  int64_t win_units = 0;
  Moments score;  // n = seat-games played
  bool operator==(const BotAggregate&) const = default;
};

// What one finished game adds.
struct GameOutcome {
  std::vector<int> scores;
  std::vector<double> returns;
  std::vector<int> seat_bots;  // index into --bots per seat
  int actions = 0;
  int first_player = 0;
  std::vector<Counter> counters;
  uint64_t record_hash = 0;
};

struct RunAggregate {
  int64_t games = 0;
  std::vector<SeatAggregate> seats;
  std::vector<BotAggregate> bots;
  // Win shares of the seat that moved first (first-player advantage).
  int64_t first_player_win_units = 0;
  Moments length;  // actions per game, chance moves included
  Histogram length_histogram;
  std::map<std::string, Moments> counters;
  // Sum (mod 2^64) of the FNV-1a of each game's record: order-free, so it
  // checks that shards and threads played the very same games.
  uint64_t records_hash = 0;
  // A --compare variant only: per game, this run minus the base run on the
  // same seed and seats (win units per seat, score per seat, the first
  // player's win units, length). Paired differences cancel the luck both
  // sides share, so their intervals are much tighter.
  std::vector<Moments> paired_seat_win;
  std::vector<Moments> paired_seat_score;
  Moments paired_first_player;
  Moments paired_length;

  RunAggregate() = default;
  RunAggregate(int players, int bots) : seats(size_t(players)), bots(size_t(bots)) {}
  void Add(const GameOutcome& game);
  // The same game (seed, seats) played under the base options and this run's.
  void AddPaired(const GameOutcome& base, const GameOutcome& variant);
  void Merge(const RunAggregate& other);  // same players and bots
  bool operator==(const RunAggregate&) const = default;
};

// A whole number of games from win units.
inline double Wins(int64_t win_units) { return double(win_units) / double(kWinUnits); }

}  // namespace mercato::lab
