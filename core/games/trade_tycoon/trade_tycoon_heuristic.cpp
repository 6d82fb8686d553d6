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

// A slight preference between styles while the warehouse says nothing yet.
constexpr std::array<double, kNumSuits> kStylePrior = {1.0, 0.6, 1.5, 1.0};

// Partial credit of Persia by how many cards of one number (4 at most).
constexpr std::array<double, 5> kPersiaSoft = {0, 0.5, 2.8, 7.3, 10};

bool Contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The seat's value of a warehouse: its (lean) style plus the value skills the
// viewer knows it holds (its own count even face down: it will reveal them).
double SeatValue(const TradeTycoonState& state, int seat, int style, int viewer,
                 const std::vector<int>& warehouse) {
  double v = SoftStyleValue(style, warehouse);
  for (int k : {kBalance, kEastWest}) {
    if (state.skill_owner(k) != seat) continue;
    if (!state.skill_revealed(k) && !state.KnowsSkill(viewer, k)) continue;
    if (k == kBalance) {
      for (int c : warehouse) {
        const int n = CardNumber(c);
        if (n == kBalanceNumberLow || n == kBalanceNumberHigh) v += kBalanceVpPerCard;
      }
    } else {
      int east = 0, west = 0;
      for (int c : warehouse) (CardRegion(c) == kEast ? east : west) += 1;
      v += kEastWestVp * std::min(1.0, std::min(east, west) / double(kEastWestMinEach)) *
           (std::min(east, west) >= kEastWestMinEach ? 1.0 : 0.5);
    }
  }
  return v;
}

// What each card would add to `seat`'s warehouse, as `viewer` judges it.
std::array<double, kNumCards> CardGains(const TradeTycoonState& state, int seat, int viewer) {
  const int style = LeanStyle(state, seat);
  std::vector<int> warehouse = state.warehouse(seat);
  const double base = SeatValue(state, seat, style, viewer, warehouse);
  std::array<double, kNumCards> gains{};
  warehouse.push_back(0);
  for (int c = 0; c < kNumCards; ++c) {
    warehouse.back() = c;
    gains[c] = SeatValue(state, seat, style, viewer, warehouse) - base;
  }
  return gains;
}

// Expected gain when the partner returns the first card it holds among the
// groups, in order (same number, then the next nearest ...). Within a group the
// partner picks what suits it: we expect something between the average and the
// worst for us.
double GroupsGain(const std::vector<std::vector<int>>& groups, const std::array<double, kNumCards>& probs,
                  const std::array<double, kNumCards>& gains) {
  double remain = 1.0;
  double total = 0.0;
  for (const std::vector<int>& group : groups) {
    double none = 1.0, weight = 0.0, weighted = 0.0, worst = 1e9;
    for (int c : group) {
      if (probs[c] <= 0) continue;
      none *= 1.0 - std::min(probs[c], 1.0);
      weight += probs[c];
      weighted += probs[c] * gains[c];
      worst = std::min(worst, gains[c]);
    }
    if (weight <= 0) continue;
    const double have = 1.0 - none;
    total += remain * have * (0.5 * weighted / weight + 0.5 * worst);
    remain *= none;
    if (remain < 1e-3) break;
  }
  return total;
}

double NumberOrderGain(int number, const std::array<double, kNumCards>& probs,
                       const std::array<double, kNumCards>& gains) {
  std::vector<std::vector<int>> groups;
  for (int d = 0; d < kNumNumbers; ++d) {
    std::vector<int> group;
    for (int n : {number - d, number + d}) {
      if (n < 1 || n > kNumNumbers || (d == 0 && !group.empty())) continue;
      for (int s = 0; s < kNumSuits; ++s) group.push_back(CardId(n, Suit(s)));
    }
    if (!group.empty()) groups.push_back(group);
  }
  return GroupsGain(groups, probs, gains);
}

