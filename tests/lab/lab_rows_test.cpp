// `mercato lab --rows` and the paired --compare analysis.
#include <catch2/catch.hpp>

#include "engine/text.h"
#include "lab/lab.h"
#include "lab/report_json.h"
#include "lab/rows.h"
#include "lab/summary.h"

using namespace mercato;
using namespace mercato::lab;

namespace {

LabConfig CompareLab() {
  LabConfig c;
  c.game = "oregano";
  c.players = 2;
  c.bots = {"heuristic", "random"};
  c.games = 6;
  c.seed = 3;
  c.compare = "oregano.start_gold=5/9";
  return c;
}

}  // namespace

TEST_CASE("lab rows: one row per game and run, in order, adding up to the report", "[lab]") {
  std::vector<GameRow> rows;
  StatusOr<LabResult> result = RunLab(CompareLab(), 2, &rows);
  REQUIRE(result.ok());
  REQUIRE(rows.size() == 12);
  int64_t base_p0_units = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    CHECK(rows[i].game == int64_t(i / 2));
    CHECK(rows[i].run == i % 2);
    if (i % 2 == 1) CHECK(rows[i].seed == rows[i - 1].seed);  // paired: the same seed
    if (rows[i].run == 0) base_p0_units += int64_t(rows[i].outcome.returns[0] * kWinUnits + 0.5);
  }
  CHECK(base_p0_units == result->runs[0].aggregate.seats[0].win_units);

  const RowTable table = MakeRowTable(*result, rows);
  const std::vector<std::string> lines = Split(RowsToCsv(table), '\n');
  REQUIRE(lines.size() == 12 + 2);  // header, rows, the empty piece after the last newline
  CHECK(StartsWith(lines[0], "game,run,seed,options,first_player,actions,winners,seat0_bot,"
                             "seat0_score,seat0_win,seat1_bot,seat1_score,seat1_win,"));
  CHECK(lines[0].find("strategies_completed") != std::string::npos);
  CHECK(StartsWith(lines[2], "0,oregano.start_gold=5/9,"));
  // The variant's options name its parameter; fields with commas are quoted.
  CHECK(lines[2].find("\"strategy_draw=2,special_limit=one_total,end=immediate,end_kinds=any,"
                      "oregano.start_gold=5/9\"") != std::string::npos);

  const std::vector<std::string> json = Split(RowsToJsonLines(table), '\n');
  REQUIRE(json.size() == 12 + 1);
  CHECK(StartsWith(json[0], "{\"game\":0,\"run\":\"base\",\"seed\":"));
  CHECK(json[1].find("\"scores\":[") != std::string::npos);
  CHECK(json[1].find("\"counters\":{") != std::string::npos);
}

TEST_CASE("lab rows: the same rows whatever the number of threads", "[lab]") {
  std::vector<GameRow> one, two;
  StatusOr<LabResult> a = RunLab(CompareLab(), 1, &one);
  StatusOr<LabResult> b = RunLab(CompareLab(), 2, &two);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(RowsToCsv(MakeRowTable(*a, one)) == RowsToCsv(MakeRowTable(*b, two)));
}

TEST_CASE("lab compare: the paired difference is the mean of each game's difference", "[lab]") {
  std::vector<GameRow> rows;
  StatusOr<LabResult> result = RunLab(CompareLab(), 1, &rows);
  REQUIRE(result.ok());
  const RunAggregate& base = result->runs[0].aggregate;
  const RunAggregate& variant = result->runs[1].aggregate;
  REQUIRE(variant.paired_seat_win.size() == 2);
  CHECK(variant.paired_length.n == 6);
  CHECK(base.paired_length.n == 0);  // the base run is not paired with itself
  // Paired means equal the difference of the means (same games on both sides) ...
  for (size_t s = 0; s < 2; ++s) {
    CHECK(variant.paired_seat_win[s].sum == variant.seats[s].win_units - base.seats[s].win_units);
    CHECK(variant.paired_seat_score[s].sum == variant.seats[s].score.sum - base.seats[s].score.sum);
  }
  // ... and each game's own difference is what the rows show.
  int64_t sum_squares = 0;
  for (size_t i = 1; i < rows.size(); i += 2) {
    const int64_t d = rows[i].outcome.scores[1] - rows[i - 1].outcome.scores[1];
    sum_squares += d * d;
  }
  CHECK(variant.paired_seat_score[1].sum_squares == sum_squares);
  const ComparisonSummary c = Compare(base, variant);
  CHECK(c.paired_games == 6);
  REQUIRE(c.paired_seat_score.size() == 2);
  CHECK(c.paired_seat_score[1].difference.estimate ==
        Approx(c.seat_score[1].difference.estimate));
  // Through JSON and back (lab merge reads shards so).
  StatusOr<LabResult> read = ResultFromJson(ResultToJson(*result));
  REQUIRE(read.ok());
  CHECK(read->runs[1].aggregate == variant);
  CHECK(ResultToJson(*read).find("\"paired\":{\"games\":6,") != std::string::npos);
}
