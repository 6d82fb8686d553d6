// Market Fresh's numbers as named parameters (engine/params.h): the data
// table's values are the defaults; a game reads its Numbers once when made.
#pragma once

#include <array>
#include <vector>

#include "engine/params.h"
#include "games/market_fresh/market_fresh_data.h"

namespace mercato::market_fresh {

// The end scoring of the market board (standard game).
struct MarketScoring {
  int column_first_multiplier = kColumnFirstMultiplier;
  int column_third_points = kColumnThirdPoints;
  std::array<int, 3> tile_count_points = kTileCountPoints;
};

struct Numbers {
  int perfect_bonus = 0;
  int not_fresh_penalty = 0;
  int solo_leftover_penalty = 0;
  int solo_crates = 0;
  MarketScoring market;
};

const std::vector<ParamSpec>& ParamSpecs();
Numbers NumbersFrom(const GameParams& params);

}  // namespace mercato::market_fresh
