#include "games/market_fresh/market_fresh_board.h"

#include <algorithm>

#include "engine/check.h"

namespace mercato::market_fresh {

namespace {

int Row(int cell) { return cell / kFrame; }
int Col(int cell) { return cell % kFrame; }

template <typename Pictures>
void PaintPictures(const Pictures& pictures, std::array<int, kFrameCells>& picture) {
  for (const PicturedCell& p : pictures) picture[p.row * kFrame + p.col] = p.produce;
}

}  // namespace

std::string CellName(int cell) {
  std::string name;
  name += char('a' + Col(cell));
  name += char('1' + Row(cell));
  return name;
}

int NeighbourCell(int cell, int direction) {
  if (cell < 0 || cell >= kFrameCells) return -1;
  if (direction == 0) return Col(cell) + 1 < kFrame ? cell + 1 : -1;
  return Row(cell) + 1 < kFrame ? cell + kFrame : -1;
}

Storefront::Storefront(int grid_size) : grid_size_(grid_size) {
  MERCATO_CHECK(grid_size == 4 || grid_size == 5, "grid must be 4x4 or 5x5");
  picture_.fill(kNoProduce);
  if (grid_size == 5) {
    PaintPictures(kPictures5x5, picture_);
  } else {
    PaintPictures(kPictures4x4, picture_);
  }
  height_.fill(0);
  top_ = picture_;
  for (int cell = 0; cell < kFrameCells; ++cell) {
    if (!InGrid(cell) || picture_[cell] == kNoProduce) continue;
    showing_[picture_[cell]] |= uint32_t{1} << cell;
    ++visible_[picture_[cell]];
  }
  top_crate_.fill(-1);
  spots_.Refile(*this, (uint64_t{1} << kSpotSlots) - 1);
}

PlacementCheck Storefront::Check(const CratePlacement& p) const {
  PlacementCheck result;
  if (!InGrid(p.cell_a) || !InGrid(p.cell_b)) {
    result.error = PlacementError::kOffGrid;
    return result;
  }
  const int dr = std::abs(Row(p.cell_a) - Row(p.cell_b));
  const int dc = std::abs(Col(p.cell_a) - Col(p.cell_b));
  if (dr + dc != 1) {
    result.error = PlacementError::kNotAdjacent;
    return result;
  }
  const int h = height_[p.cell_a];
  if (height_[p.cell_b] != h) {
    result.error = PlacementError::kNotLevel;
    return result;
  }
  // The match rule as the level-spot index (LegalActions) states it: over
  // anything shown, at least one half matches; two plain cells need nothing.
  const LevelSpot spot{p.cell_a, p.cell_b, 0, top_[p.cell_a], top_[p.cell_b], h + 1};
  if (!SpotAccepts(spot, p.produce_a, p.produce_b)) {
    result.error = h == 0 ? PlacementError::kNoPictureMatch : PlacementError::kNoCrateMatch;
    return result;
  }
  result.height = h + 1;
  result.perfect = SpotPerfect(spot, p.produce_a, p.produce_b);
  return result;
}

PlacementOutcome Storefront::Preview(const CratePlacement& p) const {
  PlacementOutcome out;
  out.check = Check(p);
  if (!out.check.legal()) return out;
  // What stays visible: the cells showing each produce, less the two covered.
  const uint32_t covered = (uint32_t{1} << p.cell_a) | (uint32_t{1} << p.cell_b);
  const uint32_t left_a = showing_[p.produce_a] & ~covered;
  const uint32_t left_b = showing_[p.produce_b] & ~covered;
  out.count_a = visible_[p.produce_a] - (top_[p.cell_a] == p.produce_a) - (top_[p.cell_b] == p.produce_a);
  out.count_b = visible_[p.produce_b] - (top_[p.cell_a] == p.produce_b) - (top_[p.cell_b] == p.produce_b);
  out.tallest_a = TallestOf(left_a);
  out.tallest_b = TallestOf(left_b);
  const int h = out.check.height;
  for (int produce_on_new : {p.produce_a, p.produce_b}) {
    if (produce_on_new == p.produce_a) {
      ++out.count_a;
      out.tallest_a = std::max(out.tallest_a, h);
    }
    if (produce_on_new == p.produce_b) {
      ++out.count_b;
      out.tallest_b = std::max(out.tallest_b, h);
    }
  }
  return out;
}

void Storefront::Place(int crate, const CratePlacement& p) { Place(crate, p, Check(p)); }

void Storefront::Place(int crate, const CratePlacement& p, const PlacementCheck& check) {
  MERCATO_CHECK(check.legal(), "illegal crate placement");
  height_[p.cell_a] = height_[p.cell_b] = check.height;
  SetTop(p.cell_a, p.produce_a);
  SetTop(p.cell_b, p.produce_b);
  top_crate_[p.cell_a] = top_crate_[p.cell_b] = crate;
  placed_.push_back({crate, p, check.height});
  // The heights and tops of both cells changed: refile every spot touching them.
  spots_.Refile(*this, SlotsAround(p.cell_a) | SlotsAround(p.cell_b));
}

void Storefront::SetTop(int cell, int produce) {
  const uint32_t bit = uint32_t{1} << cell;
  if (top_[cell] != kNoProduce) {
    showing_[top_[cell]] &= ~bit;
    --visible_[top_[cell]];
  }
  top_[cell] = produce;
  if (produce != kNoProduce) {
    showing_[produce] |= bit;
    ++visible_[produce];
  }
}

int Storefront::TallestOf(uint32_t cells) const {
  int tallest = 0;
  for (; cells != 0; cells &= cells - 1) {
    tallest = std::max(tallest, height_[std::countr_zero(cells)]);
  }
  return tallest;
}

int Storefront::TallestVisible(int produce) const { return TallestOf(showing_[produce]); }

int Storefront::MaxHeight() const {
  int tallest = 0;
  for (int cell = 0; cell < kFrameCells; ++cell) tallest = std::max(tallest, height_[cell]);
  return tallest;
}

int Storefront::LevelSpots(std::array<LevelSpot, kMaxSpots>& out) const {
  int count = 0;
  for (int row = 0; row < grid_size_; ++row) {
    for (int col = 0; col < grid_size_; ++col) {
      const int cell = row * kFrame + col;
      for (int dir = 0; dir < 2; ++dir) {
        if (dir == 0 ? col + 1 >= grid_size_ : row + 1 >= grid_size_) continue;
        const int other = cell + (dir == 0 ? 1 : kFrame);
        if (height_[cell] != height_[other]) continue;
        out[count++] = {cell, other, dir, top_[cell], top_[other], height_[cell] + 1};
      }
    }
  }
  return count;
}

bool Storefront::CanPlaceAnywhere(int produce_a, int produce_b) const {
  return spots_.FitsAnywhere(produce_a, produce_b);
}

void LevelSpotIndex::Refile(const Storefront& store, uint64_t slots) {
  // Out of every set at once, then back into the sets they belong to now.
  open_ &= ~slots;
  for (uint64_t& mask : below_a_) mask &= ~slots;
  for (uint64_t& mask : below_b_) mask &= ~slots;
  for (; slots != 0; slots &= slots - 1) File(store, std::countr_zero(slots));
}

void LevelSpotIndex::File(const Storefront& store, int slot) {
  const uint64_t bit = uint64_t{1} << slot;
  const int cell = slot / 2;
  const int other = NeighbourCell(cell, slot % 2);
  if (!store.InGrid(cell) || !store.InGrid(other)) return;
  if (store.Height(cell) != store.Height(other)) return;
  const int below_a = store.Top(cell);
  const int below_b = store.Top(other);
  if (below_a == kNoProduce && below_b == kNoProduce) open_ |= bit;
  if (below_a != kNoProduce) below_a_[below_a] |= bit;
  if (below_b != kNoProduce) below_b_[below_b] |= bit;
}

uint64_t Storefront::SlotsAround(int cell) {
  // The spots from the cell rightwards and downwards, and from its left and
  // upper neighbours onto it.
  uint64_t slots = (uint64_t{1} << SpotSlot(cell, 0)) | (uint64_t{1} << SpotSlot(cell, 1));
  if (Col(cell) > 0) slots |= uint64_t{1} << SpotSlot(cell - 1, 0);
  if (Row(cell) > 0) slots |= uint64_t{1} << SpotSlot(cell - kFrame, 1);
  return slots;
}

std::string Storefront::Key() const {
  std::string key;
  for (const PlacedCrate& c : placed_) {
    if (!key.empty()) key += ' ';
    key += std::string(kProduceInfo[c.where.produce_a].id) + "@" + CellName(c.where.cell_a) +
           "," + kProduceInfo[c.where.produce_b].id + "@" + CellName(c.where.cell_b);
  }
  return key.empty() ? "-" : key;
}

std::string Storefront::CheckConsistent() const {
  Storefront rebuilt(grid_size_);
  for (const PlacedCrate& c : placed_) {
    const CrateHalves halves = kCrates[c.crate];
    const int lo = std::min(c.where.produce_a, c.where.produce_b);
    const int hi = std::max(c.where.produce_a, c.where.produce_b);
    if (halves.low != lo || halves.high != hi) return "a placed crate shows the wrong produce";
    const PlacementCheck check = rebuilt.Check(c.where);
    if (!check.legal()) return "a placed crate could not have been placed";
    if (check.height != c.height) return "a placed crate has the wrong height";
    rebuilt.Place(c.crate, c.where);
  }
  if (rebuilt.height_ != height_ || rebuilt.top_ != top_ || rebuilt.top_crate_ != top_crate_ ||
      rebuilt.showing_ != showing_ || rebuilt.visible_ != visible_) {
    return "storefront cells disagree with the placed crates";
  }
  if (!(rebuilt.spots_ == spots_)) return "the level spot index is stale";
  return "";
}

}  // namespace mercato::market_fresh
