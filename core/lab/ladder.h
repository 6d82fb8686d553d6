// The strength ladder (`mercato ladder`, docs/strength.md): plays a list of bots
// against each other in every seating and keeps each game's finishing order and
// each seat's thinking time. The ratings are fitted from these games in Python
// (python/mercato/ladder.py); this part only plays.
//
// Seatings: every ordered choice of a bot per seat using as many different bots
// as a table can hold (all different when there are at least as many bots as
// seats, else every bot present). Game g plays seating g % S on the deal of
// round g / S, so within a round every seating meets the same cards and dice.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato::lab {

struct LadderConfig {
  std::string game;
  int players = 2;
  std::string options;            // canonical once checked
  std::vector<std::string> bots;  // distinct specs
  int64_t games = 0;              // in the whole ladder, all shards together
  uint64_t seed = 1;
  int shard_count = 1;            // this part plays the games g with g % shard_count == shard
  int shard = 0;
};

struct LadderGame {
  int64_t index = 0;
  std::vector<int> seat_bots;     // index into the config's bots, per seat
  std::vector<int> scores;
  std::vector<double> returns;    // win shares (the game's own tie-breaks included)
  int actions = 0;
  std::vector<int> moves;         // bot moves per seat
  std::vector<int64_t> cpu_us;    // thinking CPU time per seat, microseconds
  uint64_t record_hash = 0;       // FNV-1a of the match record: the same game everywhere
};

// The seatings of `num_bots` bots at a table of `players` (see above), in a
// fixed order.
std::vector<std::vector<int>> LadderSeatings(int players, int num_bots);

// Checks the config and makes its options canonical. Errors name the flag.
Status CheckLadder(LadderConfig& config);

// Plays this part's games on `jobs` threads (1 under Emscripten), in index order.
StatusOr<std::vector<LadderGame>> PlayLadder(const LadderConfig& config, int jobs);

// {"format": "mercato-ladder 1", config..., "results": [game...]}: what the
// Python fit reads, and what shards' files hold.
std::string LadderToJson(const LadderConfig& config, const std::vector<LadderGame>& games);

}  // namespace mercato::lab
