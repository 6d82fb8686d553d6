// The Merchants seat view: each question asked of the viewer's table.
#include "games/merchants/merchants_seat_view.h"

#include "games/merchants/merchants.h"

namespace mercato::merchants {

MerchantsSeatView::MerchantsSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer), obs_(table_as<MerchantsState>().Observe(viewer)) {}

const Numbers& MerchantsSeatView::numbers() const {
  return static_cast<const MerchantsGame&>(table_as<MerchantsState>().GetGame()).N();
}

int MerchantsSeatView::PileTop(int pile) const {
  const std::vector<int>& cards = obs_.piles[size_t(pile)];
  return cards.empty() ? -1 : cards.back();
}

int MerchantsSeatView::TopsShowing(int good) const {
  return table_as<MerchantsState>().TopsShowing(good);
}

std::vector<int> MerchantsSeatView::SettlementFor(int good, int pile_mask) const {
  return table_as<MerchantsState>().SettlementFor(good, pile_mask);
}

Action MerchantsSeatView::CanonicalPlay(int good, int pile_mask) const {
  return table_as<MerchantsState>().CanonicalPlay(good, pile_mask);
}

int MerchantsSeatView::Money(int seat) const { return table_as<MerchantsState>().money(seat); }

const Earnings& MerchantsSeatView::EarningsOf(int seat) const {
  return table_as<MerchantsState>().earnings(seat);
}

int MerchantsSeatView::Owned(int seat, Special kind) const {
  return table_as<MerchantsState>().owned(seat, kind);
}

std::unique_ptr<SeatView> MerchantsState::ViewFor(int viewer) const {
  return std::make_unique<MerchantsSeatView>(Clone(), viewer);
}

}  // namespace mercato::merchants
