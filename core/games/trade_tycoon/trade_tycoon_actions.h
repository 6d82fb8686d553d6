// Trade Tycoon's action ids and the order action's encoding: one id space, the
// phase gives an id its meaning (TradeTycoonState::ActionToString names it).
// The rules, the view (through trade_tycoon_seat_view.h) and the tests build
// actions with these.
#pragma once

#include "engine/game.h"
#include "games/trade_tycoon/trade_tycoon_data.h"

namespace mercato::trade_tycoon {

// --- Action ids -------------------------------------------------------------
// One id space; the phase gives an id its meaning (ActionToString names it).
inline constexpr int kCardAction = 0;                                    // 52: a card
inline constexpr int kSkillAction = kCardAction + kNumCards;             // 12: a skill
inline constexpr int kSeatAction = kSkillAction + kNumSkills;            // 3: a seat
inline constexpr int kPassAction = kSeatAction + kNumPlayers;            // wait / keep / end ...
inline constexpr int kNamedOrderAction = kPassAction + 1;                // 52: the card named
inline constexpr int kInformantAction = kNamedOrderAction + kNumCards;   // 3: target
inline constexpr int kCaravanAction = kInformantAction + kNumPlayers;    // 52: hand card
inline constexpr int kWarehousemanAction = kCaravanAction + kNumCards;   // 52: warehouse card
inline constexpr int kFreePassAction = kWarehousemanAction + kNumCards;  // 52: any hand card
// An order in one action: partner, hand card, relay (0 keep, 1..3 the oasis
// card in that place) and type (number, suit, named). See OrderAction.
inline constexpr int kRelayChoices = 1 + kOasisSize;
inline constexpr int kOrderTypes = 3;
inline constexpr int kOrderAction = kFreePassAction + kNumCards;
inline constexpr int kNumActions =
    kOrderAction + kNumPlayers * kNumCards * kRelayChoices * kOrderTypes;

enum class OrderType { kNumber = 0, kSuit = 1, kNamed = 2, kNone = 3 };

// The order action: `relay` is 0 to give the hand card itself, else 1 + the
// place in the oasis of the card swapped in and given instead.
struct OrderChoice {
  int partner;
  int hand_card;
  int relay;
  OrderType type;
};
inline constexpr Action OrderAction(const OrderChoice& o) {
  return kOrderAction +
         ((o.partner * kNumCards + o.hand_card) * kRelayChoices + o.relay) * kOrderTypes +
         int(o.type);
}
inline constexpr OrderChoice DecodeOrder(Action action) {
  const int x = action - kOrderAction;
  return {x / (kOrderTypes * kRelayChoices * kNumCards),
          x / (kOrderTypes * kRelayChoices) % kNumCards, x / kOrderTypes % kRelayChoices,
          OrderType(x % kOrderTypes)};
}
inline constexpr bool IsOrderAction(Action action) {
  return action >= kOrderAction && action < kNumActions;
}

}  // namespace mercato::trade_tycoon
