// Games' own lab counters: the per-kind counters add up to the totals the
// state keeps itself (Oregano: issue 6's balance table; Trade Tycoon: skills).
#include <catch2/catch.hpp>

#include "games/oregano/oregano_data.h"
#include "games/trade_tycoon/trade_tycoon_cards.h"
#include <map>
#include <string>

#include "lab/aggregate.h"
#include "lab/lab.h"

using namespace mercato;
using namespace mercato::lab;

namespace {

std::string Snake(const char* id) {
  std::string out = id;
  for (char& c : out) c = c == '-' ? '_' : c;
  return out;
}

// The counters summed over `games` heuristic self-play games, 3 players.
std::map<std::string, Moments> HeuristicCounters(const std::string& game, int64_t games, uint64_t seed) {
  LabConfig c;
  c.game = game;
  c.players = 3;
  c.bots = {"heuristic"};
  c.games = games;
  c.seed = seed;
  StatusOr<LabResult> r = RunLab(c, 1);
  REQUIRE(r.ok());
  return r->runs[0].aggregate.counters;
}

}  // namespace

TEST_CASE("lab: oregano counters by strategy card and bonus add up", "[lab][oregano]") {
  const auto counters = HeuristicCounters("oregano", 30, 11);
  double kept = 0, completed = 0, bonuses = 0;
  for (const char* id : oregano::kStrategyIds) {
    kept += counters.at("strategy_kept_" + Snake(id)).sum;
    completed += counters.at("strategy_completed_" + Snake(id)).sum;
  }
  for (const char* id : oregano::kBonusIds) bonuses += counters.at("bonus_taken_" + Snake(id)).sum;
  CHECK(completed == counters.at("strategies_completed").sum);
  CHECK(completed > 0);
  CHECK(bonuses == counters.at("bonus_cards_taken").sum);
  // Everyone keeps one at the start, and one more after each completion
  // (unless the game ends first).
  CHECK(kept >= 3 * 30);
  CHECK(kept <= 3 * 30 + completed);
}

TEST_CASE("lab: trade tycoon counts value skills that score, and trade skills played", "[lab][trade_tycoon]") {
  const auto counters = HeuristicCounters("trade_tycoon", 20, 3);
  double value = 0, trade = 0;
  for (int k = 0; k < trade_tycoon::kNumSkills; ++k) {
    const double n = counters.at(std::string("skill_used_") + trade_tycoon::kSkills[k].key).sum;
    (trade_tycoon::IsValueSkill(k) ? value : trade) += n;
  }
  CHECK(value > 0);
  CHECK(trade > 0);
  CHECK(value + trade == counters.at("skills_used").sum);
}
