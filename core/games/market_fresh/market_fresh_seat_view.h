// What the Market Fresh table draws (issue 17): one viewer's seat view, with
// its observation made once and the rule questions the table asks ("where
// would this crate go, what would it score?") answered in core, from the
// viewer's own table (engine/seat_view.h). A view includes this header, never
// market_fresh.h.
#pragma once

#include <memory>
#include <vector>

#include "engine/seat_view.h"
#include "games/market_fresh/market_fresh_actions.h"
#include "games/market_fresh/market_fresh_board.h"
#include "games/market_fresh/market_fresh_data.h"
#include "games/market_fresh/market_fresh_market.h"
#include "games/market_fresh/market_fresh_observation.h"
#include "games/market_fresh/market_fresh_params.h"

namespace mercato::market_fresh {

class MarketFreshSeatView : public SeatView {
 public:
  // `table` is a MarketFreshState the viewer may know (MarketFreshState::ViewFor).
  MarketFreshSeatView(std::unique_ptr<const State> table, int viewer);

  // Everything the viewer may see (MarketFreshState::Observe of the viewer, or
  // of -1, everything, when the viewer is not a seat), made once.
  const MarketFreshObservation& Obs() const { return obs_; }
  // The numbers in force (public): the text's, unless the table's parameters
  // changed them, so a label never says a printed number the game does not use.
  const Numbers& numbers() const;

  // Whether the crate could lie like that on the acting seat's storefront now,
  // its height and freshness, and why not.
  PlacementCheck CheckPlacement(const CratePlacement& p) const;
  // The scoring choices a placement by the acting seat would offer (empty when
  // it is not legal).
  std::vector<ScoreChoice> ScoreChoicesFor(const CratePlacement& p) const;
  // The scoring choices open now (the score phase), as Obs().score_choices.
  std::vector<ScoreChoice> PendingScoreChoices() const;
  // Every seat's final scoring once the game is over, else empty.
  const std::vector<FinalBreakdown>& Final() const;
  // Index into kSoloRanks for a score.
  static int SoloRankOf(int score);

 private:
  MarketFreshObservation obs_;
};

}  // namespace mercato::market_fresh
