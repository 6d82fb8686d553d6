#include "engine/seat_view.h"

#include <algorithm>

#include "engine/game.h"
#include "engine/private_scores.h"
#include "engine/seat_state.h"

namespace mercato {

SeatView::SeatView(std::unique_ptr<const State> table, int viewer)
    : table_(std::move(table)), viewer_(viewer) {
  const State& s = *table_;
  num_players_ = s.NumPlayers();
  current_player_ = s.CurrentPlayer();
  terminal_ = s.IsTerminal();
  // Only the all-seeing viewer acts for anyone; a spectator (kSpectator) never.
  if (!terminal_ && current_player_ >= 0 && (viewer == kAllSeeing || viewer == current_player_)) {
    legal_ = s.LegalActions();
  }
  blocked_ = s.BlockedMovesFor(viewer);
  const std::vector<int> scores = s.Scores();
  for (int seat = 0; seat < num_players_; ++seat) {
    const bool shown = terminal_ || ScoreVisible(s, seat, viewer);
    shown_.push_back(shown ? 1 : 0);
    scores_.push_back(shown ? scores[size_t(seat)] : 0);
  }
  if (terminal_) returns_ = s.Returns();
}

SeatView::~SeatView() = default;

const Game& SeatView::game() const { return table_->GetGame(); }

bool SeatView::IsLegal(Action action) const {
  return std::binary_search(legal_.begin(), legal_.end(), action);
}

std::string SeatView::Notation(Action action) const { return table_->ActionToString(action); }

std::unique_ptr<SeatView> MakeGenericSeatView(std::unique_ptr<const State> table, int viewer) {
  return std::unique_ptr<SeatView>(new SeatView(std::move(table), viewer));
}

std::unique_ptr<SeatView> State::ViewFor(int viewer) const {
  return MakeGenericSeatView(Clone(), viewer);
}

std::unique_ptr<SeatView> MakeSeatView(const State& real, int viewer) {
  std::unique_ptr<State> table = viewer == kAllSeeing ? nullptr : SeatTable(real, viewer);
  return (table != nullptr ? *table : real).ViewFor(viewer);
}

}  // namespace mercato
