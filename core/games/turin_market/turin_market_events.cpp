// What each seat sees of a Turin Market move, as events (engine/game_event.h).
//
// Hidden: another seat's hand (its dealt cards), its face-down offer, its sealed
// bid and re-bid and its buying wish in a market window. Everything else is
// played in the open, payments included (money=private hides the purses, not
// what is paid). Cards are named by number (0-based, "c1".."c18" in words).
//
// The move itself (seat: the seat that acted; chance events have the seat drawn):
//   start       {seat}                      chance: the start player
//   dealt       {seat[, card]}              chance: a card dealt (card: that seat and the all-seeing only)
//   centre      {cards}                     the deal is done: the centre cards, face up (4-5p)
//   toss        {seat}                      chance: the coin toss of a tied group, won by seat
//   goose       {seat}                      chance: the first tie gives the goose to seat (last of the tie)
//   loan        {seat}                      +10 now, 15 back at the end
//   offer       {seat[, card]}              a hand card laid face down (card: its seat and the all-seeing)
//   bid         {seat[, amount]}            a sealed bid (amount: likewise)
//   rebid       {seat[, amount]}            a sealed re-bid (amount: likewise)
//   give_goose  {seat, to}                  the goose holder gives it to a tied player
//   take        {seat, card}                a card taken from the auction table
//   remove      {seat, card}                a card removed from the game (both-zero rule)
//   keep        {seat}                      older offers kept on sale
//   withdraw    {seat, card, price}         an older offer taken back (price: the scudi back)
//   no_sale     {seat}                      nothing offered for sale
//   sell_offer  {seat, card, price}         a card just taken offered for sale
//   decide      {seat}                      market window: another seat's buying wish (hidden)
//   want        {seat, card}                market window: the wish to buy card (its seat, all-seeing)
//   buy_nothing {seat}                      market window: a pass (its seat, all-seeing)
//   sell_to     {seat, card, buyer, price}  a seller chooses among several buyers
// What the move made public, in this order (seat -1 unless said):
//   on_offer    {cards}                     the face-down offers turned up: the cards on the table
//   bids        {bids}                      every seat's bid, by seat (the bids revealed)
//   rebids      {seats, rebids}             the seats that re-bid and their re-bids (revealed)
//   ranking     {order, payment, takes, role}  once every rank is fixed, by rank: the seat, what
//                                           it pays, the cards it takes or removes, its role
//                                           (0 none, 1 takes, 2 removes)
//   bought      {seat, card, from, price}   seat bought card from seat `from` (one buyer: no choice)
//   got         {seat, card}                a card that came to seat by no decision of its own
//   out         {cards}                     cards that left the game (nobody took them)
//   round       {round}                     a new round begins (0-based)
//   game_over   {final}                     the game is scored: each seat's money, by seat
#include <algorithm>
#include <memory>

#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

namespace {

bool Contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

}  // namespace

