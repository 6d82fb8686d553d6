// Oregano Market's numbers as named parameters (engine/params.h): the data
// table's values are the defaults, and a game reads its Numbers once when it
// is made, so rule code pays nothing for them being changeable.
#pragma once

#include <array>
#include <vector>

#include "engine/params.h"
#include "games/oregano/oregano_data.h"

namespace mercato::oregano {

struct Numbers {
  std::array<int, kMaxPlayers> start_gold{};
  std::array<int, kNumShopKinds> supply{};      // tokens in the box (kOnePerPlayer kept)
  std::array<int, kNumShopKinds> cost_gold{};
  std::array<int, kNumShopKinds> dividend{};
  std::array<int, kNumShopKinds> sale_price{};
  std::array<int, kLevels - 1> level_up_gold{};
  std::array<int, kLevels> score_by_level{};
  int resource_cards = 0;
  int merchant_fee = 0;
  int jeweller_bonus = 0;
  int fountain_bonus = 0;
  int casino_losing_faces = 0;
  int casino_loss = 0;
  int casino_payout = 0;
  int strategy_reward = 0;
  int bonus_value = 0;
};

const std::vector<ParamSpec>& ParamSpecs();
Numbers NumbersFrom(const GameParams& params, int num_players);

}  // namespace mercato::oregano
