#include "lab/summary.h"

namespace mercato::lab {
namespace {

MeanSd MeanSdOf(const Moments& m) {
  return MeanAndSd(double(m.n), double(m.sum), double(m.sum_squares));
}

Difference MeansDiff(const Moments& a, const Moments& b) {
  return MeanDifference(double(a.n), double(a.sum), double(a.sum_squares), double(b.n),
                        double(b.sum), double(b.sum_squares));
}

}  // namespace

Rate RateOf(int64_t win_units, int64_t trials) {
  Rate r;
  r.wins = Wins(win_units);
  r.trials = trials;
  r.rate = trials > 0 ? r.wins / double(trials) : 0;
  r.ci = WilsonInterval(r.wins, double(trials));
  return r;
}

RunSummary Summarize(const std::string& game_id, const RunAggregate& run) {
  RunSummary s;
  for (const SeatAggregate& seat : run.seats) {
    s.seat_win.push_back(RateOf(seat.win_units, run.games));
    s.seat_score.push_back(MeanSdOf(seat.score));
  }
  for (const BotAggregate& bot : run.bots) {
    s.bot_win.push_back(RateOf(bot.win_units, bot.score.n));
    s.bot_score.push_back(MeanSdOf(bot.score));
  }
  s.first_player = RateOf(run.first_player_win_units, run.games);
  s.fair_share = run.seats.empty() ? 0 : 1.0 / double(run.seats.size());
  s.length = MeanSdOf(run.length);
  for (const auto& [name, m] : run.counters) s.counters.push_back({name, MeanSdOf(m), m.sum});
  for (const CounterRatio& ratio : RatiosOf(game_id)) {
    const auto num = run.counters.find(ratio.numerator);
    const auto den = run.counters.find(ratio.denominator);
    double value = 0;
    if (num != run.counters.end() && den != run.counters.end() && den->second.sum != 0) {
      value = double(num->second.sum) / double(den->second.sum);
    }
    s.ratios.push_back({ratio.name, value});
  }
  return s;
}

ComparisonSummary Compare(const RunAggregate& base, const RunAggregate& variant) {
  ComparisonSummary c;
  for (size_t seat = 0; seat < base.seats.size() && seat < variant.seats.size(); ++seat) {
    const std::string name = "p" + std::to_string(seat);
    c.seat_win.push_back(
        {name, ProportionDifference(Wins(base.seats[seat].win_units), double(base.games),
                                    Wins(variant.seats[seat].win_units), double(variant.games))});
    c.seat_score.push_back({name, MeansDiff(base.seats[seat].score, variant.seats[seat].score)});
  }
  c.first_player = {"first_player",
                    ProportionDifference(Wins(base.first_player_win_units), double(base.games),
                                         Wins(variant.first_player_win_units),
                                         double(variant.games))};
  c.length = {"length", MeansDiff(base.length, variant.length)};
  for (const auto& [name, m] : base.counters) {
    const auto other = variant.counters.find(name);
    if (other != variant.counters.end()) c.counters.push_back({name, MeansDiff(m, other->second)});
  }
  // Paired: the same seeds on both sides, so each game's difference counts.
  const auto paired = [](const Moments& m, double scale) {
    return PairedDifference(double(m.n), double(m.sum), double(m.sum_squares), scale);
  };
  for (size_t seat = 0; seat < variant.paired_seat_win.size(); ++seat) {
    const std::string name = "p" + std::to_string(seat);
    c.paired_seat_win.push_back({name, paired(variant.paired_seat_win[seat], double(kWinUnits))});
    c.paired_seat_score.push_back({name, paired(variant.paired_seat_score[seat], 1)});
  }
  c.paired_games = variant.paired_length.n;
  c.paired_first_player = {"first_player", paired(variant.paired_first_player, double(kWinUnits))};
  c.paired_length = {"length", paired(variant.paired_length, 1)};
  return c;
}

}  // namespace mercato::lab