std::optional<GameEvents> TurinMarketState::EventsSeen(Action action, int viewer) const {
  const int seat = action - kSeatBase;
  const int card = action - kCardBase;
  const int amount = action - kBidBase;
  GameEvents events;
  int card_of_action = -1;
  if (IsChanceNode()) {
    switch (phase_) {
      case Phase::kChooseStart:
        events.emplace_back("start", seat);
        break;
      case Phase::kDeal: {
        GameEvent dealt("dealt", deal_seat_);
        if (viewer == kAllSeeing || viewer == deal_seat_) dealt.With("card", card);
        events.push_back(dealt);
        // The last card of the deal lays out the centre cards (4-5p), face up.
        std::unique_ptr<State> next = Clone();
        next->ApplyAction(action);
        const auto& after = static_cast<const TurinMarketState&>(*next);
        if (after.phase_ != Phase::kDeal && !after.table_.empty()) {
          std::vector<int> cards;
          for (const TableCard& t : after.table_) cards.push_back(t.card);
          events.push_back(GameEvent("centre", kChancePlayer).WithList("cards", cards));
        }
        return events;
      }
      case Phase::kToss:
        events.emplace_back("toss", seat);
        break;
      case Phase::kGooseChance:
        events.emplace_back("goose", seat);
        break;
      default:
        return std::nullopt;  // not a chance node of this game: the notation says what it is
    }
  } else {
    if (phase_ == Phase::kGameOver) return std::nullopt;
    const int actor = Actor();
    const bool sees = viewer == kAllSeeing || viewer == actor;
    if (action == kLoan) {
      // The numbers in force ride with the event: a log line says the table's, not the text's.
      return GameEvents{GameEvent("loan", actor)
                            .With("amount", TmGame().N().loan_amount)
                            .With("repay", TmGame().N().loan_repayment)};
    }
    switch (phase_) {
      case Phase::kOffer: {
        GameEvent e("offer", actor);
        if (sees) e.With("card", card);
        events.push_back(e);
        break;
      }
      case Phase::kBid:
      case Phase::kRebid: {
        GameEvent e(phase_ == Phase::kBid ? "bid" : "rebid", actor);
        if (sees) e.With("amount", amount);
        events.push_back(e);
        break;
      }
      case Phase::kGooseGive:
        events.push_back(GameEvent("give_goose", actor).With("to", seat));
        break;
      case Phase::kPick:
        card_of_action = card;
        events.push_back(
            GameEvent(seats_[actor].role == Role::kRemover ? "remove" : "take", actor).With("card", card));
        break;
      case Phase::kWithdraw:
        if (action == kPass) {
          events.emplace_back("keep", actor);
        } else {
          events.push_back(
              GameEvent("withdraw", actor).With("card", card).With("price", OfferOf(card)->price));
        }
        break;
      case Phase::kSellOffer:
        if (action == kPass) {
          events.emplace_back("no_sale", actor);
        } else {
          const int c = (action - kSellBase) / kMaxAmount;
          const int price = (action - kSellBase) % kMaxAmount + 1;
          events.push_back(GameEvent("sell_offer", actor).With("card", c).With("price", price));
        }
        break;
      case Phase::kDeclare:
        if (!sees) {
          events.emplace_back("decide", actor);
        } else if (action == kPass) {
          events.emplace_back("buy_nothing", actor);
        } else {
          events.push_back(GameEvent("want", actor).With("card", card));
        }
        break;
      case Phase::kChooseBuyer:
        card_of_action = resolving_card_;
        events.push_back(GameEvent("sell_to", actor)
                             .With("card", resolving_card_)
                             .With("buyer", seat)
                             .With("price", OfferOf(resolving_card_)->price));
        break;
      default:
        return std::nullopt;
    }
  }

  // What became public because of the move: revealed offers and bids, the
  // ranking and payments, cards that changed hands without a decision of
  // their own, the next round, the end of a game. The same for every viewer.
  std::unique_ptr<State> next = Clone();
  next->ApplyAction(action);
  const auto& after = static_cast<const TurinMarketState&>(*next);
  const int n = Seats();
  const bool same_game = after.results_.size() == results_.size();
  if (same_game && phase_ == Phase::kOffer && after.phase_ != Phase::kOffer && !after.table_.empty()) {
    std::vector<int> cards;
    for (const TableCard& t : after.table_) cards.push_back(t.card);
    events.push_back(GameEvent("on_offer", kChancePlayer).WithList("cards", cards));
  }
  const AuctionRecord& done = after.last_auction_;
  const bool ranked = done.serial != last_auction_.serial;
  if (!bids_revealed_ && (after.bids_revealed_ || ranked)) {
    std::vector<int> bids;
    for (int p = 0; p < n; ++p) bids.push_back(ranked ? done.bid[p] : after.seats_[p].bid);
    events.push_back(GameEvent("bids", kChancePlayer).WithList("bids", bids));
  }
  if ((after.rebids_revealed_ && !rebids_revealed_) || (ranked && phase_ == Phase::kRebid)) {
    std::vector<int> who, rebids;
    for (int p = 0; p < n; ++p) {
      const int rebid = ranked ? done.rebid[p] : after.seats_[p].rebid;
      if (rebid < 0) continue;
      who.push_back(p);
      rebids.push_back(rebid);
    }
    events.push_back(GameEvent("rebids", kChancePlayer).WithList("seats", who).WithList("rebids", rebids));
  }
  if (ranked) {
    std::vector<int> order, payment, takes, role;
    for (int p : done.order) {
      order.push_back(p);
      payment.push_back(done.payment[p]);
      takes.push_back(done.takes[p]);
      role.push_back(static_cast<int>(done.role[p]));
    }
    events.push_back(GameEvent("ranking", kChancePlayer)
                         .WithList("order", order)
                         .WithList("payment", payment)
                         .WithList("takes", takes)
                         .WithList("role", role));
  }
  if (same_game) {
    for (int p = 0; p < n; ++p) {
      for (int c : after.seats_[p].collection) {
        if (c == card_of_action || Contains(seats_[p].collection, c)) continue;
        int from = -1;
        for (int q = 0; q < n; ++q) {
          if (q != p && Contains(seats_[q].collection, c)) from = q;
        }
        if (from >= 0) {
          const SaleOffer* offer = OfferOf(c);
          events.push_back(GameEvent("bought", p)
                               .With("card", c)
                               .With("from", from)
                               .With("price", offer != nullptr ? offer->price : 0));
        } else {
          events.push_back(GameEvent("got", p).With("card", c));
        }
      }
    }
    std::vector<int> gone;
    for (int c : after.removed_) {
      if (c != card_of_action && !Contains(removed_, c)) gone.push_back(c);
    }
    if (!gone.empty()) events.push_back(GameEvent("out", kChancePlayer).WithList("cards", gone));
    if (after.round_ != round_) events.push_back(GameEvent("round", kChancePlayer).With("round", after.round_));
  } else {
    const ScoreBreakdown& result = after.results_.back();
    events.push_back(GameEvent("game_over", kChancePlayer)
                         .WithList("final", std::vector<int>(result.final_money.begin(),
                                                             result.final_money.end())));
  }
  return events;
}

}  // namespace mercato::turin_market
