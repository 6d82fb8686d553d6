// What a Merchants view draws (issue 17): the viewer's observation, made once
// when the table changes, and the rule questions the table asks ("what would
// this play pay?"), answered by the rules on the viewer's table. The view
// includes this header, never merchants.h (which refuses MERCATO_VIEW_TU).
#pragma once

#include <memory>
#include <vector>

#include "engine/seat_view.h"
#include "games/merchants/merchants_actions.h"
#include "games/merchants/merchants_data.h"
#include "games/merchants/merchants_observation.h"
#include "games/merchants/merchants_params.h"

namespace mercato::merchants {

class MerchantsSeatView : public SeatView {
 public:
  // `table` is a MerchantsState the viewer may know (engine/seat_view.h).
  MerchantsSeatView(std::unique_ptr<const State> table, int viewer);

  // What the viewer sees (MerchantsState::Observe(viewer)), made once.
  const MerchantsObservation& observation() const { return obs_; }
  Phase phase() const { return obs_.phase; }
  int acting_seat() const { return obs_.acting_seat; }
  // The numbers in force (public): the text's, unless the table's parameters
  // changed them, so a label never says a printed number the game does not use.
  const Numbers& numbers() const;

  // The good on top of demand pile `pile`, or -1 while it is empty.
  int PileTop(int pile) const;
  // How many demand piles show `good` on top.
  int TopsShowing(int good) const;
  // What a play of `good` onto the piles in `pile_mask` would pay each seat
  // (cubes aboard and agreements are public).
  std::vector<int> SettlementFor(int good, int pile_mask) const;
  // The viewer's legal play covering the same tops as `pile_mask`, or -1.
  Action CanonicalPlay(int good, int pile_mask) const;

  // For the score breakdown: a seat's money, how it came about and the
  // special cards it owns (all public).
  int Money(int seat) const;
  const Earnings& EarningsOf(int seat) const;
  int Owned(int seat, Special kind) const;

 private:
  MerchantsObservation obs_;
};

}  // namespace mercato::merchants
