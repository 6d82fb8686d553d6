// What one seat's Oregano Market table shows (issue 17): the generic seat view
// (moves, blocked moves, scores) plus the seat's observation, made once, and
// the rule questions the table asks (prices, level-up costs, the final score
// breakdown), answered here from the viewer's table. Only public facts and the
// viewer's own cards: the strategy cards of the others stay hidden.
//
// A view includes this header and never oregano.h (the state header refuses
// a file compiled with MERCATO_VIEW_TU).
#pragma once

#include <memory>

#include "engine/seat_view.h"
#include "games/oregano/oregano_actions.h"
#include "games/oregano/oregano_data.h"
#include "games/oregano/oregano_observation.h"
#include "games/oregano/oregano_params.h"

namespace mercato::oregano {

class OreganoState;

class OreganoSeatView : public SeatView {
 public:
  // `table` is an OreganoState the viewer may know (MakeSeatView).
  OreganoSeatView(std::unique_ptr<const State> table, int viewer);

  // What the viewer sees (OreganoState::Observe(viewer)), made once.
  const OreganoObservation& observation() const { return obs_; }
  Phase phase() const { return obs_.phase; }
  // The numbers in force (public): the text's, unless the table's parameters
  // changed them, so a label never says a printed number the game does not use.
  const Numbers& numbers() const;
  // The shop kind at a cell of `seat`'s area, or kEmpty.
  int ShopAt(int seat, int row, int level) const;

  // What one of `seat`'s shops of this kind and level pays it each turn (the
  // table's numbers, its fountains included); 0 for a shop that pays none.
  int ShopDividend(int seat, int kind, int level) const;
  // What `seat` gets for selling a shop of this kind and level (jeweller included).
  int SalePrice(int seat, int kind, int level) const;
  // What anyone pays for a shop of this kind and level on the main street.
  int BuyPrice(int kind, int level) const;
  // Gold to level a shop of `kind` up from `from_level` (cards: kShops[kind].cost).
  int LevelUpGold(int kind, int from_level) const;
  // `seat`'s score as it would stand if the game ended now (public in this game).
  ScoreBreakdown Breakdown(int seat) const;

 private:
  const OreganoState& S() const;

  OreganoObservation obs_;
};

}  // namespace mercato::oregano
