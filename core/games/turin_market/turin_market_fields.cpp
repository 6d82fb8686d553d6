// Turin Market's position as fields (engine/field_archive.h), for the seat
// state that travels to a seat's device (engine/seat_state.h).
#include "engine/field_archive.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

namespace {

constexpr Bounds kCard{.lo = -1, .hi = kNumCards - 1};
constexpr Bounds kMoney{.lo = -kMaxAmount, .hi = kMaxAmount};
constexpr Bounds kCount{.lo = -1, .hi = kNumCards * kSeriesGames};
constexpr Bounds SeatOrNone(int n) { return {.lo = -1, .hi = n - 1}; }

}  // namespace

template <class Archive>
void SaleOffer::Fields(Archive& ar) {
  ar("card", card, kCard);
  ar("seller", seller, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("price", price, kMoney);
  ar("round", round, kCount);
}

template <class Archive>
void TableCard::Fields(Archive& ar) {
  ar("card", card, kCard);
  ar("offered_by", offered_by, {.lo = -1, .hi = kMaxPlayers - 1});
}

template <class Archive>
void RankGroup::Fields(Archive& ar) {
  ar("seats", seats, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("tie", tie, {.lo = 0, .hi = int(Tie::kGoose)});
}

template <class Archive>
void AuctionRecord::Fields(Archive& ar) {
  ar("serial", serial);
  ar("order", order, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("bid", bid, kMoney);
  ar("rebid", rebid, kMoney);
  ar("payment", payment, kMoney);
  ar("takes", takes, kCount);
  ar("role", role, {.lo = 0, .hi = int(Role::kRemover)});
}

template <class Archive>
void GoodScore::Fields(Archive& ar) {
  ar("good", good, {.lo = 0, .hi = kNumGoods - 1});
  ar("leaders", leaders, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("leader_units", leader_units, kCount);
  ar("bonus", bonus, kMoney);
  ar("payers", payers, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("forced_loans", forced_loans, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("penalties", penalties, {.lo = 0, .hi = kMaxPlayers - 1});
  ar("pool", pool, kMoney);
  ar("share", share, kMoney);
  ar("bank_extra", bank_extra, kMoney);
}

template <class Archive>
void ScoreBreakdown::Fields(Archive& ar) {
  ar("units", units, kCount);
  ar("money_before", money_before, kMoney);
  ar("goods", goods);
  ar("delta", delta, kMoney);
  ar("loan_repaid", loan_repaid, kMoney);
  ar("final_money", final_money, kMoney);
  ar("collections", collections, kCard);
  ar("removed", removed, kCard);
}

template <class Archive>
void TurinMarketState::Seat::Fields(Archive& ar) {
  ar("money", money, kMoney);
  ar("has_loan", has_loan);
  ar("loan_penalty", loan_penalty, kMoney);
  ar("hand", hand, kCard);
  ar("collection", collection, kCard);
  ar("series_total", series_total, {.lo = -kMaxAmount * kSeriesGames, .hi = kMaxAmount * kSeriesGames});
  ar("offered", offered, kCard);
  ar("bid", bid, kMoney);
  ar("rebid", rebid, kMoney);
  ar("in_rebid", in_rebid);
  ar("both_zero", both_zero);
  ar("rank", rank, {.lo = -1, .hi = kMaxPlayers - 1});
  ar("role", role, {.lo = 0, .hi = int(Role::kRemover)});
  ar("takes", takes, kCount);
  ar("picks_left", picks_left, kCount);
  ar("payment", payment, kMoney);
  ar("just_taken", just_taken, kCard);
  ar("declared", declared, kCard);
  ar("has_declared", has_declared);
}

template <class Archive>
void TurinMarketState::Fields(Archive& ar) {
  const int n = Seats();
  ar("phase", phase_, {.lo = 0, .hi = int(Phase::kGameOver)});
  ar("game_index", game_index_, {.lo = 0, .hi = TmGame().series_games() - 1});
  ar("round", round_, {.lo = 0, .hi = Rules().rounds});
  ar("start_player", start_player_, SeatOrNone(n));
  ar("deal_seat", deal_seat_, {.lo = 0, .hi = n - 1});
  ar("seats", seats_, {.size = n});
  ar("turn_queue", turn_queue_, {.lo = 0, .hi = n - 1});
  ar("turn_pos", turn_pos_, {.lo = 0, .hi = kMaxPlayers});
  ar("deck", deck_, kCard);
  ar("box", box_, kCard);
  ar("removed", removed_, kCard);
  ar("table", table_);
  ar("bids_revealed", bids_revealed_);
  ar("rebids_revealed", rebids_revealed_);
  ar("ranking", ranking_);
  ar("order", order_, {.lo = 0, .hi = n - 1});
  ar("pick_pos", pick_pos_, {.lo = 0, .hi = kMaxPlayers});
  ar("on_sale", on_sale_);
  ar("declarations_revealed", declarations_revealed_);
  ar("pending_cards", pending_cards_, kCard);
  ar("resolving_card", resolving_card_, kCard);
  ar("window_purchases", window_purchases_, kCount);
  ar("leader", leader_, SeatOrNone(n));
  ar("goose_holder", goose_holder_, SeatOrNone(n));
  ar("underdog", underdog_, SeatOrNone(n));
  ar("bank", bank_, {.lo = -kMaxAmount * kSeriesGames, .hi = kMaxAmount * kSeriesGames});
  ar("results", results_);
  ar("last_auction", last_auction_);
}

bool TurinMarketState::EncodeFields(FieldWriter& out) const { return WriteFields(*this, out); }

Status TurinMarketState::DecodeFields(FieldReader& in) {
  Fields(in);
  if (!in.status().ok()) return in.status();
  // What the flow indexes without looking: the seat to act and the next taker.
  if (SeatActs() && turn_pos_ >= int(turn_queue_.size())) {
    return Status::Error("no seat to act (turn_pos past turn_queue)");
  }
  if (phase_ == Phase::kPick && (int(order_.size()) != Seats() || pick_pos_ >= Seats())) {
    return Status::Error("no seat to pick (order, pick_pos)");
  }
  // Seats inside nested records are bounded by the most seats a table has.
  auto no_such_seat = [&](int seat) { return seat >= Seats(); };
  bool bad = false;
  for (const SaleOffer& offer : on_sale_) bad = bad || no_such_seat(offer.seller);
  for (const TableCard& card : table_) bad = bad || no_such_seat(card.offered_by);
  for (const RankGroup& group : ranking_) {
    for (int seat : group.seats) bad = bad || no_such_seat(seat);
  }
  for (int seat : last_auction_.order) bad = bad || no_such_seat(seat);
  if (bad) return Status::Error("a seat this table does not have");
  return Status::Ok();
}

}  // namespace mercato::turin_market
