// The seat view the table draws (issue 17): over random games of every player
// count, at every position and for every seat (and the all-seeing replay), the
// MerchantsSeatView that MakeSeatView builds from the seat's table holds the
// real position's Observe(seat), and its rule questions answer as the real
// position does wherever the seat may know the answer.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/seat_view.h"
#include "games/merchants/merchants.h"
#include "games/merchants/merchants_seat_view.h"
#include "merchants_scenario.h"
#include "registry/registry.h"
#include "support/new_table_view.h"

namespace mercato::merchants {
namespace {

using testing::Build;
using testing::NewMerchants;
using testing::PlainSetup;

// Every field of an observation, in one line per part, for a readable diff.
std::string Describe(const MerchantsObservation& o) {
  std::ostringstream out;
  auto counts = [&](const auto& values) {
    for (int v : values) out << ' ' << v;
  };
  out << "viewer " << o.viewer << " players " << o.num_players << " phase " << int(o.phase)
      << " current " << o.current_player << " acting " << o.acting_seat << " start "
      << o.start_player << "\npiles";
  for (const std::vector<int>& pile : o.piles) {
    out << " |";
    counts(pile);
  }
  out << "\ndeck " << o.deck_size << "\nsupply";
  counts(o.cube_supply);
  out << "\nspecials left";
  counts(o.specials_left);
  out << "\nprices";
  counts(o.prices);
  for (size_t p = 0; p < o.players.size(); ++p) {
    const PlayerObservation& s = o.players[p];
    out << "\np" << p << " money " << s.money << " ships " << s.ships << " cubes";
    counts(s.cubes);
    out << " houses " << s.houses << " agreements " << s.agreements << " stevedores "
        << s.stevedores << " hand " << s.hand_size << " visible " << s.hand_visible << " [";
    counts(s.hand);
    out << " ] earned " << s.earnings.own_turns << '/' << s.earnings.other_turns << '/'
        << s.earnings.agreements << " spent " << s.earnings.spent << " start "
        << s.earnings.start;
  }
  out << "\nstep1 used " << o.step1_action_used << " stevedore swaps " << o.stevedore_swaps_left
      << " pending " << o.pending_draws << " house " << o.house_draws_left << "\nreturns";
  for (double r : o.returns) out << ' ' << r;
  out << "\nscores";
  counts(o.scores);
  return out.str();
}

// Compares `viewer`'s seat view of `real` with the real position; returns the
// number of positions and questions that differ (0 when all agree).
int CheckSeatView(const MerchantsState& real, int viewer) {
  const std::unique_ptr<SeatView> made = MakeSeatView(real, viewer);
  REQUIRE(made != nullptr);
  const auto* view = dynamic_cast<const MerchantsSeatView*>(made.get());
  REQUIRE(view != nullptr);
  int differ = 0;
  auto check = [&](bool same, const std::string& what) {
    if (same) return;
    ++differ;
    FAIL_CHECK("viewer " << viewer << ": " << what << "\n" << real.ToString());
  };
  const MerchantsObservation& seen = view->observation();
  const MerchantsObservation expected = real.Observe(viewer);
  const std::string described = Describe(seen);
  check(described == Describe(expected), "observation\n" + described + "\n--- real\n" +
                                             Describe(expected));
  check(view->phase() == real.phase() && view->acting_seat() == real.acting_seat(),
        "phase / acting seat");
  check(view->viewer() == viewer && view->num_players() == real.NumPlayers() &&
            view->current_player() == real.CurrentPlayer(),
        "viewer, players, current player");
  for (int i = 0; i < kDemandPiles; ++i) {
    const int top = real.pile(i).empty() ? -1 : real.PileTop(i);
    check(view->PileTop(i) == top, "PileTop " + std::to_string(i));
  }
  for (int g = 0; g < kNumGoods; ++g) {
    check(view->TopsShowing(g) == real.TopsShowing(g), "TopsShowing " + std::to_string(g));
  }
  // What a play would pay is public (cubes aboard, agreements, the tops): the
  // same for every viewer, for every good and every set of piles.
  if (real.phase() > Phase::kDemand) {
    for (int g = 0; g < kNumGoods; ++g) {
      for (int mask = 1; mask < (1 << kDemandPiles); ++mask) {
        check(view->SettlementFor(g, mask) == real.SettlementFor(g, mask),
              "SettlementFor " + std::to_string(g) + " " + std::to_string(mask));
      }
    }
  }
  for (int p = 0; p < real.NumPlayers(); ++p) {
    const Earnings& e = view->EarningsOf(p);
    const Earnings& r = real.earnings(p);
    check(view->Money(p) == real.money(p), "Money " + std::to_string(p));
    check(e.own_turns == r.own_turns && e.other_turns == r.other_turns &&
              e.agreements == r.agreements && e.spent == r.spent && e.start == r.start,
          "EarningsOf " + std::to_string(p));
    for (int k = 0; k < kNumSpecialKinds; ++k) {
      check(view->Owned(p, Special(k)) == real.owned(p, Special(k)),
            "Owned " + std::to_string(p) + " " + std::to_string(k));
    }
  }
  // The viewer's own moves: its legal list, its plays as the table covers the
  // piles, and what the table shows it may not do.
  const bool to_move = !real.IsTerminal() && !real.IsChanceNode() &&
                       (viewer < 0 || viewer == real.CurrentPlayer());
  if (to_move) {
    check(view->legal() == real.LegalActions(), "legal");
    if (real.phase() == Phase::kStep2) {
      for (int g = 0; g < kNumGoods; ++g) {
        for (int mask = 1; mask < (1 << kDemandPiles); ++mask) {
          check(view->CanonicalPlay(g, mask) == real.CanonicalPlay(g, mask),
                "CanonicalPlay " + std::to_string(g) + " " + std::to_string(mask));
        }
      }
    }
  } else {
    check(view->legal().empty(), "legal is empty when the viewer is not to move");
  }
  check(view->blocked() == real.BlockedMovesFor(viewer), "blocked");
  for (Action a : view->legal()) {
    check(view->Notation(a) == real.ActionToString(a), "Notation " + std::to_string(a));
  }
  return differ;
}

// A random game: chance by its odds, a random legal move otherwise; every
// position checked for every seat and the all-seeing viewer.
int CheckRandomGame(int players, uint64_t seed) {
  auto state = NewMerchants(players);
  Rng rng(seed);
  int positions = 0;
  while (true) {
    INFO("players " << players << " seed " << seed << " move " << state->History().size());
    for (int viewer = -1; viewer < players; ++viewer) CHECK(CheckSeatView(*state, viewer) == 0);
    ++positions;
    if (state->IsTerminal()) break;
    if (state->IsChanceNode()) {
      state->ApplyAction(SampleChanceOutcome(*state, rng));
    } else {
      const std::vector<Action> legal = state->LegalActions();
      state->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
    }
  }
  return positions;
}

TEST_CASE("merchants seat view: the observation and the rule questions of every seat's table",
          "[merchants][seat_view]") {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      CHECK(CheckRandomGame(players, 1000 * uint64_t(players) + seed) > 20);
    }
  }
}

