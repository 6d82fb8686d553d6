// Turin Market: what each seat sees (Observe), its JSON, the information state,
// the notation and the debug dump.
#include <algorithm>

#include "engine/check.h"
#include "engine/json_fields.h"
#include "engine/text.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

namespace {

std::string SeatName(int p) { return "p" + std::to_string(p); }

const char* RoleName(Role role) {
  switch (role) {
    case Role::kTaker: return "taker";
    case Role::kRemover: return "remover";
    default: return "none";
  }
}

const char* TieName(Tie tie) {
  switch (tie) {
    case Tie::kRebid: return "rebid";
    case Tie::kToss: return "toss";
    case Tie::kGoose: return "goose";
    default: return "none";
  }
}

std::string Cards(const std::vector<int>& cards) {
  std::vector<std::string> names;
  for (int c : cards) names.push_back(CardName(c));
  return names.empty() ? "-" : Join(names, " ");
}

// Cards as printed, 1..18 (0: none).
constexpr JsonAs kAsPrinted{.offset = 1};

std::string GoodId(int good) { return kGoods[good].id; }

}  // namespace

// ---------------------------------------------------------------- observation

TurinMarketObservation TurinMarketState::Observe(int viewer) const {
  const TurinMarketGame& game = TmGame();
  const bool all = viewer == kAllSeeing;
  TurinMarketObservation obs;
  obs.viewer = viewer;
  obs.phase = phase_;
  obs.current_player = CurrentPlayer();
  obs.num_players = Seats();
  obs.round = round_;
  obs.num_rounds = Rules().rounds;
  obs.game_index = game_index_;
  obs.series_games = game.series_games();
  obs.start_player = start_player_;
  obs.list = game.list();
  obs.money_private = game.money_private();
  obs.goose = game.goose();
  obs.goose_holder = game.goose() == GooseMode::kUnderdog ? underdog_ : goose_holder_;
  obs.bids_revealed = bids_revealed_;
  obs.rebids_revealed = rebids_revealed_;
  obs.declarations_revealed = declarations_revealed_;
  for (int r = 0; r < kMaxPlayers; ++r) obs.rank_takes[r] = TakesAtRank(r);
  int others_money = 0;
  for (int p = 0; p < Seats(); ++p) {
    const Seat& s = seats_[p];
    const bool own = all || p == viewer;
    PlayerObservation po;
    po.seat = p;
    po.money_visible = own || !game.money_private();
    po.money = po.money_visible ? s.money : 0;
    if (p != viewer) others_money += s.money;
    po.has_loan = s.has_loan;
    po.loan_penalty = s.loan_penalty;
    po.hand_size = int(s.hand.size());
    if (own) po.hand = s.hand;
    po.collection = s.collection;
    po.units = UnitsOfCards(s.collection);
    po.leader_tokens = LeaderTokens(p);
    po.has_offered = s.offered >= 0;
    if (own) po.offered = s.offered;
    po.has_bid = s.bid >= 0;
    if (own || bids_revealed_) po.bid = s.bid;
    po.in_rebid = s.in_rebid;
    po.has_rebid = s.rebid >= 0;
    if (own || rebids_revealed_) po.rebid = s.rebid;
    po.both_zero = s.both_zero;
    po.rank = s.rank;
    po.role = s.role;
    po.takes = s.takes;
    po.payment = s.payment;
    po.just_taken = s.just_taken;
    po.has_declared = s.has_declared;
    if (own || declarations_revealed_) po.declared = s.declared;
    po.series_total = s.series_total;
    obs.players.push_back(std::move(po));
  }
  if (game.money_private() && !all) obs.others_money_total = others_money;
  obs.table = table_;
  if (bids_revealed_) obs.ranking.assign(ranking_.begin(), ranking_.end());
  obs.on_sale = on_sale_;
  obs.removed = removed_;
  obs.box_count = int(box_.size());
  obs.deck_count = int(deck_.size());
  if (all) {
    obs.box = box_;
    obs.deck = deck_;
  }
  obs.leader = leader_;
  obs.supply = Supply();
  obs.resolving_card = resolving_card_;
  if (resolving_card_ >= 0) {
    const SeatList buyers = Buyers(resolving_card_);
    obs.resolving_buyers.assign(buyers.begin(), buyers.end());
  }
  obs.results = results_;
  return obs;
}

