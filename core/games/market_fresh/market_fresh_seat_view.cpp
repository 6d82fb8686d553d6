// The Market Fresh seat view: its rule questions asked of the viewer's table.
#include "games/market_fresh/market_fresh_seat_view.h"

#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

MarketFreshSeatView::MarketFreshSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer) {
  // A seat or a spectator sees its own share; anything else is all-seeing.
  const bool known = IsSeat(viewer, num_players()) || viewer == kSpectator;
  obs_ = table_as<MarketFreshState>().Observe(known ? viewer : kAllSeeing);
}

const Numbers& MarketFreshSeatView::numbers() const {
  return static_cast<const MarketFreshGame&>(table_as<MarketFreshState>().GetGame()).N();
}

PlacementCheck MarketFreshSeatView::CheckPlacement(const CratePlacement& p) const {
  return table_as<MarketFreshState>().CheckPlacement(p);
}

std::vector<ScoreChoice> MarketFreshSeatView::ScoreChoicesFor(const CratePlacement& p) const {
  return table_as<MarketFreshState>().ScoreChoicesFor(p);
}

std::vector<ScoreChoice> MarketFreshSeatView::PendingScoreChoices() const {
  return table_as<MarketFreshState>().PendingScoreChoices();
}

const std::vector<FinalBreakdown>& MarketFreshSeatView::Final() const {
  return table_as<MarketFreshState>().Final();
}

int MarketFreshSeatView::SoloRankOf(int score) { return MarketFreshState::SoloRankOf(score); }

std::unique_ptr<SeatView> MarketFreshState::ViewFor(int viewer) const {
  return std::make_unique<MarketFreshSeatView>(Clone(), viewer);
}

}  // namespace mercato::market_fresh
