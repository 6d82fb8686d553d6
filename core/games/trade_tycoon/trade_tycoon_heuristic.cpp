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

// How many cards of each number and suit a warehouse holds: all that a style's
// soft value reads. The value of a warehouse with one card more or swapped is
// then a count changed, not a vector copied (rollouts value every card).
struct StyleCounts {
  std::array<int, kNumNumbers + 2> by_number{};
  std::array<int, kNumSuits> by_suit{};

  explicit StyleCounts(const std::vector<int>& warehouse) {
    for (int c : warehouse) Change(c, +1);
  }
  void Change(int card, int delta) {
    by_number[CardNumber(card)] += delta;
    by_suit[CardSuit(card)] += delta;
  }
};

double ChinaSoftValue(const StyleCounts& counts) {
  // The longest run of numbers present, and the most numbers present in a
  // stretch with one gap: a run alone, or two runs one missing number apart.
  int distinct = 0, longest = 0, gapped = 0;
  int run = 0, run_before_gap = 0;
  for (int n = 1; n <= kNumNumbers; ++n) {
    if (counts.by_number[n] > 0) {
      ++distinct;
      ++run;
      longest = std::max(longest, run);
      gapped = std::max(gapped, run_before_gap + run);
    } else {
      run_before_gap = run;  // 0 after two missing numbers in a row
      run = 0;
    }
  }
  return kChinaVpPerRunNumber * longest + 0.8 * (gapped - longest) + 0.15 * distinct;
}

double JapanSoftValue(const StyleCounts& counts) {
  const int sets = *std::min_element(counts.by_suit.begin(), counts.by_suit.end());
  int partial = 0;
  for (int n : counts.by_suit) partial += n > sets;
  return kJapanVpPerSet * sets + 1.3 * partial;
}

double RomeSoftValue(const StyleCounts& counts) {
  std::array<int, 2> count{};
  for (int s = 0; s < kNumSuits; ++s) count[SuitRegion(Suit(s))] += counts.by_suit[s];
  const int n = std::max(count[0], count[1]);
  return kRomeVpPerPair * (n / 2) + 1.3 * (n % 2);
}

double PersiaTerm(int count) { return kPersiaSoft[std::min(count, 4)]; }

double PersiaSoftValue(const StyleCounts& counts) {
  double v = 0;
  for (int n = 1; n <= kNumNumbers; ++n) v += PersiaTerm(counts.by_number[n]);
  return v;
}

// PersiaSoftValue's running sums: prefix[n] adds the terms of numbers 1..n.
std::array<double, kNumNumbers + 1> PersiaPrefixSums(const StyleCounts& counts) {
  std::array<double, kNumNumbers + 1> prefix{};
  for (int n = 1; n <= kNumNumbers; ++n)
    prefix[n] = prefix[n - 1] + PersiaTerm(counts.by_number[n]);
  return prefix;
}

// PersiaSoftValue with one card more of number `more`, continuing the shared
// running sum: the same additions in the same order as summing anew.
double PersiaSoftValueWithOneMore(const StyleCounts& counts,
                                  const std::array<double, kNumNumbers + 1>& prefix, int more) {
  double v = prefix[more - 1] + PersiaTerm(counts.by_number[more] + 1);
  for (int n = more + 1; n <= kNumNumbers; ++n) v += PersiaTerm(counts.by_number[n]);
  return v;
}

double SoftStyleValue(int style, const StyleCounts& counts) {
  if (style < 0) return 0;
  switch (Style(style)) {
    case kChinaStyle:
      return ChinaSoftValue(counts);
    case kJapanStyle:
      return JapanSoftValue(counts);
    case kRomeStyle:
      return RomeSoftValue(counts);
    case kPersiaStyle:
      return PersiaSoftValue(counts);
  }
  return 0;
}

// The soft value with warehouse card `out` replaced by `in` (warehouseman).
double SoftValueAfterSwap(int style, StyleCounts counts, int out, int in) {
  counts.Change(out, -1);
  counts.Change(in, +1);
  return SoftStyleValue(style, counts);
}

