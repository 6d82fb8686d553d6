// The Merchants seat view: each question asked of the viewer's table.
#include "games/merchants/merchants_seat_view.h"

#include "games/merchants/merchants.h"

namespace mercato::merchants {

namespace {

const MerchantsState& Table(const State& table) {
  return static_cast<const MerchantsState&>(table);
}

}  // namespace

MerchantsSeatView::MerchantsSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer), obs_(Table(this->table()).Observe(viewer)) {}

int MerchantsSeatView::PileTop(int pile) const {
  const std::vector<int>& cards = obs_.piles[size_t(pile)];
  return cards.empty() ? -1 : cards.back();
}

int MerchantsSeatView::TopsShowing(int good) const { return Table(table()).TopsShowing(good); }

std::vector<int> MerchantsSeatView::SettlementFor(int good, int pile_mask) const {
  return Table(table()).SettlementFor(good, pile_mask);
}

Action MerchantsSeatView::CanonicalPlay(int good, int pile_mask) const {
  return Table(table()).CanonicalPlay(good, pile_mask);
}

int MerchantsSeatView::Money(int seat) const { return Table(table()).money(seat); }

const Earnings& MerchantsSeatView::EarningsOf(int seat) const {
  return Table(table()).earnings(seat);
}

int MerchantsSeatView::Owned(int seat, Special kind) const {
  return Table(table()).owned(seat, kind);
}

std::unique_ptr<SeatView> MerchantsState::ViewFor(int viewer) const {
  return std::make_unique<MerchantsSeatView>(Clone(), viewer);
}

}  // namespace mercato::merchants
