#include "games/market_fresh/market_fresh_market.h"

#include <algorithm>

#include "engine/check.h"

namespace mercato::market_fresh {

MarketBoard::MarketBoard() {
  for (auto& column : owner_) column.fill(kNoTile);
}

int MarketBoard::TilesOf(int player) const {
  int tiles = 0;
  for (int produce = 0; produce < kNumProduce; ++produce) {
    if (RowOf(player, produce) > 0) ++tiles;
  }
  return tiles;
}

std::array<int, kMarketRows + 1> MarketBoard::TilesPerRow(int player) const {
  std::array<int, kMarketRows + 1> per_row{};
  for (int produce = 0; produce < kNumProduce; ++produce) {
    const int row = RowOf(player, produce);
    if (row > 0) ++per_row[row];
  }
  return per_row;
}


std::array<int, kMarketRows + 1> MarketBoard::StandardTargets(int player, int produce) const {
  // Counting down from row c ends like counting down from row c - 1 unless
  // row c itself stops the count (the player's own tile) or is free.
  std::array<int, kMarketRows + 1> targets{};
  const int current = RowOf(player, produce);
  for (int count = kStandardMinRow; count <= kMarketRows; ++count) {
    if (count <= current) {
      targets[count] = 0;
    } else {
      targets[count] = owner_[produce][count] == kNoTile ? count : targets[count - 1];
    }
  }
  return targets;
}

std::array<int, kMaxHeightMultiplier + 1> MarketBoard::HeightTargets(int player,
                                                                     int produce) const {
  static_assert(kMaxHeightMultiplier == kMarketRows, "a height names a row");
  std::array<int, kMaxHeightMultiplier + 1> targets{};
  if (RowOf(player, produce) > 0) return targets;
  for (int height = 1; height <= kMaxHeightMultiplier; ++height) {
    targets[height] = owner_[produce][height] == kNoTile ? height : targets[height - 1];
  }
  return targets;
}

void MarketBoard::Put(int player, int produce, int row) {
  MERCATO_CHECK(row >= 1 && row <= kMarketRows, "market row out of range");
  MERCATO_CHECK(owner_[produce][row] == kNoTile, "market cell taken");
  const int current = RowOf(player, produce);
  if (current > 0) {
    owner_[produce][current] = kNoTile;
    taken_[produce] &= ~(uint32_t{1} << current);
  }
  owner_[produce][row] = player;
  taken_[produce] |= uint32_t{1} << row;
  row_of_[player][produce] = row;
}

std::string MarketBoard::Key() const {
  std::string key;
  for (int produce = 0; produce < kNumProduce; ++produce) {
    if (produce > 0) key += '|';
    for (int row = 1; row <= kMarketRows; ++row) {
      key += owner_[produce][row] == kNoTile ? '.' : char('0' + owner_[produce][row]);
    }
  }
  return key;
}

std::string MarketBoard::CheckConsistent(int num_players) const {
  for (int produce = 0; produce < kNumProduce; ++produce) {
    std::array<int, kMaxPlayers> per_player{};
    std::array<int, kMaxPlayers> row_found{};
    for (int row = 1; row <= kMarketRows; ++row) {
      const int owner = owner_[produce][row];
      const bool taken = (taken_[produce] >> row) & 1;
      if (taken != (owner != kNoTile)) return "the kept taken rows are stale";
      if (owner == kNoTile) continue;
      if (owner < 0 || owner >= num_players) return "a market tile has no owner";
      if (++per_player[owner] > 1) return "two tiles of one player in a market column";
      row_found[owner] = row;
    }
    for (int player = 0; player < kMaxPlayers; ++player) {
      if (row_of_[player][produce] != row_found[player]) return "the kept tile rows are stale";
    }
  }
  return "";
}

bool SoloHeightRowAllowed(const MarketBoard& market, int player, int row) {
  return SoloHeightRowAllowed(market.TilesPerRow(player), row);
}

bool SoloHeightRowAllowed(const std::array<int, kMarketRows + 1>& per_row, int row) {
  for (int below = kStandardMinRow; below < row; ++below) {
    if (per_row[below] == 0) return false;
  }
  return true;
}

std::vector<MarketFinalScore> ScoreMarketBoard(const MarketBoard& market, int num_players,
                                              const MarketScoring& scoring) {
  std::array<MarketFinalScore, kMaxPlayers> scores;
  ScoreMarketBoardInto(market, num_players, scores, scoring);
  return std::vector<MarketFinalScore>(scores.begin(), scores.begin() + num_players);
}

void ScoreMarketBoardInto(const MarketBoard& market, int num_players,
                          std::array<MarketFinalScore, kMaxPlayers>& scores,
                          const MarketScoring& scoring) {
  scores.fill(MarketFinalScore());
  for (int produce = 0; produce < kNumProduce; ++produce) {
    int place = 0;  // 0 = highest tile of the column
    for (int row = kMarketRows; row >= 1; --row) {
      const int owner = market.Owner(produce, row);
      if (owner == kNoTile) continue;
      int points = 0;
      if (place == 0) points = scoring.column_first_multiplier * row;
      if (place == 1) points = row;
      if (place == 2) points = scoring.column_third_points;
      scores[owner].column_points[produce] = points;
      scores[owner].column_total += points;
      ++place;
    }
  }
  for (int p = 0; p < num_players; ++p) scores[p].tiles = market.TilesOf(p);
  // Tied players share their place; the places they fill are skipped (1, 1, 3).
  for (int p = 0; p < num_players; ++p) {
    if (scores[p].tiles == 0) continue;
    int more = 0;
    for (int q = 0; q < num_players; ++q) more += scores[q].tiles > scores[p].tiles ? 1 : 0;
    scores[p].tile_rank = more + 1;
    if (more < int(scoring.tile_count_points.size())) {
      scores[p].tile_count_points = scoring.tile_count_points[size_t(more)];
    }
  }
}

}  // namespace mercato::market_fresh
