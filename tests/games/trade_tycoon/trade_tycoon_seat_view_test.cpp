// The seat view (issue 17): what the Trade Tycoon table draws for a viewer,
// MakeSeatView(real, viewer), is the viewer's own observation of the real
// position, and its rule questions answer as the real position does wherever
// the viewer may know the answer, at every position of whole games.
#include "games/trade_tycoon/trade_tycoon_seat_view.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "support/new_table_view.h"
#include "engine/rng.h"
#include "engine/seat_view.h"
#include "trade_tycoon_test_util.h"

using namespace mercato;
using namespace mercato::trade_tycoon;
using namespace mercato::trade_tycoon::testing;

namespace {

std::string Ints(const std::vector<int>& v) {
  std::string out = "[";
  for (int x : v) out += std::to_string(x) + ",";
  return out + "]";
}

// Every field of an observation, in words a failure shows.
std::string Describe(const TradeTycoonObservation& o) {
  std::string out = "viewer " + std::to_string(o.viewer) + " phase " +
                    std::to_string(int(o.phase)) + " current " + std::to_string(o.current_player) +
                    " active " + std::to_string(o.active_player) + " start " +
                    std::to_string(o.start_player) + " turn " + std::to_string(o.turn) + " deck " +
                    std::to_string(o.deck_size) + " burned " + std::to_string(o.burned_cards) +
                    " removed " + std::to_string(o.removed_skills) + " oasis " + Ints(o.oasis) +
                    "\n";
  for (size_t seat = 0; seat < o.seats.size(); ++seat) {
    const SeatObservation& so = o.seats[seat];
    out += " seat " + std::to_string(seat) + ": hand " + std::to_string(so.hand_size) + " (" +
           std::to_string(so.below_balance) + "|" + std::to_string(so.above_balance) + ") known " +
           Ints(so.known_hand) + " warehouse " + Ints(so.warehouse) + " style " +
           std::to_string(so.style_card) + " skills";
    for (const SkillView& v : so.skills) {
      out += " " + std::to_string(v.skill) + (v.revealed ? "r" : "") + (v.used ? "u" : "");
    }
    out += " turns " + std::to_string(so.turns_taken) + " passed " +
           std::to_string(int(so.draft_passed)) + " score " + std::to_string(so.score) + "\n";
  }
  const PendingOrder& p = o.order;
  out += " draft " + Ints(o.draft_hand) + " pass " + std::to_string(o.draft_pass) + " order " +
         std::to_string(p.index) + "/" + std::to_string(p.partner) + "/" +
         std::to_string(p.hand_card) + "/" + std::to_string(p.given_card) + "/" +
         std::to_string(int(p.relayed)) + "/" + std::to_string(int(p.type)) + "/" +
         std::to_string(p.named_card) + " reveal " + Ints(o.reveal_queue) + " caravan " +
         std::to_string(o.caravan_card) + " warehouseman " + std::to_string(o.warehouseman_card);
  return out;
}

std::string Describe(const ScoreBreakdown& b) {
  std::string out = std::to_string(b.style_vp) + " skills";
  for (int vp : b.skill_vp) out += " " + std::to_string(vp);
  return out + " total " + std::to_string(b.total) + " rome " + std::to_string(int(b.rome_region)) +
         " court " + std::to_string(b.court_card) + "=" + std::to_string(b.court_suit) +
         " appraised " + std::to_string(b.appraised_card) + "=" +
         std::to_string(b.appraised_number);
}

constexpr SkillId kTradeSkills[] = {kCaravan,      kNamedOrder, kFreePass,
                                    kWarehouseman, kDoubleDeal, kInformant};

// The seat view of `real` for `viewer` against the real position. Returns
// how many rule questions about a pending return it compared.
int CheckSeatView(const TradeTycoonState& real, int viewer) {
  const std::unique_ptr<SeatView> view = MakeSeatView(real, viewer);
  REQUIRE(view != nullptr);
  const auto* table = dynamic_cast<const TradeTycoonSeatView*>(view.get());
  REQUIRE(table != nullptr);
  INFO("viewer " << viewer << "\n" << real.ToString());
  CHECK(table->viewer() == viewer);
  const std::string seen = Describe(real.Observe(viewer));
  CHECK(Describe(table->observation()) == seen);
  // Public: skills usable, scores and their parts, the winner so far.
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    for (SkillId skill : kTradeSkills) {
      CHECK(table->CanUseSkill(seat, skill) == real.CanUseSkill(seat, skill));
    }
    CHECK(Describe(table->ScoreOf(seat)) == Describe(real.ScoreOf(seat)));
  }
  CHECK(table->Winner() == real.Winner());
  // The return allowed: the partner's (and the all-seeing viewer's) question only.
  int returns = 0;
  const bool partner =
      real.phase() == Phase::kReturn && (viewer < 0 || viewer == real.order().partner);
  if (partner) {
    CHECK(table->AllowedReturns() == real.AllowedReturns());
    ++returns;
  } else {
    CHECK(table->AllowedReturns().empty());
  }
  // The common part, for this game: the viewer's moves, their notation and
  // the moves the table shows it may not make.
  const bool moves = !real.IsTerminal() && real.CurrentPlayer() >= 0 &&
                     (viewer < 0 || viewer == real.CurrentPlayer());
  CHECK(table->legal() == (moves ? real.LegalActions() : std::vector<Action>{}));
  for (Action a : table->legal()) CHECK(table->Notation(a) == real.ActionToString(a));
  CHECK(table->blocked() == real.BlockedMovesFor(viewer));
  return returns;
}

}  // namespace