template <class Json>
void PlayerObservation::Fields(Json& ar) const {
  ar("seat", seat);
  if (money_visible) {
    ar("money", money);
  } else {
    ar("money", nullptr);
  }
  ar("loan", has_loan);
  ar("loan_penalty", loan_penalty);
  ar("hand_size", hand_size);
  ar("hand", hand, kAsPrinted);
  ar("collection", collection, kAsPrinted);
  ar("units", units);
  ar("leader_tokens", leader_tokens);
  ar("has_offered", has_offered);
  ar("offered", offered, kAsPrinted);
  ar("has_bid", has_bid);
  ar("bid", bid);
  ar("in_rebid", in_rebid);
  ar("has_rebid", has_rebid);
  ar("rebid", rebid);
  ar("both_zero", both_zero);
  ar("rank", rank);
  ar("role", role, {.name = [](int r) -> std::string { return RoleName(Role(r)); }});
  ar("takes", takes);
  ar("payment", payment);
  ar("just_taken", just_taken, kAsPrinted);
  ar("has_declared", has_declared);
  ar("declared", declared, kAsPrinted);
  ar("series_total", series_total);
}

template <class Json>
void TurinMarketObservation::Fields(Json& ar) const {
  ar("game", "turin_market");
  ar("viewer", viewer);
  ar("phase", phase, {.name = [](int p) -> std::string { return PhaseName(Phase(p)); }});
  ar("current_player", current_player);
  ar("players", num_players);
  ar("round", round, {.offset = 1});
  ar("rounds", num_rounds);
  ar("game_index", game_index, {.offset = 1});
  ar("series_games", series_games);
  ar("start_player", start_player);
  ar("list", list == ListSide::kClassic ? "classic" : "new");
  ar("money", money_private ? "private" : "public");
  ar("goose", goose == GooseMode::kNone       ? "none"
              : goose == GooseMode::kTieLoser ? "tie_loser"
                                              : "underdog");
  ar("goose_holder", goose_holder);
  if (others_money_total >= 0) ar("others_money_total", others_money_total);
  ar("seats", players);
  ar.Objects("table", table, [&](const TableCard& t) {
    ar("card", t.card, kAsPrinted);
    ar("offered_by", t.offered_by);
  });
  ar("bids_revealed", bids_revealed);
  ar("rebids_revealed", rebids_revealed);
  ar.Objects("ranking", ranking, [&](const RankGroup& g) {
    ar("seats", g.seats);
    ar("tie", g.tie, {.name = [](int t) -> std::string { return TieName(Tie(t)); }});
  });
  ar("rank_takes", rank_takes);
  ar.Objects("on_sale", on_sale, [&](const SaleOffer& o) {
    ar("card", o.card, kAsPrinted);
    ar("seller", o.seller);
    ar("price", o.price);
    ar("round", o.round, {.offset = 1});
  });
  ar("removed", removed, kAsPrinted);
  ar("box_count", box_count);
  ar("deck_count", deck_count);
  if (viewer == kAllSeeing) {
    ar("box", box, kAsPrinted);
    ar("deck", deck, kAsPrinted);
  }
  ar("leader", leader);
  ar("supply", supply);
  ar("declarations_revealed", declarations_revealed);
  ar("resolving_card", resolving_card, kAsPrinted);
  ar("resolving_buyers", resolving_buyers);
  ar.Objects("results", results, [&](const ScoreBreakdown& b) {
    ar("final_money", b.final_money);
    ar("loan_repaid", b.loan_repaid);
    ar("collections", b.collections, kAsPrinted);
    ar("removed", b.removed, kAsPrinted);
    ar.Objects("goods", b.goods, [&](const GoodScore& gs) {
      ar("good", GoodId(gs.good));
      ar("leaders", gs.leaders);
      ar("bonus", gs.bonus);
      ar("payers", gs.payers);
      ar("forced_loans", gs.forced_loans);
      ar("penalties", gs.penalties);
      ar("share", gs.share);
    });
  });
}

std::string TurinMarketState::ObservationJson(int player) const {
  return JsonOf(Observe(player));
}

std::string TurinMarketState::InformationStateString(int player) const {
  // Everything a seat knows is on the table in front of it (collections, the
  // removed cards, offers, purses as the money option shows them) plus its own
  // hand and its own secret choices, so the observation is the information
  // state. A spectator's is the table alone.
  MERCATO_CHECK(IsSeat(player, Seats()) || player == kSpectator, "seat");
  return ObservationJson(player);
}

// ---------------------------------------------------------------- notation

