// Plays whole games between bots: the building block of `mercato sim`, and of
// the lab and benchmarks that come later. One game is a Match with every seat
// a bot, so a (game, seats, seed) triple gives the same game as the page would.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/status.h"
#include "registry/record.h"

namespace mercato::session {

struct GameResult {
  MatchRecord record;           // seats in the header
  std::vector<int> scores;      // per seat, final
  std::vector<double> returns;  // per seat, win shares (ties shared)
  int actions = 0;              // moves played, chance moves included
};

// Plays one game with one bot spec per seat. Errors: bad specs, bad seed.
StatusOr<GameResult> PlayGame(const std::shared_ptr<const Game>& game,
                              const std::vector<std::string>& seat_bots, uint64_t seed);

// The bot spec at `seat` in game number `game_index` of a series that rotates
// `bots` over the seats: seat s plays bots[(s + game_index) % bots.size()].
int RotatedBotIndex(int seat, int game_index, int num_bots);

// The seed of game number `game_index` of a series started with `seed`.
uint64_t SeriesGameSeed(uint64_t seed, int game_index);

}  // namespace mercato::session
