// One storefront: the grid of cells, the crates stacked on it, and the three
// ways of adding a crate (over two empty cells, over pictured cells with a
// match, on crates with a match, always level).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/status.h"
#include "games/market_fresh/market_fresh_data.h"

namespace mercato::market_fresh {

inline constexpr int kNoProduce = -1;

// A crate lies over two orthogonally adjacent cells: cell_a shows produce_a,
// cell_b shows produce_b.
struct CratePlacement {
  int produce_a = 0;
  int produce_b = 0;
  int cell_a = 0;
  int cell_b = 1;
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

struct PlacedCrate {
  int crate = 0;
  CratePlacement where;
  int height = 1;  // 1 on the board, 2 on one layer of crates, ...
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

enum class PlacementError {
  kNone,
  kOffGrid,        // a cell outside the storefront
  kNotAdjacent,    // the two cells are not side by side
  kNotLevel,       // the cells below are at different heights (a tilted crate)
  kNoPictureMatch, // over pictured cells, but no half matches its picture
  kNoCrateMatch,   // on crates, but no half matches the produce below it
};

struct PlacementCheck {
  PlacementError error = PlacementError::kNone;
  int height = 0;        // height of the new crate when legal
  bool perfect = false;  // both halves match what is directly below
  bool legal() const { return error == PlacementError::kNone; }
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

// What a legal placement would leave visible, for scoring before or after it.
struct PlacementOutcome {
  PlacementCheck check;
  // For produce_a and produce_b: how many are visible afterwards and the
  // height of the tallest visible crate showing it (pictures are height 0).
  int count_a = 0, count_b = 0;
  int tallest_a = 0, tallest_b = 0;
  template <class Archive>
  void Fields(Archive& ar);  // market_fresh_fields.cpp
};

// A place where a crate could lie now: two side-by-side cells at the same
// height. What is below them decides which crates it accepts.
struct LevelSpot {
  int cell_a = 0;
  int cell_b = 1;          // right of (direction 0) or below (1) cell_a
  int direction = 0;
  int below_a = kNoProduce;  // produce shown now on cell_a (a picture or a crate)
  int below_b = kNoProduce;
  int height = 1;          // height of a crate placed here
  friend bool operator==(const LevelSpot&, const LevelSpot&) = default;
};

// Whether a crate with produce_a on cell_a and produce_b on cell_b may lie on
// the spot: over anything shown, at least one half must match.
inline bool SpotAccepts(const LevelSpot& s, int produce_a, int produce_b) {
  if (s.below_a == kNoProduce && s.below_b == kNoProduce) return true;
  return (s.below_a == produce_a && s.below_a != kNoProduce) ||
         (s.below_b == produce_b && s.below_b != kNoProduce);
}
inline bool SpotPerfect(const LevelSpot& s, int produce_a, int produce_b) {
  return s.below_a == produce_a && s.below_b == produce_b && s.below_a != kNoProduce &&
         s.below_b != kNoProduce;
}

inline constexpr int kMaxSpots = 2 * kFrame * (kFrame - 1);  // 40 on the 5x5 grid

class Storefront;

// Where a crate could lie, as one bit: 2 * cell_a + direction. Bits in
// ascending order are in (cell, direction) order, as LevelSpots lists them.
inline constexpr int kSpotSlots = 2 * kFrameCells;
inline int SpotSlot(int cell_a, int direction) { return 2 * cell_a + direction; }

// A storefront's level spots, one bit per slot, filed by what lies below each
// half, so that the spots accepting a crate come from a few bit operations
// instead of a test of every spot (rollouts ask this for every crate on every
// move). The storefront updates it as crates are placed.
class LevelSpotIndex {
 public:
  // Bit SpotSlot(cell_a, direction) is set when the spot there is level and
  // SpotAccepts(spot, produce_a, produce_b).
  uint64_t Accepting(int produce_a, int produce_b) const {
    return open_ | below_a_[produce_a] | below_b_[produce_b];
  }
  // True when the crate fits on some spot, either way round.
  bool FitsAnywhere(int produce_a, int produce_b) const {
    return (Accepting(produce_a, produce_b) | Accepting(produce_b, produce_a)) != 0;
  }
  // The level spots showing `produce` below cell_a / below cell_b (what a
  // crate placed there covers, without reading the cells).
  uint64_t BelowA(int produce) const { return below_a_[produce]; }
  uint64_t BelowB(int produce) const { return below_b_[produce]; }
  friend bool operator==(const LevelSpotIndex&, const LevelSpotIndex&) = default;

 private:
  friend class Storefront;
  // Files the slots (a bit set) anew from the storefront's heights and tops.
  void Refile(const Storefront& store, uint64_t slots);
  // Files one slot that is in no set yet.
  void File(const Storefront& store, int slot);

