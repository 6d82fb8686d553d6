// Made by `python3 -m mercato.ladder levels docs/strength/*.json` from the
// ladders in docs/strength.md; do not edit by hand. Elo scale, random = 0,
// rounded to 10. A game missing here shows no ratings.
#pragma once

namespace mercato::web {

struct LevelRatings {
  const char* game;
  int players;
  int elo[3];  // easy, normal, hard
};

inline constexpr LevelRatings kLevelRatings[] = {
    {"turin_market", 2, {470, 570, 710}},
    {"oregano", 2, {620, 690, 690}},
    {"market_fresh", 2, {590, 960, 940}},
    {"merchants", 2, {440, 760, 710}},
    {"trade_tycoon", 3, {270, 420, 500}},
};

}  // namespace mercato::web
