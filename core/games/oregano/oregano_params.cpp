#include "games/oregano/oregano_params.h"

#include <string>

namespace mercato::oregano {

namespace {

std::string ShopName(int kind, const char* what) {
  return std::string(kShops[kind].id) + "." + what;
}

ParamTable MakeTable() {
  ParamTable t("oregano");
  t.AddPerSeat("start_gold", kStartingGold, 0, 50, "gold each player starts with",
               "各プレイヤーの開始時のゴールド", "setup")
      .Add("resource_cards", kResourceCardsPerKind, 4, 40,
           "resource cards of each kind in the bank", "銀行の資源カード（種類ごとの枚数）",
           "setup");
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    const ShopSpec& shop = kShops[kind];
    if (shop.supply != kOnePerPlayer) {
      t.Add(ShopName(kind, "supply"), shop.supply, 1, 40,
            std::string("tokens of the ") + shop.name_en + " in the box",
            std::string(shop.name_ja) + "のタイル数", "supply");
    }
    if (shop.cost_gold > 0) {
      t.Add(ShopName(kind, "cost"), shop.cost_gold, 0, 30,
            std::string("gold to build a ") + shop.name_en,
            std::string(shop.name_ja) + "の建設費（ゴールド）", "costs");
    }
    if (shop.dividend > 0) {
      t.Add(ShopName(kind, "dividend"), shop.dividend, 0, 20,
            std::string("dividend of a level-1 ") + shop.name_en,
            std::string("レベル1の") + shop.name_ja + "の配当", "income");
    }
    t.Add(ShopName(kind, "sale"), shop.sale_price, 1, 40,
          std::string("sale price of a level-1 ") + shop.name_en,
          std::string("レベル1の") + shop.name_ja + "の売却額", "prices");
  }
  for (int level = 2; level <= kLevels; ++level) {
    t.Add("level_up.gold" + std::to_string(level), kLevelUpGold[level - 2], 0, 30,
          "extra gold to level a shop up to level " + std::to_string(level),
          "レベル" + std::to_string(level) + "へのグレードアップの追加ゴールド", "costs");
  }
  for (int level = 1; level <= kLevels; ++level) {
    t.Add("score.level" + std::to_string(level), kScoreByLevel[level - 1], 0, 40,
          "points for a shop at level " + std::to_string(level) + " at the end",
          "終了時のレベル" + std::to_string(level) + "の店の得点", "scoring");
  }
  t.Add("merchant_fee", kOtherMerchantFee, 0, 10,
        "gold paid to the owner for using another player's merchant",
        "他プレイヤーの資源店を使うときに持ち主へ払うゴールド", "prices")
      .Add("jeweller.bonus", kJewellerSaleBonus, 0, 20,
           "extra gold on every sale for a jeweller's owner",
           "宝石屋の持ち主が売却ごとに得る追加ゴールド", "prices")
      .Add("fountain.bonus", kFountainDividendBonus, 0, 10,
           "extra dividend per dividend-paying shop for a fountain's owner",
           "噴水の持ち主の配当店1軒ごとの追加配当", "income")
      .Add("casino.losing_faces", kCasinoHighestLosingFace, 0, kDieFaces,
           "die faces (from 1 up) on which the casino loses", "カジノで負けになる出目の数（1から）",
           "casino")
      .Add("casino.loss", kCasinoLoss, 0, 30, "gold a losing casino roll pays to the bank",
           "カジノで負けたときに銀行へ払うゴールド", "casino")
      .Add("casino.payout", kCasinoWinPerPlayer, 0, 30,
           "gold a winning casino roll takes from each other player",
           "カジノで勝ったときに他の各プレイヤーから受け取るゴールド", "casino")
      .Add("strategy.reward", kStrategyReward, 0, 30, "gold for completing a strategy card",
           "戦略カード達成で得るゴールド", "scoring")
      .Add("bonus.value", kBonusValue, 0, 30, "points per bonus card at the end",
           "終了時のボーナスカード1枚の得点", "scoring");
  return t;
}

}  // namespace

const std::vector<ParamSpec>& ParamSpecs() {
  static const ParamTable kTable = MakeTable();
  return kTable.specs();
}

Numbers NumbersFrom(const GameParams& params, int num_players) {
  const ParamReader get(params, "oregano");
  Numbers n;
  n.start_gold = get.PerSeat<kMaxPlayers>("start_gold", num_players);
  n.resource_cards = get("resource_cards");
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    const ShopSpec& shop = kShops[kind];
    n.supply[kind] = shop.supply == kOnePerPlayer ? kOnePerPlayer : get(ShopName(kind, "supply"));
    n.cost_gold[kind] = shop.cost_gold > 0 ? get(ShopName(kind, "cost")) : 0;
    n.dividend[kind] = shop.dividend > 0 ? get(ShopName(kind, "dividend")) : 0;
    n.sale_price[kind] = get(ShopName(kind, "sale"));
  }
  for (int level = 2; level <= kLevels; ++level) {
    n.level_up_gold[level - 2] = get("level_up.gold" + std::to_string(level));
  }
  for (int level = 1; level <= kLevels; ++level) {
    n.score_by_level[level - 1] = get("score.level" + std::to_string(level));
  }
  n.merchant_fee = get("merchant_fee");
  n.jeweller_bonus = get("jeweller.bonus");
  n.fountain_bonus = get("fountain.bonus");
  n.casino_losing_faces = get("casino.losing_faces");
  n.casino_loss = get("casino.loss");
  n.casino_payout = get("casino.payout");
  n.strategy_reward = get("strategy.reward");
  n.bonus_value = get("bonus.value");
  return n;
}

}  // namespace mercato::oregano
