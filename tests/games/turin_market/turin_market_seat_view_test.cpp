// Turin Market: the seat view (issue 17) is what the table draws. Over random
// and heuristic games of every player count and several options, at each
// position and for each seat, MakeSeatView(real, seat) gives the seat's
// observation of the real state, field by field, and answers the rule
// questions the view asks as the real state does wherever the seat may know
// the answer; the all-seeing table answers for any seat.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "support/new_table_view.h"
#include "engine/blocked_move.h"
#include "engine/rng.h"
#include "engine/seat_view.h"
#include "games/turin_market/turin_market.h"
#include "games/turin_market/turin_market_seat_view.h"
#include "turin_market_test_util.h"

using namespace mercato;
using namespace mercato::turin_market;
using namespace tm_test;

namespace {

template <typename List>
std::string Ints(const List& list) {
  std::string out = "[";
  for (const auto& v : list) out += std::to_string(int(v)) + " ";
  return out + "]";
}

// Every field of an observation, in words, so that two compare field by field
// and a difference shows which one.
std::string Dump(const TurinMarketObservation& o) {
  std::ostringstream s;
  s << "viewer " << o.viewer << "\nphase " << PhaseName(o.phase) << "\ncurrent " << o.current_player
    << "\nplayers " << o.num_players << "\nround " << o.round << "/" << o.num_rounds << "\ngame "
    << o.game_index << "/" << o.series_games << "\nstart " << o.start_player << "\nlist " << int(o.list)
    << "\nprivate " << o.money_private << "\ngoose " << int(o.goose) << " holder " << o.goose_holder << "\n";
  for (const PlayerObservation& p : o.players) {
    s << "seat " << p.seat << ": money " << p.money_visible << "/" << p.money << " loan " << p.has_loan << "/"
      << p.loan_penalty << " hand " << p.hand_size << Ints(p.hand) << " coll " << Ints(p.collection) << " units "
      << Ints(p.units) << " tokens " << p.leader_tokens << " offered " << p.has_offered << "/" << p.offered
      << " bid " << p.has_bid << "/" << p.bid << " rebid " << p.in_rebid << p.has_rebid << "/" << p.rebid
      << " both_zero " << p.both_zero << " rank " << p.rank << " role " << int(p.role) << " takes " << p.takes
      << " payment " << p.payment << " just " << Ints(p.just_taken) << " declared " << p.has_declared << "/"
      << p.declared << " series " << p.series_total << "\n";
  }
  s << "table";
  for (const TableCard& t : o.table) s << " " << t.card << "/" << t.offered_by;
  s << "\nrevealed " << o.bids_revealed << o.rebids_revealed << o.declarations_revealed << "\nranking";
  for (const RankGroup& g : o.ranking) s << " " << Ints(g.seats) << int(g.tie);
  s << "\nrank_takes " << Ints(o.rank_takes) << "\non_sale";
  for (const SaleOffer& x : o.on_sale) s << " " << x.card << "/" << x.seller << "/" << x.price << "/" << x.round;
  s << "\nremoved " << Ints(o.removed) << " box " << o.box_count << Ints(o.box) << " deck " << o.deck_count
    << Ints(o.deck) << "\nleader " << Ints(o.leader) << " supply " << Ints(o.supply) << "\nresolving "
    << o.resolving_card << Ints(o.resolving_buyers) << "\nothers_money " << o.others_money_total << "\n";
  for (const ScoreBreakdown& b : o.results) {
    s << "result: final " << Ints(b.final_money) << " before " << Ints(b.money_before) << " loans "
      << Ints(b.loan_repaid) << " removed " << Ints(b.removed) << "\n";
    for (const GoodCounts& u : b.units) s << "  units " << Ints(u) << "\n";
    for (const GoodCounts& d : b.delta) s << "  delta " << Ints(d) << "\n";
    for (const auto& c : b.collections) s << "  collection " << Ints(c) << "\n";
    for (const GoodScore& g : b.goods) {
      s << "  good " << g.good << " leaders " << Ints(g.leaders) << " units " << g.leader_units << " bonus "
        << g.bonus << " payers " << Ints(g.payers) << " forced " << Ints(g.forced_loans) << " penalties "
        << Ints(g.penalties) << " pool " << g.pool << " share " << g.share << " extra " << g.bank_extra << "\n";
    }
  }
  return s.str();
}

std::unique_ptr<TurinMarketSeatView> ViewOf(const State& real, int viewer) {
  std::unique_ptr<SeatView> view = MakeSeatView(real, viewer);
  auto* typed = dynamic_cast<TurinMarketSeatView*>(view.get());
  REQUIRE(typed != nullptr);
  view.release();
  return std::unique_ptr<TurinMarketSeatView>(typed);
}

// The seat view of `seat` against the real state: its observation, its moves
// and blocked moves, the scores it shows and the rule questions the view asks.
void CheckSeat(const TurinMarketState& real, int seat) {
  INFO("seat " << seat);
  const std::unique_ptr<TurinMarketSeatView> view = ViewOf(real, seat);
  const TurinMarketObservation& obs = view->observation();
  REQUIRE(Dump(obs) == Dump(real.Observe(seat)));
  CHECK(view->viewer() == seat);
  CHECK(view->current_player() == real.CurrentPlayer());
  CHECK(view->terminal() == real.IsTerminal());
  const bool to_move = !real.IsTerminal() && real.CurrentPlayer() == seat;
  CHECK(view->legal() == (to_move ? real.LegalActions() : std::vector<Action>{}));
  CHECK(view->blocked() == real.BlockedMovesFor(seat));
  for (Action a : view->legal()) CHECK(view->Notation(a) == real.ActionToString(a));
  const std::vector<int> scores = real.Scores();
  for (int p = 0; p < real.NumPlayers(); ++p) {
    CHECK(view->ScoreShown(p) == (real.IsTerminal() || real.ScoreVisible(p, seat)));
    if (view->ScoreShown(p)) CHECK(view->Score(p) == scores[p]);
    // Picks are made in the open.
    CHECK(view->PicksLeft(p) == real.picks_left(p));
  }
  // The viewer's own free money, what its bid picker stops at.
  CHECK(view->FreeForBid(seat) == real.FreeForBid(seat));
  // Another seat's purse is never answered from the stand-in a seat's table holds.
  for (int other = 0; other < real.NumPlayers(); ++other) {
    if (other != seat) CHECK(view->FreeForBid(other) == 0);
  }
  CHECK(obs.players[seat].money == real.money(seat));
  // The market is open: every offer as the real state holds it.
  for (const SaleOffer& o : obs.on_sale) {
    const SaleOffer* mine = view->OfferOf(o.card);
    const SaleOffer* truth = real.OfferOf(o.card);
    REQUIRE(mine != nullptr);
    REQUIRE(truth != nullptr);
    CHECK(mine->seller == truth->seller);
    CHECK(mine->price == truth->price);
    CHECK(mine->round == truth->round);
  }
  for (int card = 0; card < kNumCards; ++card) {
    CHECK((view->OfferOf(card) == nullptr) == (real.OfferOf(card) == nullptr));
  }
}

// The all-seeing table (a replay): everything.
void CheckAllSeeing(const TurinMarketState& real) {
  const std::unique_ptr<TurinMarketSeatView> view = ViewOf(real, -1);
  REQUIRE(Dump(view->observation()) == Dump(real.Observe(-1)));
  for (int seat = 0; seat < real.NumPlayers(); ++seat) {
    INFO("as seat " << seat);
    CHECK(view->FreeForBid(seat) == real.FreeForBid(seat));
    CHECK(view->Score(seat) == (view->ScoreShown(seat) ? real.Scores()[seat] : 0));
  }
  CHECK(view->legal() == (real.IsTerminal() || real.IsChanceNode() ? std::vector<Action>{} : real.LegalActions()));
}

// Plays one game (chance by a seeded draw; seats at random or by the
// heuristic), checking every position; returns the positions checked.
int CheckGame(int players, const std::string& options, bool heuristic, uint64_t seed) {
  std::unique_ptr<TurinMarketState> real = NewTm(players, options);
  Rng rng(seed);
  int checked = 0;
  for (int step = 0; step < 5000; ++step) {
    INFO("move " << step << "\n" << real->ToString());
    CheckAllSeeing(*real);
    for (int seat = 0; seat < players; ++seat) CheckSeat(*real, seat);
    ++checked;
    if (real->IsTerminal()) break;
    Action action;
    if (real->IsChanceNode()) {
      action = SampleChanceOutcome(*real, rng);
    } else if (heuristic) {
      action = real->GetGame().HeuristicAction(*real, rng);
    } else {
      const std::vector<Action> legal = real->LegalActions();
      action = legal[rng.UniformInt(uint32_t(legal.size()))];
    }
    real->ApplyAction(action);
  }
  CHECK(real->IsTerminal());
  return checked;
}

}  // namespace

