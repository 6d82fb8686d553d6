// What the Market Fresh table draws (issue 17): MakeSeatView(real, seat) is a
// MarketFreshSeatView whose observation is the real state's Observe(seat), and
// whose rule questions (where a crate may lie, what it would score, the
// scoring choices open, the final scoring) agree with the real state's where
// the seat may know the answer, at every position of random games of every
// player count and option.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/seat_view.h"
#include "games/market_fresh/market_fresh_seat_view.h"
#include "market_fresh_test_util.h"
#include "registry/registry.h"
#include "support/new_table_view.h"

using namespace mercato::market_fresh;
using mercato::Action;
using mercato::Rng;
using mercato::SeatView;
using mercato::State;

namespace {

void Write(std::ostream& out, const ScoreChoice& c) {
  out << "{p" << c.produce << (c.height ? " h" : " b") << " n" << c.count << " x" << c.multiplier
      << (c.perfect ? " perfect" : "") << " =" << c.points << " row" << c.tile_row << " from"
      << c.tile_from << " a" << c.action << "}";
}

void Write(std::ostream& out, const std::vector<ScoreChoice>& choices) {
  out << "[";
  for (const ScoreChoice& c : choices) Write(out, c);
  out << "]";
}

void Write(std::ostream& out, const PlacedCrate& c) {
  out << c.crate << ":" << c.where.produce_a << "@" << c.where.cell_a << "," << c.where.produce_b
      << "@" << c.where.cell_b << "^" << c.height;
}

void Write(std::ostream& out, const Storefront& s) {
  out << "grid " << s.GridSize() << " placed";
  for (const PlacedCrate& c : s.Placed()) {
    out << " ";
    Write(out, c);
  }
  out << " cells";
  for (int cell = 0; cell < kFrameCells; ++cell) {
    out << " " << s.Height(cell) << "/" << s.Top(cell) << "/" << s.Picture(cell) << "/"
        << s.TopCrate(cell);
  }
}

void Write(std::ostream& out, const FinalBreakdown& f) {
  out << "{play " << f.play_points << " columns";
  for (int points : f.market.column_points) out << " " << points;
  out << " total " << f.market.column_total << " tiles " << f.market.tiles << " rank "
      << f.market.tile_rank << " +" << f.market.tile_count_points << " left "
      << f.leftover_crates << " -" << f.leftover_penalty << " = " << f.total << "}";
}

void WriteCrates(std::ostream& out, const std::vector<int>& crates) {
  out << "[";
  for (int crate : crates) out << " " << crate;
  out << " ]";
}

// Every field of an observation, one per line (a failure shows which).
std::string Text(const MarketFreshObservation& o) {
  std::ostringstream out;
  out << "viewer " << o.viewer << "\nplayers " << o.num_players << "\ngrid " << o.grid
      << "\nmode " << int(o.mode) << "\nphase " << int(o.phase) << "\ncurrent "
      << o.current_player << "\nactor " << o.actor << "\n";
  for (size_t seat = 0; seat < o.seats.size(); ++seat) {
    const SeatObservation& s = o.seats[seat];
    out << "seat " << seat << " score " << s.score << " tiles " << s.tiles << " hand ";
    WriteCrates(out, s.hand);
    out << "\n  store ";
    Write(out, s.storefront);
    out << "\n";
  }
  out << "face_up ";
  WriteCrates(out, o.face_up);
  out << "\npile " << o.pile_left << " set_aside " << o.set_aside << "\ndiscarded ";
  WriteCrates(out, o.discarded);
  out << "\nmarket " << o.market.Key() << "\npending ";
  if (o.pending) {
    Write(out, *o.pending);
  } else {
    out << "-";
  }
  out << "\nchoices ";
  Write(out, o.score_choices);
  out << "\nlast " << o.last_score.player << " ";
  Write(out, o.last_score.choice);
  out << "\nover " << o.game_over << " solo_rank " << o.solo_rank << "\nfinal";
  for (const FinalBreakdown& f : o.final) {
    out << " ";
    Write(out, f);
  }
  out << "\n";
  return out.str();
}

std::string Text(const std::vector<ScoreChoice>& choices) {
  std::ostringstream out;
  Write(out, choices);
  return out.str();
}

std::string Text(const PlacementCheck& c) {
  std::ostringstream out;
  out << int(c.error) << " h" << c.height << (c.perfect ? " perfect" : "");
  return out.str();
}

std::string Text(const std::vector<FinalBreakdown>& final) {
  std::ostringstream out;
  for (const FinalBreakdown& f : final) Write(out, f);
  return out.str();
}

// Every placement of `crate` on the frame, either way round and either
// direction, legal or not (the view previews them all under the pointer).
std::vector<CratePlacement> PlacementsOf(int crate) {
  std::vector<CratePlacement> out;
  const CrateHalves h = kCrates[crate];
  for (int cell = 0; cell < kFrameCells; ++cell) {
    for (int direction = 0; direction < 2; ++direction) {
      const int other = NeighbourCell(cell, direction);
      if (other < 0) continue;
      out.push_back({h.low, h.high, cell, other});
      if (h.low != h.high) out.push_back({h.high, h.low, cell, other});
    }
  }
  return out;
}

// What `seat`'s seat view says at this position, against the real state.
// Returns how many rule questions were compared.
int CheckSeat(const MarketFreshState& real, int seat) {
  INFO("seat " << seat);
  const std::unique_ptr<SeatView> view = mercato::MakeSeatView(real, seat);
  REQUIRE(view != nullptr);
  const auto* typed = dynamic_cast<const MarketFreshSeatView*>(view.get());
  REQUIRE(typed != nullptr);
  const MarketFreshSeatView& t = *typed;
  const bool seated = seat >= 0;
  const MarketFreshObservation observed = real.Observe(seat);
  REQUIRE(Text(t.Obs()) == Text(observed));
  CHECK(t.viewer() == seat);
  CHECK(t.num_players() == real.NumPlayers());
  CHECK(t.current_player() == real.CurrentPlayer());
  CHECK(t.terminal() == real.IsTerminal());
  CHECK(t.blocked() == real.BlockedMovesFor(seat));
  // The scoring choices open now: public (the placed crate is on the table).
  CHECK(Text(t.PendingScoreChoices()) == Text(real.PendingScoreChoices()));
  CHECK(Text(t.PendingScoreChoices()) == Text(t.Obs().score_choices));
  CHECK(Text(t.Final()) == Text(real.Final()));
  int asked = 0;
  const bool to_move = seated && !real.IsTerminal() && real.CurrentPlayer() == seat;
  if (to_move) {
    const std::vector<Action> legal = real.LegalActions();
    REQUIRE(t.legal() == legal);
    for (Action a : legal) {
      CHECK(t.IsLegal(a));
      CHECK(t.Notation(a) == real.ActionToString(a));
    }
  } else if (seated) {
    CHECK(t.legal().empty());
  }
  // Where the viewer's own crates would lie and what they would score: the
  // questions the table asks while the viewer places.
  if (to_move && real.GetPhase() == Phase::kPlace) {
    for (int crate : real.PlaceableSource()) {
      for (const CratePlacement& p : PlacementsOf(crate)) {
        INFO("crate " << CrateName(crate) << " at " << CellName(p.cell_a) << "," << CellName(p.cell_b));
        CHECK(Text(t.CheckPlacement(p)) == Text(real.CheckPlacement(p)));
        CHECK(Text(t.ScoreChoicesFor(p)) == Text(real.ScoreChoicesFor(p)));
        ++asked;
      }
    }
  }
  return asked;
}

struct Counts {
  int positions = 0;
  int placements = 0;
};

void PlayAndCheck(int players, const std::string& options, uint64_t seed, Counts& counts) {
  INFO(players << " players, '" << options << "', seed " << seed);
  std::unique_ptr<MarketFreshState> real = test::NewState(players, options);
  Rng rng(seed);
  for (int step = 0;; ++step) {
    INFO("move " << step << "\n" << real->ToString());
    counts.placements += CheckSeat(*real, -1);
    for (int seat = 0; seat < players; ++seat) counts.placements += CheckSeat(*real, seat);
    ++counts.positions;
    if (real->IsTerminal()) break;
    Action action;
    if (real->IsChanceNode()) {
      action = mercato::SampleChanceOutcome(*real, rng);
    } else {
      const std::vector<Action> legal = real->LegalActions();
      action = legal[rng.UniformInt(uint32_t(legal.size()))];
    }
    real->ApplyAction(action);
  }
}

}  // namespace

