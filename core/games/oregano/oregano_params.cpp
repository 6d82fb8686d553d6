#include "games/oregano/oregano_params.h"

#include <string>

namespace mercato::oregano {

namespace {

std::string ShopKey(int kind, const char* what) {
  return std::string("oregano.") + kShops[kind].id + "." + what;
}

std::vector<ParamSpec> MakeSpecs() {
  std::vector<ParamSpec> s = {
      {"oregano.start_gold", kStartingGold, 0, 50, "gold each player starts with",
       "各プレイヤーの開始時のゴールド", true, "setup"},
      {"oregano.resource_cards", kResourceCardsPerKind, 4, 40,
       "resource cards of each kind in the bank", "銀行の資源カード（種類ごとの枚数）", false,
       "setup"},
  };
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    const ShopSpec& shop = kShops[kind];
    if (shop.supply != kOnePerPlayer) {
      s.push_back({ShopKey(kind, "supply"), shop.supply, 1, 40,
                   std::string("tokens of the ") + shop.name_en + " in the box",
                   std::string(shop.name_ja) + "のタイル数", false, "supply"});
    }
    if (shop.cost_gold > 0) {
      s.push_back({ShopKey(kind, "cost"), shop.cost_gold, 0, 30,
                   std::string("gold to build a ") + shop.name_en,
                   std::string(shop.name_ja) + "の建設費（ゴールド）", false, "costs"});
    }
    if (shop.dividend > 0) {
      s.push_back({ShopKey(kind, "dividend"), shop.dividend, 0, 20,
                   std::string("dividend of a level-1 ") + shop.name_en,
                   std::string("レベル1の") + shop.name_ja + "の配当", false, "income"});
    }
    s.push_back({ShopKey(kind, "sale"), shop.sale_price, 1, 40,
                 std::string("sale price of a level-1 ") + shop.name_en,
                 std::string("レベル1の") + shop.name_ja + "の売却額", false, "prices"});
  }
  for (int level = 2; level <= kLevels; ++level) {
    s.push_back({"oregano.level_up.gold" + std::to_string(level), kLevelUpGold[level - 2], 0, 30,
                 "extra gold to level a shop up to level " + std::to_string(level),
                 "レベル" + std::to_string(level) + "へのグレードアップの追加ゴールド", false,
                 "costs"});
  }
  for (int level = 1; level <= kLevels; ++level) {
    s.push_back({"oregano.score.level" + std::to_string(level), kScoreByLevel[level - 1], 0, 40,
                 "points for a shop at level " + std::to_string(level) + " at the end",
                 "終了時のレベル" + std::to_string(level) + "の店の得点", false, "scoring"});
  }
  const std::vector<ParamSpec> rest = {
      {"oregano.merchant_fee", kOtherMerchantFee, 0, 10,
       "gold paid to the owner for using another player's merchant",
       "他プレイヤーの資源店を使うときに持ち主へ払うゴールド", false, "prices"},
      {"oregano.jeweller.bonus", kJewellerSaleBonus, 0, 20,
       "extra gold on every sale for a jeweller's owner", "宝石屋の持ち主が売却ごとに得る追加ゴールド",
       false, "prices"},
      {"oregano.fountain.bonus", kFountainDividendBonus, 0, 10,
       "extra dividend per dividend-paying shop for a fountain's owner",
       "噴水の持ち主の配当店1軒ごとの追加配当", false, "income"},
      {"oregano.casino.losing_faces", kCasinoHighestLosingFace, 0, kDieFaces,
       "die faces (from 1 up) on which the casino loses", "カジノで負けになる出目の数（1から）",
       false, "casino"},
      {"oregano.casino.loss", kCasinoLoss, 0, 30, "gold a losing casino roll pays to the bank",
       "カジノで負けたときに銀行へ払うゴールド", false, "casino"},
      {"oregano.casino.payout", kCasinoWinPerPlayer, 0, 30,
       "gold a winning casino roll takes from each other player",
       "カジノで勝ったときに他の各プレイヤーから受け取るゴールド", false, "casino"},
      {"oregano.strategy.reward", kStrategyReward, 0, 30, "gold for completing a strategy card",
       "戦略カード達成で得るゴールド", false, "scoring"},
      {"oregano.bonus.value", kBonusValue, 0, 30, "points per bonus card at the end",
       "終了時のボーナスカード1枚の得点", false, "scoring"},
  };
  s.insert(s.end(), rest.begin(), rest.end());
  return s;
}

}  // namespace

const std::vector<ParamSpec>& ParamSpecs() {
  static const std::vector<ParamSpec> kSpecs = MakeSpecs();
  return kSpecs;
}

Numbers NumbersFrom(const GameParams& p, int num_players) {
  Numbers n;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    n.start_gold[seat] = p.Get("oregano.start_gold", seat < num_players ? seat : 0);
  }
  n.resource_cards = p.Get("oregano.resource_cards");
  for (int kind = 0; kind < kNumShopKinds; ++kind) {
    const ShopSpec& shop = kShops[kind];
    n.supply[kind] = shop.supply == kOnePerPlayer ? kOnePerPlayer : p.Get(ShopKey(kind, "supply"));
    n.cost_gold[kind] = shop.cost_gold > 0 ? p.Get(ShopKey(kind, "cost")) : 0;
    n.dividend[kind] = shop.dividend > 0 ? p.Get(ShopKey(kind, "dividend")) : 0;
    n.sale_price[kind] = p.Get(ShopKey(kind, "sale"));
  }
  for (int level = 2; level <= kLevels; ++level) {
    n.level_up_gold[level - 2] = p.Get("oregano.level_up.gold" + std::to_string(level));
  }
  for (int level = 1; level <= kLevels; ++level) {
    n.score_by_level[level - 1] = p.Get("oregano.score.level" + std::to_string(level));
  }
  n.merchant_fee = p.Get("oregano.merchant_fee");
  n.jeweller_bonus = p.Get("oregano.jeweller.bonus");
  n.fountain_bonus = p.Get("oregano.fountain.bonus");
  n.casino_losing_faces = p.Get("oregano.casino.losing_faces");
  n.casino_loss = p.Get("oregano.casino.loss");
  n.casino_payout = p.Get("oregano.casino.payout");
  n.strategy_reward = p.Get("oregano.strategy.reward");
  n.bonus_value = p.Get("oregano.bonus.value");
  return n;
}

}  // namespace mercato::oregano
