// Turin Market's numbers as named parameters (engine/params.h): the data
// table's values are the defaults; a game reads its Numbers once when made.
#pragma once

#include <array>
#include <vector>

#include "engine/params.h"
#include "engine/status.h"
#include "games/turin_market/turin_market_data.h"
#include "games/turin_market/turin_market_observation.h"

namespace mercato::turin_market {

struct Numbers {
  std::array<int, kMaxPlayers> start_money{};
  int loan_amount = 0;
  int loan_repayment = 0;
  int loan_penalty = 0;
  int majority_payment = 0;
  std::array<int, kNumGoods> classic_bonus{};
  std::array<int, kNumGoods> new_bonus{};
  int StartMoneyTotal(int num_players) const;
  // The list card's majority bonus for `good` on the side played.
  int ListBonus(ListSide side, int good) const {
    return side == ListSide::kClassic ? classic_bonus[size_t(good)] : new_bonus[size_t(good)];
  }
};

const std::vector<ParamSpec>& ParamSpecs();
// Money in play must fit the action encoding (bids and prices up to kMaxAmount).
Status CheckParams(const GameParams& params, int num_players);
Numbers NumbersFrom(const GameParams& params, int num_players);
// The text's numbers (for scoring inputs built without a game, as in tests).
const Numbers& TextNumbers();

}  // namespace mercato::turin_market
