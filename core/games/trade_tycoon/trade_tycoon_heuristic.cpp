// The heuristic player: the easy level and the rollout policy of ISMCTS.
// It aims at its style and reads the balance card: every order is valued by
// the chance that the partner holds each card (HandProbabilities) and by what
// the card the partner would return is worth to the style.
#include "games/trade_tycoon/trade_tycoon_heuristic.h"

#include <algorithm>
#include <cmath>

#include "engine/check.h"

namespace mercato::trade_tycoon {

namespace {

// What a skill is worth to keep in the draft (the lowest is passed left).
constexpr std::array<double, kNumSkills> kSkillWorth = {
    1.0,  // caravan
    3.0,  // named order
    1.5,  // free pass
    2.0,  // warehouseman
    3.5,  // double deal
    1.2,  // informant
    2.0,  // monopoly
    2.5,  // court supplier
    2.5,  // appraiser
    2.6,  // east-west
    2.4,  // balance
    4.0,  // caravanserai
};

// A slight preference between styles while the warehouse says nothing yet
// (heuristic self-play: Persia and China score a little more than Rome, and
// Japan's four-suit sets are the hardest), and what a rival on the same style
// costs: the same cards are then wanted twice.
constexpr std::array<double, kNumSuits> kStylePrior = {1.4, 0.6, 1.3, 1.5};
constexpr double kSharedStylePenalty = 0.5;

// Partial credit of Persia by how many cards of one number (4 at most).
constexpr std::array<double, 5> kPersiaSoft = {0, 0.5, 2.8, 7.3, 10};

bool Contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

bool HoldsKnownSkill(const TradeTycoonState& state, int seat, int viewer, SkillId skill) {
  return state.skill_owner(skill) == seat &&
         (state.skill_revealed(skill) || state.KnowsSkill(viewer, skill));
}

// East-West's credit for a warehouse with these region counts: full once
// both reach 3, half of the progress before.
double EastWestCredit(int east, int west) {
  const int least = std::min(east, west);
  if (least >= kEastWestMinEach) return kEastWestVp;
  return 0.5 * kEastWestVp * least / kEastWestMinEach;
}

// What each card would add to `seat`'s warehouse, as `viewer` judges it: its
// (lean) style's soft value plus the value skills the viewer knows it holds
// (its own count even face down: it will reveal them). The style part depends
// only on the number (China, Persia) or the suit (Japan, Rome): computed once
// per number or suit.
std::array<double, kNumCards> CardGains(const TradeTycoonState& state, int seat, int viewer) {
  const int style = LeanStyle(state, seat);
  std::vector<int> warehouse = state.warehouse(seat);
  const double base = SoftStyleValue(style, warehouse);
  const bool by_number = style == kChinaStyle || style == kPersiaStyle;
  std::array<double, kNumNumbers + 1> style_gain{};
  warehouse.push_back(0);
  for (int key = 0; key < (by_number ? kNumNumbers : kNumSuits); ++key) {
    warehouse.back() = by_number ? CardId(key + 1, kChina) : CardId(1, Suit(key));
    style_gain[key] = SoftStyleValue(style, warehouse) - base;
  }
  warehouse.pop_back();
  std::array<double, 2> region_gain{};
  if (HoldsKnownSkill(state, seat, viewer, kEastWest)) {
    std::array<int, 2> count{};
    for (int c : warehouse) ++count[CardRegion(c)];
    const double now = EastWestCredit(count[kEast], count[kWest]);
    region_gain[kEast] = EastWestCredit(count[kEast] + 1, count[kWest]) - now;
    region_gain[kWest] = EastWestCredit(count[kEast], count[kWest] + 1) - now;
  }
  const bool balance = HoldsKnownSkill(state, seat, viewer, kBalance);
  std::array<double, kNumCards> gains{};
  for (int c = 0; c < kNumCards; ++c) {
    const int n = CardNumber(c);
    gains[c] = style_gain[by_number ? n - 1 : int(CardSuit(c))] + region_gain[CardRegion(c)];
    if (balance && (n == kBalanceNumberLow || n == kBalanceNumberHigh))
      gains[c] += kBalanceVpPerCard;
  }
  return gains;
}

// Expected gain when the partner returns the first card it holds among groups
// taken in order (same number, then the next nearest ...). Within a group the
// partner picks what suits it: we expect something between the average and
// the worst for us. No allocation: this runs in every rollout step.
class ReturnEstimate {
 public:
  // `excluded` cards cannot come back (the given card, a named card not held).
  ReturnEstimate(const std::array<double, kNumCards>& probs,
                 const std::array<double, kNumCards>& gains, int excluded1, int excluded2)
      : probs_(probs), gains_(gains), excluded1_(excluded1), excluded2_(excluded2) {}

