// What a Turin Market seat's table shows (issue 17): the observation of the
// viewer, made once, and the rule questions the view asks of it, answered by
// the rules (turin_market_seat_view.cpp). The view includes this header, never
// turin_market.h: nothing here names the State.
#pragma once

#include <memory>

#include "engine/seat_view.h"
#include "games/turin_market/turin_market_observation.h"
#include "games/turin_market/turin_market_params.h"

namespace mercato::turin_market {

class TurinMarketSeatView : public SeatView {
 public:
  // `table` is the viewer's table (MakeSeatView): a TurinMarketState.
  TurinMarketSeatView(std::unique_ptr<const State> table, int viewer);

  // What the viewer sees (Observe(viewer)), made once for this table.
  const TurinMarketObservation& observation() const { return observation_; }
  // The numbers in force (public): the text's, unless the table's parameters
  // changed them, so a label never says a printed number the game does not use.
  const Numbers& numbers() const;
  // The list card's bonus for `good` in force (the side played, at the
  // table's numbers).
  int Bonus(int good) const;
  // The most `seat` may bid (or re-bid) now: its free money. Only for the
  // viewer's own seat (0 for another: its purse may be private, and 0 for
  // every seat to a spectator); the all-seeing table answers for every seat.
  int FreeForBid(int seat) const;
  // The cards `seat` still takes (or removes) in this round's picks (open).
  int PicksLeft(int seat) const;
  // The sale offer this card is under, or null (the market is open).
  const SaleOffer* OfferOf(int card) const;

 private:
  TurinMarketObservation observation_;
};

}  // namespace mercato::turin_market
