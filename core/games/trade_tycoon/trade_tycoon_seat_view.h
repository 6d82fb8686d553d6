// The Trade Tycoon table as one viewer may see it (issue 17): what
// web/views/trade_tycoon_view* draw, never the state. It holds the viewer's
// observation (TradeTycoonState::Observe, made once) and answers the rule
// questions the table asks, each from the viewer's own table (the position
// rebuilt from what it may know), so nothing here tells a hidden card or skill.
#pragma once

#include <memory>
#include <vector>

#include "engine/seat_view.h"
#include "games/trade_tycoon/trade_tycoon_actions.h"
#include "games/trade_tycoon/trade_tycoon_data.h"
#include "games/trade_tycoon/trade_tycoon_observation.h"
#include "games/trade_tycoon/trade_tycoon_params.h"
#include "games/trade_tycoon/trade_tycoon_scoring.h"

namespace mercato::trade_tycoon {

class TradeTycoonSeatView : public SeatView {
 public:
  // `table` is a TradeTycoonState (the viewer's table: see SeatView).
  TradeTycoonSeatView(std::unique_ptr<const State> table, int viewer);
  ~TradeTycoonSeatView() override;

  // What the viewer sees (kAllSeeing: everything), made once.
  const TradeTycoonObservation& observation() const { return observation_; }
  // The numbers in force (public): the text's, unless the table's parameters
  // changed them, so a label never says a printed number the game does not use.
  const Numbers& numbers() const;
  // Whether `seat` owns `skill` face up, not used yet, a trade skill (all
  // public: a face-down skill is never usable).
  bool CanUseSkill(int seat, SkillId skill) const;
  // The cards the pending order's partner may return (its hand, without free
  // pass), when the viewer is that partner or sees everything; else empty.
  const std::vector<int>& AllowedReturns() const { return allowed_returns_; }
  // A seat's score with its parts, as it stands (public: the style, the
  // warehouse and the face-up value skills; final at the end).
  ScoreBreakdown ScoreOf(int seat) const;
  // The seat that wins now: highest score, ties to the farthest clockwise
  // from the start player.
  int Winner() const;

 private:
  TradeTycoonObservation observation_;
  std::vector<int> allowed_returns_;
};

}  // namespace mercato::trade_tycoon