double SuitOrderGain(Suit suit, const std::array<double, kNumCards>& probs,
                     const std::array<double, kNumCards>& gains) {
  std::vector<std::vector<int>> groups(3);
  for (int c = 0; c < kNumCards; ++c) {
    if (CardSuit(c) == suit) {
      groups[0].push_back(c);
    } else if (CardRegion(c) == SuitRegion(suit)) {
      groups[1].push_back(c);
    } else {
      groups[2].push_back(c);
    }
  }
  return GroupsGain(groups, probs, gains);
}

double OrderGain(const TradeTycoonState& state, int partner, int given_card, OrderType type, int named_card,
                 std::array<double, kNumCards> probs, const std::array<double, kNumCards>& gains) {
  probs[given_card] = 0;  // the partner answers before taking the given card
  double gain = 0;
  if (type == OrderType::kNamed && named_card >= 0) {
    const double p = std::min(1.0, probs[named_card]);
    probs[named_card] = 0;
    gain = p * gains[named_card] + (1 - p) * NumberOrderGain(CardNumber(named_card), probs, gains);
  } else if (type == OrderType::kSuit) {
    gain = SuitOrderGain(CardSuit(given_card), probs, gains);
  } else {
    gain = NumberOrderGain(CardNumber(given_card), probs, gains);
  }
  // A partner with a free pass can return its worst card for us.
  if (state.CanUseSkill(partner, kFreePass)) gain *= 0.5;
  return gain;
}

struct OrderPlan {
  double value = -1e9;
  int partner = -1;
  int given_card = -1;
  bool relay = false;
  OrderType type = OrderType::kNumber;
  int named_card = -1;
};

