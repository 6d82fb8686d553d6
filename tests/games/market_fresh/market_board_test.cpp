// The market board: the seed text's plum sequence, the row cap, the onion
// column of the final scoring and both tile-count tie examples.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/rng.h"
#include "games/market_fresh/market_fresh_market.h"
#include "market_fresh_test_util.h"

using namespace mercato::market_fresh;

namespace {

enum Seat { kUrsula = 0, kWolfgang = 1, kMichael = 2, kIna = 3 };

// Places a tile the way a standard scoring of `count` would.
void ScoreStandard(MarketBoard& market, int player, int produce, int count) {
  const int row = market.StandardTarget(player, produce, count);
  if (row > 0) market.Put(player, produce, row);
}

}  // namespace

TEST_CASE("market_fresh example: the plum column sequence") {
  MarketBoard market;
  // 1. Ursula scores 3 with plum: row 3.
  ScoreStandard(market, kUrsula, kPlum, 3);
  CHECK(market.Owner(kPlum, 3) == kUrsula);
  // 2. Wolfgang scores 1: at least 2 are needed, no tile.
  CHECK(market.StandardTarget(kWolfgang, kPlum, 1) == 0);
  ScoreStandard(market, kWolfgang, kPlum, 1);
  CHECK(market.RowOf(kWolfgang, kPlum) == 0);
  // 3. Michael scores 3: row 3 is Ursula's, so the next lower free row, 2.
  CHECK(market.StandardTarget(kMichael, kPlum, 3) == 2);
  ScoreStandard(market, kMichael, kPlum, 3);
  CHECK(market.RowOf(kMichael, kPlum) == 2);
  // 4. Ina scores 3: rows 3 and 2 are taken, and row 1 is below the minimum.
  CHECK(market.StandardTarget(kIna, kPlum, 3) == 0);
  ScoreStandard(market, kIna, kPlum, 3);
  CHECK(market.RowOf(kIna, kPlum) == 0);
  // 5. Michael scores 4: his tile moves from row 2 up to row 4.
  CHECK(market.StandardTarget(kMichael, kPlum, 4) == 4);
  ScoreStandard(market, kMichael, kPlum, 4);
  CHECK(market.RowOf(kMichael, kPlum) == 4);
  CHECK(market.Owner(kPlum, 2) == kNoTile);
  // 6. Later Michael scores 2: the tile only moves up, it stays on row 4.
  CHECK(market.StandardTarget(kMichael, kPlum, 2) == 0);
  ScoreStandard(market, kMichael, kPlum, 2);
  CHECK(market.RowOf(kMichael, kPlum) == 4);
  CHECK(market.TilesOf(kMichael) == 1);
  CHECK(market.CheckConsistent(4) == "");
}

TEST_CASE("market_fresh market: 8 or more goes to row 7; one tile per column") {
  MarketBoard market;
  CHECK(market.StandardTarget(kUrsula, kLemon, 9) == 7);
  ScoreStandard(market, kUrsula, kLemon, 9);
  // The next player with 8 takes the next lower free row.
  CHECK(market.StandardTarget(kIna, kLemon, 8) == 6);
  // The same player again: already on the top row, nothing moves.
  CHECK(market.StandardTarget(kUrsula, kLemon, 12) == 0);
  // A higher free row above the player's own tile is still taken.
  ScoreStandard(market, kIna, kPear, 3);
  ScoreStandard(market, kUrsula, kPear, 5);
  CHECK(market.StandardTarget(kIna, kPear, 6) == 6);
  // With rows 5 and 6 taken above Ina's 3, a 6 still moves her to 4.
  ScoreStandard(market, kWolfgang, kPear, 6);
  CHECK(market.StandardTarget(kIna, kPear, 6) == 4);
}

TEST_CASE("market_fresh example: the onion column scores 12 / 4 / 2") {
  MarketBoard market;
  market.Put(kUrsula, kOnion, 6);
  market.Put(kIna, kOnion, 4);
  market.Put(kWolfgang, kOnion, 3);
  market.Put(kMichael, kOnion, 2);  // a fourth tile scores nothing
  const std::vector<MarketFinalScore> s = ScoreMarketBoard(market, 4);
  CHECK(s[kUrsula].column_points[kOnion] == 12);
  CHECK(s[kIna].column_points[kOnion] == 4);
  CHECK(s[kWolfgang].column_points[kOnion] == 2);
  CHECK(s[kMichael].column_points[kOnion] == 0);
}

TEST_CASE("market_fresh final scoring: tile counts 16 / 8 / 4") {
  MarketBoard market;
  // Ursula 3 tiles, Wolfgang 2, Michael 1, Ina none.
  for (int produce : {kLemon, kPear, kCarrot}) market.Put(kUrsula, produce, 2);
  for (int produce : {kLemon, kPear}) market.Put(kWolfgang, produce, 3);
  market.Put(kMichael, kLemon, 4);
  const std::vector<MarketFinalScore> s = ScoreMarketBoard(market, 4);
  CHECK(s[kUrsula].tile_count_points == 16);
  CHECK(s[kWolfgang].tile_count_points == 8);
  CHECK(s[kMichael].tile_count_points == 4);
  CHECK(s[kIna].tile_count_points == 0);
  // Columns: lemon Michael 4 -> 8, Wolfgang 3 -> 3, Ursula 2 -> 2.
  CHECK(s[kMichael].column_total == 8);
  CHECK(s[kWolfgang].column_total == 3 + 6);  // lemon 3, pear first at row 3
  CHECK(s[kUrsula].column_total == 2 + 2 + 4);  // lemon third, pear second, carrot first
  CHECK(s[kUrsula].total() == 8 + 16);
}