  static_assert(kSpotSlots <= 64, "one bit per slot");
  uint64_t open_ = 0;  // nothing below either half: every crate fits
  std::array<uint64_t, kNumProduce> below_a_{};  // spots showing that produce below cell_a
  std::array<uint64_t, kNumProduce> below_b_{};
};

class Storefront {
 public:
  explicit Storefront(int grid_size = 5);

  int GridSize() const { return grid_size_; }
  bool InGrid(int cell) const {  // inline: scoring previews ask it for every cell
    return cell >= 0 && cell < kFrameCells && cell / kFrame < grid_size_ &&
           cell % kFrame < grid_size_;
  }
  int Height(int cell) const { return height_[cell]; }
  // The produce shown on top of a cell: a crate half, a picture, or kNoProduce.
  int Top(int cell) const { return top_[cell]; }
  int Picture(int cell) const { return picture_[cell]; }
  // The crate whose half lies on top of the cell, or -1.
  int TopCrate(int cell) const { return top_crate_[cell]; }
  // In the order they were added (bottom layers first).
  const std::vector<PlacedCrate>& Placed() const { return placed_; }

  PlacementCheck Check(const CratePlacement& p) const;
  // Check plus what would be visible afterwards; nothing is changed.
  PlacementOutcome Preview(const CratePlacement& p) const;
  // Adds a crate; the placement must be legal.
  void Place(int crate, const CratePlacement& p);
  // The same with the placement's Check just made by the caller (ApplyPlace
  // previews every placement first; no need to check it twice).
  void Place(int crate, const CratePlacement& p, const PlacementCheck& check);

  int VisibleCount(int produce) const { return visible_[produce]; }
  // The cells showing `produce` on top (a crate half or a picture), one bit per cell.
  uint32_t CellsShowing(int produce) const { return showing_[produce]; }
  // Height of the tallest visible crate half showing `produce` (0 if none).
  int TallestVisible(int produce) const;
  int MaxHeight() const;
  // True when some crate of `produce_a`/`produce_b` fits anywhere.
  bool CanPlaceAnywhere(int produce_a, int produce_b) const;
  // Every level spot, in (cell, direction) order; returns how many.
  int LevelSpots(std::array<LevelSpot, kMaxSpots>& out) const;
  // The same spots, indexed; kept up to date by Place because the heuristic
  // and the legal moves read them several times per turn.
  const LevelSpotIndex& Spots() const { return spots_; }
  // The level spot at a slot of Spots().
  LevelSpot SpotAt(int slot) const {
    const int cell = slot / 2, direction = slot % 2;
    const int other = cell + (direction == 0 ? 1 : kFrame);
    return {cell, other, direction, top_[cell], top_[other], height_[cell] + 1};
  }
  // Calls visit(spot) for each spot accepting the crate, in spot order.
  template <typename Visit>
  void ForEachSpotAccepting(int produce_a, int produce_b, Visit visit) const {
    for (uint64_t bits = spots_.Accepting(produce_a, produce_b); bits != 0; bits &= bits - 1) {
      visit(SpotAt(std::countr_zero(bits)));
    }
  }

  // One line, for ToString and information states.
  std::string Key() const;
  // Rebuilds heights and tops from the placed list; "" when they agree.
  std::string CheckConsistent() const;
  // The placed list only (the cells follow from it), and the storefront of
  // `grid_size` built again from it; an error when a crate could not have been
  // placed so (a damaged seat state). market_fresh_fields.cpp.
  template <class Archive>
  void Fields(Archive& ar);
  static StatusOr<Storefront> Rebuilt(int grid_size, const std::vector<PlacedCrate>& placed);

 private:
  // The slots of the spots that touch the cell.
  static uint64_t SlotsAround(int cell);
  // Sets the cell's top and files the cell under the produce it shows.
  void SetTop(int cell, int produce);
  // The tallest height among the cells (0 for none).
  int TallestOf(uint32_t cells) const;

  int grid_size_;
  std::array<int, kFrameCells> picture_{};
  std::array<int, kFrameCells> height_{};
  std::array<int, kFrameCells> top_{};
  std::array<int, kFrameCells> top_crate_{};
  // The cells (in the grid) showing each produce: kept with top_ because the
  // heuristic and every placement's scoring count them.
  static_assert(kFrameCells <= 32, "one bit per cell");
  std::array<uint32_t, kNumProduce> showing_{};
  std::array<int, kNumProduce> visible_{};  // cells in showing_ (no popcount instruction in baseline x86-64)
  KeptVector<PlacedCrate, kNumCrates> placed_;  // room kept in copies: Place never allocates
  LevelSpotIndex spots_;
};

// "a1" .. "e5": column letter, row number from the top.
std::string CellName(int cell);
// Every placement position on the 5-wide frame: (cell_a, direction), direction
// 0 = the cell to the right, 1 = the cell below. Returns -1 when off the frame.
int NeighbourCell(int cell, int direction);

}  // namespace mercato::market_fresh
