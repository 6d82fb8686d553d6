#include "games/market_fresh/market_fresh_params.h"

namespace mercato::market_fresh {

const std::vector<ParamSpec>& ParamSpecs() {
  static const ParamTable kTable =
      ParamTable("market_fresh")
          .Add("perfect_bonus", kPerfectBonus, 0, 20, "points added to a perfect placement's score",
               "パーフェクト配置の得点に加わる点", "scoring")
          .Add("not_fresh_penalty", kNotFreshPenalty, 0, 10,
               "points lost for a crate that is not fresh", "新鮮でない木箱で失う点", "scoring")
          .Add("column.first_multiplier", kColumnFirstMultiplier, 0, 5,
               "the highest tile of a column scores its row times this",
               "各列の最も高いタイルの得点（段の数×この値）", "end scoring")
          .Add("column.third_points", kColumnThirdPoints, 0, 10,
               "points of the third tile of a column", "各列の3番目のタイルの得点", "end scoring")
          .Add("tiles.first", kTileCountPoints[0], 0, 40,
               "points for the most tiles on the market board",
               "マーケットボードのタイル数が最多の得点", "end scoring")
          .Add("tiles.second", kTileCountPoints[1], 0, 40,
               "points for the second most tiles on the market board", "タイル数が2位の得点",
               "end scoring")
          .Add("tiles.third", kTileCountPoints[2], 0, 40,
               "points for the third most tiles on the market board", "タイル数が3位の得点",
               "end scoring")
          .Add("solo.crates", kSoloCrates, 10, 40, "crates in a solo game",
               "ソロゲームで使う木箱の数", "solo")
          .Add("solo.leftover_penalty", kSoloLeftoverPenalty, 0, 10,
               "solo: points lost per crate left when none fits",
               "ソロ：置けずに残った木箱1つごとに失う点", "solo");
  return kTable.specs();
}

Numbers NumbersFrom(const GameParams& params) {
  const ParamReader get(params, "market_fresh");
  Numbers n;
  n.perfect_bonus = get("perfect_bonus");
  n.not_fresh_penalty = get("not_fresh_penalty");
  n.solo_leftover_penalty = get("solo.leftover_penalty");
  n.solo_crates = get("solo.crates");
  n.market.column_first_multiplier = get("column.first_multiplier");
  n.market.column_third_points = get("column.third_points");
  n.market.tile_count_points = {get("tiles.first"), get("tiles.second"), get("tiles.third")};
  return n;
}

}  // namespace mercato::market_fresh
