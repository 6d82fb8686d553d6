// Turin Market: the moves a seat's table shows it that it may not make now, and
// the rules' reason (issue 17). The reasons come from the one legality check in
// turin_market.cpp (OfferRefusal, PickRefusal, BidRefusal, SellRefusal,
// MarketRefusal), the same LegalActions keeps the passing moves of.
//
// Rules: ../shared/seeds/000_e881f24f589098ae.txt (the seed text) and
// ../shared/rules/turin_market.md (decisions where it is silent).
//
// What the table shows a seat as its own choice (web/views/turin_market_view.cpp):
// the cards in its hand (lay one), the cards on the auction table (take or
// remove one), the cards it just took (offer one for sale), the cards on sale
// (buy one, or withdraw one's own), the loan button while it has no loan, and
// the bid (re-bid) amounts of the picker: one above the most it may grip is
// listed, as are the prices above its free money for a card just taken.
//
// Reason codes, each with the rule it comes from:
//   not_your_turn       another seat is to move (simultaneous choices are taken one
//                       seat at a time: rules file, "Simultaneous choices").
//   lay_at_round_start  a hand card: each player lays one at the start of a round
//                       (seed, round step 1).
//   ranks_not_fixed     a table card: nobody chooses a card until every rank is
//                       fixed (seed: "全員の順番が決まるまで、カードを選ぶことはありません").
//   not_offer_step      a card just taken: one of them may be offered once, after
//                       taking (seed, step 3; rules file, "Selling").
//   last_auction        a card just taken in the last auction cannot be offered
//                       (seed: "最後に競りで取ったカードを、売ることはできません").
//                       values: none.
//   beyond_free_money   a bid, re-bid or price above the free money (rules file: a
//                       bid is 0..free money, a re-bid 0..free money - bid; the price
//                       is put on the card from one's own money). values: amount, free.
//   own_card            buying one's own offer (rules file: every player except
//                       the seller may declare). values: price.
//   too_poor            buying a card whose price is above one's free money (rules
//                       file: a buyer needs the price in free money). values: price, have.
//   not_your_offer      withdrawing another seller's offer (seed: the seller may stop
//                       selling). values: seller.
//   buy_in_window       a card on sale is bought only in a market window (rules
//                       file: "At any time" becomes market windows). values: seller, price.
// Every value is public (prices, sellers) or the seat's own money.
#include <string>
#include <vector>

#include "engine/blocked_move.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

const char* RefusalCode(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone: return "";
    case Refusal::kLayAtRoundStart: return "lay_at_round_start";
    case Refusal::kRanksNotFixed: return "ranks_not_fixed";
    case Refusal::kNotOfferStep: return "not_offer_step";
    case Refusal::kLastAuction: return "last_auction";
    case Refusal::kBeyondFreeMoney: return "beyond_free_money";
    case Refusal::kOwnCard: return "own_card";
    case Refusal::kTooPoor: return "too_poor";
    case Refusal::kNotYourOffer: return "not_your_offer";
    case Refusal::kBuyInWindow: return "buy_in_window";
  }
  return "";
}

std::vector<std::string> TurinMarketGame::BlockReasons() const {
  std::vector<std::string> codes{std::string(kNotYourTurn)};
  for (Refusal r : {Refusal::kLayAtRoundStart, Refusal::kRanksNotFixed, Refusal::kNotOfferStep,
                    Refusal::kLastAuction, Refusal::kBeyondFreeMoney, Refusal::kOwnCard, Refusal::kTooPoor,
                    Refusal::kNotYourOffer, Refusal::kBuyInWindow}) {
    codes.emplace_back(RefusalCode(r));
  }
  return codes;
}

BlockedMoves TurinMarketState::BlockedMovesFor(int viewer) const {
  BlockedMoves out;
  if (!IsSeat(viewer, Seats()) || !SeatActs()) return out;
  const bool mover = viewer == Actor();
  const Seat& me = seats_[viewer];
  // A move the table shows: for another seat not its turn; for the mover the
  // check's reason, unless it passes (then it is legal and not listed).
  auto add = [&](Action action, Refusal refusal, auto explain) {
    if (FindBlocked(out, action) != nullptr) return;
    if (!mover) {
      out.emplace_back(action, kNotYourTurn);
    } else if (refusal != Refusal::kNone) {
      BlockedMove& b = out.emplace_back(action, RefusalCode(refusal));
      explain(refusal, b);
    }
  };
  auto none = [](Refusal, BlockedMove&) {};
  // The loan: at any of one's own decisions (always open to the mover).
  if (!me.has_loan) add(kLoan, Refusal::kNone, none);
  for (int card : me.hand) add(kCardBase + card, OfferRefusal(), none);
  // The auction table (face-down places while cards are laid: nothing to take).
  if (phase_ != Phase::kOffer) {
    for (const TableCard& t : table_) add(kCardBase + t.card, PickRefusal(), none);
  }
  // The cards just taken, shown once the table is empty: offer one for sale.
  auto price_above = [&](Refusal refusal, BlockedMove& b) {
    if (refusal == Refusal::kBeyondFreeMoney) b.With("amount", me.money + 1).With("free", me.money);
  };
  if (phase_ != Phase::kOffer && table_.empty()) {
    for (int card : me.just_taken) {
      add(SellAction(card, 1), SellRefusal(viewer, 1), price_above);
      // The picker stops at the free money; the next price is refused.
      if (mover && phase_ == Phase::kSellOffer && me.money + 1 <= kMaxAmount) {
        add(SellAction(card, me.money + 1), SellRefusal(viewer, me.money + 1), price_above);
      }
    }
  }
  // The cards on sale: buy one (in a window) or withdraw one's own.
  for (const SaleOffer& o : on_sale_) {
    add(kCardBase + o.card, MarketRefusal(viewer, o), [&](Refusal refusal, BlockedMove& b) {
      switch (refusal) {
        case Refusal::kOwnCard: b.With("price", o.price); break;
        case Refusal::kTooPoor: b.With("price", o.price).With("have", me.money); break;
        case Refusal::kNotYourOffer: b.With("seller", o.seller); break;
        case Refusal::kBuyInWindow: b.With("seller", o.seller).With("price", o.price); break;
        default: break;
      }
    });
  }
  // The bid picker of the mover: one above the most it may grip.
  if (mover && (phase_ == Phase::kBid || phase_ == Phase::kRebid)) {
    const int above = FreeForBid(viewer) + 1;
    if (above <= kMaxAmount) {
      add(kBidBase + above, BidRefusal(viewer, above), [&](Refusal refusal, BlockedMove& b) {
        if (refusal == Refusal::kBeyondFreeMoney) b.With("amount", above).With("free", above - 1);
      });
    }
  }
  return out;
}

}  // namespace mercato::turin_market