TEST_CASE("merchants seat view: a play's preview and canonical play for the seat to move",
          "[merchants][seat_view]") {
  // p0 holds cotton, salt, hemp; piles indigo salt cotton hemp copper pepper;
  // every ship carries indigo and salt.
  auto s = Build(PlainSetup(3));
  testing::Do(*s, "pass");
  REQUIRE(s->phase() == Phase::kStep2);
  const std::unique_ptr<SeatView> made = MakeSeatView(*s, 0);
  const auto& view = dynamic_cast<const MerchantsSeatView&>(*made);
  // Salt on pile 1 (0-based): two tops show salt, each seat has one salt cube.
  CHECK(view.SettlementFor(kSalt, 1 << 0) == std::vector<int>{2, 2, 2});
  CHECK(view.TopsShowing(kSalt) == 1);
  CHECK(view.PileTop(1) == kSalt);
  // Covering the salt pile with salt or the copper pile: the same tops.
  CHECK(view.CanonicalPlay(kSalt, 1 << 4) == PlayAction(kSalt, 1 << 4));
  CHECK(view.CanonicalPlay(kPepper, 1 << 0) == -1);  // p0 holds no pepper
  CHECK(view.IsLegal(view.CanonicalPlay(kSalt, 1 << 0)));
  // Another seat sees the same settlement but has no moves of its own.
  const std::unique_ptr<SeatView> other = MakeSeatView(*s, 1);
  const auto& seen_by_1 = dynamic_cast<const MerchantsSeatView&>(*other);
  CHECK(seen_by_1.SettlementFor(kSalt, 1 << 0) == view.SettlementFor(kSalt, 1 << 0));
  CHECK(seen_by_1.legal().empty());
  CHECK_FALSE(seen_by_1.observation().players[0].hand_visible);
  CHECK(seen_by_1.observation().players[0].hand_size == 3);
}

TEST_CASE("merchants seat view: the numbers in force are the table's parameters", "[merchants][seat_view]") {
  // The table's labels (the draw button, the trading house, the agreement's
  // help) read them: a variant's table must not show the printed ones.
  const auto table = mercato::testing::ViewOfNewGame<MerchantsSeatView>(
      "merchants", 3, "merchants.draw=3,merchants.house.draw=2,merchants.agreement.bonus=5");
  const MerchantsSeatView* view = table.view;
  CHECK(view->numbers().draw_count == 3);
  CHECK(view->numbers().house_draw == 2);
  CHECK(view->numbers().agreement_bonus == 5);
  CHECK(view->numbers().start_hand == kStartingHand);  // unchanged: the text's
}

TEST_CASE("merchants events: a draw's log line carries the cards in force", "[merchants][events]") {
  // The log words a draw from its event: a variant's log must say its count.
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame("merchants", 3, "merchants.draw=3,merchants.house.draw=2");
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  Rng rng(11);
  int draws = 0, house_draws = 0;
  while (!state->IsTerminal() && (draws == 0 || house_draws == 0)) {
    const Action next = state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                              : (*game)->HeuristicAction(*state, rng);
    if (const std::optional<GameEvents> events = state->EventsSeen(next, 1)) {
      for (const GameEvent& e : *events) {
        if (e.kind == "draw2") {
          CHECK(e.Get("cards") == 3);
          ++draws;
        }
        if (e.kind == "house_draw") {
          CHECK(e.Get("cards") == 2);
          ++house_draws;
        }
      }
    }
    state->ApplyAction(next);
  }
  CHECK(draws > 0);
  CHECK(house_draws > 0);
}

}  // namespace
}  // namespace mercato::merchants
