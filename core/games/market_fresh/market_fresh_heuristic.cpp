// The cheap computer player: greedy on the points of this turn, plus a little
// for the market board and for keeping the storefront easy to build on.
// Used by ISMCTS rollouts and as the "easy" level, so it must stay fast: it
// looks at the storefront's level spots once per move and scores every crate
// on them arithmetically, never cloning the state or building choice lists.
#include <algorithm>
#include <array>
#include <limits>

#include "engine/check.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();

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
    if (mode == ScoringMode::kSolo && market.TilesPerRow(player)[c.tile_row] == 0) {
      value += 4.0;  // a first tile in a row opens the next row for height scoring
    }
  }
  return value;
}

// A tall stack is worth something in the height games; a tiny preference for
// low crates keeps the standard storefront level.
double ShapeValue(int height, ScoringMode mode) {
  return mode == ScoringMode::kStandard ? -0.1 * height : 0.3 * height;
}

// The acting player's storefront and market, read once per move.
class Evaluator {
 public:
  explicit Evaluator(const MarketFreshState& s)
      : market_(s.Market()),
        player_(s.Actor()),
        mode_(s.TypedGame().Mode()),
        store_(s.StorefrontOf(s.Actor())) {
    num_spots_ = store_.LevelSpots(spots_);
    count_.fill(0);
    for (auto& t : tallest_) t.fill({-1, -1});
    for (int cell = 0; cell < kFrameCells; ++cell) {
      if (!store_.InGrid(cell) || store_.Top(cell) == kNoProduce) continue;
      const int x = store_.Top(cell);
      ++count_[x];
      // Keep the three tallest cells showing each produce: a placement covers
      // at most two of them.
      std::array<std::pair<int, int>, 3>& t = tallest_[x];
      std::pair<int, int> entry{store_.Height(cell), cell};
      for (auto& slot : t) {
        if (entry.first > slot.first) std::swap(entry, slot);
      }
    }
  }

  // The best placement of one crate and its value (kNone if it fits nowhere).
  double Best(int crate, Rng* rng, Action* action) const {
    double best = kNone;
    const CrateHalves halves = kCrates[crate];
    for (int flip = 0; flip < (halves.low == halves.high ? 1 : 2); ++flip) {
      const int pa = flip ? halves.high : halves.low;
      const int pb = flip ? halves.low : halves.high;
      for (int i = 0; i < num_spots_; ++i) {
        const LevelSpot& spot = spots_[i];
        if (!SpotAccepts(spot, pa, pb)) continue;
        double value = std::max(ProduceValue(spot, pa, pb, pa), pa == pb ? kNone : ProduceValue(spot, pa, pb, pb));
        value += ShapeValue(spot.height, mode_);
        if (rng != nullptr) value += 0.01 * rng->Uniform01();  // break ties at random
        if (value > best) {
          best = value;
          if (action != nullptr) *action = PlaceAction(pa, pb, spot.cell_a, spot.direction);
        }
      }
    }
    return best;
  }

 private:
  // The best scoring of produce x after placing (pa, pb) on the spot.
  double ProduceValue(const LevelSpot& spot, int pa, int pb, int x) const {
    const int count = count_[x] - (spot.below_a == x) - (spot.below_b == x) + (pa == x) + (pb == x);
    const bool perfect = SpotPerfect(spot, pa, pb);
    ScoreChoice c;
    c.produce = x;
    c.count = count;
    c.perfect = perfect;
    c.points = count + (perfect ? kPerfectBonus : 0);
    if (mode_ == ScoringMode::kStandard) {
      c.tile_row = market_.StandardTarget(player_, x, count);
      if (c.tile_row > 0) c.tile_from = market_.RowOf(player_, x);
      return ChoiceValue(c, market_, player_, mode_);
    }
    double best = ChoiceValue(c, market_, player_, mode_);
    const int row = market_.HeightTarget(player_, x, std::min(Tallest(x, spot), kMaxHeightMultiplier));
    if (row > 0 && (mode_ != ScoringMode::kSolo || SoloHeightRowAllowed(market_, player_, row))) {
      c.height = true;
      c.multiplier = row;
      c.points = count * row + (perfect ? kPerfectBonus : 0);
      c.tile_row = row;
      best = std::max(best, ChoiceValue(c, market_, player_, mode_));
    }
    return best;
  }

  // The tallest crate showing x after a placement on the spot (which shows x).
  int Tallest(int x, const LevelSpot& spot) const {
    for (const auto& [height, cell] : tallest_[x]) {
      if (cell < 0) break;
      if (cell != spot.cell_a && cell != spot.cell_b) return std::max(height, spot.height);
    }
    return spot.height;
  }

  const MarketBoard& market_;
  int player_;
  ScoringMode mode_;
  const Storefront& store_;
  std::array<LevelSpot, kMaxSpots> spots_;
  int num_spots_ = 0;
  std::array<int, kNumProduce> count_;
  std::array<std::array<std::pair<int, int>, 3>, kNumProduce> tallest_;  // (height, cell)
};

}  // namespace

Action MarketFreshGame::HeuristicAction(const State& state, Rng& rng) const {
  const auto& s = static_cast<const MarketFreshState&>(state);
  MERCATO_CHECK(!s.IsChanceNode() && !s.IsTerminal(), "heuristic needs a player to move");
  switch (s.GetPhase()) {
    case Phase::kTake: {
      const Evaluator eval(s);
      double hand_best = kNone;
      for (int crate : s.Hand(s.Actor())) hand_best = std::max(hand_best, eval.Best(crate, nullptr, nullptr));
      // Start from any face-up crate: with the pile empty one must be taken
      // even if it fits nowhere.
      int up_crate = s.FaceUp().empty() ? -1 : s.FaceUp().front();
      double up_best = kNone;
      for (int crate : s.FaceUp()) {
        const double v = eval.Best(crate, &rng, nullptr);
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
      const Evaluator eval(s);
      double best = kNone;
      Action best_action = -1;
      for (int crate : s.PlaceableSource()) {
        Action a = -1;
        const double v = eval.Best(crate, &rng, &a);
        if (v > best) {
          best = v;
          best_action = a;
        }
      }
      if (best_action >= 0) return best_action;
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
      double best_value = kNone;
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
