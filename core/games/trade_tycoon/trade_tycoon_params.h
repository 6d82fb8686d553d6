// Trade Tycoon's numbers as named parameters (engine/params.h): the data
// table's values are the defaults; a game reads its Numbers once when made.
#pragma once

#include <array>
#include <vector>

#include "engine/params.h"
#include "games/trade_tycoon/trade_tycoon_data.h"

namespace mercato::trade_tycoon {

// The scoring numbers of the styles and the value skills.
struct Numbers {
  int china_vp_per_run_number = kChinaVpPerRunNumber;
  int japan_vp_per_set = kJapanVpPerSet;
  int rome_vp_per_pair = kRomeVpPerPair;
  std::array<int, 5> persia_vp_by_count = kPersiaVpByCount;
  int monopoly_vp_per_card = kMonopolyVpPerCard;
  int east_west_min_each = kEastWestMinEach;
  int east_west_vp = kEastWestVp;
  int balance_vp_per_card = kBalanceVpPerCard;
  int caravanserai_vp = kCaravanseraiVp;
};

const std::vector<ParamSpec>& ParamSpecs();
Numbers NumbersFrom(const GameParams& params);
// The text's numbers.
const Numbers& TextNumbers();

}  // namespace mercato::trade_tycoon