TEST_CASE("market_fresh example: two share the most tiles, the next gets 4") {
  MarketBoard market;
  for (int produce : {kLemon, kPear, kCarrot}) market.Put(kUrsula, produce, 2);
  for (int produce : {kLemon, kPear, kCarrot}) market.Put(kWolfgang, produce, 3);
  for (int produce : {kLemon, kPear}) market.Put(kMichael, produce, 4);
  market.Put(kIna, kLemon, 5);
  const std::vector<MarketFinalScore> s = ScoreMarketBoard(market, 4);
  CHECK(s[kUrsula].tile_count_points == 16);
  CHECK(s[kWolfgang].tile_count_points == 16);
  CHECK(s[kMichael].tile_rank == 3);
  CHECK(s[kMichael].tile_count_points == 4);
  CHECK(s[kIna].tile_count_points == 0);
}

TEST_CASE("market_fresh example: one has the most, two share second, the third place is gone") {
  MarketBoard market;
  for (int produce : {kLemon, kPear, kCarrot}) market.Put(kUrsula, produce, 2);
  for (int produce : {kLemon, kPear}) market.Put(kWolfgang, produce, 3);
  for (int produce : {kLemon, kPear}) market.Put(kMichael, produce, 4);
  market.Put(kIna, kLemon, 5);
  const std::vector<MarketFinalScore> s = ScoreMarketBoard(market, 4);
  CHECK(s[kUrsula].tile_count_points == 16);
  CHECK(s[kWolfgang].tile_count_points == 8);
  CHECK(s[kMichael].tile_count_points == 8);
  CHECK(s[kIna].tile_rank == 4);
  CHECK(s[kIna].tile_count_points == 0);
}

TEST_CASE("market_fresh height variant: tiles never move, once per produce, pushed down") {
  MarketBoard market;
  // Michael height-scores onion at height 3: row 3.
  CHECK(market.HeightTarget(kMichael, kOnion, 3) == 3);
  market.Put(kMichael, kOnion, 3);
  // Ina, also at height 3: row 3 is taken, her tile goes to row 2.
  CHECK(market.HeightTarget(kIna, kOnion, 3) == 2);
  market.Put(kIna, kOnion, 2);
  // Michael cannot height-score onion again, even higher: tiles never move.
  CHECK(market.HeightTarget(kMichael, kOnion, 6) == 0);
  // Heights above 7 count as 7.
  CHECK(market.HeightTarget(kUrsula, kLemon, 9) == 7);
  // Row 1 is allowed in the height variant; with rows 1-3 full nothing is.
  market.Put(kUrsula, kOnion, 1);
  CHECK(market.HeightTarget(kWolfgang, kOnion, 3) == 0);
  CHECK(market.HeightTarget(kWolfgang, kOnion, 4) == 4);
}

TEST_CASE("market_fresh solo: height row h needs own tiles in rows 2 .. h-1") {
  MarketBoard market;
  CHECK(SoloHeightRowAllowed(market, 0, 1));
  CHECK(SoloHeightRowAllowed(market, 0, 2));
  CHECK_FALSE(SoloHeightRowAllowed(market, 0, 3));
  market.Put(0, kLemon, 2);
  CHECK(SoloHeightRowAllowed(market, 0, 3));
  CHECK_FALSE(SoloHeightRowAllowed(market, 0, 4));
  // The seed's example: height 4 needs rows 2 and 3, in any columns.
  market.Put(0, kPumpkin, 3);
  CHECK(SoloHeightRowAllowed(market, 0, 4));
  CHECK_FALSE(SoloHeightRowAllowed(market, 0, 5));
  // Row 1 is not a prerequisite.
  CHECK(market.TilesPerRow(0)[1] == 0);
}

TEST_CASE("market_fresh market: the target tables agree with the single targets") {
  // Random boards of up to four players; every count and height.
  mercato::Rng rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    MarketBoard market;
    for (int put = 0; put < 30; ++put) {
      const int player = int(rng.UniformInt(4));
      const int produce = int(rng.UniformInt(kNumProduce));
      const int row = 1 + int(rng.UniformInt(kMarketRows));
      if (market.Owner(produce, row) == kNoTile) market.Put(player, produce, row);
    }
    for (int player = 0; player < 4; ++player) {
      for (int produce = 0; produce < kNumProduce; ++produce) {
        const auto standard = market.StandardTargets(player, produce);
        for (int count = 0; count <= 12; ++count) {
          REQUIRE(standard[std::min(count, kMarketRows)] ==
                  market.StandardTarget(player, produce, count));
        }
        const auto height = market.HeightTargets(player, produce);
        for (int h = 0; h <= kMaxHeightMultiplier; ++h) {
          REQUIRE(height[h] == market.HeightTarget(player, produce, h));
        }
      }
    }
  }
}

TEST_CASE("market_fresh final scoring follows the game's parameters") {
  MarketBoard market;
  for (int produce : {kLemon, kPear, kCarrot}) market.Put(kUrsula, produce, 2);
  for (int produce : {kLemon, kPear}) market.Put(kWolfgang, produce, 3);
  market.Put(kMichael, kLemon, 4);
  MarketScoring scoring;
  scoring.tile_count_points = {20, 10, 1};
  scoring.column_first_multiplier = 3;
  scoring.column_third_points = 0;
  const std::vector<MarketFinalScore> s = ScoreMarketBoard(market, 4, scoring);
  CHECK(s[kUrsula].tile_count_points == 20);
  CHECK(s[kMichael].tile_count_points == 1);
  CHECK(s[kMichael].column_points[kLemon] == 12);  // the highest lemon: 3 x row 4
  CHECK(s[kUrsula].column_points[kLemon] == 0);    // third: 0 points now
}
