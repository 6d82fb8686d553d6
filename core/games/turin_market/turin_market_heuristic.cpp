// Turin Market: the cheap heuristic (the "easy" computer player and the rollout
// policy of ISMCTS). It values a card by how much it moves the seat's expected
// end payout in each majority race, given the best rival and the units of that
// good still to come out. It looks only at what the acting seat may see: its own
// hand and purse and the open table.
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

#include "engine/check.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

namespace {

class Valuer {
 public:
  explicit Valuer(const TurinMarketState& state) : n_(state.NumPlayers()) {
    const ListSide list = state.TmGame().list();
    const Numbers& numbers = state.TmGame().N();
    majority_payment_ = numbers.majority_payment;
    for (int g = 0; g < kNumGoods; ++g) {
      bonus_[g] = numbers.ListBonus(list, g);
    }
    for (int p = 0; p < n_; ++p) units_[p] = state.Units(p);
    CountSupply(state);
    CountRivals();
  }

  // Expected end payout from good g for a seat holding `mine` units.
  double Payout(int seat, int g, int mine, int supply_left) const {
    if (mine == 0) return 0.0;
    const double spread = 1.0 + supply_left / 2.0;
    const double win =
        std::clamp(0.5 + (mine - best_other_[seat][g]) / (2.0 * spread), 0.0, 1.0);
    return win * (bonus_[g] + other_holders_[seat][g]) - (1.0 - win) * majority_payment_;
  }

  // What gaining `card` is worth to `seat` (losing it, with sign = -1).
  double CardValue(int seat, int card, int sign = 1) const {
    double value = 0;
    const CardInfo& info = kCards[card];
    const int goods[3] = {info.three, info.two, info.one};
    const int amounts[3] = {3, 2, 1};
    for (int i = 0; i < 3; ++i) {
      const int g = goods[i];
      const int mine = units_[seat][g];
      const int after = std::max(0, mine + sign * amounts[i]);
      const int supply_after = std::max(0, supply_[g] - (sign > 0 ? amounts[i] : 0));
      value += Payout(seat, g, after, supply_after) - Payout(seat, g, mine, supply_[g]);
    }
    return sign > 0 ? value : -value;
  }

  double BestRivalValue(int seat, int card) const {
    double best = 0;
    for (int q = 0; q < n_; ++q) {
      if (q != seat) best = std::max(best, CardValue(q, card));
    }
    return best;
  }

 private:
  // What state.Supply() gives, from the units counted already: the totals less
  // every collection and the cards removed face up.
  void CountSupply(const TurinMarketState& state) {
    const GoodCounts removed = UnitsOfCards(state.removed());
    for (int g = 0; g < kNumGoods; ++g) {
      supply_[g] = kGoods[g].total - removed[g];
      for (int p = 0; p < n_; ++p) supply_[g] -= units_[p][g];
    }
  }

  // Per seat and good: the best rival's units and how many rivals hold some.
  // From each good's most units, how many seats hold that many and the
  // runner-up (one pass over the seats, not one per seat; this runs at every
  // rollout step).
  void CountRivals() {
    for (int g = 0; g < kNumGoods; ++g) {
      int most = 0, at_most = 0, runner_up = 0, holders = 0;
      for (int p = 0; p < n_; ++p) {
        const int u = units_[p][g];
        holders += u > 0;
        if (u > most) {
          runner_up = most;
          most = u;
          at_most = 1;
        } else if (u == most) {
          ++at_most;
        } else {
          runner_up = std::max(runner_up, u);
        }
      }
      for (int p = 0; p < n_; ++p) {
        const int u = units_[p][g];
        best_other_[p][g] = u == most && at_most == 1 ? runner_up : most;
        other_holders_[p][g] = holders - (u > 0);
      }
    }
  }

  int n_;
  int majority_payment_ = 0;
  GoodCounts supply_;
  // Filled for the seats in play only (no zeroing: built at every step).
  std::array<int, kNumGoods> bonus_;
  std::array<GoodCounts, kMaxPlayers> units_;
  std::array<GoodCounts, kMaxPlayers> best_other_;
  std::array<GoodCounts, kMaxPlayers> other_holders_;
};

// Value of winning the top rank: the best cards it would take.
double TopRankValue(const TurinMarketState& state, const Valuer& valuer, int seat) {
  std::array<double, kMaxPlayers> values{};
  int count = 0;
  for (const TableCard& t : state.table()) {
    if (count < kMaxPlayers) values[count++] = std::max(0.0, valuer.CardValue(seat, t.card));
  }
  std::sort(values.begin(), values.begin() + count, std::greater<double>());
  double total = 0;
  for (int i = 0; i < state.TakesAtRank(0) && i < count; ++i) total += values[i];
  return total;
}

// The heuristic's candidate moves, built without touching the heap.
using Candidates = FixedVector<Action, kNumCards>;

template <typename Score>
Action ArgMax(const Candidates& actions, Score score, Rng& rng) {
  Action best = actions.front();
  double best_score = -1e18;
  int ties = 0;
  for (Action a : actions) {
    const double s = score(a);
    if (s > best_score + 1e-9) {
      best = a;
      best_score = s;
      ties = 1;
    } else if (std::abs(s - best_score) <= 1e-9 && rng.UniformInt(uint32_t(++ties)) == 0) {
      best = a;  // reservoir choice among equals
    }
  }
  return best;
}

}  // namespace