TEST_CASE("market_fresh seat view: the observation and rule questions of the seat's table",
          "[market_fresh][seat_view]") {
  Counts counts;
  uint64_t seed = 1700;
  for (int players = 1; players <= 4; ++players) {
    for (const char* options : {"grid=5x5,scoring=standard", "grid=4x4,scoring=height"}) {
      // Solo ignores the options: fewer games.
      const int games = players == 1 ? 2 : 4;
      for (int g = 0; g < games; ++g) PlayAndCheck(players, options, ++seed, counts);
    }
  }
  CHECK(counts.positions > 1000);
  CHECK(counts.placements > 1000);
}

TEST_CASE("market_fresh seat view: solo ranks and the final scoring at the end",
          "[market_fresh][seat_view]") {
  for (int score = -5; score <= 200; ++score) {
    CHECK(MarketFreshSeatView::SoloRankOf(score) == MarketFreshState::SoloRankOf(score));
  }
  // A finished game of each kind: the final scoring is shown to every seat.
  for (int players : {1, 2, 4}) {
    std::unique_ptr<MarketFreshState> real = test::NewState(players);
    Rng rng(99 + uint64_t(players));
    while (!real->IsTerminal()) {
      if (real->IsChanceNode()) {
        real->ApplyAction(mercato::SampleChanceOutcome(*real, rng));
      } else {
        const std::vector<Action> legal = real->LegalActions();
        real->ApplyAction(legal[rng.UniformInt(uint32_t(legal.size()))]);
      }
    }
    REQUIRE(real->Final().size() == size_t(players));
    for (int seat = 0; seat < players; ++seat) {
      const std::unique_ptr<SeatView> view = mercato::MakeSeatView(*real, seat);
      const auto& t = dynamic_cast<const MarketFreshSeatView&>(*view);
      CHECK(Text(t.Final()) == Text(real->Final()));
      CHECK(t.Obs().game_over);
      CHECK(t.returns() == real->Returns());
    }
  }
}