std::string TurinMarketState::ActionToString(Action action) const {
  if (SeatActs() && action == kLoan) return "loan";
  const int seat = action - kSeatBase;
  const int card = action - kCardBase;
  const int amount = action - kBidBase;
  switch (phase_) {
    case Phase::kChooseStart: return "start " + SeatName(seat);
    case Phase::kDeal: return "deal " + SeatName(deal_seat_) + " " + CardName(card);
    case Phase::kOffer: return "offer " + CardName(card);
    case Phase::kBid: return "bid " + std::to_string(amount);
    case Phase::kRebid: return "rebid " + std::to_string(amount);
    case Phase::kToss: return "toss " + SeatName(seat) + " wins";
    case Phase::kGooseChance: return "goose to " + SeatName(seat);
    case Phase::kGooseGive: return "give goose " + SeatName(seat);
    case Phase::kPick:
      return (seats_[Actor()].role == Role::kRemover ? "remove " : "take ") + CardName(card);
    case Phase::kWithdraw:
      return action == kPass ? "keep offers" : "withdraw " + CardName(card);
    case Phase::kSellOffer: {
      if (action == kPass) return "no sale";
      const int c = (action - kSellBase) / kMaxAmount;
      const int price = (action - kSellBase) % kMaxAmount + 1;
      return "sell " + CardName(c) + " for " + std::to_string(price);
    }
    case Phase::kDeclare: return action == kPass ? "pass" : "buy " + CardName(card);
    case Phase::kChooseBuyer: return "sell " + CardName(resolving_card_) + " to " + SeatName(seat);
    case Phase::kGameOver: break;
  }
  return "action " + std::to_string(action);
}

// ---------------------------------------------------------------- debug dump

std::string TurinMarketState::ToString() const {
  std::string out = "turin_market game " + std::to_string(game_index_ + 1) + "/" +
                    std::to_string(TmGame().series_games()) + " round " +
                    std::to_string(round_ + 1) + "/" + std::to_string(Rules().rounds) +
                    " phase " + PhaseName(phase_) + " start " +
                    (start_player_ < 0 ? "-" : SeatName(start_player_)) + " bank " +
                    std::to_string(bank_) + "\n";
  std::vector<std::string> queue;
  for (int p : turn_queue_) queue.push_back(SeatName(p));
  out += "turn " + std::to_string(turn_pos_) + " of [" + Join(queue, " ") + "] deal_seat " +
         std::to_string(deal_seat_) + " pick_pos " + std::to_string(pick_pos_) + "\n";
  for (int p = 0; p < Seats(); ++p) {
    const Seat& s = seats_[p];
    out += SeatName(p) + ": money " + std::to_string(s.money) + (s.has_loan ? " loan" : "") +
           (s.loan_penalty ? "+" + std::to_string(s.loan_penalty) : "") + " hand " +
           Cards(s.hand) + " | collection " + Cards(s.collection) + " | offered " +
           (s.offered >= 0 ? CardName(s.offered) : "-") + " bid " + std::to_string(s.bid) +
           " rebid " + std::to_string(s.rebid) + (s.in_rebid ? " in_rebid" : "") +
           (s.both_zero ? " both_zero" : "") + " rank " + std::to_string(s.rank) + " " +
           RoleName(s.role) + " takes " + std::to_string(s.takes) + " left " +
           std::to_string(s.picks_left) + " paid " + std::to_string(s.payment) +
           " just " + Cards(s.just_taken) + " declared " + std::to_string(s.declared) +
           (s.has_declared ? "!" : "") + " series " + std::to_string(s.series_total) + "\n";
  }
  std::string table;
  for (const TableCard& t : table_) {
    table += " " + CardName(t.card) + "(" + (t.offered_by < 0 ? "centre" : SeatName(t.offered_by)) + ")";
  }
  out += "table" + table + (bids_revealed_ ? " bids-revealed" : "") +
         (rebids_revealed_ ? " rebids-revealed" : "") + "\n";
  std::string ranking;
  for (const RankGroup& g : ranking_) {
    std::vector<std::string> names;
    for (int p : g.seats) names.push_back(SeatName(p));
    ranking += " [" + Join(names, " ") + (g.tie != Tie::kNone ? std::string(" ") + TieName(g.tie) : "") + "]";
  }
  out += "ranking" + ranking + "\n";
  std::string sale;
  for (const SaleOffer& o : on_sale_) {
    sale += " " + CardName(o.card) + ":" + SeatName(o.seller) + "@" + std::to_string(o.price) + "/r" +
            std::to_string(o.round + 1);
  }
  std::vector<std::string> pending;
  for (int c : pending_cards_) pending.push_back(CardName(c));
  out += "on sale" + sale + (declarations_revealed_ ? " declarations-revealed" : "") +
         " pending [" + Join(pending, " ") + "] resolving " +
         (resolving_card_ >= 0 ? CardName(resolving_card_) : "-") + " purchases " +
         std::to_string(window_purchases_) + "\n";
  out += "removed " + Cards(removed_) + " | box " + Cards(box_) + " | deck " + Cards(deck_) + "\n";
  std::string leaders;
  for (int g = 0; g < kNumGoods; ++g) {
    if (leader_[g] >= 0) leaders += std::string(" ") + kGoods[g].id + ":" + SeatName(leader_[g]);
  }
  out += "leaders" + leaders + " | goose " + std::to_string(goose_holder_) + " underdog " +
         std::to_string(underdog_) + " | games done " + std::to_string(results_.size()) + "\n";
  return out;
}

}  // namespace mercato::turin_market
