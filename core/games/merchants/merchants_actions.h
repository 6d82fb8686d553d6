// Merchants action ids: one flat range of ints, decoded in one place. The view
// and the tests build actions with these helpers instead of raw numbers.
#pragma once

#include "engine/game.h"
#include "games/merchants/merchants_data.h"

namespace mercato::merchants {

enum class ActionKind {
  kCard,        // chance: a card of `good` comes off the deck (deal, demand, draw)
  kStart,       // chance: `seat` is the start player
  kLoad,        // setup: load a cube of `good` onto an empty ship
  kSwap,        // step 1: a cube of `good` on a ship goes back, `good2` comes aboard
  kBuy,         // step 1: buy `special`; a ship comes loaded with `good`
  kPass,        // step 1: no (more) step-1 action
  kDraw,        // step 2: draw 2 cards
  kPlay,        // step 2: play cards of `good` onto the piles in `pile_mask`
  kHouseDraw,   // end of turn: a trading house draws 1 card
  kHouseSkip,   // end of turn: a trading house does not draw
  kInvalid,
};

struct DecodedAction {
  ActionKind kind = ActionKind::kInvalid;
  int good = -1;
  int good2 = -1;
  int seat = -1;
  int special = -1;
  int pile_mask = 0;  // bit i = pile i (0-based)
};

namespace internal {
inline constexpr int kCardBase = 0;
inline constexpr int kStartBase = kCardBase + kNumGoods;
inline constexpr int kLoadBase = kStartBase + kMaxPlayers;
inline constexpr int kSwapBase = kLoadBase + kNumGoods;
inline constexpr int kBuyShipBase = kSwapBase + kNumGoods * kNumGoods;
inline constexpr int kBuyOtherBase = kBuyShipBase + kNumGoods;  // house, agreement, stevedore
inline constexpr int kPass = kBuyOtherBase + kNumSpecialKinds - 1;
inline constexpr int kDraw = kPass + 1;
inline constexpr int kHouseDraw = kDraw + 1;
inline constexpr int kHouseSkip = kHouseDraw + 1;
inline constexpr int kPlayBase = kHouseSkip + 1;
inline constexpr int kMasks = 1 << kDemandPiles;
inline constexpr int kNumActions = kPlayBase + kNumGoods * kMasks;
}  // namespace internal

inline constexpr int kNumDistinctActions = internal::kNumActions;

inline Action CardAction(int good) { return internal::kCardBase + good; }
inline Action StartAction(int seat) { return internal::kStartBase + seat; }
inline Action LoadAction(int good) { return internal::kLoadBase + good; }
inline Action SwapAction(int from, int to) {
  return internal::kSwapBase + from * kNumGoods + to;
}
inline Action BuyShipAction(int good) { return internal::kBuyShipBase + good; }
// For the trading house, the agreement and the stevedore (a ship needs a good).
inline Action BuyAction(Special kind) { return internal::kBuyOtherBase + int(kind) - 1; }
inline constexpr Action kPassAction = internal::kPass;
inline constexpr Action kDrawAction = internal::kDraw;
inline constexpr Action kHouseDrawAction = internal::kHouseDraw;
inline constexpr Action kHouseSkipAction = internal::kHouseSkip;
inline Action PlayAction(int good, int pile_mask) {
  return internal::kPlayBase + good * internal::kMasks + pile_mask;
}

DecodedAction DecodeAction(Action action);

}  // namespace mercato::merchants
