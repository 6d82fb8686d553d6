// The seat view's rule questions, answered by the viewer's table (the state
// rebuilt from what the viewer may know: see engine/seat_view.h).
#include "games/trade_tycoon/trade_tycoon_seat_view.h"

#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

namespace {

const TradeTycoonState& Table(const State& table) {
  return static_cast<const TradeTycoonState&>(table);
}

}  // namespace

TradeTycoonSeatView::TradeTycoonSeatView(std::unique_ptr<const State> table, int viewer)
    : SeatView(std::move(table), viewer) {
  const TradeTycoonState& s = Table(this->table());
  observation_ = s.Observe(viewer);
  if (s.phase() == Phase::kReturn && (viewer < 0 || viewer == s.order().partner)) {
    allowed_returns_ = s.AllowedReturns();
  }
}

TradeTycoonSeatView::~TradeTycoonSeatView() = default;

const TradeTycoonObservation& TradeTycoonSeatView::ObservationFor(int seat) const {
  if (seat == viewer() || viewer() >= 0 || seat < 0 || seat >= kNumPlayers) return observation_;
  std::unique_ptr<TradeTycoonObservation>& view = seat_views_[size_t(seat)];
  if (view == nullptr) {
    view = std::make_unique<TradeTycoonObservation>(Table(table()).Observe(seat));
  }
  return *view;
}

bool TradeTycoonSeatView::CanUseSkill(int seat, SkillId skill) const {
  return Table(table()).CanUseSkill(seat, skill);
}

ScoreBreakdown TradeTycoonSeatView::ScoreOf(int seat) const { return Table(table()).ScoreOf(seat); }

int TradeTycoonSeatView::Winner() const { return Table(table()).Winner(); }

std::unique_ptr<SeatView> TradeTycoonState::ViewFor(int viewer) const {
  return std::make_unique<TradeTycoonSeatView>(Clone(), viewer);
}

}  // namespace mercato::trade_tycoon
