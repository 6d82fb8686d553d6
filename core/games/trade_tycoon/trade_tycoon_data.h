// Every table of Trade Tycoon (draft 7a) in one place: the 52 trade cards, the
// goods by number, the scoring tables of the four styles and the 12 skills.
// The skill list is proposed (../shared/rules/trade_tycoon.md): a publisher can
// replace it here, and each skill's effect lives in one small function
// (value skills: trade_tycoon_scoring.cpp, trade skills: trade_tycoon_skills.cpp).
#pragma once

#include <array>

namespace mercato::trade_tycoon {

// --- Players, turns, setup --------------------------------------------------
inline constexpr int kNumPlayers = 3;
inline constexpr int kHandSize = 6;      // cards dealt to each player
inline constexpr int kTurnsEach = 10;    // the game ends after everyone's 10th turn
inline constexpr int kBurnedCards = 1;   // removed face down, unseen, before the oasis
inline constexpr int kOasisSize = 3;     // face-up cards of the oasis
inline constexpr int kSkillsDealt = 3;   // skills dealt to (and kept by) each player
inline constexpr int kSkillsPassed = 1;  // passed to the left, simultaneously

// --- Trade cards ------------------------------------------------------------
inline constexpr int kNumSuits = 4;
inline constexpr int kNumNumbers = 13;
inline constexpr int kNumCards = kNumSuits * kNumNumbers;  // 52
// The balance card stands for 7.5: numbers 1..7 sit below it, 8..13 above.
inline constexpr int kHighestBelowBalance = 7;

enum Suit { kChina = 0, kJapan = 1, kRome = 2, kPersia = 3 };
enum Region { kEast = 0, kWest = 1 };  // east = red, west = black

struct SuitInfo {
  const char* key;
  char letter;  // card notation: 7C, 13P
  const char* name_en;
  const char* name_ja;
  Region region;
};

inline constexpr std::array<SuitInfo, kNumSuits> kSuits = {{
    {"china", 'C', "China", "中国", kEast},
    {"japan", 'J', "Japan", "日本", kEast},
    {"rome", 'R', "Rome", "ローマ", kWest},
    {"persia", 'P', "Persia", "ペルシア", kWest},
}};

struct RegionInfo {
  const char* name_en;
  const char* name_ja;
};
inline constexpr std::array<RegionInfo, 2> kRegions = {{
    {"east (red)", "東域（赤）"},
    {"west (black)", "西域（黒）"},
}};

// Goods by number (flavour only), index = number - 1.
struct GoodInfo {
  const char* name_en;
  const char* name_ja;
};
inline constexpr std::array<GoodInfo, kNumNumbers> kGoods = {{
    {"salt", "塩"},
    {"salt", "塩"},
    {"tea", "茶"},
    {"tea", "茶"},
    {"carpets", "絨毯"},
    {"carpets", "絨毯"},
    {"glass", "ガラス"},
    {"spices", "香辛料"},
    {"jade", "翡翠"},
    {"jade", "翡翠"},
    {"porcelain", "陶磁器"},
    {"porcelain", "陶磁器"},
    {"silk", "絹"},
}};

// --- Styles (scoring) -------------------------------------------------------
// The suit of the card laid on the style card names the style.
enum Style {
  kChinaStyle = kChina,
  kJapanStyle = kJapan,
  kRomeStyle = kRome,
  kPersiaStyle = kPersia
};

// China: 2 VP per card of the longest run of consecutive numbers.
inline constexpr int kChinaVpPerRunNumber = 2;
// Japan: 6 VP per complete set of the four suits.
inline constexpr int kJapanVpPerSet = 6;
// Rome: choose east or west; 3 VP per two cards of it.
inline constexpr int kRomeVpPerPair = 3;
// Persia: per number, VP by how many cards of it (index = count, 4 at most).
inline constexpr std::array<int, 5> kPersiaVpByCount = {0, 0, 2, 7, 10};

struct StyleInfo {
  const char* name_en;
  const char* name_ja;
  const char* rule_en;
  const char* rule_ja;
};
inline constexpr std::array<StyleInfo, kNumSuits> kStyles = {{
    {"China style", "中国式", "2 VP per card of your longest run of consecutive numbers",
     "最も長く続いている連番の枚数×２ＶＰ"},
    {"Japan style", "日本式", "6 VP per set of one card of each suit",
     "全スート１枚ずつを１セットとし、１セットにつき６ＶＰ"},
    {"Rome style", "ローマ式", "choose east (red) or west (black): 3 VP per 2 cards of it",
     "東域（赤）か西域（黒）を選び、その色２枚につき３ＶＰ"},
    {"Persia style", "ペルシア式", "per number: 2 cards 2 VP, 3 cards 7 VP, 4 cards 10 VP",
     "各数字毎に、２枚で２ＶＰ、３枚で７ＶＰ、４枚で１０ＶＰ"},
}};

// --- Skills (proposed) ------------------------------------------------------
// Trade skills: usable once per game after being revealed, on the owner's turn
// (free pass: when someone orders from the owner). Value skills: counted at
// scoring when revealed by then. Face-down skills score nothing.
enum class SkillKind { kTrade, kValue };

enum SkillId {
  kCaravan = 0,
  kNamedOrder,
  kFreePass,
  kWarehouseman,
  kDoubleDeal,
  kInformant,
  kMonopoly,
  kCourtSupplier,
  kAppraiser,
  kEastWest,
  kBalance,
  kCaravanserai,
  kNumSkills
};

struct SkillInfo {
  SkillId id;
  const char* key;  // notation
  const char* name_en;
  const char* name_ja;
  SkillKind kind;
  const char* effect_en;
  const char* effect_ja;
};

inline constexpr std::array<SkillInfo, kNumSkills> kSkills = {{
    {kCaravan, "caravan", "Caravan", "隊商", SkillKind::kTrade,
     "Before giving in an order, swap one extra hand card with an oasis card.",
     "注文で渡す前に、手札１枚をオアシスのカード１枚と交換する。"},
    {kNamedOrder, "named-order", "Named order", "指名買い", SkillKind::kTrade,
     "Name a card: the partner returns it if held, else a number order on its number.",
     "数字とスートを指名する。相手は持っていればそのカードを、なければその数字で数字買いの返却をす"
     "る。"},
    {kFreePass, "free-pass", "Free pass", "関所御免", SkillKind::kTrade,
     "When someone orders from you, return any card you like.",
     "誰かがあなたに注文したとき、好きなカードを返してよい。"},
    {kWarehouseman, "warehouseman", "Warehouseman", "倉庫番", SkillKind::kTrade,
     "After your order phase, swap one warehouse card with an oasis card.",
     "自分のオーダーフェイズの後、倉庫のカード１枚をオアシスのカード１枚と交換する。"},
    {kDoubleDeal, "double-deal", "Double deal", "二重取引", SkillKind::kTrade,
     "Place a second order this turn, with the other opponent.",
     "この手番、もう一人の相手にもう一度注文する。"},
    {kInformant, "informant", "Informant", "密偵", SkillKind::kTrade,
     "On your turn, look at one opponent's hand.", "自分の手番に、相手１人の手札を見る。"},
    {kMonopoly, "monopoly", "Monopoly", "独占", SkillKind::kValue,
     "+1 VP per warehouse card whose number is in no other warehouse.",
     "他の誰の倉庫にもない数字の倉庫カード１枚につき＋１ＶＰ。"},
    {kCourtSupplier, "court-supplier", "Court supplier", "御用達", SkillKind::kValue,
     "One warehouse card counts as any suit.", "倉庫のカード１枚を好きなスートとして数える。"},
    {kAppraiser, "appraiser", "Appraiser", "目利き", SkillKind::kValue,
     "One warehouse card counts as its number +1 or -1 (1 to 13) for all scoring.",
     "倉庫のカード１枚を、すべての得点計算で数字±１（１〜１３）として数える。"},
    {kEastWest, "east-west", "East-West", "東西交易", SkillKind::kValue,
     "+4 VP with at least 3 east and 3 west cards in your warehouse.",
     "倉庫に東域３枚以上と西域３枚以上があれば＋４ＶＰ。"},
    {kBalance, "balance", "Balance", "天秤の加護", SkillKind::kValue,
     "+2 VP for each 7 or 8 in your warehouse.", "倉庫の７と８１枚につき＋２ＶＰ。"},
    {kCaravanserai, "caravanserai", "Caravanserai", "隊商宿", SkillKind::kValue, "+4 VP.",
     "＋４ＶＰ。"},
}};

// Value skill parameters.
inline constexpr int kMonopolyVpPerCard = 1;
inline constexpr int kEastWestMinEach = 3;
inline constexpr int kEastWestVp = 4;
inline constexpr int kBalanceVpPerCard = 2;
inline constexpr int kBalanceNumberLow = 7;
inline constexpr int kBalanceNumberHigh = 8;
inline constexpr int kCaravanseraiVp = 4;

}  // namespace mercato::trade_tycoon
