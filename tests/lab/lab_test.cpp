#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/json_value.h"
#include "lab/lab.h"
#include "lab/report_json.h"
#include "lab/report_text.h"
#include "lab/summary.h"
#include "registry/registry.h"

using namespace mercato;
using namespace mercato::lab;

namespace {

LabConfig SmallLab(const std::string& game, int players, int64_t games) {
  LabConfig c;
  c.game = game;
  c.players = players;
  c.bots = {"heuristic", "random"};
  c.games = games;
  c.seed = 7;
  return c;
}

std::string RunJson(const LabConfig& config, int jobs) {
  StatusOr<LabResult> r = RunLab(config, jobs);
  REQUIRE(r.ok());
  return ResultToJson(*r);
}

}  // namespace

TEST_CASE("lab: same seed, same report with 1 and 2 threads", "[lab]") {
  const LabConfig c = SmallLab("merchants", 3, 12);
  const std::string one = RunJson(c, 1);
  CHECK(one == RunJson(c, 2));
  CHECK(one != RunJson([&] { LabConfig d = c; d.seed = 8; return d; }(), 1));
}

TEST_CASE("lab: four shards merged equal one run", "[lab]") {
  LabConfig c = SmallLab("turin_market", 3, 10);
  c.compare = "list=new";
  const std::string whole = RunJson(c, 1);
  std::vector<LabResult> parts;
  for (int i = 0; i < 4; ++i) {
    LabConfig shard = c;
    shard.shard_count = 4;
    shard.shards = {i};
    StatusOr<LabResult> part = RunLab(shard, 1);
    REQUIRE(part.ok());
    CHECK(part->GamesPlayed() == (i < 2 ? 3 : 2));  // games 0..9 by g % 4
    // Through JSON, as `mercato lab merge` reads them.
    StatusOr<LabResult> read = ResultFromJson(ResultToJson(*part));
    REQUIRE(read.ok());
    parts.push_back(*read);
  }
  // Merge order does not matter.
  std::swap(parts[0], parts[3]);
  StatusOr<LabResult> merged = MergeResults(parts);
  REQUIRE(merged.ok());
  CHECK(ResultToJson(*merged) == whole);

  SECTION("a partial merge stays partial, then completes") {
    StatusOr<LabResult> half = MergeResults({parts[0], parts[1]});
    REQUIRE(half.ok());
    CHECK(half->config.shard_count == 4);
    CHECK(half->config.shards.size() == 2);
    StatusOr<LabResult> rest = MergeResults({parts[2], parts[3]});
    REQUIRE(rest.ok());
    StatusOr<LabResult> all = MergeResults({*half, *rest});
    REQUIRE(all.ok());
    CHECK(ResultToJson(*all) == whole);
  }
  SECTION("overlapping shards or another lab are refused") {
    StatusOr<LabResult> twice = MergeResults({parts[0], parts[0]});
    REQUIRE_FALSE(twice.ok());
    CHECK(twice.message().find("appears twice") != std::string::npos);
    LabResult other = parts[1];
    other.config.seed = 99;
    StatusOr<LabResult> mixed = MergeResults({parts[0], other});
    REQUIRE_FALSE(mixed.ok());
    CHECK(mixed.message().find("another lab") != std::string::npos);
  }
}

TEST_CASE("lab: merging aggregates equals aggregating all games", "[lab]") {
  GameOutcome a{{10, 4}, {1.0, 0.0}, {0, 1}, 30, 0, {{"x", 2}}, 5};
  GameOutcome b{{7, 7}, {0.5, 0.5}, {1, 0}, 41, 1, {{"x", 3}, {"y", 1}}, 9};
  GameOutcome c{{1, 9}, {0.0, 1.0}, {0, 1}, 12, 0, {{"x", 0}}, 11};
  RunAggregate all(2, 2), left(2, 2), right(2, 2);
  for (const GameOutcome* g : {&a, &b, &c}) all.Add(*g);
  left.Add(a);
  right.Add(c);
  right.Add(b);
  left.Merge(right);
  CHECK(left == all);
  CHECK(all.games == 3);
  CHECK(all.seats[0].win_units == kWinUnits + kWinUnits / 2);
  CHECK(all.first_player_win_units == kWinUnits + kWinUnits / 2 + 0);
  CHECK(all.counters["x"].sum == 5);
  CHECK(all.counters["y"].n == 1);
  CHECK(all.seats[1].score_histogram.at(9) == 1);
}

