// The Turin Market seat view: the observation once, the rule questions by
// asking the viewer's table (turin_market_seat_view.h).
#include "games/turin_market/turin_market_seat_view.h"

#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

TurinMarketSeatView::TurinMarketSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer),
      observation_(table_as<TurinMarketState>().Observe(viewer)) {}

const Numbers& TurinMarketSeatView::numbers() const {
  return static_cast<const TurinMarketGame&>(table_as<TurinMarketState>().GetGame()).N();
}

int TurinMarketSeatView::Bonus(int good) const {
  return numbers().ListBonus(observation_.list, good);
}

int TurinMarketSeatView::FreeForBid(int seat) const {
  // Another seat's purse may be private (money=private): a seat's table holds
  // only a stand-in for it, so answer for the viewer's own seat only (none
  // for a spectator).
  if (viewer() != kAllSeeing && seat != viewer()) return 0;
  return table_as<TurinMarketState>().FreeForBid(seat);
}

int TurinMarketSeatView::PicksLeft(int seat) const {
  return table_as<TurinMarketState>().picks_left(seat);
}

const SaleOffer* TurinMarketSeatView::OfferOf(int card) const {
  return table_as<TurinMarketState>().OfferOf(card);
}

std::unique_ptr<SeatView> TurinMarketState::ViewFor(int viewer) const {
  return std::make_unique<TurinMarketSeatView>(Clone(), viewer);
}

}  // namespace mercato::turin_market
