// The trade skills, one small function each (the value skills are scoring
// functions in trade_tycoon_scoring.cpp). Named order and free pass change
// which cards a partner may return: see AllowedReturns and ApplyReturn.
#include "engine/check.h"
#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

// Informant: the active player looks at one opponent's hand and knows those
// cards until they leave it.
void TradeTycoonState::UseInformant(int target) {
  MERCATO_CHECK(target != active_, "informant needs an opponent");
  for (int c : hands_[target]) known_by_[c] |= uint8_t(1 << active_);
  skill_used_[kInformant] = true;
}

// Caravan: an extra swap of one hand card with an oasis card, in public.
void TradeTycoonState::UseCaravan(int hand_card, int oasis_card) {
  RemoveFromHand(active_, hand_card);
  SwapWithOasis(hand_card, oasis_card, {Place::kHand, int8_t(active_)});
  AddToHand(active_, oasis_card);
  skill_used_[kCaravan] = true;
}

// Warehouseman: one warehouse card changes places with an oasis card.
void TradeTycoonState::UseWarehouseman(int warehouse_card, int oasis_card) {
  std::vector<int>& warehouse = warehouses_[active_];
  for (int& c : warehouse) {
    if (c == warehouse_card) c = oasis_card;  // keeps the card's slot in the row
  }
  SwapWithOasis(warehouse_card, oasis_card, {Place::kWarehouse, int8_t(active_)});
  skill_used_[kWarehouseman] = true;
}

// Double deal: a second order this turn, with the opponent not yet ordered from.
void TradeTycoonState::UseDoubleDeal() {
  const int first_partner = order_.partner;
  order_ = PendingOrder();
  order_.index = 1;
  for (int q = 0; q < kNumPlayers; ++q) {
    if (q != active_ && q != first_partner) order_.partner = q;
  }
  skill_used_[kDoubleDeal] = true;
  phase_ = Phase::kPreOrder;
}

}  // namespace mercato::trade_tycoon