// The best order for `me` among the given choices (a fixed partner or hand
// card narrows it down as the order is placed step by step).
OrderPlan BestOrder(const TradeTycoonState& state, int me, const std::vector<int>& partners,
                    const std::vector<int>& hand_cards, bool allow_relay) {
  const std::array<double, kNumCards> gains = CardGains(state, me, me);
  const bool named = state.CanUseSkill(me, kNamedOrder);
  OrderPlan best;
  for (int partner : partners) {
    const std::array<double, kNumCards> probs = HandProbabilities(state, me, partner);
    std::vector<std::pair<int, bool>> givens;
    for (int c : hand_cards) givens.push_back({c, false});
    if (allow_relay) {
      for (int c : state.oasis()) givens.push_back({c, true});
    }
    for (const auto& [card, relay] : givens) {
      for (OrderType type : {OrderType::kNumber, OrderType::kSuit}) {
        const double v = OrderGain(state, partner, card, type, -1, probs, gains);
        if (v > best.value) best = {v, partner, card, relay, type, -1};
      }
    }
    if (named) {
      // Named order is once a game: only when it clearly beats the plain ones.
      constexpr double kNamedMargin = 1.5;
      for (int x = 0; x < kNumCards; ++x) {
        if (probs[x] < 0.5) continue;
        const int given = givens.front().first;
        const double v = OrderGain(state, partner, given, OrderType::kNamed, x, probs, gains) - kNamedMargin;
        if (v > best.value) best = {v, partner, given, givens.front().second, OrderType::kNamed, x};
      }
    }
  }
  return best;
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
  for (int c : state.hand(me)) {
    const int suit = CardSuit(c);
    const double v = kStylePrior[suit] + SoftStyleValue(suit, state.warehouse(me)) - 0.01 * CardNumber(c);
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

std::array<double, kNumCards> HandProbabilities(const TradeTycoonState& state, int viewer, int seat) {
  std::array<double, kNumCards> probs{};
  int unseen_low = 0, unseen_high = 0, known_low = 0, known_high = 0;
  const Location in_hand{Place::kHand, int8_t(seat)};
  for (int c = 0; c < kNumCards; ++c) {
    if (state.KnowsCard(viewer, c)) {  // only then may we look where it is
      if (state.location(c) == in_hand) {
        probs[c] = 1;
        (IsBelowBalance(c) ? known_low : known_high) += 1;
      }
    } else {
      (IsBelowBalance(c) ? unseen_low : unseen_high) += 1;
    }
  }
  int below = 0;
  for (int c : state.hand(seat)) below += IsBelowBalance(c);  // public: the balance card
  const int above = int(state.hand(seat).size()) - below;
  const double p_low = unseen_low ? double(below - known_low) / unseen_low : 0;
  const double p_high = unseen_high ? double(above - known_high) / unseen_high : 0;
  for (int c = 0; c < kNumCards; ++c) {
    if (!state.KnowsCard(viewer, c)) probs[c] = IsBelowBalance(c) ? p_low : p_high;
  }
  return probs;
}

double ExpectedOrderGain(const TradeTycoonState& state, int active, int partner, int given_card,
                         OrderType type, int named_card) {
  return OrderGain(state, partner, given_card, type, named_card, HandProbabilities(state, active, partner),
                   CardGains(state, active, active));
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
    case Phase::kStyle: return ChooseStyle(state, me);
    case Phase::kReveal: return ChooseReveal(state, me);
    case Phase::kPreOrder: {
      if (state.CanUseSkill(me, kInformant)) {
        // Spy on the opponent whose hand we know least.
        int target = -1, unknown_most = -1;
        for (int q : Opponents(me)) {
          int unknown = int(state.hand(q).size());
          for (int c = 0; c < kNumCards; ++c) {
            if (state.KnowsCard(me, c) && state.location(c) == Location{Place::kHand, int8_t(q)}) --unknown;
          }
          if (unknown > unknown_most) unknown_most = unknown, target = q;
        }
        return kInformantAction + target;
      }
      std::vector<int> partners;
      for (Action a : legal) {
        if (a >= kSeatAction && a < kSeatAction + kNumPlayers) partners.push_back(a - kSeatAction);
      }
      return kSeatAction + BestOrder(state, me, partners, state.hand(me), true).partner;
    }
    case Phase::kCaravanTake:
      return legal[rng.UniformInt(uint32_t(legal.size()))];  // the heuristic never starts a caravan
    case Phase::kGive: {
      const OrderPlan plan = BestOrder(state, me, {state.order().partner}, state.hand(me), true);
      if (!plan.relay) return kCardAction + plan.given_card;
      // A relay gives an oasis card: part with the hand card worth least as an order.
      double lowest = 1e9;
      int card = state.hand(me).front();
      for (int c : state.hand(me)) {
        const double v = BestOrder(state, me, {state.order().partner}, {c}, false).value;
        if (v < lowest) lowest = v, card = c;
      }
      return kCardAction + card;
    }
    case Phase::kRelay: {
      const OrderPlan plan = BestOrder(state, me, {state.order().partner}, {state.order().hand_card}, true);
      return plan.relay ? kCardAction + plan.given_card : kPassAction;
    }
    case Phase::kOrderType: {
      const int partner = state.order().partner;
      const int given = state.order().given_card;
      const std::array<double, kNumCards> gains = CardGains(state, me, me);
      const std::array<double, kNumCards> probs = HandProbabilities(state, me, partner);
      Action best = kNumberOrderAction;
      double best_value = OrderGain(state, partner, given, OrderType::kNumber, -1, probs, gains);
      const double suit = OrderGain(state, partner, given, OrderType::kSuit, -1, probs, gains);
      if (suit > best_value) best_value = suit, best = kSuitOrderAction;
      if (state.CanUseSkill(me, kNamedOrder)) {
        constexpr double kNamedMargin = 1.5;
        for (int x = 0; x < kNumCards; ++x) {
          if (probs[x] < 0.5) continue;
          const double v = OrderGain(state, partner, given, OrderType::kNamed, x, probs, gains) - kNamedMargin;
          if (v > best_value) best_value = v, best = kNamedOrderAction + x;
        }
      }
      return best;
    }
    case Phase::kReturn: return ChooseReturn(state, me, legal);
    case Phase::kPostOrder: return ChoosePostOrder(state, me, legal);
    case Phase::kWarehousemanTake: return ChooseWarehousemanTake(state, me);
    default: return legal[rng.UniformInt(uint32_t(legal.size()))];
  }
}

}  // namespace mercato::trade_tycoon
