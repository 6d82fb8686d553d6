// Every number of Oregano Market (trial rules) in one place, so the draft's
// designer can change costs, dividends, prices and card lists without touching
// rule code. Sources: seed 001_3ca1287a5111f01d.txt and rules/oregano.md.
#pragma once

#include <array>

namespace mercato::oregano {

// ---- Sizes -------------------------------------------------------------------
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kRows = 4;     // rows of a player's area
inline constexpr int kLevels = 4;   // columns of a player's area: column = level
inline constexpr int kCells = kRows * kLevels;

// ---- Resources -----------------------------------------------------------------
enum Resource { kWood = 0, kStone = 1, kMetal = 2 };
inline constexpr int kNumResources = 3;
using ResourceCount = std::array<int, kNumResources>;
inline constexpr int kResourceCardsPerKind = 18;  // the bank's limit per kind
inline constexpr std::array<const char*, kNumResources> kResourceIds = {"wood", "stone", "metal"};
inline constexpr std::array<const char*, kNumResources> kResourceNamesEn = {"wood", "stone",
                                                                            "metal"};
inline constexpr std::array<const char*, kNumResources> kResourceNamesJa = {"木材", "石", "金属"};

// ---- Shops ---------------------------------------------------------------------
enum ShopKind {
  kWoodMerchant = 0,
  kStoneMerchant,
  kMetalMerchant,
  kCafe,
  kVarietyStore,
  kClothes,
  kRestaurant,
  kFountain,
  kJeweller,
  kCasino,
  kBuilder,
};
inline constexpr int kNumShopKinds = 11;

enum class ShopGroup { kResource, kGeneral, kSpecial };

// Supply given as this value means "one per player" (casino, builder).
inline constexpr int kOnePerPlayer = -1;

struct ShopSpec {
  const char* id;       // notation
  const char* name_en;
  const char* name_ja;
  ShopGroup group;
  int supply;           // tokens in the box, or kOnePerPlayer
  int cost_gold;        // build cost in gold
  ResourceCount cost;   // build cost in resource cards (wood, stone, metal)
  int dividend;         // paid at the start of the owner's turn at level 1 (0: none)
  int sale_price;       // sale price at level 1
  int produces;         // the resource a merchant produces, or -1
};

inline constexpr std::array<ShopSpec, kNumShopKinds> kShops = {{
    // id               en                  ja          group               supply cost  w  s  m  div sale prod
    {"wood-merchant", "wood merchant", "木材商", ShopGroup::kResource, 4, 5, {0, 0, 0}, 0, 5, kWood},
    {"stone-merchant", "stone merchant", "石商", ShopGroup::kResource, 4, 5, {0, 0, 0}, 0, 5, kStone},
    {"metal-merchant", "metal merchant", "金属商", ShopGroup::kResource, 4, 5, {0, 0, 0}, 0, 5, kMetal},
    {"cafe", "café", "カフェ", ShopGroup::kGeneral, 22, 0, {1, 0, 0}, 1, 1, -1},
    {"variety", "variety store", "雑貨屋", ShopGroup::kGeneral, 22, 0, {0, 1, 0}, 1, 1, -1},
    {"clothes", "clothes shop", "服屋", ShopGroup::kGeneral, 16, 0, {1, 1, 0}, 2, 2, -1},
    {"restaurant", "restaurant", "レストラン", ShopGroup::kGeneral, 12, 0, {1, 1, 1}, 3, 3, -1},
    {"fountain", "fountain", "噴水", ShopGroup::kSpecial, 2, 0, {0, 3, 3}, 0, 8, -1},
    {"jeweller", "jeweller", "宝石屋", ShopGroup::kSpecial, 2, 0, {0, 1, 5}, 0, 8, -1},
    {"casino", "casino", "カジノ", ShopGroup::kSpecial, kOnePerPlayer, 0, {0, 0, 6}, 0, 8, -1},
    {"builder", "builder", "建築屋", ShopGroup::kSpecial, kOnePerPlayer, 0, {2, 2, 0}, 0, 5, -1},
}};

// Level-up 1->2, 2->3, 3->4: the build cost again plus this much gold.
inline constexpr std::array<int, kLevels - 1> kLevelUpGold = {3, 5, 7};
// Dividends rise by this much per level above 1.
inline constexpr int kDividendPerLevel = 1;
// A fountain adds this to each of its owner's dividend-paying shops.
inline constexpr int kFountainDividendBonus = 1;
// Sale price of a non-special shop: level-1 price plus this, by level 1..4.
inline constexpr std::array<int, kLevels> kSaleLevelBonus = {0, 3, 5, 8};
// A jeweller's owner gets this much more for every sale (the jeweller's own included).
inline constexpr int kJewellerSaleBonus = 3;
// Buying from the main street costs the sale price minus this.
inline constexpr int kBuyDiscount = 1;
// Using another player's merchant pays its owner this much.
inline constexpr int kOtherMerchantFee = 2;
// Final score of a shop by level 1..4 (specials count as level 1).
inline constexpr std::array<int, kLevels> kScoreByLevel = {2, 5, 8, 10};

// ---- Casino ---------------------------------------------------------------------
inline constexpr int kDieFaces = 6;
inline constexpr int kCasinoHighestLosingFace = 4;  // 1..4 lose, 5..6 win
inline constexpr int kCasinoLoss = 5;               // paid to the bank (all if less)
inline constexpr int kCasinoWinPerPlayer = 7;       // taken from each other player (all if less)

// ---- Strategy cards ---------------------------------------------------------------
enum StrategyCard {
  kChainStore = 0,        // build two new shops of the same kind
  kStrategicRetreat,      // sell twice
  kAggressiveMerger,      // buy twice
  kStepByStep,            // level up two different shops
  kSavvyShopper,          // take two different resources from other players' merchants
};
inline constexpr int kNumStrategyCards = 5;
inline constexpr int kStrategyCopies = 2;
inline constexpr int kStrategyTarget = 2;  // every card asks for two of its thing
inline constexpr int kStrategyReward = 5;
// Cards drawn after completing one: 2 whatever `strategy_draw` (a setup option).
inline constexpr int kStrategyRedraw = 2;
inline constexpr std::array<const char*, kNumStrategyCards> kStrategyIds = {
    "chain-store", "strategic-retreat", "aggressive-merger", "step-by-step", "savvy-shopper"};
inline constexpr std::array<const char*, kNumStrategyCards> kStrategyNamesEn = {
    "Chain store", "Strategic retreat", "Aggressive merger", "Step by step", "Savvy shopper"};
inline constexpr std::array<const char*, kNumStrategyCards> kStrategyNamesJa = {
    "チェーン店", "戦略的撤退", "積極合併", "ステップ・バイ・ステップ", "買い物上手"};
inline constexpr std::array<const char*, kNumStrategyCards> kStrategyGoalsEn = {
    "Build two new shops of the same kind", "Sell twice", "Buy twice from the main street",
    "Level up two different shops",
    "Take two different resources from other players' merchants"};
inline constexpr std::array<const char*, kNumStrategyCards> kStrategyGoalsJa = {
    "同じ店を二つ作る", "売却を二回行う", "買収を二回行う", "二店グレードアップさせる",
    "他プレイヤーの資源店から二種類資源を調達する"};

// ---- Bonus cards (one each, to the first player) -------------------------------------
enum BonusCard { kBonusLevel4 = 0, kBonusFirstStrategy, kBonusDiagonal, kBonusColumn, kBonusRow };
inline constexpr int kNumBonusCards = 5;
inline constexpr int kBonusValue = 5;
inline constexpr std::array<const char*, kNumBonusCards> kBonusIds = {
    "level-4", "first-strategy", "diagonal", "column", "row"};
inline constexpr std::array<const char*, kNumBonusCards> kBonusNamesEn = {
    "First to level 4", "First strategy completed", "First diagonal", "First full column",
    "First full row"};
inline constexpr std::array<const char*, kNumBonusCards> kBonusNamesJa = {
    "最初に4段階目", "最初に戦略達成", "最初に斜め一列", "最初に縦一列", "最初に横一列"};

// ---- Setup and length ---------------------------------------------------------------
inline constexpr int kStartingGold = 5;
// Not in the rules: a safety net so that a game where nobody empties a second
// shop kind still ends (the rules' own trigger ends sensible games far sooner).
inline constexpr int kMaxRounds = 40;

}  // namespace mercato::oregano
