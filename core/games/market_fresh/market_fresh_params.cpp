#include "games/market_fresh/market_fresh_params.h"

namespace mercato::market_fresh {

const std::vector<ParamSpec>& ParamSpecs() {
  static const std::vector<ParamSpec> kSpecs = {
      {"market_fresh.perfect_bonus", kPerfectBonus, 0, 20,
       "points added to a perfect placement's score", "パーフェクト配置の得点に加わる点", false,
       "scoring"},
      {"market_fresh.not_fresh_penalty", kNotFreshPenalty, 0, 10,
       "points lost for a crate that is not fresh", "新鮮でない木箱で失う点", false, "scoring"},
      {"market_fresh.column.first_multiplier", kColumnFirstMultiplier, 0, 5,
       "the highest tile of a column scores its row times this",
       "各列の最も高いタイルの得点（段の数×この値）", false, "end scoring"},
      {"market_fresh.column.third_points", kColumnThirdPoints, 0, 10,
       "points of the third tile of a column", "各列の3番目のタイルの得点", false, "end scoring"},
      {"market_fresh.tiles.first", kTileCountPoints[0], 0, 40,
       "points for the most tiles on the market board", "マーケットボードのタイル数が最多の得点",
       false, "end scoring"},
      {"market_fresh.tiles.second", kTileCountPoints[1], 0, 40,
       "points for the second most tiles on the market board", "タイル数が2位の得点", false,
       "end scoring"},
      {"market_fresh.tiles.third", kTileCountPoints[2], 0, 40,
       "points for the third most tiles on the market board", "タイル数が3位の得点", false,
       "end scoring"},
      {"market_fresh.solo.crates", kSoloCrates, 10, 40, "crates in a solo game",
       "ソロゲームで使う木箱の数", false, "solo"},
      {"market_fresh.solo.leftover_penalty", kSoloLeftoverPenalty, 0, 10,
       "solo: points lost per crate left when none fits", "ソロ：置けずに残った木箱1つごとに失う点",
       false, "solo"},
  };
  return kSpecs;
}

Numbers NumbersFrom(const GameParams& p) {
  Numbers n;
  n.perfect_bonus = p.Get("market_fresh.perfect_bonus");
  n.not_fresh_penalty = p.Get("market_fresh.not_fresh_penalty");
  n.solo_leftover_penalty = p.Get("market_fresh.solo.leftover_penalty");
  n.solo_crates = p.Get("market_fresh.solo.crates");
  n.market.column_first_multiplier = p.Get("market_fresh.column.first_multiplier");
  n.market.column_third_points = p.Get("market_fresh.column.third_points");
  n.market.tile_count_points = {p.Get("market_fresh.tiles.first"),
                                p.Get("market_fresh.tiles.second"),
                                p.Get("market_fresh.tiles.third")};
  return n;
}

}  // namespace mercato::market_fresh
