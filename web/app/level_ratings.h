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
    {"turin_market", 2, {260, 490, 760}},
    {"oregano", 2, {390, 820, 1240}},
    {"market_fresh", 2, {530, 850, 1220}},
    {"merchants", 2, {550, 970, 1330}},
    {"trade_tycoon", 3, {200, 370, 630}},
};

}  // namespace mercato::web
