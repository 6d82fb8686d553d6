// Every registered game's parameter table: well formed, defaults give exactly
// today's game (and record), the ends of every range still make a playable
// game, and a changed number reaches the rules and the record.
#include <catch2/catch.hpp>

#include <set>

#include "registry/record.h"
#include "registry/registry.h"
#include "session/match.h"
#include "support/conformance.h"

using namespace mercato;

TEST_CASE("params: every game publishes a well-formed table") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    INFO(info.id);
    CHECK(info.params.size() >= 8);
    std::set<std::string> keys;
    for (const ParamSpec& p : info.params) {
      INFO(p.key);
      CHECK(p.key.rfind(info.id + ".", 0) == 0);
      CHECK(keys.insert(p.key).second);
      CHECK(p.min_value <= p.default_value);
      CHECK(p.default_value <= p.max_value);
      CHECK_FALSE(p.help_en.empty());
      CHECK_FALSE(p.help_ja.empty());
      CHECK_FALSE(p.group.empty());
    }
  }
}

TEST_CASE("params: the text's numbers stated explicitly give today's game") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    std::string text;
    for (const ParamSpec& p : info.params) {
      text += (text.empty() ? "" : ",") + p.key + "=" + std::to_string(p.default_value);
    }
    StatusOr<std::shared_ptr<const Game>> plain = LoadGame(info.id, info.min_players);
    StatusOr<std::shared_ptr<const Game>> stated = LoadGame(info.id, info.min_players, text);
    REQUIRE(plain.ok());
    REQUIRE(stated.ok());
    CHECK((*stated)->Options().ToString() == (*plain)->Options().ToString());
  }
}

TEST_CASE("params: out-of-range values are refused with the name and the range") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (const ParamSpec& p : info.params) {
      StatusOr<std::shared_ptr<const Game>> game =
          LoadGame(info.id, info.min_players, p.key + "=" + std::to_string(p.max_value + 1));
      REQUIRE_FALSE(game.ok());
      CHECK(game.message().find(p.key) != std::string::npos);
      CHECK(game.message().find(RangeText(p)) != std::string::npos);
    }
  }
}

TEST_CASE("params: both ends of every range make a playable game") {
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    for (const ParamSpec& p : info.params) {
      for (int value : {p.min_value, p.max_value}) {
        for (int n : {info.min_players, info.max_players}) {
          const std::string text = p.key + "=" + std::to_string(value);
          INFO(info.id << " " << n << " players " << text);
          StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, n, text);
          if (!game.ok()) {
            // Only a check across parameters may refuse a value in range, and it says so.
            CHECK(game.message().rfind("parameter", 0) == 0);
            continue;
          }
          testing::ConformanceOptions options;
          options.games = 1;
          options.seed = uint64_t(value + 1);
          CHECK(testing::RunRandomSimTest(*game, options) > 0);
        }
      }
    }
  }
}

TEST_CASE("params: a per-seat start resource reaches each seat") {
  struct Case {
    std::string game;
    int players;
    std::string params;
    std::vector<int> scores;  // Scores() of the first decision
  };
  const std::vector<Case> cases = {
      {"turin_market", 3, "turin_market.start_money=15/17/19", {15, 17, 19}},
      {"merchants", 3, "merchants.start_money=0/2/4", {0, 2, 4}},
      {"oregano", 2, "oregano.start_gold=5/9", {5, 9}},
  };
  for (const Case& c : cases) {
    INFO(c.game << " " << c.params);
    StatusOr<session::Match> match = session::Match::Create(
        c.game, c.players, c.params, std::vector<std::string>(size_t(c.players), "human"), 7);
    REQUIRE(match.ok());
    CHECK(match->GetState().Scores() == c.scores);
  }
}

TEST_CASE("params: a record keeps every changed number and replays exactly") {
  const std::string params = "oregano.start_gold=5/9,oregano.casino.payout=12";
  StatusOr<session::Match> match =
      session::Match::Create("oregano", 2, params, {"heuristic", "heuristic"}, 11);
  REQUIRE(match.ok());
  while (!match->IsOver()) match->StepBots(1 << 20);
  const MatchRecord record = RecordOfState(match->GetState(), 11);
  CHECK(record.options.find("oregano.start_gold=5/9") != std::string::npos);
  CHECK(record.options.find("oregano.casino.payout=12") != std::string::npos);
  StatusOr<MatchRecord> parsed = ParseRecord(RecordToText(record));
  REQUIRE(parsed.ok());
  StatusOr<std::unique_ptr<State>> replayed = ReplayRecord(*parsed);
  REQUIRE(replayed.ok());
  CHECK((*replayed)->Scores() == match->GetState().Scores());
  CHECK((*replayed)->ToString() == match->GetState().ToString());
  // The same moves under the text's numbers are another game (or illegal).
  MatchRecord plain = *parsed;
  plain.options = "";
  StatusOr<std::unique_ptr<State>> other = ReplayRecord(plain);
  if (other.ok()) CHECK((*other)->ToString() != match->GetState().ToString());
}
