// The market board: one column per produce, rows 1..7, farmer tiles of every
// player; where a scoring puts a tile, and the end-of-game scoring of the board.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/status.h"
#include "games/market_fresh/market_fresh_data.h"
#include "games/market_fresh/market_fresh_params.h"

namespace mercato::market_fresh {

inline constexpr int kNoTile = -1;

class MarketBoard {
 public:
  MarketBoard();

  // The seat whose tile is on (produce, row), row 1..7, or kNoTile.
  int Owner(int produce, int row) const { return owner_[produce][row]; }
  // The row of the player's tile in a column, 0 when none.
  int RowOf(int player, int produce) const { return row_of_[player][produce]; }
  int TilesOf(int player) const;
  // Tiles of the player per row 1..7 (index 0 unused).
  std::array<int, kMarketRows + 1> TilesPerRow(int player) const;

  // Standard game: where `count` visible produce would put the player's tile:
  // row min(count, 7), or the next lower empty row, never below row 2. Returns
  // the new row, or 0 when the tile would not be placed or not move up.
  // Inline, with the helpers below: rollouts ask for every scoring and spot.
  int StandardTarget(int player, int produce, int count) const {
    // Counting down from row min(count, 7), the player's own tile ends the
    // search (nothing higher was free: it stays), as does row 2.
    const int lowest = std::max(RowOf(player, produce) + 1, kStandardMinRow);
    return HighestFree(produce, RowRange(lowest, std::min(count, kMarketRows)));
  }
  // Height scoring: row `height` (capped at 7) or the next lower empty row down
  // to row 1. Returns 0 when height scoring is not allowed: the player already
  // has a tile in the column (once per produce) or no row is free.
  int HeightTarget(int player, int produce, int height) const {
    if (RowOf(player, produce) > 0) return 0;
    return HighestFree(produce, RowRange(1, std::min(height, kMaxHeightMultiplier)));
  }

  // StandardTarget for every count 0..7 (a higher count acts like 7) and
  // HeightTarget for every height 0..7, each from one pass up the column: the
  // heuristic asks for them for every spot a crate could take.
  std::array<int, kMarketRows + 1> StandardTargets(int player, int produce) const;
  std::array<int, kMaxHeightMultiplier + 1> HeightTargets(int player, int produce) const;

  // Puts the player's tile in the column at `row`, moving an existing one.
  void Put(int player, int produce, int row);

  std::string Key() const;
  std::string CheckConsistent(int num_players) const;
  // The owners only; RebuildKept derives the rest again after reading them
  // (market_fresh_fields.cpp), with an error for an impossible board.
  template <class Archive>
  void Fields(Archive& ar);
  Status RebuildKept(int num_players);

 private:
  // owner_[produce][row], row 0 unused.
  std::array<std::array<int, kMarketRows + 1>, kNumProduce> owner_;
  // row_of_[player][produce]: the row of the player's tile, 0 for none. Kept
  // with owner_ by Put because the heuristic asks for every column each move.
  std::array<std::array<int, kNumProduce>, kMaxPlayers> row_of_{};
  // taken_[produce]: bit `row` set when a tile lies there. Kept with owner_ by
  // Put, so that a target row is a bit search instead of a walk down the column.
  std::array<uint32_t, kNumProduce> taken_{};
  // The highest free row of the column among `rows` (a bit set), 0 if none.
  int HighestFree(int produce, uint32_t rows) const {
    const uint32_t free = rows & ~taken_[produce];
    return free == 0 ? 0 : std::bit_width(free) - 1;
  }
  // Rows first..last as a bit set (empty when last < first).
  static uint32_t RowRange(int first, int last) {
    if (last < first) return 0;
    return ((uint32_t{2} << last) - 1) & ~((uint32_t{1} << first) - 1);
  }
};

// Solo: height scoring at row h >= 3 needs the player's tiles already in every
// row 2 .. h-1 (any column).
bool SoloHeightRowAllowed(const MarketBoard& market, int player, int row);
// The same from the player's TilesPerRow.
bool SoloHeightRowAllowed(const std::array<int, kMarketRows + 1>& tiles_per_row, int row);

// End of a standard game (not the height variant, not solo).
struct MarketFinalScore {
  std::array<int, kNumProduce> column_points{};
  int column_total = 0;
  int tiles = 0;
  int tile_rank = 0;        // 1-based place by tile count (ties share it), 0 with no tile
  int tile_count_points = 0;
  int total() const { return column_total + tile_count_points; }
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

std::vector<MarketFinalScore> ScoreMarketBoard(const MarketBoard& market, int num_players,
                                              const MarketScoring& scoring = MarketScoring());
// The same, written into `out` (seats 0..num_players-1) without allocating.
void ScoreMarketBoardInto(const MarketBoard& market, int num_players,
                          std::array<MarketFinalScore, kMaxPlayers>& out,
                          const MarketScoring& scoring = MarketScoring());

}  // namespace mercato::market_fresh
