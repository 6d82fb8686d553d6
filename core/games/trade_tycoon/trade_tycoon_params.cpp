#include "games/trade_tycoon/trade_tycoon_params.h"

namespace mercato::trade_tycoon {

const std::vector<ParamSpec>& ParamSpecs() {
  static const ParamTable kTable =
      ParamTable("trade_tycoon")
          .Add("style.china.vp", kChinaVpPerRunNumber, 0, 10,
               "China style: VP per card of the longest run", "中国式：最長の連番1枚あたりのVP",
               "styles")
          .Add("style.japan.vp", kJapanVpPerSet, 0, 30, "Japan style: VP per set of the four suits",
               "日本式：全スート1セットあたりのVP", "styles")
          .Add("style.rome.vp", kRomeVpPerPair, 0, 15,
               "Rome style: VP per two cards of the chosen region",
               "ローマ式：選んだ色2枚あたりのVP", "styles")
          .Add("style.persia.vp2", kPersiaVpByCount[2], 0, 30,
               "Persia style: VP for two cards of a number", "ペルシア式：同じ数字2枚のVP",
               "styles")
          .Add("style.persia.vp3", kPersiaVpByCount[3], 0, 40,
               "Persia style: VP for three cards of a number", "ペルシア式：同じ数字3枚のVP",
               "styles")
          .Add("style.persia.vp4", kPersiaVpByCount[4], 0, 50,
               "Persia style: VP for four cards of a number", "ペルシア式：同じ数字4枚のVP",
               "styles")
          .Add("skill.monopoly.vp", kMonopolyVpPerCard, 0, 10,
               "Monopoly: VP per warehouse card of a number no one else has",
               "独占：他の誰の倉庫にもない数字のカード1枚あたりのVP", "skills")
          .Add("skill.east_west.min", kEastWestMinEach, 1, 10,
               "East-West: east and west cards needed of each",
               "東西交易：必要な東域・西域それぞれの枚数", "skills")
          .Add("skill.east_west.vp", kEastWestVp, 0, 20, "East-West: VP when it holds",
               "東西交易：条件を満たしたときのVP", "skills")
          .Add("skill.balance.vp", kBalanceVpPerCard, 0, 10,
               "Balance: VP per 7 or 8 in the warehouse", "天秤の加護：倉庫の7と8の1枚あたりのVP",
               "skills")
          .Add("skill.caravanserai.vp", kCaravanseraiVp, 0, 20, "Caravanserai: VP", "隊商宿：VP",
               "skills");
  return kTable.specs();
}

Numbers NumbersFrom(const GameParams& params) {
  const ParamReader get(params, "trade_tycoon");
  Numbers n;
  n.china_vp_per_run_number = get("style.china.vp");
  n.japan_vp_per_set = get("style.japan.vp");
  n.rome_vp_per_pair = get("style.rome.vp");
  n.persia_vp_by_count = {0, 0, get("style.persia.vp2"), get("style.persia.vp3"),
                          get("style.persia.vp4")};
  n.monopoly_vp_per_card = get("skill.monopoly.vp");
  n.east_west_min_each = get("skill.east_west.min");
  n.east_west_vp = get("skill.east_west.vp");
  n.balance_vp_per_card = get("skill.balance.vp");
  n.caravanserai_vp = get("skill.caravanserai.vp");
  return n;
}

const Numbers& TextNumbers() {
  static const Numbers kText;
  return kText;
}

}  // namespace mercato::trade_tycoon
