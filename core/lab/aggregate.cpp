#include "lab/aggregate.h"

#include <cmath>

#include "engine/check.h"

namespace mercato::lab {

void RunAggregate::Add(const GameOutcome& game) {
  MERCATO_CHECK(game.scores.size() == seats.size(), "lab: a game with the wrong player count");
  ++games;
  for (size_t s = 0; s < seats.size(); ++s) {
    const int64_t units = std::llround(game.returns[s] * double(kWinUnits));
    seats[s].win_units += units;
    seats[s].score.Add(game.scores[s]);
    seats[s].score_histogram[game.scores[s]] += 1;
    BotAggregate& bot = bots[size_t(game.seat_bots[s])];
    bot.win_units += units;
    bot.score.Add(game.scores[s]);
  }
  first_player_win_units +=
      std::llround(game.returns[size_t(game.first_player)] * double(kWinUnits));
  length.Add(game.actions);
  length_histogram[game.actions] += 1;
  for (const Counter& c : game.counters) counters[c.name].Add(c.value);
  records_hash += game.record_hash;
}

void RunAggregate::AddPaired(const GameOutcome& base, const GameOutcome& variant) {
  MERCATO_CHECK(base.scores.size() == seats.size() && variant.scores.size() == seats.size(),
                "lab: pairing games of another player count");
  paired_seat_win.resize(seats.size());
  paired_seat_score.resize(seats.size());
  for (size_t s = 0; s < seats.size(); ++s) {
    paired_seat_win[s].Add(std::llround((variant.returns[s] - base.returns[s]) * double(kWinUnits)));
    paired_seat_score[s].Add(int64_t(variant.scores[s]) - base.scores[s]);
  }
  paired_first_player.Add(
      std::llround((variant.returns[size_t(variant.first_player)] -
                    base.returns[size_t(base.first_player)]) *
                   double(kWinUnits)));
  paired_length.Add(int64_t(variant.actions) - base.actions);
}

void RunAggregate::Merge(const RunAggregate& other) {
  MERCATO_CHECK(other.seats.size() == seats.size() && other.bots.size() == bots.size(),
                "lab: merging runs of different shapes");
  games += other.games;
  for (size_t s = 0; s < seats.size(); ++s) {
    seats[s].win_units += other.seats[s].win_units;
    seats[s].score.Merge(other.seats[s].score);
    for (const auto& [value, n] : other.seats[s].score_histogram) seats[s].score_histogram[value] += n;
  }
  for (size_t b = 0; b < bots.size(); ++b) {
    bots[b].win_units += other.bots[b].win_units;
    bots[b].score.Merge(other.bots[b].score);
  }
  first_player_win_units += other.first_player_win_units;
  length.Merge(other.length);
  for (const auto& [value, n] : other.length_histogram) length_histogram[value] += n;
  for (const auto& [name, m] : other.counters) counters[name].Merge(m);
  records_hash += other.records_hash;
  if (!other.paired_seat_win.empty()) {
    paired_seat_win.resize(seats.size());
    paired_seat_score.resize(seats.size());
    for (size_t s = 0; s < seats.size(); ++s) {
      paired_seat_win[s].Merge(other.paired_seat_win[s]);
      paired_seat_score[s].Merge(other.paired_seat_score[s]);
    }
  }
  paired_first_player.Merge(other.paired_first_player);
  paired_length.Merge(other.paired_length);
}

}  // namespace mercato::lab
