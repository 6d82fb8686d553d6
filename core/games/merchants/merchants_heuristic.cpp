// A cheap, sensible Merchants player: the easy level and the rollout policy of
// the search. One pass over the legal actions, no cloning, no lookahead.
//   load/swap: put cubes on goods that show on the piles and that you hold;
//   buy: a trading house early, a ship or an agreement while the deck is long;
//   play: the play that earns you most against what it gives the others, minus
//         the cards it spends and the demand it takes from your other cubes;
//         draw instead when no play is worth a card;
//   trading house: draw, unless behind with the end near (drawing hastens it).
#include <array>
#include <bit>

#include "games/merchants/merchants.h"

namespace mercato::merchants {

namespace {

// How useful a cube of `good` is to `p`: the demand now, and the cards in hand
// that can raise it (and pay) later.
double CubeValue(const MerchantsState& s, int p, int good) {
  return 1.0 * s.TopsShowing(good) + 0.8 * s.hand(p)[good];
}

int BestGoodToLoad(const MerchantsState& s, int p, Rng& rng) {
  int best = -1;
  double best_value = -1e9;
  for (int g = 0; g < kNumGoods; ++g) {
    if (s.cube_supply(g) == 0) continue;
    const double value = CubeValue(s, p, g) + 0.01 * rng.Uniform01();
    if (value > best_value) {
      best_value = value;
      best = g;
    }
  }
  return best;
}

bool IsLeading(const MerchantsState& s, int p) {
  for (int q = 0; q < s.NumPlayers(); ++q) {
    if (q != p && s.money(q) > s.money(p)) return false;
  }
  return true;
}

Action Step1Choice(const MerchantsState& s, Rng& rng) {
  const int p = s.acting_seat();
  const int deck = s.deck_size();
  // The worst cube aboard and the best good in the supply.
  int worst = -1, best = -1;
  double worst_value = 1e9, best_value = -1e9;
  for (int g = 0; g < kNumGoods; ++g) {
    const double value = CubeValue(s, p, g) + 0.01 * rng.Uniform01();
    if (s.cubes(p)[g] > 0 && value < worst_value) worst_value = value, worst = g;
    if (s.cube_supply(g) > 0 && value > best_value) best_value = value, best = g;
  }
  const bool worth_swapping = worst >= 0 && best >= 0 && worst != best &&
                              best_value - worst_value >= 1.5;
  // A stevedore swap is free: take it first when it helps.
  if (s.stevedore_swaps_left() > 0 && worth_swapping && s.CanSwap(worst, best)) {
    return SwapAction(worst, best);
  }
  if (!s.step1_action_used()) {
    if (s.owned(p, kTradingHouse) == 0 && deck >= 20 && s.CanBuy(kTradingHouse)) {
      return BuyAction(kTradingHouse);
    }
    if (s.ships(p) < 4 && deck >= 24 && best >= 0 && s.CanBuyShip(best)) {
      return BuyShipAction(best);
    }
    if (s.owned(p, kAgreement) == 0 && deck >= 28 && s.CanBuy(kAgreement)) {
      return BuyAction(kAgreement);
    }
    if (worth_swapping && s.CanSwap(worst, best)) return SwapAction(worst, best);
  }
  return kPassAction;
}

Action Step2Choice(const MerchantsState& s) {
  const int p = s.acting_seat();
  const int n = s.NumPlayers();
  const double others_weight = 1.5 / n;
  int hand_size = 0;
  for (int c : s.hand(p)) hand_size += c;

  double draw_value = hand_size <= 2 ? 2.0 : 0.5;
  if (IsLeading(s, p) && s.deck_size() <= 4) draw_value += 5.0;  // hasten the end

  // What covering each pile's top costs me and gives the others: the same
  // products as inside the loop, computed once per decision, not once per play.
  std::array<int, kDemandPiles> tops{};
  std::array<double, kDemandPiles> own_loss{};
  std::array<std::array<double, kMaxPlayers>, kDemandPiles> others_gain{};
  for (int i = 0; i < kDemandPiles; ++i) {
    const int top = s.PileTop(i);
    tops[i] = top;
    own_loss[i] = 0.5 * s.cubes(p)[top];
    for (int q = 0; q < n; ++q) others_gain[i][q] = 0.5 * others_weight * s.cubes(q)[top];
  }

  // The settlement's part of a play's value depends only on the good and on
  // how many tops show it afterwards: worked out (the same operations) once
  // per pair, not once per play.
  std::array<std::array<double, kDemandPiles + 1>, kNumGoods> settlement_value{};
  std::array<std::array<bool, kDemandPiles + 1>, kNumGoods> settlement_known{};
  const auto settlement = [&](int good, int pile_mask) {
    const int showing = std::popcount(unsigned(pile_mask | s.PilesShowing(good)));
    if (!settlement_known[good][showing]) {
      const MerchantsState::Payouts pay = s.PayoutsFor(good, pile_mask);
      double value = pay[p];
      for (int q = 0; q < n; ++q) {
        if (q != p) value -= others_weight * pay[q];
      }
      settlement_value[good][showing] = value;
      settlement_known[good][showing] = true;
    }
    return settlement_value[good][showing];
  };

  Action best = kDrawAction;
  double best_value = draw_value;
  s.VisitPlays([&](int good, int pile_mask) {
    double value = settlement(good, pile_mask);
    for (int rest = pile_mask; rest != 0; rest &= rest - 1) {  // covered piles, left to right
      const int i = std::countr_zero(unsigned(rest));
      value -= 1.0;  // the card spent
      if (tops[i] == good) continue;
      // Covering a top lowers the demand for that good: bad for its holders.
      value -= own_loss[i];
      for (int q = 0; q < n; ++q) {
        if (q != p) value += others_gain[i][q];
      }
    }
    if (value > best_value) {
      best_value = value;
      best = PlayAction(good, pile_mask);
    }
  });
  return best;
}

}  // namespace

Action MerchantsGame::HeuristicAction(const State& state, Rng& rng) const {
  // No legal-action list: each choice asks the rules for just the moves it
  // considers (rollouts call this at every step).
  const auto& s = static_cast<const MerchantsState&>(state);
  if (s.IsChanceNode()) return SampleChanceOutcome(s, rng);
  const int p = s.acting_seat();
  switch (s.phase()) {
    case Phase::kLoad:
      return LoadAction(BestGoodToLoad(s, p, rng));
    case Phase::kStep1:
      return Step1Choice(s, rng);
    case Phase::kStep2:
      return Step2Choice(s);
    case Phase::kHouse:
      return (IsLeading(s, p) || s.deck_size() > 8) ? kHouseDrawAction : kHouseSkipAction;
    default:
      return s.LegalActions().front();
  }
}

}  // namespace mercato::merchants
