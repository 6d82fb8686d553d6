// Oregano Market's seat view (oregano_seat_view.h): its questions answered by
// the viewer's table.
#include "games/oregano/oregano_seat_view.h"

#include "games/oregano/oregano.h"

namespace mercato::oregano {

std::unique_ptr<SeatView> OreganoState::ViewFor(int viewer) const {
  return std::make_unique<OreganoSeatView>(Clone(), viewer);
}

OreganoSeatView::OreganoSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer), obs_(S().Observe(viewer)) {}

const OreganoState& OreganoSeatView::S() const { return table_as<OreganoState>(); }

const Numbers& OreganoSeatView::numbers() const {
  return static_cast<const OreganoGame&>(S().GetGame()).N();
}

int OreganoSeatView::ShopAt(int seat, int row, int level) const {
  return obs_.players[size_t(seat)].area[size_t(CellIndex(row, level))];
}

int OreganoSeatView::SalePrice(int seat, int kind, int level) const {
  return S().SalePrice(seat, kind, level);
}

int OreganoSeatView::BuyPrice(int kind, int level) const { return S().BuyPrice(kind, level); }

int OreganoSeatView::ShopDividend(int seat, int kind, int level) const {
  return S().ShopDividend(seat, kind, level);
}

int OreganoSeatView::LevelUpGold(int kind, int from_level) const {
  return S().LevelUpGold(kind, from_level);
}

ScoreBreakdown OreganoSeatView::Breakdown(int seat) const { return S().Breakdown(seat); }

}  // namespace mercato::oregano