TEST_CASE("turin_market: a seat's view shows its observation and answers as the rules do",
          "[turin_market][seat_view]") {
  int games = 0;
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (const std::string options : {"", "money=private,goose=tie_loser", "list=new,goose=underdog"}) {
      for (uint64_t seed : {1u, 2u}) {
        INFO(players << " players, options '" << options << "', seed " << seed);
        CHECK(CheckGame(players, options, seed % 2 == 0, 1000 * uint64_t(players) + seed) > 10);
        ++games;
      }
    }
  }
  // A series: the results of finished games, remembered into the next.
  CHECK(CheckGame(3, "series=3,money=private", true, 77) > 10);
  CHECK(games == 24);
}

TEST_CASE("turin_market: the game makes its own seat view", "[turin_market][seat_view]") {
  std::unique_ptr<TurinMarketState> real = NewTm(4, "money=private");
  Deal(*real, 0, Consecutive(4, 4));
  const std::unique_ptr<SeatView> view = MakeSeatView(*real, 1);
  const auto* typed = dynamic_cast<const TurinMarketSeatView*>(view.get());
  REQUIRE(typed != nullptr);
  // Another seat's hand and purse stay hidden in the seat's table.
  CHECK(typed->observation().players[1].hand.size() == 4);
  CHECK(typed->observation().players[0].hand.empty());
  CHECK_FALSE(typed->observation().players[0].money_visible);
}

TEST_CASE("turin market seat view: the numbers in force are the table's parameters", "[turin_market][seat_view]") {
  // The table's labels (the loan button and card, the majority payment, the
  // list card's bonuses) read them: a variant's table must not show the
  // printed ones.
  const auto table = mercato::testing::ViewOfNewGame<TurinMarketSeatView>("turin_market", 3,
      "turin_market.loan.amount=12,turin_market.loan.repayment=20,turin_market.loan.penalty=3,"
      "turin_market.majority.payment=2,turin_market.bonus.classic." + std::string(kGoods[0].id) + "=30");
  const TurinMarketSeatView* view = table.view;
  const Numbers& n = view->numbers();
  CHECK(n.loan_amount == 12);
  CHECK(n.loan_repayment == 20);
  CHECK(n.loan_penalty == 3);
  CHECK(n.majority_payment == 2);
  REQUIRE(view->observation().list == ListSide::kClassic);
  CHECK(view->Bonus(0) == 30);
  CHECK(view->Bonus(1) == kGoods[1].classic_bonus);  // unchanged: the text's
}
