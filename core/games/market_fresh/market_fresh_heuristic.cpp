// The cheap computer player: greedy on the points of this turn, plus a little
// for the market board and for keeping the storefront easy to build on.
// Used by ISMCTS rollouts and as the "easy" level, so it must stay fast: it
// previews placements on the storefront, never clones the state.
#include <algorithm>
#include <limits>

#include "engine/check.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

// How much a scoring choice is worth beyond its points.
double ChoiceValue(const ScoreChoice& c, const MarketBoard& market, int player, ScoringMode mode) {
  double value = c.points;
  if (mode == ScoringMode::kStandard && c.tile_row > 0) {
    // A new tile counts for the tile-count bonus; moving up raises the column score.
    value += c.tile_from == 0 ? 3.0 + 0.5 * c.tile_row : 0.8 * (c.tile_row - c.tile_from);
  }
  if (c.height) {
    // Height scoring is spent once per produce: only worth it for a real gain.
    value -= 3.0 + c.count;
    if (mode == ScoringMode::kSolo) {
      // A first tile in a row opens the next row for later height scoring.
      const auto per_row = market.TilesPerRow(player);
      if (per_row[c.tile_row] == 0) value += 4.0;
    }
  }
  return value;
}

double BestChoiceValue(const std::vector<ScoreChoice>& choices, const MarketBoard& market,
                       int player, ScoringMode mode) {
  double best = -std::numeric_limits<double>::infinity();
  for (const ScoreChoice& c : choices) best = std::max(best, ChoiceValue(c, market, player, mode));
  return best;
}

// A placement that builds a tall stack is worth something in the height
// games; a tiny preference for low crates keeps the standard storefront level.
double ShapeValue(const PlacementCheck& check, ScoringMode mode) {
  if (mode == ScoringMode::kStandard) return -0.1 * check.height;
  return 0.3 * check.height;
}

struct BestPlacement {
  Action action = -1;
  double value = -std::numeric_limits<double>::infinity();
};

// The best placement of one crate, found by previewing every position.
BestPlacement BestPlacementOf(const MarketFreshState& s, int crate, Rng* rng) {
  BestPlacement best;
  const Storefront& store = s.StorefrontOf(s.Actor());
  const ScoringMode mode = s.TypedGame().Mode();
  const CrateHalves halves = kCrates[crate];
  for (int flip = 0; flip < (halves.low == halves.high ? 1 : 2); ++flip) {
    const int pa = flip ? halves.high : halves.low;
    const int pb = flip ? halves.low : halves.high;
    for (int cell = 0; cell < kFrameCells; ++cell) {
      for (int dir = 0; dir < 2; ++dir) {
        const int other = NeighbourCell(cell, dir);
        if (other < 0) continue;
        const CratePlacement p{pa, pb, cell, other};
        if (!store.Check(p).legal()) continue;
        const std::vector<ScoreChoice> choices = s.ScoreChoicesFor(p);
        double value = BestChoiceValue(choices, s.Market(), s.Actor(), mode) +
                       ShapeValue(store.Check(p), mode);
        if (rng != nullptr) value += 0.01 * rng->Uniform01();  // break ties at random
        if (value > best.value) best = {PlaceAction(p), value};
      }
    }
  }
  return best;
}

}  // namespace

Action MarketFreshGame::HeuristicAction(const State& state, Rng& rng) const {
  const auto& s = static_cast<const MarketFreshState&>(state);
  MERCATO_CHECK(!s.IsChanceNode() && !s.IsTerminal(), "heuristic needs a player to move");
  switch (s.GetPhase()) {
    case Phase::kTake: {
      double hand_best = -std::numeric_limits<double>::infinity();
      for (int crate : s.Hand(s.Actor())) {
        hand_best = std::max(hand_best, BestPlacementOf(s, crate, nullptr).value);
      }
      // Start from any face-up crate: with the pile empty one must be taken
      // even if it fits nowhere.
      int up_crate = s.FaceUp().empty() ? -1 : s.FaceUp().front();
      double up_best = -std::numeric_limits<double>::infinity();
      for (int crate : s.FaceUp()) {
        const double v = BestPlacementOf(s, crate, &rng).value;
        if (v > up_best) {
          up_best = v;
          up_crate = crate;
        }
      }
      // A face-up crate that beats the hand is a sure thing; otherwise gamble
      // on the pile (the hand keeps its options for later turns).
      if (up_crate >= 0 && (s.PileLeft() == 0 || up_best >= hand_best)) {
        return TakeFaceUpAction(up_crate);
      }
      return kTakeFaceDown;
    }
    case Phase::kPlace: {
      BestPlacement best;
      for (int crate : s.PlaceableSource()) {
        const BestPlacement b = BestPlacementOf(s, crate, &rng);
        if (b.value > best.value) best = b;
      }
      if (best.action >= 0) return best.action;
      // Not fresh: give up the crate whose produce is least on show.
      int worst = -1, worst_count = std::numeric_limits<int>::max();
      const Storefront& store = s.StorefrontOf(s.Actor());
      for (int crate : s.Hand(s.Actor())) {
        const int count = store.VisibleCount(kCrates[crate].low) +
                          store.VisibleCount(kCrates[crate].high);
        if (count < worst_count) {
          worst_count = count;
          worst = crate;
        }
      }
      return DiscardAction(worst);
    }
    case Phase::kScore: {
      const std::vector<ScoreChoice> choices = s.PendingScoreChoices();
      Action best = choices.front().action;
      double best_value = -std::numeric_limits<double>::infinity();
      for (const ScoreChoice& c : choices) {
        const double v = ChoiceValue(c, s.Market(), s.Actor(), Mode());
        if (v > best_value) {
          best_value = v;
          best = c.action;
        }
      }
      return best;
    }
    default:
      break;
  }
  MERCATO_CHECK(false, "no heuristic for this phase");
  return -1;
}

}  // namespace mercato::market_fresh