Action TurinMarketGame::HeuristicAction(const State& base, Rng& rng) const {
  const auto& state = static_cast<const TurinMarketState&>(base);
  const int me = state.CurrentPlayer();
  MERCATO_CHECK(me >= 0, "the heuristic plays seats only");
  // The loan costs 5 in the end; the heuristic never takes it by choice. The
  // choices are built here rather than from LegalActions (rollouts call this
  // at every step).
  Candidates options;
  // First the phases that need no card values.
  switch (state.phase()) {
    case Phase::kGooseGive: {
      // Give the goose (a lost tie) to the strongest rival, ourselves last.
      for (const RankGroup& group : state.ranking()) {
        if (group.tie != Tie::kGoose) continue;
        for (int p : group.seats) options.push_back(kSeatBase + p);
        break;
      }
      return ArgMax(options, [&](Action a) {
        const int p = a - kSeatBase;
        return p == me ? -100.0 : double(state.LeaderTokens(p));
      }, rng);
    }
    case Phase::kWithdraw:
      return kPass;
    case Phase::kChooseBuyer:
      // Sell to the weakest buyer: the one with the fewest leader tokens.
      for (int p : state.Buyers(state.resolving_card())) options.push_back(kSeatBase + p);
      return ArgMax(options, [&](Action a) {
        return -double(state.LeaderTokens(a - kSeatBase));
      }, rng);
    default:
      break;
  }
  const Valuer valuer(state);
  const int money = state.money(me);
  switch (state.phase()) {
    case Phase::kOffer:
      // Lay out a card worth more to us than to the best rival.
      for (int card : state.hand(me)) options.push_back(kCardBase + card);
      return ArgMax(options, [&](Action a) {
        const int card = a - kCardBase;
        return valuer.CardValue(me, card) - valuer.BestRivalValue(me, card);
      }, rng);
    case Phase::kBid: {
      const double value = TopRankValue(state, valuer, me);
      // Money is the score: bid about half of what the cards are worth, but
      // spread the purse over the auctions still to come (all-in only in the
      // last), with a little noise so that equal heuristics rarely tie. Tuned
      // against random play: a cap of purse / auctions left wins 75-88%.
      const int auctions_left = state.num_rounds() - state.round();
      const double budget = double(money) / auctions_left;
      int bid = int(std::floor(std::min(0.55 * value, budget))) + int(rng.UniformInt(3)) - 1;
      if (value < 1.0) bid = 0;
      bid = std::clamp(bid, 0, money);
      return kBidBase + bid;
    }
    case Phase::kRebid: {
      // Grip 1 (2 for a rich prize) rather than 0: a tie at 0 takes nothing.
      const int room = money - state.bid(me);
      const double value = TopRankValue(state, valuer, me);
      const int rebid = std::min(room, value > 6.0 ? 1 + int(rng.UniformInt(2)) : 1);
      return kBidBase + std::max(0, rebid);
    }
    case Phase::kPick:
      for (const TableCard& t : state.table()) options.push_back(kCardBase + t.card);
      if (state.role(me) == Role::kRemover) {
        // Remove what would help a rival most.
        return ArgMax(options, [&](Action a) {
          return valuer.BestRivalValue(me, a - kCardBase);
        }, rng);
      }
      return ArgMax(options, [&](Action a) { return valuer.CardValue(me, a - kCardBase); }, rng);
    case Phase::kSellOffer: {
      // Offer the card just taken that rivals want most beyond its worth to us,
      // at a price a rival would still pay, if we keep money to bid with.
      Action best = kPass;
      double best_gain = 1.5;
      for (int card : state.just_taken(me)) {
        const double keep = valuer.CardValue(me, card, -1);
        const double demand = valuer.BestRivalValue(me, card);
        const int price = std::max(1, int(std::floor(demand * 0.8)));
        if (price > money - 3) continue;
        if (price - keep > best_gain) {
          best_gain = price - keep;
          best = SellAction(card, price);
        }
      }
      return best;
    }
    case Phase::kDeclare: {
      // Buy the offer with the best surplus of worth over price, if any.
      Action best = kPass;
      double best_surplus = 0.5;
      for (const SaleOffer& o : state.on_sale()) {
        if (o.seller == me || o.price > money) continue;
        const double surplus = valuer.CardValue(me, o.card) - o.price;
        if (surplus > best_surplus) {
          best_surplus = surplus;
          best = kCardBase + o.card;
        }
      }
      return best;
    }
    default:
      break;
  }
  MERCATO_CHECK(false, "no heuristic for this phase");
  return kPass;
}

}  // namespace mercato::turin_market
