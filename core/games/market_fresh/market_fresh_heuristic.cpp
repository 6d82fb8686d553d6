// The cheap computer player: greedy on the points of this turn, plus a little
// for the market board and for keeping the storefront easy to build on.
// Used by ISMCTS rollouts and as the "easy" level, so it must stay fast: it
// looks at the storefront's level spots once per move and scores every crate
// on them arithmetically, never cloning the state or building choice lists.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>

#include "engine/check.h"
#include "games/market_fresh/market_fresh.h"

namespace mercato::market_fresh {

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();

// How much a scoring choice is worth beyond its points.
// `tiles_per_row` is the player's MarketBoard::TilesPerRow.
double ChoiceValue(const ScoreChoice& c, const std::array<int, kMarketRows + 1>& tiles_per_row,
                   ScoringMode mode) {
  double value = c.points;
  if (mode == ScoringMode::kStandard && c.tile_row > 0) {
    // A new tile counts for the tile-count bonus; moving up raises the column score.
    value += c.tile_from == 0 ? 3.0 + 0.5 * c.tile_row : 0.8 * (c.tile_row - c.tile_from);
  }
  if (c.height) {
    // Height scoring is spent once per produce: only worth it for a real gain.
    value -= 3.0 + c.count;
    if (mode == ScoringMode::kSolo && tiles_per_row[c.tile_row] == 0) {
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

// The acting player's storefront and market, read once per move: the level
// spots, what shows on the storefront and, per produce, where a tile would go
// for each count or height (looked up for every spot of every crate).
class Evaluator {
 public:
  explicit Evaluator(const MarketFreshState& s)
      : mode_(s.TypedGame().Mode()),
        store_(s.StorefrontOf(s.Actor())),
        spots_(store_.Spots()) {
    ReadStorefront();
    ReadMarket(s.Market(), s.Actor());
  }

  // The best placement of one crate and its value (kNone if it fits nowhere).
  double Best(int crate, Rng* rng, Action* action) const {
    double best = kNone;
    VisitPlacements(crate, rng, [&](double value, int pa, int pb, const LevelSpot& spot) {
      if (value > best) {
        best = value;
        if (action != nullptr) *action = PlaceAction(pa, pb, spot.cell_a, spot.direction);
      }
      return true;
    });
    return best;
  }

  // Whether Best(crate, nullptr, nullptr) > bar, stopping at the first
  // placement above it.
  bool BestAbove(int crate, double bar) const {
    bool above = false;
    VisitPlacements(crate, nullptr, [&](double value, int, int, const LevelSpot&) {
      above = value > bar;
      return !above;
    });
    return above;
  }

 private:
  // Calls visit(value, produce_a, produce_b, spot) for each placement of the
  // crate in action order, until it returns false. With `rng`, each value
  // gets its tie-breaking noise.
  template <typename Visit>
  void VisitPlacements(int crate, Rng* rng, Visit visit) const {
    const CrateHalves halves = kCrates[crate];
    for (int flip = 0; flip < (halves.low == halves.high ? 1 : 2); ++flip) {
      const int pa = flip ? halves.high : halves.low;
      const int pb = flip ? halves.low : halves.high;
      for (uint64_t bits = spots_.Accepting(pa, pb); bits != 0; bits &= bits - 1) {
        const LevelSpot spot = store_.SpotAt(std::countr_zero(bits));
        double value = std::max(ProduceValue(spot, pa, pb, pa), pa == pb ? kNone : ProduceValue(spot, pa, pb, pb));
        value += ShapeValue(spot.height, mode_);
        if (rng != nullptr) value += 0.01 * rng->Uniform01();  // break ties at random
        if (!visit(value, pa, pb, spot)) return;
      }
    }
  }

  void ReadStorefront() {
    count_.fill(0);
    // Only height scoring looks at the tallest crates (skipped in the standard game).
    const bool heights = mode_ != ScoringMode::kStandard;
    if (heights) {
      for (auto& t : tallest_) t.fill({-1, -1});
    }
    for (int cell = 0; cell < kFrameCells; ++cell) {
      if (!store_.InGrid(cell) || store_.Top(cell) == kNoProduce) continue;
      const int x = store_.Top(cell);
      ++count_[x];
      if (!heights) continue;
      // Keep the three tallest cells showing each produce: a placement covers
      // at most two of them.
      std::array<std::pair<int, int>, 3>& t = tallest_[x];
      std::pair<int, int> entry{store_.Height(cell), cell};
      for (auto& slot : t) {
        if (entry.first > slot.first) std::swap(entry, slot);
      }
    }
  }

  void ReadMarket(const MarketBoard& market, int player) {
    for (int x = 0; x < kNumProduce; ++x) {
      if (mode_ == ScoringMode::kStandard) {
        current_row_[x] = market.RowOf(player, x);
        standard_row_[x] = market.StandardTargets(player, x);
      } else {
        height_row_[x] = market.HeightTargets(player, x);
      }
    }
    if (mode_ != ScoringMode::kSolo) return;
    tiles_per_row_ = market.TilesPerRow(player);
    for (int row = 0; row <= kMarketRows; ++row) {
      solo_row_allowed_[row] = SoloHeightRowAllowed(tiles_per_row_, row);
    }
  }

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
      // As market.StandardTarget(player, x, count); counts from 7 up act alike.
      c.tile_row = standard_row_[x][std::clamp(count, 0, kMarketRows)];
      if (c.tile_row > 0) c.tile_from = current_row_[x];
      return ChoiceValue(c, tiles_per_row_, mode_);
    }
    double best = ChoiceValue(c, tiles_per_row_, mode_);
    const int row = height_row_[x][std::min(Tallest(x, spot), kMaxHeightMultiplier)];
    if (row > 0 && (mode_ != ScoringMode::kSolo || solo_row_allowed_[row])) {
      c.height = true;
      c.multiplier = row;
      c.points = count * row + (perfect ? kPerfectBonus : 0);
      c.tile_row = row;
      best = std::max(best, ChoiceValue(c, tiles_per_row_, mode_));
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

  ScoringMode mode_;
  const Storefront& store_;
  const LevelSpotIndex& spots_;
  std::array<int, kNumProduce> count_;
  std::array<std::array<std::pair<int, int>, 3>, kNumProduce> tallest_;  // (height, cell), height games
  std::array<int, kMarketRows + 1> tiles_per_row_{};       // solo
  std::array<bool, kMarketRows + 1> solo_row_allowed_{};   // solo
  // Filled for the mode only (not zeroed: the evaluator is built twice a turn).
  std::array<int, kNumProduce> current_row_;                            // standard
  std::array<std::array<int, kMarketRows + 1>, kNumProduce> standard_row_;  // by count
  std::array<std::array<int, kMarketRows + 1>, kNumProduce> height_row_;    // by height
};

}  // namespace

Action MarketFreshGame::HeuristicAction(const State& state, Rng& rng) const {
  const auto& s = static_cast<const MarketFreshState&>(state);
  MERCATO_CHECK(!s.IsChanceNode() && !s.IsTerminal(), "heuristic needs a player to move");
  switch (s.GetPhase()) {
    case Phase::kTake: {
      const Evaluator eval(s);
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
      // A face-up crate at least as good as the hand is a sure thing;
      // otherwise gamble on the pile (the hand keeps its options for later
      // turns). The hand draws no random numbers, so it is looked at last and
      // only until one placement beats the face-up row.
      if (up_crate < 0) return kTakeFaceDown;
      if (s.PileLeft() == 0) return TakeFaceUpAction(up_crate);
      for (int crate : s.Hand(s.Actor())) {
        if (eval.BestAbove(crate, up_best)) return kTakeFaceDown;
      }
      return TakeFaceUpAction(up_crate);
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
      const MarketFreshState::ScoreChoiceList choices = s.PendingChoiceList();
      std::array<int, kMarketRows + 1> tiles_per_row{};  // read by solo height choices only
      if (Solo()) tiles_per_row = s.Market().TilesPerRow(s.Actor());
      Action best = choices.front().action;
      double best_value = kNone;
      for (const ScoreChoice& c : choices) {
        const double v = ChoiceValue(c, tiles_per_row, Mode());
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
