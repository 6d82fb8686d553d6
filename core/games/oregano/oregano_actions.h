// Action numbering of Oregano Market: one flat range per kind of move, so an
// action id says everything about the move (which shop, which cell, which card).
#pragma once

#include "engine/game.h"
#include "games/oregano/oregano_data.h"

namespace mercato::oregano {

enum class ActionType {
  kPickMerchant,   // setup: a starting resource merchant into a level-1 cell
  kKeepStrategy,   // keep one of the strategy cards just drawn
  kBuild,          // a new shop from the supply into a level-1 cell
  kLevelUp,        // move a shop one column right in its row
  kTakeResource,   // use a placed merchant (own or another player's)
  kSell,           // sell one of your shops to the main street
  kBuy,            // buy a shop from the main street
  kCasinoRoll,     // go to the casino at the end of the turn
  kCasinoSkip,
  kDrawStrategy,   // chance: which strategy card comes off the deck
  kDie,            // chance: the casino die
};

// The four actions a turn declares two different ones of.
enum class Category { kBuild = 0, kResource = 1, kSell = 2, kBuy = 3, kNone = 4 };
inline constexpr int kNumCategories = 4;

struct DecodedAction {
  ActionType type = ActionType::kCasinoSkip;
  int kind = -1;    // shop kind (pick, build, buy)
  int row = -1;     // 0..3
  int level = -1;   // 1..4 (level-up: the level it leaves; buy: the shop's level)
  int owner = -1;   // seat whose merchant is used (take resource)
  int card = -1;    // strategy card (keep, draw)
  int face = -1;    // die face 1..6
};

namespace action_ids {
inline constexpr int kPickMerchantBase = 0;                            // 3 merchants x rows
inline constexpr int kKeepStrategyBase = kPickMerchantBase + 3 * kRows;  // cards
inline constexpr int kBuildBase = kKeepStrategyBase + kNumStrategyCards;  // kinds x rows
inline constexpr int kLevelUpBase = kBuildBase + kNumShopKinds * kRows;  // rows x (levels-1)
inline constexpr int kTakeResourceBase = kLevelUpBase + kRows * (kLevels - 1);  // seats x cells
inline constexpr int kSellBase = kTakeResourceBase + kMaxPlayers * kCells;      // cells
inline constexpr int kBuyBase = kSellBase + kCells;  // kinds x levels x rows
inline constexpr int kCasinoRoll = kBuyBase + kNumShopKinds * kLevels * kRows;
inline constexpr int kCasinoSkip = kCasinoRoll + 1;
inline constexpr int kDrawStrategyBase = kCasinoSkip + 1;              // cards
inline constexpr int kDieBase = kDrawStrategyBase + kNumStrategyCards;  // faces 1..6
inline constexpr int kNumActions = kDieBase + kDieFaces;
}  // namespace action_ids

inline int CellIndex(int row, int level) { return row * kLevels + (level - 1); }
inline int CellRow(int cell) { return cell / kLevels; }
inline int CellLevel(int cell) { return cell % kLevels + 1; }

Action PickMerchantAction(int merchant_kind, int row);
Action KeepStrategyAction(int card);
Action BuildAction(int kind, int row);
Action LevelUpAction(int row, int from_level);
Action TakeResourceAction(int owner, int cell);
Action SellAction(int cell);
Action BuyAction(int kind, int level, int row);
Action DrawStrategyAction(int card);
Action DieAction(int face);

DecodedAction Decode(Action action);
// Which of the four turn actions a move belongs to (kNone for the others).
Category CategoryOf(ActionType type);

}  // namespace mercato::oregano