TEST_CASE("market fresh seat view: the numbers in force are the table's parameters", "[market_fresh][seat_view]") {
  // The table's labels (perfectly fresh, not fresh, crates left) read them:
  // a variant's table must not show the printed ones.
  const auto table = mercato::testing::ViewOfNewGame<MarketFreshSeatView>("market_fresh", 2,
      "market_fresh.perfect_bonus=8,market_fresh.not_fresh_penalty=2,market_fresh.solo.leftover_penalty=4");
  const MarketFreshSeatView* view = table.view;
  CHECK(view->numbers().perfect_bonus == 8);
  CHECK(view->numbers().not_fresh_penalty == 2);
  CHECK(view->numbers().solo_leftover_penalty == 4);
  CHECK(view->numbers().market.column_third_points == kColumnThirdPoints);  // unchanged: the text's
}

TEST_CASE("market_fresh: a score choice's perfect bonus is the table's number in force",
          "[market_fresh][seat_view]") {
  // The log and the tooltips say "+ N perfectly fresh" from the choice itself.
  mercato::StatusOr<std::shared_ptr<const mercato::Game>> game =
      mercato::LoadGame("market_fresh", 2, "market_fresh.perfect_bonus=7");
  REQUIRE(game.ok());
  std::unique_ptr<State> state = (*game)->NewInitialState();
  Rng rng(3);
  int perfect = 0, plain = 0;
  while (!state->IsTerminal()) {
    for (const ScoreChoice& c : static_cast<const MarketFreshState&>(*state).PendingScoreChoices()) {
      CHECK(c.PerfectBonus() == (c.perfect ? 7 : 0));
      ++(c.perfect ? perfect : plain);
    }
    state->ApplyAction(state->IsChanceNode() ? mercato::SampleChanceOutcome(*state, rng)
                                             : (*game)->HeuristicAction(*state, rng));
  }
  CHECK(perfect > 0);
  CHECK(plain > 0);
}
