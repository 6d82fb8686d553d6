// Turin Market: determinization (ResampleFromInfostate) and invariants.
#include <algorithm>
#include <set>

#include "engine/check.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

std::unique_ptr<State> TurinMarketState::ResampleFromInfostate(int player, Rng& rng) const {
  // A spectator (kSpectator) is no seat: every seat's hidden things are dealt anew.
  MERCATO_CHECK(IsSeat(player, Seats()) || player == kSpectator, "seat");
  auto sample = std::make_unique<TurinMarketState>(*this);
  TurinMarketState& s = *sample;
  // The real history would give the real deal away; a determinization has none,
  // nor the log's record of the last auction (forgotten purses under money=private).
  s.history_.clear();
  s.last_auction_ = AuctionRecord{};

  // 1. Cards the player has not seen: the other hands, the others' face-down
  //    offers, the box and the undealt deck. Shuffle them and deal them out again
  //    in the same numbers.
  std::vector<int> unseen;
  for (int q = 0; q < Seats(); ++q) {
    if (q == player) continue;
    unseen.insert(unseen.end(), seats_[q].hand.begin(), seats_[q].hand.end());
    if (seats_[q].offered >= 0) unseen.push_back(seats_[q].offered);
  }
  unseen.insert(unseen.end(), box_.begin(), box_.end());
  unseen.insert(unseen.end(), deck_.begin(), deck_.end());
  // Sorted first, so the draw depends on which cards are unseen, not on where
  // they really are.
  std::sort(unseen.begin(), unseen.end());
  rng.Shuffle(unseen);
  size_t next = 0;
  auto take = [&](size_t count) {
    std::vector<int> cards(unseen.begin() + next, unseen.begin() + next + count);
    next += count;
    std::sort(cards.begin(), cards.end());
    return cards;
  };
  for (int q = 0; q < Seats(); ++q) {
    if (q == player) continue;
    Seat& seat = s.seats_[q];
    seat.hand = take(seats_[q].hand.size());
    if (seat.offered >= 0) seat.offered = take(1)[0];
  }
  s.box_ = take(box_.size());
  s.deck_ = take(deck_.size());

  // 2. money=private: the others' purses together are known, who holds how much
  //    is not. Deal the total out again, each unit to a random other seat, above
  //    what each must still hold for what it has openly committed (a revealed
  //    bid not yet paid, a revealed purchase not yet made). At the end every
  //    purse is shown (and may be negative after the loans): nothing to deal.
  if (TmGame().money_private() && phase_ != Phase::kGameOver) {
    std::vector<int> others;
    int total = 0, committed_total = 0;
    std::vector<int> committed(Seats(), 0);
    for (int q = 0; q < Seats(); ++q) {
      if (q == player) continue;
      others.push_back(q);
      const Seat& seat = seats_[q];
      total += seat.money;
      if (bids_revealed_ && seat.payment < 0) {
        committed[q] = seat.bid + (rebids_revealed_ ? std::max(0, seat.rebid) : 0);
      }
      if (declarations_revealed_ && seat.declared >= 0 && OfferOf(seat.declared) != nullptr) {
        committed[q] = std::max(committed[q], OfferOf(seat.declared)->price);
      }
      committed_total += committed[q];
    }
    MERCATO_CHECK(committed_total <= total, "commitments exceed the purses");
    for (int q : others) s.seats_[q].money = committed[q];
    for (int unit = committed_total; unit < total; ++unit) {
      s.seats_[others[rng.UniformInt(uint32_t(others.size()))]].money += 1;
    }
  }

  // 3. Secret choices made but not yet revealed are chosen again at random,
  //    within what each seat (as sampled) may choose.
  for (int q = 0; q < Seats(); ++q) {
    if (q == player) continue;
    Seat& seat = s.seats_[q];
    if (phase_ == Phase::kBid && seat.bid >= 0) {
      seat.bid = int(rng.UniformInt(uint32_t(seat.money + 1)));
    }
    if (phase_ == Phase::kRebid && seat.rebid >= 0) {
      seat.rebid = int(rng.UniformInt(uint32_t(seat.money - seat.bid + 1)));
    }
    if (phase_ == Phase::kDeclare && seat.has_declared) {
      std::vector<int> choices = {-1};
      for (const SaleOffer& o : on_sale_) {
        if (o.seller != q && o.price <= seat.money) choices.push_back(o.card);
      }
      seat.declared = choices[rng.UniformInt(uint32_t(choices.size()))];
    }
  }
  return sample;
}

std::string TurinMarketState::CheckInvariants() const {
  // The 18 cards: each in exactly one place.
  std::vector<int> seen(kNumCards, 0);
  auto count = [&](const std::vector<int>& cards) {
    for (int c : cards) {
      if (c < 0 || c >= kNumCards) return false;
      ++seen[c];
    }
    return true;
  };
  bool ok = count(deck_) && count(box_) && count(removed_);
  for (const TableCard& t : table_) ok = ok && count({t.card});
  for (const Seat& s : seats_) {
    ok = ok && count(s.hand) && count(s.collection);
    if (s.offered >= 0) ok = ok && count({s.offered});
  }
  if (!ok) return "a card number out of range";
  for (int c = 0; c < kNumCards; ++c) {
    if (seen[c] != 1) {
      return CardName(c) + " is in " + std::to_string(seen[c]) + " places";
    }
  }

  // Scudi: purses, money lying on cards for sale and the bank's takings balance
  // the start purses of this game.
  int total = bank_;
  for (const Seat& s : seats_) total += s.money;
  for (const SaleOffer& o : on_sale_) total += o.price;
  const int start_total = TmGame().N().StartMoneyTotal(Seats());
  if (total != start_total) {
    return "scudi not conserved: " + std::to_string(total) + " instead of " +
           std::to_string(start_total);
  }
  if (phase_ != Phase::kGameOver) {
    for (int p = 0; p < Seats(); ++p) {
      const Seat& s = seats_[p];
      if (s.money < 0 || s.money > kMaxAmount) return "p" + std::to_string(p) + " purse out of range";
      if (s.loan_penalty != 0) return "a loan penalty before the scoring";
      if (s.bid > s.money && s.payment < 0) return "a bid above the purse";
    }
    // Hands stay level (one card per round each) until the deal is complete.
    if (phase_ != Phase::kDeal && phase_ != Phase::kChooseStart) {
      const size_t first = seats_[0].hand.size() + (seats_[0].offered >= 0 ? 1 : 0);
      for (const Seat& s : seats_) {
        if (s.hand.size() + (s.offered >= 0 ? 1 : 0) != first) return "hands not level";
      }
    }
  }

  // Offers: one per card, at a positive price, lying on a card of the seller.
  std::set<int> offered_cards;
  for (const SaleOffer& o : on_sale_) {
    if (!offered_cards.insert(o.card).second) return "a card offered twice";
    if (o.price < 1) return "an offer below 1";
    const std::vector<int>& col = seats_[o.seller].collection;
    if (std::find(col.begin(), col.end(), o.card) == col.end()) {
      return CardName(o.card) + " is offered by a seat that does not hold it";
    }
  }

  // Leader tokens mark a majority holder.
  for (int g = 0; g < kNumGoods; ++g) {
    if (leader_[g] < 0) continue;
    const int held = Units(leader_[g])[g];
    for (int p = 0; p < Seats(); ++p) {
      if (Units(p)[g] > held) return std::string("the ") + kGoods[g].id + " token is on a non-leader";
    }
  }
  return "";
}

}  // namespace mercato::turin_market
