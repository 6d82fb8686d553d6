// The seat view's rule questions, answered by the viewer's table (the state
// rebuilt from what the viewer may know: see engine/seat_view.h).
#include "games/trade_tycoon/trade_tycoon_seat_view.h"

#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

TradeTycoonSeatView::TradeTycoonSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer) {
  const TradeTycoonState& s = table_as<TradeTycoonState>();
  observation_ = s.Observe(viewer);
  if (s.phase() == Phase::kReturn && (viewer == kAllSeeing || viewer == s.order().partner)) {
    allowed_returns_ = s.AllowedReturns();
  }
}

TradeTycoonSeatView::~TradeTycoonSeatView() = default;

const Numbers& TradeTycoonSeatView::numbers() const {
  return static_cast<const TradeTycoonGame&>(table_as<TradeTycoonState>().GetGame()).N();
}

bool TradeTycoonSeatView::CanUseSkill(int seat, SkillId skill) const {
  return table_as<TradeTycoonState>().CanUseSkill(seat, skill);
}

ScoreBreakdown TradeTycoonSeatView::ScoreOf(int seat) const {
  return table_as<TradeTycoonState>().ScoreOf(seat);
}

int TradeTycoonSeatView::Winner() const { return table_as<TradeTycoonState>().Winner(); }

std::unique_ptr<SeatView> TradeTycoonState::ViewFor(int viewer) const {
  return std::make_unique<TradeTycoonSeatView>(Clone(), viewer);
}

}  // namespace mercato::trade_tycoon
