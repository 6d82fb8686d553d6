// Turin Market: ranking the bids, breaking ties, paying and picking.
//
// The ranking is a list of groups, highest bid first. A group of one is placed;
// a tied group whose shared ranks take a card still has to be ordered (by a
// re-bid then coin tosses, or by the goose), and only then are payments made
// and cards picked: nobody chooses a card before every rank is fixed.
#include <algorithm>

#include "engine/check.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

bool TurinMarketState::AnyTakes(int from_rank, int count) const {
  for (int r = from_rank; r < from_rank + count; ++r) {
    if (TakesAtRank(r) > 0) return true;
  }
  return false;
}

int TurinMarketState::OpenGroup() const {
  for (int g = 0; g < int(ranking_.size()); ++g) {
    if (ranking_[g].tie != Tie::kNone) return g;
  }
  return -1;
}

void TurinMarketState::ComputeRanking() {
  // Underdog goose: its holder's positive bid ranks as if 1 higher.
  std::array<int, kMaxPlayers> ranked_bid{};
  for (int p = 0; p < Seats(); ++p) {
    ranked_bid[p] = seats_[p].bid + (p == underdog_ && seats_[p].bid > 0 ? 1 : 0);
  }
  // Ties that decide nothing keep the order from the start player.
  SeatList order = SeatsFromStart();
  StableSortSmall(order.begin(), order.end(),
                  [&](int a, int b) { return ranked_bid[a] > ranked_bid[b]; });
  ranking_.clear();
  bool any_rebid = false;
  for (int i = 0; i < Seats();) {
    int j = i;
    while (j < Seats() && ranked_bid[order[j]] == ranked_bid[order[i]]) ++j;
    const int size = j - i;
    // Players tied at 0 take nothing, so they never re-bid.
    if (size > 1 && ranked_bid[order[i]] > 0 && AnyTakes(i, size)) {
      RankGroup group;
      group.seats = SeatList(order.begin() + i, order.begin() + j);
      group.tie = TmGame().goose() == GooseMode::kTieLoser ? Tie::kGoose : Tie::kRebid;
      any_rebid = any_rebid || group.tie == Tie::kRebid;
      ranking_.push_back(group);
    } else {
      for (int k = i; k < j; ++k) ranking_.push_back({SeatList{order[k]}, Tie::kNone});
    }
    i = j;
  }
  if (!any_rebid) {
    AdvanceRanking();
    return;
  }
  SeatList rebidders;
  for (int p : SeatsFromStart()) {
    for (const RankGroup& group : ranking_) {
      if (group.tie != Tie::kRebid) continue;
      if (std::find(group.seats.begin(), group.seats.end(), p) != group.seats.end()) {
        seats_[p].in_rebid = true;
        rebidders.push_back(p);
      }
    }
  }
  phase_ = Phase::kRebid;
  SetQueue(rebidders);
}

void TurinMarketState::ResolveRebids() {
  // A higher re-bid ranks higher inside its group only. Equal positive re-bids
  // go to a coin toss; players still tied at 0 fall under the both-zero rule
  // (no card; they remove cards instead, in coin-toss order).
  FixedVector<RankGroup, kMaxPlayers> resolved;
  int rank = 0;
  for (RankGroup& group : ranking_) {
    const int group_size = int(group.seats.size());
    if (group.tie != Tie::kRebid) {
      resolved.push_back(group);
      rank += group_size;
      continue;
    }
    SeatList seats = group.seats;
    StableSortSmall(seats.begin(), seats.end(),
                    [&](int a, int b) { return seats_[a].rebid > seats_[b].rebid; });
    for (int i = 0; i < group_size;) {
      int j = i;
      while (j < group_size && seats_[seats[j]].rebid == seats_[seats[i]].rebid) ++j;
      const int size = j - i;
      if (size > 1 && seats_[seats[i]].rebid == 0) {
        for (int k = i; k < j; ++k) seats_[seats[k]].both_zero = true;
      }
      if (size > 1 && AnyTakes(rank + i, size)) {
        resolved.push_back({SeatList(seats.begin() + i, seats.begin() + j), Tie::kToss});
      } else {
        for (int k = i; k < j; ++k) resolved.push_back({SeatList{seats[k]}, Tie::kNone});
      }
      i = j;
    }
    rank += group_size;
  }
  ranking_.assign(resolved.begin(), resolved.end());
  AdvanceRanking();
}