TEST_CASE("trade_tycoon seat view: each viewer's table is its observation, over whole games",
          "[trade_tycoon][seat_view]") {
  std::shared_ptr<const Game> game = NewGame();
  int positions = 0, returns = 0, games_over = 0;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    Rng rng(seed * 7919);
    std::unique_ptr<State> state = game->NewInitialState();
    while (true) {
      const TradeTycoonState& real = AsTT(*state);
      for (int viewer = -1; viewer < kNumPlayers; ++viewer) returns += CheckSeatView(real, viewer);
      ++positions;
      if (state->IsTerminal()) break;
      if (state->IsChanceNode()) {
        state->ApplyAction(SampleChanceOutcome(*state, rng));
      } else if (seed % 3 == 0) {
        state->ApplyAction(game->HeuristicAction(*state, rng));
      } else {
        const std::vector<Action> legal = state->LegalActions();
        state->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
      }
    }
    games_over += state->IsTerminal() ? 1 : 0;
  }
  CHECK(games_over == 24);
  CHECK(positions > 24 * 100);
  CHECK(returns > 24 * 10);
}

TEST_CASE("trade_tycoon seat view: a seat's table hides the others' hands and skills",
          "[trade_tycoon][seat_view]") {
  // p0 gave 9C to p1 (number order, p1 returned 10C) and drew 8C.
  std::unique_ptr<State> state = SetUp(StandardSetup());
  PlayAll(*state, {"wait", "order p1 9C number", "return 10C", "draw p0 8C"});
  const TradeTycoonState& real = AsTT(*state);
  const std::unique_ptr<SeatView> view = MakeSeatView(real, 2);
  const auto& table = dynamic_cast<const TradeTycoonSeatView&>(*view);
  const TradeTycoonObservation& obs = table.observation();
  CHECK(obs.viewer == 2);
  CHECK(obs.seats[1].known_hand == Cards({"9C"}));
  CHECK(obs.seats[1].hand_size == 6);
  CHECK(obs.seats[0].known_hand.empty());
  CHECK(obs.seats[2].known_hand == real.hand(2));
  // Face-down skills: p2 knows the one it passed to p0 (appraiser), none of p1's.
  std::vector<int> known0, known1;
  for (const SkillView& v : obs.seats[0].skills) known0.push_back(v.skill);
  for (const SkillView& v : obs.seats[1].skills) known1.push_back(v.skill);
  CHECK(known0 == std::vector<int>{kAppraiser, -1, -1});
  CHECK(known1 == std::vector<int>{-1, -1, -1});
  CHECK(table.AllowedReturns().empty());
}

TEST_CASE("trade tycoon seat view: the numbers in force are the table's parameters", "[trade_tycoon][seat_view]") {
  // The styles' and value skills' texts on the table read them: a variant's
  // table must not show the printed ones.
  const auto table = mercato::testing::ViewOfNewGame<TradeTycoonSeatView>(
      "trade_tycoon", 3, "trade_tycoon.style.china.vp=4,trade_tycoon.skill.caravanserai.vp=9");
  const TradeTycoonSeatView* view = table.view;
  CHECK(view->numbers().china_vp_per_run_number == 4);
  CHECK(view->numbers().caravanserai_vp == 9);
  CHECK(view->numbers().japan_vp_per_set == kJapanVpPerSet);  // unchanged: the text's
}