TEST_CASE("lab: the page's stepwise runner gives the same result", "[lab]") {
  const LabConfig c = SmallLab("market_fresh", 2, 4);
  StatusOr<LabRunner> runner = LabRunner::Create(c);
  REQUIRE(runner.ok());
  int steps = 0;
  while (!runner->Step(50)) ++steps;
  CHECK(steps > 4);
  CHECK(runner->GamesDone() == 4);
  CHECK(ResultToJson(runner->Result()) == RunJson(c, 1));
}

TEST_CASE("lab: every game reports its counters", "[lab]") {
  for (const GameEntry& entry : RegisteredGames()) {
    const std::string game = entry.info().id;
    INFO(game);
    // Each registered game counts something, and the lab reports every counter
    // its ratios name, summed over all its games.
    REQUIRE(entry.lab.count != nullptr);
    LabConfig c = SmallLab(game, std::max(2, entry.info().min_players), 3);
    c.bots = {"heuristic"};
    StatusOr<LabResult> r = RunLab(c, 1);
    REQUIRE(r.ok());
    const RunAggregate& a = r->runs[0].aggregate;
    REQUIRE_FALSE(a.counters.empty());
    for (const auto& [name, counter] : a.counters) CHECK(counter.n == 3);
    for (const lab::CounterRatio& ratio : entry.lab.ratios) {
      CHECK(a.counters.count(ratio.numerator) == 1);
      CHECK(a.counters.count(ratio.denominator) == 1);
    }
    CHECK(Wins(a.seats[0].win_units + a.seats[1].win_units +
               (a.seats.size() > 2 ? a.seats[2].win_units : 0)) == 3.0);
  }
  StatusOr<LabResult> turin = RunLab(SmallLab("turin_market", 3, 2), 1);
  REQUIRE(turin.ok());
  CHECK(turin->runs[0].aggregate.counters.at("auctions").sum > 0);
  const std::string text = ResultToText(*turin);
  CHECK(text.find("mean_winning_bid_per_auction") != std::string::npos);
  CHECK(ResultToHtml(*turin).find("<svg") != std::string::npos);
}

TEST_CASE("lab: bad configs and bad JSON get clear errors", "[lab]") {
  LabConfig c = SmallLab("turin_market", 3, 5);
  c.bots = {"ismcts:wild"};
  CHECK_FALSE(StartResult(c).ok());
  c = SmallLab("turin_market", 3, 5);
  c.compare = "list=classic";
  StatusOr<LabResult> same = StartResult(c);
  REQUIRE_FALSE(same.ok());
  CHECK(same.message().find("changes nothing") != std::string::npos);
  c.compare = "list=sideways";
  CHECK_FALSE(StartResult(c).ok());
  c.compare = "";
  c.shard_count = 2;
  c.shards = {2};
  CHECK_FALSE(StartResult(c).ok());
  c = SmallLab("no_such_game", 3, 5);
  CHECK_FALSE(StartResult(c).ok());

  CHECK_FALSE(ResultFromJson("{").ok());
  CHECK_FALSE(ResultFromJson("{\"format\":\"other\"}").ok());
  StatusOr<LabResult> r = RunLab(SmallLab("merchants", 2, 2), 1);
  REQUIRE(r.ok());
  std::string json = ResultToJson(*r);
  json.replace(json.find("\"records_hash\":\""), 16, "\"records_hash\":\"zz");
  StatusOr<LabResult> bad = ResultFromJson(json);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.message().find("records_hash") != std::string::npos);
}

TEST_CASE("lab: JSON reader handles escapes, nesting and exact integers", "[lab]") {
  StatusOr<JsonValue> v = JsonValue::Parse(R"({"a":[1,-2.5e3,"x\"\u00e9"],"b":{"n":9007199254740993}})");
  REQUIRE(v.ok());
  CHECK(v->Find("a")->items()[2].text() == "x\"\xc3\xa9");
  CHECK(v->Find("b")->Find("n")->text() == "9007199254740993");
  CHECK_FALSE(JsonValue::Parse("[1,]").ok());
  CHECK_FALSE(JsonValue::Parse("\"open").ok());
  CHECK_FALSE(JsonValue::Parse("[1] 2").ok());
}
