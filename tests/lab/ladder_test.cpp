#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "lab/ladder.h"

using namespace mercato;
using namespace mercato::lab;

namespace {

LadderConfig SmallLadder(int players, int64_t games) {
  LadderConfig c;
  c.game = "merchants";
  c.players = players;
  c.bots = {"random", "heuristic"};
  c.games = games;
  c.seed = 3;
  return c;
}

// What a game's result says about the game itself (the CPU times vary).
std::string Played(const std::vector<LadderGame>& games) {
  std::string text;
  for (const LadderGame& g : games) {
    text += std::to_string(g.index) + ":" + std::to_string(g.record_hash) + ";";
  }
  return text;
}

}  // namespace

TEST_CASE("ladder: seatings are every most-mixed table", "[lab][ladder]") {
  CHECK(LadderSeatings(2, 5).size() == 20);   // ordered pairs of different bots
  CHECK(LadderSeatings(3, 5).size() == 60);   // ordered triples of different bots
  CHECK(LadderSeatings(3, 2).size() == 6);    // both bots at every table of three
  for (const std::vector<int>& s : LadderSeatings(2, 3)) CHECK(s[0] != s[1]);
  // each bot sits in each seat equally often
  std::vector<int> in_seat0(5, 0);
  for (const std::vector<int>& s : LadderSeatings(3, 5)) ++in_seat0[size_t(s[0])];
  CHECK(std::count(in_seat0.begin(), in_seat0.end(), 12) == 5);
}

TEST_CASE("ladder: shards play exactly the games of one run", "[lab][ladder]") {
  const LadderConfig whole = SmallLadder(2, 6);
  StatusOr<std::vector<LadderGame>> one = PlayLadder(whole, 1);
  REQUIRE(one.ok());
  REQUIRE(one->size() == 6);
  std::vector<LadderGame> parts;
  for (int shard = 0; shard < 3; ++shard) {
    LadderConfig c = whole;
    c.shard_count = 3;
    c.shard = shard;
    StatusOr<std::vector<LadderGame>> part = PlayLadder(c, 2);
    REQUIRE(part.ok());
    parts.insert(parts.end(), part->begin(), part->end());
  }
  std::sort(parts.begin(), parts.end(),
            [](const LadderGame& a, const LadderGame& b) { return a.index < b.index; });
  CHECK(Played(parts) == Played(*one));
}

TEST_CASE("ladder: a round plays one deal in every seating", "[lab][ladder]") {
  StatusOr<std::vector<LadderGame>> games = PlayLadder(SmallLadder(2, 4), 1);
  REQUIRE(games.ok());
  CHECK((*games)[0].seat_bots == std::vector<int>{0, 1});
  CHECK((*games)[1].seat_bots == std::vector<int>{1, 0});
  // random and heuristic swap seats on the same cards: different games, and
  // the next round deals anew
  std::set<uint64_t> hashes;
  for (const LadderGame& g : *games) hashes.insert(g.record_hash);
  CHECK(hashes.size() == 4);
  for (const LadderGame& g : *games) {
    CHECK(g.moves[0] + g.moves[1] > 0);
    CHECK(g.cpu_us[0] >= 0);
  }
}

TEST_CASE("ladder: bad settings are refused with the reason", "[lab][ladder]") {
  LadderConfig c = SmallLadder(3, 5);  // 6 seatings
  Status s = CheckLadder(c);
  CHECK_THAT(s.message(), Catch::Contains("--games 5 is too few") && Catch::Contains("6 seatings"));
  c = SmallLadder(2, 10);
  c.bots = {"random", "genius"};
  CHECK_THAT(CheckLadder(c).message(), Catch::Contains("unknown bot 'genius'"));
  c.bots = {"random", "random"};
  CHECK_THAT(CheckLadder(c).message(), Catch::Contains("names 'random' twice"));
  c.bots = {"random"};
  CHECK_THAT(CheckLadder(c).message(), Catch::Contains("at least two bots"));
  c = SmallLadder(2, 10);
  c.shard_count = 2;
  c.shard = 2;
  CHECK_THAT(CheckLadder(c).message(), Catch::Contains("shard 2 is not in 0..1"));
}
