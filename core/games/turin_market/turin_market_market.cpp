// Turin Market: offers for sale, withdrawals and the market windows.
//
// Order inside a round, after the picks: sellers of older offers may withdraw
// them (the seed: right after any later auction), then this round's takers may
// offer one card just taken (not in the last round), then market windows run
// until one passes without a purchase.
#include <algorithm>

#include "engine/check.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

FixedVector<int, kNumCards> TurinMarketState::WithdrawableCards(int seat) const {
  FixedVector<int, kNumCards> cards;
  for (const SaleOffer& o : on_sale_) {
    if (WithdrawRefusal(seat, o) == Refusal::kNone) cards.push_back(o.card);
  }
  std::sort(cards.begin(), cards.end());
  return cards;
}

bool TurinMarketState::CanBuySomething(int seat) const {
  // Public grounds only (whose cards are on sale), so that skipping a seat never
  // tells anyone about its hidden money.
  for (const SaleOffer& o : on_sale_) {
    if (o.seller != seat) return true;
  }
  return false;
}

void TurinMarketState::BeginWithdraw() {
  SeatList sellers;
  for (int p : SeatsFromStart()) {
    if (!WithdrawableCards(p).empty()) sellers.push_back(p);
  }
  if (sellers.empty()) {
    BeginSaleOffers();
    return;
  }
  phase_ = Phase::kWithdraw;
  SetQueue(sellers);
}

void TurinMarketState::Withdraw(int card) {
  auto it = std::find_if(on_sale_.begin(), on_sale_.end(),
                         [&](const SaleOffer& o) { return o.card == card; });
  MERCATO_CHECK(it != on_sale_.end(), "no such offer");
  seats_[it->seller].money += it->price;
  on_sale_.erase(it);
}

void TurinMarketState::BeginSaleOffers() {
  // The cards of the last auction cannot be offered.
  SeatList sellers;
  if (!IsLastRound()) {
    for (int p : order_) {
      if (!seats_[p].just_taken.empty()) sellers.push_back(p);
    }
  }
  if (sellers.empty()) {
    BeginWindow();
    return;
  }
  phase_ = Phase::kSellOffer;
  SetQueue(sellers);
}

void TurinMarketState::BeginWindow() {
  for (Seat& s : seats_) {
    s.declared = -1;
    s.has_declared = false;
  }
  declarations_revealed_ = false;
  pending_cards_.clear();
  window_purchases_ = 0;
  SeatList buyers;
  for (int p : SeatsFromStart()) {
    if (CanBuySomething(p)) buyers.push_back(p);
  }
  if (buyers.empty()) {
    EndRound();
    return;
  }
  phase_ = Phase::kDeclare;
  SetQueue(buyers);
}

void TurinMarketState::RevealDeclarations() {
  declarations_revealed_ = true;
  pending_cards_.clear();
  for (const SaleOffer& o : on_sale_) {
    if (!Buyers(o.card).empty()) pending_cards_.push_back(o.card);
  }
  std::sort(pending_cards_.begin(), pending_cards_.end());
  ResolveWindow();
}

void TurinMarketState::ResolveWindow() {
  // A card wanted by one player is sold to them; by several, its seller chooses.
  while (!pending_cards_.empty()) {
    const int card = pending_cards_.front();
    pending_cards_.erase(pending_cards_.begin());
    const SeatList buyers = Buyers(card);
    if (buyers.size() == 1) {
      Sell(card, buyers[0]);
      continue;
    }
    resolving_card_ = card;
    phase_ = Phase::kChooseBuyer;
    SetQueue({OfferOf(card)->seller});
    return;
  }
  if (window_purchases_ > 0) {
    BeginWindow();
  } else {
    EndRound();
  }
}

void TurinMarketState::Sell(int card, int buyer) {
  auto it = std::find_if(on_sale_.begin(), on_sale_.end(),
                         [&](const SaleOffer& o) { return o.card == card; });
  MERCATO_CHECK(it != on_sale_.end(), "no such offer");
  const SaleOffer offer = *it;
  on_sale_.erase(it);
  Seat& from = seats_[offer.seller];
  Seat& to = seats_[buyer];
  MERCATO_CHECK(to.money >= offer.price, "buyer cannot pay");
  // The buyer pays the price; the seller also takes back the price on the card.
  to.money -= offer.price;
  from.money += 2 * offer.price;
  from.collection.erase(std::find(from.collection.begin(), from.collection.end(), card));
  to.collection.push_back(card);
  ++window_purchases_;
  UpdateLeaders();
}

}  // namespace mercato::turin_market