int LeanStyle(const TradeTycoonState& state, int seat, const StyleCounts& counts) {
  if (state.style(seat) >= 0) return state.style(seat);
  int best = kRomeStyle;
  double best_value = -1e9;
  for (int s = 0; s < kNumSuits; ++s) {
    const double v = kStylePrior[s] + SoftStyleValue(s, counts);
    if (v > best_value) best_value = v, best = s;
  }
  return best;
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
// per number or suit, and only when a card of it is asked for (a return
// values just the few cards allowed).
class CardValuer {
 public:
  CardValuer(const TradeTycoonState& state, int seat, int viewer)
      : counts_(state.warehouse(seat)),
        style_(LeanStyle(state, seat, counts_)),
        base_(SoftStyleValue(style_, counts_)),
        by_number_(style_ == kChinaStyle || style_ == kPersiaStyle),
        balance_(HoldsKnownSkill(state, seat, viewer, kBalance)) {
    if (HoldsKnownSkill(state, seat, viewer, kEastWest)) {
      std::array<int, 2> count{};
      for (int c : state.warehouse(seat)) ++count[CardRegion(c)];
      const double now = EastWestCredit(count[kEast], count[kWest]);
      region_gain_[kEast] = EastWestCredit(count[kEast] + 1, count[kWest]) - now;
      region_gain_[kWest] = EastWestCredit(count[kEast], count[kWest] + 1) - now;
    }
  }

  double Gain(int card) {
    const int n = CardNumber(card);
    double gain =
        StyleGain(by_number_ ? n - 1 : int(CardSuit(card))) + region_gain_[CardRegion(card)];
    if (balance_ && (n == kBalanceNumberLow || n == kBalanceNumberHigh)) gain += kBalanceVpPerCard;
    return gain;
  }

 private:
  // The soft value a card of this number (or suit) adds.
  double StyleGain(int key) {
    if (!style_done_[key]) {
      style_gain_[key] = WorkOutStyleGain(key);
      style_done_[key] = true;
    }
    return style_gain_[key];
  }

  double WorkOutStyleGain(int key) {
    if (style_ == kPersiaStyle) {
      if (!persia_prefix_done_) {
        persia_prefix_ = PersiaPrefixSums(counts_);
        persia_prefix_done_ = true;
      }
      return PersiaSoftValueWithOneMore(counts_, persia_prefix_, key + 1) - base_;
    }
    // China reads only which numbers are present: one more of a present
    // number leaves the very same sum, base - base.
    if (style_ == kChinaStyle && counts_.by_number[key + 1] > 0) return 0.0;
    const int card = by_number_ ? CardId(key + 1, kChina) : CardId(1, Suit(key));
    counts_.Change(card, +1);
    const double value = SoftStyleValue(style_, counts_);
    counts_.Change(card, -1);
    return value - base_;
  }

  StyleCounts counts_;
  const int style_;
  const double base_;
  const bool by_number_;
  const bool balance_;
  std::array<double, 2> region_gain_{};
  std::array<double, kNumNumbers> style_gain_{};
  std::array<bool, kNumNumbers> style_done_{};
  std::array<double, kNumNumbers + 1> persia_prefix_{};
  bool persia_prefix_done_ = false;
};

std::array<double, kNumCards> CardGains(const TradeTycoonState& state, int seat, int viewer) {
  CardValuer valuer(state, seat, viewer);
  std::array<double, kNumCards> gains;
  for (int c = 0; c < kNumCards; ++c) gains[c] = valuer.Gain(c);
  return gains;
}

// Expected gain when the partner returns the first card it holds among groups
// taken in order (same number, then the next nearest ...). Within a group the
// partner picks what suits it: we expect something between the average and
// the worst for us. No allocation: this runs in every rollout step.

// One group's sums, card after card.
struct GroupSums {
  double none = 1.0;      // the chance the partner holds none of its cards
  double weight = 0.0;    // the sum of their probabilities
  double weighted = 0.0;  // the sum of probability x gain
  double worst = 1e9;     // the least gain

  // What a return from the group is worth (when weight > 0).
  double Value() const { return 0.5 * weighted / weight + 0.5 * worst; }
};

// Adds the cards the partner might return to a group's sums.
class CardFolder {
 public:
  // `possible`: the cards whose probability may be above 0 (the others are
  // skipped unread). `excluded` cards cannot come back (the given card, a
  // named card not held).
  CardFolder(const std::array<double, kNumCards>& probs, const std::array<double, kNumCards>& gains,
             uint64_t possible, int excluded1, int excluded2)
      : probs_(probs), gains_(gains) {
    for (uint64_t cards = possible; cards != 0; cards &= cards - 1) {
      const int c = __builtin_ctzll(cards);
      if (probs[c] <= 0 || c == excluded1 || c == excluded2) continue;
      live_ |= uint64_t(1) << c;
      // Each card is folded into several groups: its terms are computed once.
      none_factor_[c] = 1.0 - std::min(probs[c], 1.0);
      weighted_term_[c] = probs[c] * gains[c];
    }
  }

  // The cards of a number in suit order, of a suit in number order (card id
  // order both). Only those that might come back are visited: the others
  // change no sum.
  void AddNumber(GroupSums& group, int number) const {
    AddCards(group, live_ & NumberCards(number));
  }
  void AddSuit(GroupSums& group, Suit suit) const { AddCards(group, live_ & SuitCards(suit)); }

  // The cards that might come back, a bit per card id.
  uint64_t live() const { return live_; }

  void Add(GroupSums& group, int card) const {
    group.none *= none_factor_[card];
    group.weight += probs_[card];
    group.weighted += weighted_term_[card];
    group.worst = std::min(group.worst, gains_[card]);
  }

 private:
  void AddCards(GroupSums& group, uint64_t cards) const {
    for (; cards != 0; cards &= cards - 1) Add(group, __builtin_ctzll(cards));
  }

  const std::array<double, kNumCards>& probs_;
  const std::array<double, kNumCards>& gains_;
  uint64_t live_ = 0;
  // Set for live cards only.
  std::array<double, kNumCards> none_factor_;    // 1 - p: the chance it is not held
  std::array<double, kNumCards> weighted_term_;  // p x gain
};

// Each number's four cards and each suit's thirteen summed as a group once:
// groups of orders start from them (in the same order of additions, so the
// sums are the very same numbers as card by card). A number alone is a whole
// group of many number orders: its value is kept too. So are each suit's and
// each region's (its suits in id order), the groups of every suit order.
struct BlockSums {
  std::array<GroupSums, kNumNumbers + 1> number;
  std::array<double, kNumNumbers + 1> number_value{};
  std::array<GroupSums, kNumSuits> suit;
  std::array<double, kNumSuits> suit_value{};
  std::array<GroupSums, 2> region;
  std::array<double, 2> region_value{};

  explicit BlockSums(const CardFolder& folder) {
    // One pass in card id order adds each number's cards in suit order and
    // each suit's cards in number order, as AddNumber and AddSuit do; the
    // five sums in progress interleave instead of waiting on each other.
    for (uint64_t cards = folder.live(); cards != 0; cards &= cards - 1) {
      const int c = __builtin_ctzll(cards);
      folder.Add(number[CardNumber(c)], c);
      folder.Add(suit[CardSuit(c)], c);
    }
    for (int n = 1; n <= kNumNumbers; ++n) {
      if (number[n].weight > 0) number_value[n] = number[n].Value();
    }
    for (int s = 0; s < kNumSuits; ++s) {
      if (suit[s].weight > 0) suit_value[s] = suit[s].Value();
    }
    for (Region r : {kEast, kWest}) {
      bool first = true;
      for (int s = 0; s < kNumSuits; ++s) {
        if (SuitRegion(Suit(s)) != r) continue;
        if (first) {
          region[r] = suit[s];
          first = false;
        } else {
          folder.AddSuit(region[r], Suit(s));
        }
      }
      if (region[r].weight > 0) region_value[r] = region[r].Value();
    }
  }
};

class ReturnEstimate {
 public:
  void AddGroup(const GroupSums& group) {
    if (group.weight > 0) AddGroup(group, group.Value());
  }
  // `value` is group.Value(), computed before when group.weight > 0.
  void AddBlock(const GroupSums& group, double value) {
    if (group.weight > 0) AddGroup(group, value);
  }
  void AddGroup(const GroupSums& group, double value) {
    total_ += remain_ * (1.0 - group.none) * value;
    remain_ *= group.none;
  }
  bool Settled() const { return remain_ < 1e-3; }
  double total() const { return total_; }

 private:
  double remain_ = 1.0, total_ = 0.0;
};

double NumberOrderGain(int number, const CardFolder& folder, const BlockSums& blocks) {
  ReturnEstimate estimate;
  for (int d = 0; d < kNumNumbers && !estimate.Settled(); ++d) {
    const bool below = number - d >= 1, above = d > 0 && number + d <= kNumNumbers;
    if (below && above) {
      GroupSums group = blocks.number[number - d];
      folder.AddNumber(group, number + d);
      estimate.AddGroup(group);
    } else if (below || above) {
      const int alone = below ? number - d : number + d;
      estimate.AddBlock(blocks.number[alone], blocks.number_value[alone]);
    }
  }
  return estimate.total();
}

double SuitOrderGain(Suit suit, const BlockSums& blocks) {
  ReturnEstimate estimate;
  estimate.AddBlock(blocks.suit[suit], blocks.suit_value[suit]);  // the suit
  for (int s = 0; s < kNumSuits; ++s) {  // then the rest of its region (one suit)
    if (s != suit && SuitRegion(Suit(s)) == SuitRegion(suit)) {
      estimate.AddBlock(blocks.suit[s], blocks.suit_value[s]);
    }
  }
  const Region other = SuitRegion(suit) == kEast ? kWest : kEast;  // then the other region
  estimate.AddBlock(blocks.region[other], blocks.region_value[other]);
  return estimate.total();
}

// A hand as a viewer reads it: each card's probability, and the cards whose
// probability may be above 0 (held or unseen), a bit per card id.
struct HandReading {
  std::array<double, kNumCards> probs;
  uint64_t possible;
};

HandReading ReadHand(const TradeTycoonState& state, int viewer, int seat);

// The orders with one partner: its hand as `viewer` reads it (probs) against
// what each card is worth to the viewer (gains). A number or suit order's gain
// depends on the given card only through its number or suit when that card
// could not come back anyway (probability 0, as for every hand and oasis
// card): such gains are computed once per number and per suit, since BestOrder
// values every hand and oasis card with both order types.
class PartnerOrders {
 public:
  PartnerOrders(const TradeTycoonState& state, int viewer, int partner,
                const std::array<double, kNumCards>& gains)
      : hand_(ReadHand(state, viewer, partner)),
        gains_(gains),
        free_pass_(state.CanUseSkill(partner, kFreePass)),
        folder_(probs_, gains_, hand_.possible, -1, -1),
        blocks_(folder_) {}

  const std::array<double, kNumCards>& probs() const { return probs_; }

  // The expected gain of an order giving `given_card` (naming `named_card`).
  double Gain(int given_card, OrderType type, int named_card = -1) {
    // The partner answers before taking the given card, so it cannot come back.
    double gain = 0;
    if (type == OrderType::kNamed && named_card >= 0) {
      const double p = named_card == given_card ? 0.0 : std::min(1.0, probs_[named_card]);
      // A card surely held comes back: the number order is not needed
      // (0 x its finite gain adds nothing).
      const double otherwise =
          p < 1 ? (1 - p) * NumberGain(CardNumber(named_card), given_card, named_card) : 0.0;
      gain = p * gains_[named_card] + otherwise;
    } else if (type == OrderType::kSuit) {
      gain = SuitGain(CardSuit(given_card), given_card);
    } else {
      gain = NumberGain(CardNumber(given_card), given_card, -1);
    }
    // A partner with a free pass can return its worst card for us.
    if (free_pass_) gain *= 0.5;
    return gain;
  }

 private:
  // Leaving such a card out of the returns changes nothing: CardFolder skips
  // cards of probability 0 anyway.
  bool ExclusionIsMoot(int card) const { return card < 0 || probs_[card] <= 0; }

  double NumberGain(int number, int excluded1, int excluded2) {
    if (!ExclusionIsMoot(excluded1) || !ExclusionIsMoot(excluded2)) {
      const CardFolder folder(probs_, gains_, hand_.possible, excluded1, excluded2);
      return NumberOrderGain(number, folder, BlockSums(folder));
    }
    if (!number_done_[number]) {
      number_gain_[number] = NumberOrderGain(number, folder_, blocks_);
      number_done_[number] = true;
    }
    return number_gain_[number];
  }

  double SuitGain(Suit suit, int excluded) {
    if (!ExclusionIsMoot(excluded)) {
      const CardFolder folder(probs_, gains_, hand_.possible, excluded, -1);
      return SuitOrderGain(suit, BlockSums(folder));
    }
    if (!suit_done_[suit]) {
      suit_gain_[suit] = SuitOrderGain(suit, blocks_);
      suit_done_[suit] = true;
    }
    return suit_gain_[suit];
  }

  const HandReading hand_;
  const std::array<double, kNumCards>& probs_ = hand_.probs;
  const std::array<double, kNumCards>& gains_;
  const bool free_pass_;
  const CardFolder folder_;  // nothing excluded
  const BlockSums blocks_;
  std::array<double, kNumNumbers + 1> number_gain_{};
  std::array<bool, kNumNumbers + 1> number_done_{};
  std::array<double, kNumSuits> suit_gain_{};
  std::array<bool, kNumSuits> suit_done_{};
};

// Named order is once a game: used only when it clearly beats a plain order.
constexpr double kNamedMargin = 1.5;

using Seats = FixedVector<int, kNumPlayers>;

struct OrderPlan {
  double value = -1e9;
  OrderChoice choice{-1, -1, 0, OrderType::kNumber};
};

// The best order for `me` with one of `partners`: every hand card with a
// number or suit order; every relay, parting with the hand card worth least
// as an order; a named order on a card known to be in the partner's hand.
OrderPlan BestOrder(const TradeTycoonState& state, int me, const Seats& partners) {
  const std::array<double, kNumCards> gains = CardGains(state, me, me);
  const std::vector<int>& hand = state.hand(me);
  OrderPlan best;
  auto consider = [&best](double value, const OrderChoice& choice) {
    if (value > best.value) best = {value, choice};
  };
  for (int partner : partners) {
    PartnerOrders orders(state, me, partner, gains);
    double lowest = 1e9;
    int cheapest = hand.front();
    for (int c : hand) {
      double best_here = -1e9;
      for (OrderType type : {OrderType::kNumber, OrderType::kSuit}) {
        const double v = orders.Gain(c, type);
        consider(v, {partner, c, 0, type});
        best_here = std::max(best_here, v);
      }
      if (best_here < lowest) lowest = best_here, cheapest = c;
    }
    for (int i = 0; i < kOasisSize; ++i) {
      for (OrderType type : {OrderType::kNumber, OrderType::kSuit}) {
        consider(orders.Gain(state.oasis()[i], type), {partner, cheapest, i + 1, type});
      }
    }
    if (state.CanUseSkill(me, kNamedOrder)) {
      for (int x = 0; x < kNumCards; ++x) {
        if (orders.probs()[x] < 0.5) continue;
        consider(orders.Gain(cheapest, OrderType::kNamed, x) - kNamedMargin,
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
  PartnerOrders orders(state, me, order.partner, gains);
  double best = -1e9;
  int choice = 0;
  for (int x = 0; x < kNumCards; ++x) {
    const double v = orders.Gain(order.given_card, OrderType::kNamed, x);
    if (v > best) best = v, choice = x;
  }
  return kNamedOrderAction + choice;
}

Seats Opponents(int me) {
  Seats out;
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
  const StyleCounts counts(state.warehouse(me));
  for (int c : state.hand(me)) {
    const int suit = CardSuit(c);
    const double v =
        kStylePrior[suit] - rivals[suit] + SoftStyleValue(suit, counts) - 0.01 * CardNumber(c);
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
  if (legal.size() == 1) return legal.front();  // nothing to weigh
  CardValuer their_gain(state, state.active_player(), me);
  constexpr double kFreePassMargin = 1.5;
  double best_allowed = 1e9, best_any = 1e9;
  Action allowed_action = -1, any_action = -1;
  for (Action a : legal) {
    const bool free_pass = a >= kFreePassAction;
    const double v = their_gain.Gain(free_pass ? a - kFreePassAction : a - kCardAction);
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
  const StyleCounts counts(state.warehouse(me));
  const int style = LeanStyle(state, me, counts);
  const double base = SoftStyleValue(style, counts);
  double best = 0.5;
  Action choice = kPassAction;
  for (Action a : legal) {
    if (a < kWarehousemanAction) continue;
    const int out = a - kWarehousemanAction;
    for (int in : state.oasis()) {
      const double v = SoftValueAfterSwap(style, counts, out, in) - base;
      if (v > best) best = v, choice = a;
    }
  }
  return choice;
}

Action ChooseWarehousemanTake(const TradeTycoonState& state, int me) {
  const StyleCounts counts(state.warehouse(me));
  const int style = LeanStyle(state, me, counts);
  double best = -1e9;
  int choice = state.oasis().front();
  for (int in : state.oasis()) {
    const double v = SoftValueAfterSwap(style, counts, state.warehouseman_card(), in);
    if (v > best) best = v, choice = in;
  }
  return kCardAction + choice;
}

Action RandomAction(const std::vector<Action>& legal, Rng& rng) {
  return legal[rng.UniformInt(uint32_t(legal.size()))];
}

}  // namespace

double SoftStyleValue(int style, const std::vector<int>& warehouse) {
  return SoftStyleValue(style, StyleCounts(warehouse));
}

int LeanStyle(const TradeTycoonState& state, int seat) {
  return LeanStyle(state, seat, StyleCounts(state.warehouse(seat)));
}

namespace {

HandReading ReadHand(const TradeTycoonState& state, int viewer, int seat) {
  // What past returns showed the seat lacked, when it has drawn nothing since
  // (then every unseen card of its hand was there at the time). The list is
  // in time order: read from the newest back to the seat's last draw.
  uint64_t forbidden = 0;
  const std::vector<HandConstraint>& constraints = state.hand_constraints();
  for (auto k = constraints.rbegin(); k != constraints.rend(); ++k) {
    if (k->time <= state.last_draw_index(seat)) break;
    if (k->seat == seat) forbidden |= k->forbidden;
  }
  // Card sets as bits (rollouts ask this for every order): what the viewer
  // knows the place of, and what is in the seat's hand (read only where known).
  const uint64_t known = state.KnownCards(viewer);
  uint64_t in_hand = 0;
  int below = 0;
  for (int c : state.hand(seat)) {
    in_hand |= uint64_t(1) << c;
    below += IsBelowBalance(c);  // public: the balance card
  }
  constexpr uint64_t kAllCards = (uint64_t(1) << kNumCards) - 1;
  constexpr uint64_t kLowCards = (uint64_t(1) << (kHighestBelowBalance * kNumSuits)) - 1;
  const uint64_t held = known & in_hand;
  const uint64_t unseen = ~known & ~forbidden & kAllCards;
  const int known_low = __builtin_popcountll(held & kLowCards);
  const int known_high = __builtin_popcountll(held & ~kLowCards);
  const int unseen_low = __builtin_popcountll(unseen & kLowCards);
  const int unseen_high = __builtin_popcountll(unseen & ~kLowCards);
  const int above = int(state.hand(seat).size()) - below;
  const double p_low = unseen_low ? double(below - known_low) / unseen_low : 0;
  const double p_high = unseen_high ? double(above - known_high) / unseen_high : 0;
  // Indexed by 2 x held + unseen (never both), below and above the balance:
  // a table look-up rather than a branch per card.
  const double below_values[3] = {0.0, p_low, 1.0};
  const double above_values[3] = {0.0, p_high, 1.0};
  HandReading reading;
  reading.possible = held | unseen;
  for (int c = 0; c < kNumCards; ++c) {
    const double* values = IsBelowBalance(c) ? below_values : above_values;
    reading.probs[c] = values[2 * ((held >> c) & 1) + ((unseen >> c) & 1)];
  }
  return reading;
}

}  // namespace

std::array<double, kNumCards> HandProbabilities(const TradeTycoonState& state, int viewer,
                                                int seat) {
  return ReadHand(state, viewer, seat).probs;
}

double ExpectedOrderGain(const TradeTycoonState& state, int active, int partner, int given_card,
                         OrderType type, int named_card) {
  const std::array<double, kNumCards> gains = CardGains(state, active, active);
  return PartnerOrders(state, active, partner, gains).Gain(given_card, type, named_card);
}

Action TradeTycoonGame::HeuristicAction(const State& base, Rng& rng) const {
  const auto& state = static_cast<const TradeTycoonState&>(base);
  const int me = state.CurrentPlayer();
  // Built only for the phases that read it (not for an order, the most
  // common and longest list), into one buffer per thread: rollouts ask here
  // at every step.
  thread_local std::vector<Action> legal_buffer;
  auto legal_actions = [&state]() -> const std::vector<Action>& {
    state.LegalActionsInto(legal_buffer);
    MERCATO_CHECK(!legal_buffer.empty(), "no legal action");
    return legal_buffer;
  };
  switch (state.phase()) {
    case Phase::kDraftPass: {
      const std::vector<Action>& legal = legal_actions();
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
      Seats partners;
      for (int q : Opponents(me)) {
        if (state.order().index == 0 || q == state.order().partner) partners.push_back(q);
      }
      return OrderAction(BestOrder(state, me, partners).choice);
    }
    case Phase::kCaravanTake:  // the heuristic never starts a caravan
      return RandomAction(legal_actions(), rng);
    case Phase::kNamedCard:
      return ChooseNamedCard(state, me);
    case Phase::kReturn:
      return ChooseReturn(state, me, legal_actions());
    case Phase::kPostOrder:
      return ChoosePostOrder(state, me, legal_actions());
    case Phase::kWarehousemanTake:
      return ChooseWarehousemanTake(state, me);
    default:
      return RandomAction(legal_actions(), rng);
  }
}

}  // namespace mercato::trade_tycoon
