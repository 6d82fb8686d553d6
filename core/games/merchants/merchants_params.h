// Merchants' numbers as named parameters (engine/params.h): the data table's
// values are the defaults; a game reads its Numbers once when it is made.
#pragma once

#include <array>
#include <vector>

#include "engine/params.h"
#include "engine/status.h"
#include "games/merchants/merchants_data.h"

namespace mercato::merchants {

struct Numbers {
  std::array<int, kMaxPlayers> start_money{};
  int start_hand = 0;
  int start_ships = 0;
  int draw_count = 0;
  int agreement_bonus = 0;
  int house_draw = 0;
  std::array<int, kNumSpecialKinds> price{};
  std::array<int, kNumSpecialKinds> count{};
};

const std::vector<ParamSpec>& ParamSpecs();
// The ships handed out at setup must exist.
Status CheckParams(const GameParams& params, int num_players);
Numbers NumbersFrom(const GameParams& params, int num_players);

}  // namespace mercato::merchants
