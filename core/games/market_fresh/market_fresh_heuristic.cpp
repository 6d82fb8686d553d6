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
        spots_(store_.Spots()),
        market_(s.Market()),
        player_(s.Actor()) {
    ReadStorefront();
    ReadMarket();
  }

  // The best placement of one crate and its value (kNone if it fits nowhere).
  double Best(int crate, Rng* rng, Action* action) {
    double best = kNone;
    VisitPlacements(crate, rng, [&](double value, int pa, int pb, int slot) {
      if (value > best) {
        best = value;
        if (action != nullptr) *action = PlaceAction(pa, pb, slot / 2, slot % 2);
      }
      return true;
    });
    return best;
  }

  // Whether Best(crate, nullptr, nullptr) > bar, stopping at the first
  // placement above it.
  bool BestAbove(int crate, double bar) {
    bool above = false;
    VisitPlacements(crate, nullptr, [&](double value, int, int, int) {
      above = value > bar;
      return !above;
    });
    return above;
  }

 private:
  // One produce of a crate lying one way round: how many of its halves show
  // it, and the spots (as bits of the level spot index) that show it below
  // cell_a / cell_b, which the crate would cover.
  struct Side {
    int produce;
    int halves;
    uint64_t below_a;
    uint64_t below_b;
  };

  Side SideOf(int x, int pa, int pb) const {
    return {x, (pa == x) + (pb == x), spots_.BelowA(x), spots_.BelowB(x)};
  }

  // Calls visit(value, produce_a, produce_b, slot) for each placement of the
  // crate in action order, until it returns false. With `rng`, each value
  // gets its tie-breaking noise. What lies below each spot comes from the
  // index's bit sets, not from the cells.
  template <typename Visit>
  void VisitPlacements(int crate, Rng* rng, Visit visit) {
    const CrateHalves halves = kCrates[crate];
    for (int flip = 0; flip < (halves.low == halves.high ? 1 : 2); ++flip) {
      const int pa = flip ? halves.high : halves.low;
      const int pb = flip ? halves.low : halves.high;
      const Side side_a = SideOf(pa, pa, pb);
      const Side side_b = SideOf(pb, pa, pb);
      const uint64_t perfect_spots = side_a.below_a & side_b.below_b;
      for (uint64_t bits = spots_.Accepting(pa, pb); bits != 0; bits &= bits - 1) {
        const int slot = std::countr_zero(bits);
        const uint64_t bit = bits & -bits;
        const bool perfect = (perfect_spots & bit) != 0;
        double value = std::max(ProduceValue(side_a, slot, bit, perfect),
                                pa == pb ? kNone : ProduceValue(side_b, slot, bit, perfect));
        value += ShapeValue(store_.Height(slot / 2) + 1, mode_);
        if (rng != nullptr) value += 0.01 * rng->Uniform01();  // break ties at random
        if (!visit(value, pa, pb, slot)) return;
      }
    }
  }

  void ReadStorefront() {
    // Only height scoring looks at the tallest crates (skipped in the standard game).
    const bool heights = mode_ != ScoringMode::kStandard;
    for (int x = 0; x < kNumProduce; ++x) {
      const uint32_t cells = store_.CellsShowing(x);
      count_[x] = store_.VisibleCount(x);
      if (heights) ReadTallest(x, cells);
    }
  }

  // Keeps the three tallest cells showing x: a placement covers at most two of them.
  void ReadTallest(int x, uint32_t cells) {
    std::array<TallCell, 3>& t = tallest_[x];
    t.fill({-1, -1});
    for (; cells != 0; cells &= cells - 1) {
      const int cell = std::countr_zero(cells);
      TallCell entry{store_.Height(cell), cell};
      for (TallCell& slot : t) {
        if (entry.height > slot.height) std::swap(entry, slot);
      }
    }
  }

  // The height games read every column now; the standard game works out its
  // values on first use (StandardValue).
  void ReadMarket() {
    if (mode_ == ScoringMode::kStandard) return;
    for (int x = 0; x < kNumProduce; ++x) height_row_[x] = market_.HeightTargets(player_, x);
    if (mode_ != ScoringMode::kSolo) return;
    tiles_per_row_ = market_.TilesPerRow(player_);
    for (int row = 0; row <= kMarketRows; ++row) {
      solo_row_allowed_[row] = SoloHeightRowAllowed(tiles_per_row_, row);
    }
  }

  // The basic scoring of produce x with `count` showing.
  static ScoreChoice BasicChoice(int x, int count, bool perfect) {
    ScoreChoice c;
    c.produce = x;
    c.count = count;
    c.perfect = perfect;
    c.points = count + (perfect ? kPerfectBonus : 0);
    return c;
  }

  // The best scoring of produce x after placing the crate on the spot.
  double ProduceValue(const Side& side, int slot, uint64_t bit, bool perfect) {
    const int x = side.produce;
    // The crate covers what is below it and shows its own halves.
    const int count_change =
        side.halves - ((side.below_a & bit) != 0) - ((side.below_b & bit) != 0);
    if (mode_ == ScoringMode::kStandard) {
      return StandardValue(x, count_change, perfect);
    }
    return HeightGameValue(store_.SpotAt(slot), x, count_[x] + count_change, perfect);
  }

  // In the standard game a produce's value depends only on its count after
  // the placement (count_ plus -2..+2) and on perfect freshness: each is
  // worked out once per move, on first use, instead of for every spot of
  // every crate.
  static constexpr int kMinCountChange = -2;
  static constexpr int kStandardValues = 2 * 5;  // (count change, perfect)
  double StandardValue(int x, int count_change, bool perfect) {
    const int index = 2 * (count_change - kMinCountChange) + (perfect ? 1 : 0);
    double& value = standard_value_[x][index];
    if ((standard_known_[x] >> index & 1) == 0) {
      standard_known_[x] |= uint16_t(1u << index);
      const int count = count_[x] + count_change;
      ScoreChoice c = BasicChoice(x, count, perfect);
      c.tile_row = market_.StandardTarget(player_, x, count);
      if (c.tile_row > 0) c.tile_from = market_.RowOf(player_, x);
      value = ChoiceValue(c, tiles_per_row_, mode_);
    }
    return value;
  }

  // Height and solo games: basic scoring, or height scoring when it is open.
  double HeightGameValue(const LevelSpot& spot, int x, int count, bool perfect) const {
    ScoreChoice c = BasicChoice(x, count, perfect);
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
  const MarketBoard& market_;
  int player_;
  std::array<int, kNumProduce> count_;
  // Not zeroed (filled in height games only): no constructor.
  struct TallCell {
    int height;
    int cell;
  };
  std::array<std::array<TallCell, 3>, kNumProduce> tallest_;  // height games
  std::array<int, kMarketRows + 1> tiles_per_row_{};       // solo
  std::array<bool, kMarketRows + 1> solo_row_allowed_{};   // solo
  // Filled for the mode only (not zeroed: the evaluator is built twice a turn).
  std::array<std::array<int, kMarketRows + 1>, kNumProduce> height_row_;  // height games, by height
  // Standard game: StandardValue by produce and (count change, perfect);
  // standard_known_ marks the ones worked out.
  std::array<uint16_t, kNumProduce> standard_known_{};
  std::array<std::array<double, kStandardValues>, kNumProduce> standard_value_;
};

}  // namespace

Action MarketFreshGame::HeuristicAction(const State& state, Rng& rng) const {
  const auto& s = static_cast<const MarketFreshState&>(state);
  MERCATO_CHECK(!s.IsChanceNode() && !s.IsTerminal(), "heuristic needs a player to move");
  switch (s.GetPhase()) {
    case Phase::kTake: {
      Evaluator eval(s);
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
      Evaluator eval(s);
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
