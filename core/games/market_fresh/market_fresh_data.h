// Market Fresh: every table of the game, as data, in one place.
//
// Source: ../shared/rules/market_fresh.md (the printed components were not
// available; the produce list, crate set and pictured squares are inferred there
// from the seed text's own numbers). A publisher swaps in the printed tables here
// without touching rule code.
#pragma once

#include <array>

namespace mercato::market_fresh {

// ---- Produce -------------------------------------------------------------

inline constexpr int kNumProduce = 11;

enum Produce : int {
  kLemon = 0,
  kPear,
  kCarrot,
  kPlum,
  kOnion,
  kDragonFruit,
  kTomato,
  kEggplant,
  kBroccoli,
  kStrawberry,
  kPumpkin,
};

struct ProduceInfo {
  const char* id;       // notation: "lemon"
  const char* name_en;
  const char* name_ja;
};

inline constexpr std::array<ProduceInfo, kNumProduce> kProduceInfo = {{
    {"lemon", "Lemon", "レモン"},
    {"pear", "Pear", "洋梨"},
    {"carrot", "Carrot", "ニンジン"},
    {"plum", "Plum", "プラム"},
    {"onion", "Onion", "玉葱"},
    {"dragonfruit", "Dragon fruit", "ドラゴンフルーツ"},
    {"tomato", "Tomato", "トマト"},
    {"eggplant", "Eggplant", "ナス"},
    {"broccoli", "Broccoli", "ブロッコリー"},
    {"strawberry", "Strawberry", "イチゴ"},
    {"pumpkin", "Pumpkin", "カボチャ"},
}};

// ---- Crates --------------------------------------------------------------

// One crate for every unordered pair {i, j}, i <= j: 55 mixed + 11 doubles.
inline constexpr int kNumCrates = kNumProduce * (kNumProduce + 1) / 2;
static_assert(kNumCrates == 66, "the seed text has 66 crates");

struct CrateHalves {
  int low;   // the smaller produce index
  int high;  // the larger (equal for a double)
};

// Crate ids in order {0,0}, {0,1}, ..., {0,10}, {1,1}, {1,2}, ...
inline constexpr std::array<CrateHalves, kNumCrates> MakeCrateTable() {
  std::array<CrateHalves, kNumCrates> table{};
  int id = 0;
  for (int i = 0; i < kNumProduce; ++i) {
    for (int j = i; j < kNumProduce; ++j) table[id++] = {i, j};
  }
  return table;
}
inline constexpr std::array<CrateHalves, kNumCrates> kCrates = MakeCrateTable();

inline constexpr int CrateOf(int produce_a, int produce_b) {
  const int lo = produce_a < produce_b ? produce_a : produce_b;
  const int hi = produce_a < produce_b ? produce_b : produce_a;
  // Crates before row `lo`: sum over i < lo of (kNumProduce - i).
  return lo * kNumProduce - lo * (lo - 1) / 2 + (hi - lo);
}

// ---- Storefronts ---------------------------------------------------------

// Cells are numbered on a 5-wide frame for both grids: cell = row * 5 + col,
// row 0 at the top. The 4x4 grid uses rows and columns 0..3 of that frame.
inline constexpr int kFrame = 5;
inline constexpr int kFrameCells = kFrame * kFrame;

struct PicturedCell {
  int row;
  int col;
  int produce;
};

inline constexpr std::array<PicturedCell, 11> kPictures5x5 = {{
    {0, 0, kLemon},
    {0, 2, kPear},
    {1, 1, kCarrot},
    {1, 3, kPlum},
    {2, 0, kOnion},
    {2, 2, kDragonFruit},
    {2, 4, kTomato},
    {3, 1, kEggplant},
    {3, 3, kBroccoli},
    {4, 2, kStrawberry},
    {4, 4, kPumpkin},
}};

// (3,3) stays plain so that a crate can lie over two plain cells there.
inline constexpr std::array<PicturedCell, 7> kPictures4x4 = {{
    {0, 0, kLemon},
    {0, 2, kPear},
    {1, 1, kCarrot},
    {1, 3, kPlum},
    {2, 0, kOnion},
    {2, 2, kDragonFruit},
    {3, 1, kTomato},
}};

// ---- Setup ---------------------------------------------------------------

inline constexpr int kMinPlayers = 1;
inline constexpr int kMaxPlayers = 4;
// Crates removed unseen at setup, by player count (index = players; solo uses
// kSoloCrates instead).
inline constexpr std::array<int, kMaxPlayers + 1> kCratesRemovedAtSetup = {0, 0, 18, 9, 2};
inline constexpr int kHandSize = 3;
inline constexpr int kFaceUpCount = 4;
inline constexpr int kSoloCrates = 25;
inline constexpr int kSoloGrid = 4;

// ---- Scoring and the market board ---------------------------------------

inline constexpr int kMarketRows = 7;          // rows 1..7
inline constexpr int kStandardMinRow = 2;      // a tile needs >= 2 visible produce
inline constexpr int kMaxHeightMultiplier = 7;
inline constexpr int kPerfectBonus = 5;
inline constexpr int kNotFreshPenalty = 1;
inline constexpr int kSoloLeftoverPenalty = 3;  // per crate left when none fits
inline constexpr int kVoucherPoints = 50;       // the score track wraps here

// Final scoring per column: the highest tile scores 2 x its row, the second its
// row, the third a flat 2.
inline constexpr int kColumnFirstMultiplier = 2;
inline constexpr int kColumnThirdPoints = 2;
// Then the number of tiles on the board: most, second, third (1-1-3 ties).
inline constexpr std::array<int, 3> kTileCountPoints = {16, 8, 4};

// ---- Solo ranks ----------------------------------------------------------

struct SoloRank {
  int min_score;
  const char* title_en;
  const char* title_ja;
};

inline constexpr std::array<SoloRank, 8> kSoloRanks = {{
    {0, "Moldy", "カビが生えています"},
    {100, "A bit stale", "少し古臭いです"},
    {110, "Not ripe yet", "まだ熟していません"},
    {120, "Green", "青二才"},
    {130, "Market-ready", "マーケットに合格"},
    {140, "Stacking up", "積み上がっています"},
    {150, "Fresh", "新鮮に感じます"},
    {160, "Market master", "あなたはマーケットをマスターしました"},
}};

}  // namespace mercato::market_fresh