void TurinMarketState::AdvanceRanking() {
  const int g = OpenGroup();
  if (g < 0) {
    FinishRanking();
    return;
  }
  switch (ranking_[g].tie) {
    case Tie::kToss:
      phase_ = Phase::kToss;
      break;
    case Tie::kGoose:
      // The first tie of the game hands the goose out by chance; afterwards
      // its holder gives it.
      if (goose_holder_ < 0) {
        phase_ = Phase::kGooseChance;
      } else {
        phase_ = Phase::kGooseGive;
        SetQueue({goose_holder_});
      }
      break;
    default:
      MERCATO_CHECK(false, "open group without a tie rule");
  }
}

void TurinMarketState::PlaceFirst(int seat) {
  const int g = OpenGroup();
  RankGroup& group = ranking_[g];
  group.seats.erase(std::find(group.seats.begin(), group.seats.end(), seat));
  if (group.seats.size() == 1) group.tie = Tie::kNone;
  ranking_.insert(ranking_.begin() + g, RankGroup{SeatList{seat}, Tie::kNone});
}

void TurinMarketState::PlaceLast(int seat) {
  const int g = OpenGroup();
  RankGroup& group = ranking_[g];
  group.seats.erase(std::find(group.seats.begin(), group.seats.end(), seat));
  if (group.seats.size() == 1) group.tie = Tie::kNone;
  ranking_.insert(ranking_.begin() + g + 1, RankGroup{SeatList{seat}, Tie::kNone});
}

void TurinMarketState::FinishRanking() {
  order_.clear();
  for (const RankGroup& group : ranking_) {
    MERCATO_CHECK(group.seats.size() == 1, "unresolved tie");
    order_.push_back(group.seats[0]);
  }
  for (int r = 0; r < Seats(); ++r) {
    Seat& s = seats_[order_[r]];
    s.rank = r;
    const int takes = TakesAtRank(r);
    // A bid of 0 never takes a card, whatever its rank.
    if (takes > 0 && s.bid > 0) {
      s.role = s.both_zero ? Role::kRemover : Role::kTaker;
      s.takes = s.picks_left = takes;
    }
    const int gripped = s.bid + std::max(0, s.rebid);
    s.payment = s.role == Role::kTaker ? gripped : gripped / 2;
    s.money -= s.payment;
    bank_ += s.payment;
    MERCATO_CHECK(s.money >= 0, "paid more than held");
  }
  last_auction_.serial += 1;
  last_auction_.order = order_;
  last_auction_.bid.clear();
  last_auction_.rebid.clear();
  last_auction_.payment.clear();
  last_auction_.takes.clear();
  last_auction_.role.clear();
  for (const Seat& s : seats_) {
    last_auction_.bid.push_back(s.bid);
    last_auction_.rebid.push_back(s.rebid);
    last_auction_.payment.push_back(s.payment);
    last_auction_.takes.push_back(s.takes);
    last_auction_.role.push_back(s.role);
  }
  pick_pos_ = 0;
  NextPick();
}

void TurinMarketState::PickCard(int seat, int card) {
  auto it = std::find_if(table_.begin(), table_.end(),
                         [&](const TableCard& t) { return t.card == card; });
  MERCATO_CHECK(it != table_.end(), "card not on the table");
  table_.erase(it);
  Seat& s = seats_[seat];
  if (s.role == Role::kTaker) {
    s.collection.push_back(card);
    s.just_taken.push_back(card);
    UpdateLeaders();
  } else {
    removed_.push_back(card);  // both-zero: chosen and put back in the box, face up
  }
  --s.picks_left;
}

void TurinMarketState::NextPick() {
  while (pick_pos_ < Seats()) {
    const int p = order_[pick_pos_];
    Seat& s = seats_[p];
    if (s.picks_left > 0 && !table_.empty()) {
      if (s.picks_left >= int(table_.size())) {
        // No choice: everything left on the table is theirs.
        while (!table_.empty()) PickCard(p, table_.front().card);
        continue;
      }
      phase_ = Phase::kPick;
      SetQueue({p});
      return;
    }
    ++pick_pos_;
  }
  // Cards nobody takes leave the game, face up.
  for (const TableCard& t : table_) removed_.push_back(t.card);
  table_.clear();
  UpdateLeaders();
  BeginWithdraw();
}

}  // namespace mercato::turin_market
