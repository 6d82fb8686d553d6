// The heuristic player's building blocks, public so tests and the view's hints
// can use them: a soft value of a warehouse for a style (the score plus credit
// for progress towards the next points) and the chance that an opponent holds
// a card, read from the balance card and the cards seen entering the hand.
#pragma once

#include <array>
#include <vector>

#include "games/trade_tycoon/trade_tycoon.h"

namespace mercato::trade_tycoon {

// Score of `warehouse` under `style` plus partial credit (a pair on the way to
// three of a kind, a run with one gap, an incomplete set of suits ...).
double SoftStyleValue(int style, const std::vector<int>& warehouse);

// The style `seat` plays or, without one yet, the one it seems to aim at.
int LeanStyle(const TradeTycoonState& state, int seat);

// For each card, the probability (as `viewer` can tell) that it is in `seat`'s
// hand: 1 or 0 when known; otherwise the seat's unseen cards below (above) the
// balance spread evenly over every card numbered 1..7 (8..13) the viewer has
// not seen, leaving out what the seat's past returns showed it lacked (when
// it has drawn nothing since).
std::array<double, kNumCards> HandProbabilities(const TradeTycoonState& state, int viewer,
                                                int seat);

// Expected soft value gained by `active` from an order with `partner`, giving
// `given_card`, of the given type (`named_card` for a named order).
double ExpectedOrderGain(const TradeTycoonState& state, int active, int partner, int given_card,
                         OrderType type, int named_card = -1);

}  // namespace mercato::trade_tycoon
