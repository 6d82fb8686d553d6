// Turin Market: what each seat sees (Observe), its JSON, the information state,
// the notation and the debug dump.
#include <algorithm>

#include "engine/check.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "games/turin_market/turin_market.h"

namespace mercato::turin_market {

namespace {

std::string SeatName(int p) { return "p" + std::to_string(p); }

// The JSON writer takes vectors; scoring keeps fixed-size lists.
template <typename List>
std::vector<int> Ints(const List& list) {
  return std::vector<int>(list.begin(), list.end());
}

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

void WriteCards(JsonWriter& w, const std::string& key, const std::vector<int>& cards) {
  w.Key(key).BeginArray();
  for (int c : cards) w.Int(c + 1);  // card numbers as printed: 1..18
  w.EndArray();
}

}  // namespace

// ---------------------------------------------------------------- observation

TurinMarketObservation TurinMarketState::Observe(int viewer) const {
  const TurinMarketGame& game = TmGame();
  const bool all = viewer < 0;
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

std::string TurinMarketState::ObservationJson(int player) const {
  const TurinMarketObservation obs = Observe(player);
  JsonWriter w;
  w.BeginObject();
  w.Field("game", "turin_market");
  w.Field("viewer", obs.viewer);
  w.Field("phase", PhaseName(obs.phase));
  w.Field("current_player", obs.current_player);
  w.Field("players", obs.num_players);
  w.Field("round", obs.round + 1);
  w.Field("rounds", obs.num_rounds);
  w.Field("game_index", obs.game_index + 1);
  w.Field("series_games", obs.series_games);
  w.Field("start_player", obs.start_player);
  w.Field("list", obs.list == ListSide::kClassic ? "classic" : "new");
  w.Field("money", obs.money_private ? "private" : "public");
  w.Field("goose", obs.goose == GooseMode::kNone       ? "none"
                   : obs.goose == GooseMode::kTieLoser ? "tie_loser"
                                                       : "underdog");
  w.Field("goose_holder", obs.goose_holder);
  if (obs.others_money_total >= 0) w.Field("others_money_total", obs.others_money_total);
  w.Key("seats").BeginArray();
  for (const PlayerObservation& po : obs.players) {
    w.BeginObject();
    w.Field("seat", po.seat);
    if (po.money_visible) {
      w.Field("money", po.money);
    } else {
      w.Key("money").Null();
    }
    w.Field("loan", po.has_loan);
    w.Field("loan_penalty", po.loan_penalty);
    w.Field("hand_size", po.hand_size);
    WriteCards(w, "hand", po.hand);
    WriteCards(w, "collection", po.collection);
    w.Key("units").IntArray(Ints(po.units));
    w.Field("leader_tokens", po.leader_tokens);
    w.Field("has_offered", po.has_offered);
    w.Field("offered", po.offered >= 0 ? po.offered + 1 : 0);
    w.Field("has_bid", po.has_bid);
    w.Field("bid", po.bid);
    w.Field("in_rebid", po.in_rebid);
    w.Field("has_rebid", po.has_rebid);
    w.Field("rebid", po.rebid);
    w.Field("both_zero", po.both_zero);
    w.Field("rank", po.rank);
    w.Field("role", RoleName(po.role));
    w.Field("takes", po.takes);
    w.Field("payment", po.payment);
    WriteCards(w, "just_taken", po.just_taken);
    w.Field("has_declared", po.has_declared);
    w.Field("declared", po.declared >= 0 ? po.declared + 1 : 0);
    w.Field("series_total", po.series_total);
    w.EndObject();
  }
  w.EndArray();
  w.Key("table").BeginArray();
  for (const TableCard& t : obs.table) {
    w.BeginObject().Field("card", t.card + 1).Field("offered_by", t.offered_by).EndObject();
  }
  w.EndArray();
  w.Field("bids_revealed", obs.bids_revealed);
  w.Field("rebids_revealed", obs.rebids_revealed);
  w.Key("ranking").BeginArray();
  for (const RankGroup& g : obs.ranking) {
    w.BeginObject().Key("seats").IntArray(Ints(g.seats)).Field("tie", TieName(g.tie)).EndObject();
  }
  w.EndArray();
  w.Key("rank_takes").IntArray(std::vector<int>(obs.rank_takes.begin(), obs.rank_takes.end()));
  w.Key("on_sale").BeginArray();
  for (const SaleOffer& o : obs.on_sale) {
    w.BeginObject()
        .Field("card", o.card + 1)
        .Field("seller", o.seller)
        .Field("price", o.price)
        .Field("round", o.round + 1)
        .EndObject();
  }
  w.EndArray();
  WriteCards(w, "removed", obs.removed);
  w.Field("box_count", obs.box_count);
  w.Field("deck_count", obs.deck_count);
  if (obs.viewer < 0) {
    WriteCards(w, "box", obs.box);
    WriteCards(w, "deck", obs.deck);
  }
  w.Key("leader").IntArray(std::vector<int>(obs.leader.begin(), obs.leader.end()));
  w.Key("supply").IntArray(std::vector<int>(obs.supply.begin(), obs.supply.end()));
  w.Field("declarations_revealed", obs.declarations_revealed);
  w.Field("resolving_card", obs.resolving_card >= 0 ? obs.resolving_card + 1 : 0);
  w.Key("resolving_buyers").IntArray(obs.resolving_buyers);
  w.Key("results").BeginArray();
  for (const ScoreBreakdown& b : obs.results) {
    w.BeginObject();
    w.Key("final_money").IntArray(Ints(b.final_money));
    w.Key("loan_repaid").IntArray(Ints(b.loan_repaid));
    w.Key("collections").BeginArray();
    for (const auto& cards : b.collections) {
      w.BeginArray();
      for (int c : cards) w.Int(c + 1);  // card numbers as printed: 1..18
      w.EndArray();
    }
    w.EndArray();
    WriteCards(w, "removed", Ints(b.removed));
    w.Key("goods").BeginArray();
    for (const GoodScore& gs : b.goods) {
      w.BeginObject()
          .Field("good", kGoods[gs.good].id)
          .Key("leaders").IntArray(Ints(gs.leaders))
          .Field("bonus", gs.bonus)
          .Key("payers").IntArray(Ints(gs.payers))
          .Key("forced_loans").IntArray(Ints(gs.forced_loans))
          .Key("penalties").IntArray(Ints(gs.penalties))
          .Field("share", gs.share)
          .EndObject();
    }
    w.EndArray();
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return w.str();
}

std::string TurinMarketState::InformationStateString(int player) const {
  // Everything a seat knows is on the table in front of it (collections, the
  // removed cards, offers, purses as the money option shows them) plus its own
  // hand and its own secret choices, so the observation is the information state.
  MERCATO_CHECK(player >= 0 && player < Seats(), "seat");
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
