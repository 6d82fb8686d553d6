// Market Fresh table: drawing one storefront (a grid seen slightly from
// above, stacks with a visible height) and finding the cell under the pointer.
#pragma once

#include <string>
#include <vector>

#include "views/market_fresh_view_layout.h"
#include "views/market_fresh_view_style.h"

namespace mercato::web::market_fresh_view {

struct BoardGeometry {
  ImVec2 origin;   // top-left of the grid at height 0
  float cell = 40;
  float lift = 6;  // how far each layer of crates rises on screen
  int grid = 5;

  ImVec2 Base(int cell_id) const {
    return origin + ImVec2(float(cell_id % mf::kFrame) * cell, float(cell_id / mf::kFrame) * cell);
  }
  // The top face of a cell whose stack is `height` crates tall.
  Rect Top(int cell_id, int height) const {
    const ImVec2 a = Base(cell_id) - ImVec2(0, float(height) * lift);
    return {a, a + ImVec2(cell, cell)};
  }
  Rect Footprint() const {
    return {origin, origin + ImVec2(float(grid) * cell, float(grid) * cell)};
  }
};

// Fits a storefront into `area`, leaving head-room for its tallest stack and
// space for the coordinate labels.
BoardGeometry FitBoard(const Rect& area, const mf::Storefront& store);

struct BoardDrawOptions {
  bool labels = true;          // a-e under the grid, 1-5 to its left
  int glow_crate = -1;         // outline this crate (the one just placed)
  int skip_crate = -1;         // do not draw this crate (it is sliding in)
  std::vector<int> glow_cells; // cells where the chosen crate could go
  std::string test_name;       // names the board and its stacks' tops for the layout tests
  Lang lang = Lang::kEnglish;  // for the names of the produce (hover, long press)
  int seat = -1;               // whose board: marks what the last placement changed
};

void DrawStorefront(ImDrawList* dl, const BoardGeometry& g, const mf::Storefront& store,
                    const BoardDrawOptions& options);

// The cell whose top face is under `point` (front stacks first), or -1.
int CellAt(const BoardGeometry& g, const mf::Storefront& store, ImVec2 point);

// Draws a whole crate lying at `height` over cells a and b (a ghost when
// alpha < 1), with a coloured outline when `outline` is not 0, shifted by
// `offset` (a crate still sliding in).
void DrawCrateAt(ImDrawList* dl, const BoardGeometry& g, const mf::CratePlacement& p, int height,
                 float alpha, ImU32 outline, ImVec2 offset = ImVec2(0, 0));

}  // namespace mercato::web::market_fresh_view
