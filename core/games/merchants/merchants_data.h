// Every table of Merchants / 交易王 in one place: goods, special cards, counts,
// prices and the numbers the rules use. Sources: the seed text
// (../shared/seeds/003_43611f68cd448751.txt) and ../shared/rules/merchants.md.
// A publisher may replace any number here without touching rule code.
#pragma once

#include <array>

namespace mercato::merchants {

// ---- Goods: 10 cards and 5 cubes of each. ----
inline constexpr int kNumGoods = 6;

enum Good : int { kCotton = 0, kSalt, kIndigo, kHemp, kCopper, kPepper };

struct GoodInfo {
  const char* id;       // notation
  const char* name_en;
  const char* name_ja;
};

inline constexpr std::array<GoodInfo, kNumGoods> kGoods = {{
    {"cotton", "Cotton", "綿"},
    {"salt", "Salt", "塩"},
    {"indigo", "Indigo", "藍"},
    {"hemp", "Hemp", "麻"},
    {"copper", "Copper", "銅"},
    {"pepper", "Pepper", "胡椒"},
}};

inline constexpr int kCardsPerGood = 10;   // 商品カード 60 枚 = 6 種 × 10
inline constexpr int kCubesPerGood = 5;    // 商品コマ 30 個 = 6 色 × 5
inline constexpr int kTotalCards = kNumGoods * kCardsPerGood;
inline constexpr int kTotalCubes = kNumGoods * kCubesPerGood;

// ---- Special cards (20): price in coins and how many exist. ----
inline constexpr int kNumSpecialKinds = 4;

enum Special : int { kShip = 0, kTradingHouse, kAgreement, kStevedore };

struct SpecialInfo {
  const char* id;       // notation
  const char* name_en;
  const char* name_ja;
  int price;
  int count;
};

inline constexpr std::array<SpecialInfo, kNumSpecialKinds> kSpecials = {{
    {"ship", "Ship", "船", 10, 14},                 // carries one cube
    {"house", "Trading house", "商館", 8, 2},        // may draw 1 more card at end of turn
    {"agreement", "Agreement", "協定", 11, 2},       // +2 coins whenever you earn
    {"stevedore", "Stevedore", "荷役", 12, 2},       // one extra cube swap in step 1
}};

// ---- Setup and turn numbers. ----
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kStartingHand = 3;       // 初期手札は３枚
inline constexpr int kDemandPiles = 6;        // 山札から６枚めくり場に並べる
inline constexpr int kStartingShips = 2;      // 『船』を２枚ずつ (taken from the 14)
inline constexpr int kStartingMoney = 0;
inline constexpr int kDrawCount = 2;          // 手順２: ２枚ドロー
inline constexpr int kMaxCardsPerPlay = kDemandPiles;  // 1–6 cards, one per pile
inline constexpr int kAgreementBonus = 2;     // 協定: 追加で貨幣２
inline constexpr int kHouseDrawCards = 1;         // 商館: １枚追加でドロー

}  // namespace mercato::merchants