  void StartGroup() { none_ = 1.0, weight_ = 0.0, weighted_ = 0.0, worst_ = 1e9; }
  void Add(int card) {
    const double p = probs_[card];
    if (p <= 0 || card == excluded1_ || card == excluded2_) return;
    none_ *= 1.0 - std::min(p, 1.0);
    weight_ += p;
    weighted_ += p * gains_[card];
    worst_ = std::min(worst_, gains_[card]);
  }
  void EndGroup() {
    if (weight_ <= 0) return;
    total_ += remain_ * (1.0 - none_) * (0.5 * weighted_ / weight_ + 0.5 * worst_);
    remain_ *= none_;
  }
  bool Settled() const { return remain_ < 1e-3; }
  double total() const { return total_; }

 private:
  const std::array<double, kNumCards>& probs_;
  const std::array<double, kNumCards>& gains_;
  const int excluded1_, excluded2_;
  double remain_ = 1.0, total_ = 0.0;
  double none_ = 1.0, weight_ = 0.0, weighted_ = 0.0, worst_ = 1e9;
};

double NumberOrderGain(int number, const std::array<double, kNumCards>& probs,
                       const std::array<double, kNumCards>& gains, int excluded1, int excluded2) {
  ReturnEstimate estimate(probs, gains, excluded1, excluded2);
  for (int d = 0; d < kNumNumbers && !estimate.Settled(); ++d) {
    estimate.StartGroup();
    if (number - d >= 1) {
      for (int s = 0; s < kNumSuits; ++s) estimate.Add(CardId(number - d, Suit(s)));
    }
    if (d > 0 && number + d <= kNumNumbers) {
      for (int s = 0; s < kNumSuits; ++s) estimate.Add(CardId(number + d, Suit(s)));
    }
    estimate.EndGroup();
  }
  return estimate.total();
}

double SuitOrderGain(Suit suit, const std::array<double, kNumCards>& probs,
                     const std::array<double, kNumCards>& gains, int excluded) {
  ReturnEstimate estimate(probs, gains, excluded, -1);
  const Region region = SuitRegion(suit);
  estimate.StartGroup();  // the suit
  for (int n = 1; n <= kNumNumbers; ++n) estimate.Add(CardId(n, suit));
  estimate.EndGroup();
  for (bool same_region : {true, false}) {  // then the rest of its region, then the other region
    estimate.StartGroup();
    for (int s = 0; s < kNumSuits; ++s) {
      if (s == suit || (SuitRegion(Suit(s)) == region) != same_region) continue;
      for (int n = 1; n <= kNumNumbers; ++n) estimate.Add(CardId(n, Suit(s)));
    }
    estimate.EndGroup();
  }
  return estimate.total();
}

double OrderGain(const TradeTycoonState& state, int partner, int given_card, OrderType type,
                 int named_card, const std::array<double, kNumCards>& probs,
                 const std::array<double, kNumCards>& gains) {
  // The partner answers before taking the given card, so it cannot come back.
  double gain = 0;
  if (type == OrderType::kNamed && named_card >= 0) {
    const double p = named_card == given_card ? 0.0 : std::min(1.0, probs[named_card]);
    gain = p * gains[named_card] +
           (1 - p) * NumberOrderGain(CardNumber(named_card), probs, gains, given_card, named_card);
  } else if (type == OrderType::kSuit) {
    gain = SuitOrderGain(CardSuit(given_card), probs, gains, given_card);
  } else {
    gain = NumberOrderGain(CardNumber(given_card), probs, gains, given_card, -1);
  }
  // A partner with a free pass can return its worst card for us.
  if (state.CanUseSkill(partner, kFreePass)) gain *= 0.5;
  return gain;
}

// Named order is once a game: used only when it clearly beats a plain order.
constexpr double kNamedMargin = 1.5;

struct OrderPlan {
  double value = -1e9;
  OrderChoice choice{-1, -1, 0, OrderType::kNumber};
};

// The best order for `me` with one of `partners`: every hand card with a
// number or suit order; every relay, parting with the hand card worth least
// as an order; a named order on a card known to be in the partner's hand.
OrderPlan BestOrder(const TradeTycoonState& state, int me, const std::vector<int>& partners) {
  const std::array<double, kNumCards> gains = CardGains(state, me, me);
  const std::vector<int>& hand = state.hand(me);
  OrderPlan best;
  auto consider = [&best](double value, const OrderChoice& choice) {
    if (value > best.value) best = {value, choice};
  };
  for (int partner : partners) {
    const std::array<double, kNumCards> probs = HandProbabilities(state, me, partner);
    double lowest = 1e9;
    int cheapest = hand.front();
    for (int c : hand) {
      double best_here = -1e9;
      for (OrderType type : {OrderType::kNumber, OrderType::kSuit}) {
        const double v = OrderGain(state, partner, c, type, -1, probs, gains);
        consider(v, {partner, c, 0, type});
        best_here = std::max(best_here, v);
      }
      if (best_here < lowest) lowest = best_here, cheapest = c;
    }
    for (int i = 0; i < kOasisSize; ++i) {
      for (OrderType type : {OrderType::kNumber, OrderType::kSuit}) {
        consider(OrderGain(state, partner, state.oasis()[i], type, -1, probs, gains),
                 {partner, cheapest, i + 1, type});
      }
    }
    if (state.CanUseSkill(me, kNamedOrder)) {
      for (int x = 0; x < kNumCards; ++x) {
        if (probs[x] < 0.5) continue;
        consider(
            OrderGain(state, partner, cheapest, OrderType::kNamed, x, probs, gains) - kNamedMargin,
            {partner, cheapest, 0, OrderType::kNamed});
      }
    }
  }
  return best;
}

// The card to name once a named order is placed.
Action ChooseNamedCard(const TradeTycoonState& state, int me) {
  const PendingOrder& order = state.order();
  const std::array<double, kNumCards> gains = CardGains(state, me, me);
  const std::array<double, kNumCards> probs = HandProbabilities(state, me, order.partner);
  double best = -1e9;
  int choice = 0;
  for (int x = 0; x < kNumCards; ++x) {
    const double v =
        OrderGain(state, order.partner, order.given_card, OrderType::kNamed, x, probs, gains);
    if (v > best) best = v, choice = x;
  }
  return kNamedOrderAction + choice;
}

std::vector<int> Opponents(int me) {
  std::vector<int> out;
  for (int q = 0; q < kNumPlayers; ++q) {
    if (q != me) out.push_back(q);
  }
  return out;
}

Action ChooseStyle(const TradeTycoonState& state, int me) {
  const bool forced = state.turns_taken(me) >= kTurnsEach - 1;
  double best = -1e9;
  int best_card = -1;
  std::array<double, kNumSuits> rivals{};
  for (int q = 0; q < kNumPlayers; ++q) {
    if (q != me && state.style(q) >= 0) rivals[state.style(q)] += kSharedStylePenalty;
  }
  for (int c : state.hand(me)) {
    const int suit = CardSuit(c);
    const double v = kStylePrior[suit] - rivals[suit] + SoftStyleValue(suit, state.warehouse(me)) -
                     0.01 * CardNumber(c);
    if (v > best) {
      best = v;
      best_card = c;
    }
  }
  // Decide at once: an early style lets more skills be revealed.
  if (best_card < 0 && !forced) return kPassAction;
  return kCardAction + best_card;
}

Action ChooseReveal(const TradeTycoonState& state, int me) {
  int best = -1;
  for (int s = 0; s < kNumSkills; ++s) {
    if (state.skill_owner(s) != me || state.skill_revealed(s)) continue;
    // Value skills count only face up; reveal those first.
    const double v = kSkillWorth[s] + (IsValueSkill(s) ? 10 : 0);
    if (best < 0 || v > kSkillWorth[best] + (IsValueSkill(best) ? 10 : 0)) best = s;
  }
  return best < 0 ? kPassAction : kSkillAction + best;
}

Action ChooseReturn(const TradeTycoonState& state, int me, const std::vector<Action>& legal) {
  const int active = state.active_player();
  const std::array<double, kNumCards> their_gain = CardGains(state, active, me);
  constexpr double kFreePassMargin = 1.5;
  double best_allowed = 1e9, best_any = 1e9;
  Action allowed_action = -1, any_action = -1;
  for (Action a : legal) {
    const bool free_pass = a >= kFreePassAction;
    const double v = their_gain[free_pass ? a - kFreePassAction : a - kCardAction];
    if (!free_pass) {
      if (v < best_allowed) best_allowed = v, allowed_action = a;
    }
    if (v < best_any) best_any = v, any_action = a;
  }
  if (allowed_action < 0 || best_any < best_allowed - kFreePassMargin) return any_action;
  return allowed_action;
}

Action ChoosePostOrder(const TradeTycoonState& state, int me, const std::vector<Action>& legal) {
  if (Contains(legal, kSkillAction + kDoubleDeal) && state.hand(me).size() >= 2) {
    return kSkillAction + kDoubleDeal;
  }
  // Warehouseman: the swap that helps the style most, if any helps.
  const int style = LeanStyle(state, me);
  std::vector<int> warehouse = state.warehouse(me);
  const double base = SoftStyleValue(style, warehouse);
  double best = 0.5;
  Action choice = kPassAction;
  for (Action a : legal) {
    if (a < kWarehousemanAction) continue;
    const int out = a - kWarehousemanAction;
    for (int in : state.oasis()) {
      std::vector<int> w = warehouse;
      std::replace(w.begin(), w.end(), out, in);
      const double v = SoftStyleValue(style, w) - base;
      if (v > best) best = v, choice = a;
    }
  }
  return choice;
}

Action ChooseWarehousemanTake(const TradeTycoonState& state, int me) {
  const int style = LeanStyle(state, me);
  double best = -1e9;
  int choice = state.oasis().front();
  for (int in : state.oasis()) {
    std::vector<int> w = state.warehouse(me);
    std::replace(w.begin(), w.end(), state.warehouseman_card(), in);
    const double v = SoftStyleValue(style, w);
    if (v > best) best = v, choice = in;
  }
  return kCardAction + choice;
}

}  // namespace

double SoftStyleValue(int style, const std::vector<int>& warehouse) {
  if (style < 0) return 0;
  switch (Style(style)) {
    case kChinaStyle: {
      std::array<bool, kNumNumbers + 2> present{};
      int distinct = 0;
      for (int c : warehouse) {
        distinct += !present[CardNumber(c)];
        present[CardNumber(c)] = true;
      }
      int run = 0, longest = 0;
      for (int n = 1; n <= kNumNumbers; ++n) {
        run = present[n] ? run + 1 : 0;
        longest = std::max(longest, run);
      }
      // The longest stretch with one gap, counting the numbers present.
      int gapped = 0;
      for (int start = 1; start <= kNumNumbers; ++start) {
        int count = 0, gaps = 0;
        for (int n = start; n <= kNumNumbers; ++n) {
          if (!present[n] && ++gaps > 1) break;
          count += present[n];
        }
        gapped = std::max(gapped, count);
      }
      return kChinaVpPerRunNumber * longest + 0.8 * (gapped - longest) + 0.15 * distinct;
    }
    case kJapanStyle: {
      std::array<int, kNumSuits> count{};
      for (int c : warehouse) ++count[CardSuit(c)];
      const int sets = *std::min_element(count.begin(), count.end());
      int partial = 0;
      for (int n : count) partial += n > sets;
      return kJapanVpPerSet * sets + 1.3 * partial;
    }
    case kRomeStyle: {
      std::array<int, 2> count{};
      for (int c : warehouse) ++count[CardRegion(c)];
      const int n = std::max(count[0], count[1]);
      return kRomeVpPerPair * (n / 2) + 1.3 * (n % 2);
    }
    case kPersiaStyle: {
      std::array<int, kNumNumbers + 2> count{};
      for (int c : warehouse) ++count[CardNumber(c)];
      double v = 0;
      for (int n = 1; n <= kNumNumbers; ++n) v += kPersiaSoft[std::min(count[n], 4)];
      return v;
    }
  }
  return 0;
}

int LeanStyle(const TradeTycoonState& state, int seat) {
  if (state.style(seat) >= 0) return state.style(seat);
  int best = kRomeStyle;
  double best_value = -1e9;
  for (int s = 0; s < kNumSuits; ++s) {
    const double v = kStylePrior[s] + SoftStyleValue(s, state.warehouse(seat));
    if (v > best_value) best_value = v, best = s;
  }
  return best;
}

std::array<double, kNumCards> HandProbabilities(const TradeTycoonState& state, int viewer,
                                                int seat) {
  // What past returns showed the seat lacked, when it has drawn nothing since
  // (then every unseen card of its hand was there at the time).
  uint64_t forbidden = 0;
  for (const HandConstraint& k : state.hand_constraints()) {
    if (k.seat == seat && k.time > state.last_draw_index(seat)) forbidden |= k.forbidden;
  }
  std::array<double, kNumCards> probs{};
  int unseen_low = 0, unseen_high = 0, known_low = 0, known_high = 0;
  const Location in_hand{Place::kHand, int8_t(seat)};
  for (int c = 0; c < kNumCards; ++c) {
    if (state.KnowsCard(viewer, c)) {  // only then may we look where it is
      if (state.location(c) == in_hand) {
        probs[c] = 1;
        (IsBelowBalance(c) ? known_low : known_high) += 1;
      }
    } else if (!((forbidden >> c) & 1)) {
      (IsBelowBalance(c) ? unseen_low : unseen_high) += 1;
    }
  }
  int below = 0;
  for (int c : state.hand(seat)) below += IsBelowBalance(c);  // public: the balance card
  const int above = int(state.hand(seat).size()) - below;
  const double p_low = unseen_low ? double(below - known_low) / unseen_low : 0;
  const double p_high = unseen_high ? double(above - known_high) / unseen_high : 0;
  for (int c = 0; c < kNumCards; ++c) {
    if (!state.KnowsCard(viewer, c) && !((forbidden >> c) & 1)) {
      probs[c] = IsBelowBalance(c) ? p_low : p_high;
    }
  }
  return probs;
}

double ExpectedOrderGain(const TradeTycoonState& state, int active, int partner, int given_card,
                         OrderType type, int named_card) {
  return OrderGain(state, partner, given_card, type, named_card,
                   HandProbabilities(state, active, partner), CardGains(state, active, active));
}

Action TradeTycoonGame::HeuristicAction(const State& base, Rng& rng) const {
  const auto& state = static_cast<const TradeTycoonState&>(base);
  const int me = state.CurrentPlayer();
  const std::vector<Action> legal = state.LegalActions();
  MERCATO_CHECK(!legal.empty(), "no legal action");
  switch (state.phase()) {
    case Phase::kDraftPass: {
      Action worst = legal.front();
      for (Action a : legal) {
        if (kSkillWorth[a - kSkillAction] < kSkillWorth[worst - kSkillAction]) worst = a;
      }
      return worst;
    }
    case Phase::kStyle:
      return ChooseStyle(state, me);
    case Phase::kReveal:
      return ChooseReveal(state, me);
    case Phase::kPreOrder: {
      if (state.CanUseSkill(me, kInformant)) {
        // Spy on the opponent whose hand we know least.
        int target = -1, unknown_most = -1;
        for (int q : Opponents(me)) {
          int unknown = int(state.hand(q).size());
          for (int c = 0; c < kNumCards; ++c) {
            if (state.KnowsCard(me, c) && state.location(c) == Location{Place::kHand, int8_t(q)})
              --unknown;
          }
          if (unknown > unknown_most) unknown_most = unknown, target = q;
        }
        return kInformantAction + target;
      }
      std::vector<int> partners;
      for (int q : Opponents(me)) {
        if (state.order().index == 0 || q == state.order().partner) partners.push_back(q);
      }
      return OrderAction(BestOrder(state, me, partners).choice);
    }
    case Phase::kCaravanTake:
      return legal[rng.UniformInt(uint32_t(legal.size()))];  // the heuristic never starts a caravan
    case Phase::kNamedCard:
      return ChooseNamedCard(state, me);
    case Phase::kReturn:
      return ChooseReturn(state, me, legal);
    case Phase::kPostOrder:
      return ChoosePostOrder(state, me, legal);
    case Phase::kWarehousemanTake:
      return ChooseWarehousemanTake(state, me);
    default:
      return legal[rng.UniformInt(uint32_t(legal.size()))];
  }
}

}  // namespace mercato::trade_tycoon
