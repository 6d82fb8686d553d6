#include "views/market_fresh_view_board.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "draw/change_mark.h"

namespace mercato::web::market_fresh_view {

namespace {

constexpr ImU32 kBoardWood = d::Rgba(188, 150, 100);
constexpr ImU32 kBoardEdge = d::Rgba(110, 75, 40);
constexpr ImU32 kCellPaper = d::Rgba(238, 226, 198);
constexpr ImU32 kStackSide = d::Rgba(150, 104, 58);
constexpr ImU32 kCrateFrame = d::Rgba(100, 62, 30);

// Head-room above the grid for stacks, in cells.
constexpr float kHeadroom = 0.6f;

// The storefront without its last crate: what lies under a crate sliding in.
mf::Storefront WithoutLast(const mf::Storefront& store) {
  mf::Storefront under(store.GridSize());
  const std::vector<mf::PlacedCrate>& placed = store.Placed();
  for (size_t i = 0; i + 1 < placed.size(); ++i) under.Place(placed[i].crate, placed[i].where);
  return under;
}

void Frame(ImDrawList* dl, ImVec2 min, ImVec2 max, bool vertical, float cell, ImU32 color,
           float thickness) {
  dl->AddRect(min, max, color, 3.0f, 0, thickness);
  if (vertical) {
    dl->AddLine(ImVec2(min.x + 2, min.y + cell), ImVec2(max.x - 2, min.y + cell), color, 1.5f);
  } else {
    dl->AddLine(ImVec2(min.x + cell, min.y + 2), ImVec2(min.x + cell, max.y - 2), color, 1.5f);
  }
}

void HeightBadge(ImDrawList* dl, ImVec2 corner, int height, float cell) {
  // A board too small for a readable number (a phone's other seats) shows the layers only.
  if (height < 2 || cell < 18) return;
  char text[8];
  std::snprintf(text, sizeof(text), "%d", height);
  const float r = std::max(d::kMinTextSize / 1.35f, cell * 0.17f);
  const ImVec2 c = corner + ImVec2(-r * 0.9f, r * 0.9f);
  dl->AddCircleFilled(c, r, d::Rgba(50, 35, 20, 230), 16);
  dl->AddCircle(c, r, d::Rgba(255, 240, 210, 220), 16, 1.2f);
  d::TextCentered(dl, c, text, d::palette::kWhite, d::FontRole::kSmall, r * 1.35f, true);
}

}  // namespace

BoardGeometry FitBoard(const Rect& area, const mf::Storefront& store) {
  BoardGeometry g;
  g.grid = store.GridSize();
  const float n = float(g.grid);
  const ImVec2 size = area.Size();
  // Labels take half a cell to the left and below.
  g.cell = std::max(8.0f, std::min(size.x / (n + 0.5f), size.y / (n + kHeadroom + 0.5f)));
  const int tallest = std::max(1, store.MaxHeight());
  // Each layer rises a little; the tallest stack never rises more than half a
  // cell, so a crate still reads as lying on its own squares (the badge says
  // the exact height).
  g.lift = std::min(g.cell * 0.12f, g.cell * 0.5f / float(tallest + 1));
  const float board_w = g.cell * (n + 0.5f);
  g.origin = ImVec2(area.min.x + (size.x - board_w) * 0.5f + g.cell * 0.5f,
                    area.min.y + g.cell * kHeadroom);
  return g;
}

void DrawCrateAt(ImDrawList* dl, const BoardGeometry& g, const mf::CratePlacement& p, int height,
                 float alpha, ImU32 outline, ImVec2 offset) {
  const Rect a = g.Top(p.cell_a, height);
  const Rect b = g.Top(p.cell_b, height);
  const ImVec2 min = ImMin(a.min, b.min) + offset;
  const ImVec2 max = ImMax(a.max, b.max) + offset;
  if (alpha >= 1.0f) d::Shadow(dl, min, max, 3.0f, 0.8f);
  CrateHalf(dl, a.min + offset, ImVec2(g.cell, g.cell), p.produce_a, alpha);
  CrateHalf(dl, b.min + offset, ImVec2(g.cell, g.cell), p.produce_b, alpha);
  const bool vertical = p.cell_b == p.cell_a + mf::kFrame || p.cell_a == p.cell_b + mf::kFrame;
  Frame(dl, min, max, vertical, g.cell, d::Fade(kCrateFrame, alpha), std::max(1.5f, g.cell * 0.05f));
  if (outline != 0) dl->AddRect(min - ImVec2(2, 2), max + ImVec2(2, 2), outline, 4.0f, 0, 3.0f);
  if (alpha >= 1.0f) HeightBadge(dl, ImVec2(max.x, min.y), height, g.cell);
}

void DrawStorefront(ImDrawList* dl, const BoardGeometry& g, const mf::Storefront& shown,
                    const BoardDrawOptions& options) {
  const bool skipping = options.skip_crate >= 0 && !shown.Placed().empty() &&
                        shown.Placed().back().crate == options.skip_crate;
  const mf::Storefront store = skipping ? WithoutLast(shown) : shown;
  const int n = g.grid;
  const Rect foot = g.Footprint();
  const float pad = std::max(4.0f, g.cell * 0.12f);
  // The board reaches up over the tallest stack, so crates of the back row
  // never stick out over its edge.
  const float rise = float(store.MaxHeight()) * g.lift;
  const ImVec2 board_min = foot.min - ImVec2(pad, pad + rise), board_max = foot.max + ImVec2(pad, pad);
  d::Shadow(dl, board_min, board_max, 8.0f, 1.0f);
  dl->AddRectFilled(board_min, board_max, kBoardWood, 8.0f);
  dl->AddRect(board_min, board_max, kBoardEdge, 8.0f, 0, 2.0f);
  if (!options.test_name.empty()) d::TestRect("panel:" + options.test_name, board_min, board_max);
  std::vector<int> cells_in_grid;
  for (int cell = 0; cell < mf::kFrameCells; ++cell) {
    if (!store.InGrid(cell)) continue;
    const ImVec2 a = g.Base(cell);
    const float inset = std::max(1.0f, g.cell * 0.04f);
    cells_in_grid.push_back(cell);
    dl->AddRectFilled(a + ImVec2(inset, inset), a + ImVec2(g.cell - inset, g.cell - inset),
                      kCellPaper, 2.0f);
    if (store.Picture(cell) != mf::kNoProduce) {
      PictureCell(dl, a, g.cell, store.Picture(cell));
      if (store.Height(cell) == 0) {
        d::NameSymbol(a, a + ImVec2(g.cell, g.cell), ProduceName(store.Picture(cell), options.lang));
      }
    }
  }
  if (options.labels && g.cell >= 18) {
    for (int i = 0; i < n; ++i) {
      const char col[2] = {char('a' + i), 0};
      const char row[2] = {char('1' + i), 0};
      d::TextCentered(dl, ImVec2(foot.min.x + (float(i) + 0.5f) * g.cell, foot.max.y + pad + 7), col,
                      d::palette::kLabelSoft, d::FontRole::kSmall);
      d::TextCentered(dl, ImVec2(foot.min.x - pad - 7, foot.min.y + (float(i) + 0.5f) * g.cell), row,
                      d::palette::kLabelSoft, d::FontRole::kSmall);
    }
  }

  // Back rows first, so nearer stacks cover the sides of those behind them.
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const int cell = row * mf::kFrame + col;
      const int h = store.Height(cell);
      if (h == 0) continue;
      const Rect top = g.Top(cell, h);
      const ImVec2 base = g.Base(cell);
      // The side of the stack, one band per layer of crates.
      dl->AddRectFilled(ImVec2(top.min.x, top.max.y - 2), base + ImVec2(g.cell, g.cell), kStackSide);
      for (int level = 1; level < h; ++level) {
        const float y = base.y + g.cell - float(level) * g.lift;
        dl->AddLine(ImVec2(base.x + 1, y), ImVec2(base.x + g.cell - 1, y), d::Shade(kStackSide, 0.7f), 1.0f);
      }
      CrateHalf(dl, top.min, ImVec2(g.cell, g.cell), store.Top(cell));
      d::NameSymbol(top.min, top.max, ProduceName(store.Top(cell), options.lang));
      if (!options.test_name.empty()) {
        // "on:": inside the board; a front stack may rise over the cell behind it.
        d::TestRect("on:" + options.test_name + ":" + std::to_string(cell), top.min, top.max);
      }
    }
    // Frames of the crates whose front half lies in this row and which show
    // both halves; a crate half covered by a higher one shows only its half.
    for (const mf::PlacedCrate& c : store.Placed()) {
      const int front = std::max(c.where.cell_a, c.where.cell_b) / mf::kFrame;
      if (front != row) continue;
      if (store.TopCrate(c.where.cell_a) != c.crate || store.TopCrate(c.where.cell_b) != c.crate) continue;
      const Rect a = g.Top(c.where.cell_a, c.height);
      const Rect b = g.Top(c.where.cell_b, c.height);
      const bool vertical = std::abs(c.where.cell_a - c.where.cell_b) == mf::kFrame;
      const ImVec2 min = ImMin(a.min, b.min), max = ImMax(a.max, b.max);
      Frame(dl, min, max, vertical, g.cell, kCrateFrame, std::max(1.5f, g.cell * 0.05f));
      HeightBadge(dl, ImVec2(max.x, min.y), c.height, g.cell);
    }
  }
  // What the last placement covered, marked on the tops while it fades.
  if (options.seat >= 0) {
    for (int cell : cells_in_grid) {
      const int h = store.Height(cell);
      const Rect top = g.Top(cell, h);
      const std::string id = "mf:cell:" + std::to_string(options.seat + 1) + ":" + std::to_string(cell);
      d::ChangeMark(dl, id.c_str(), top.min, top.max, h == 0 ? -1 : h * 64 + store.Top(cell), 3.0f);
    }
  }
  // Where the chosen crate may go: a soft green wash, an outline and a glow.
  for (int cell : options.glow_cells) {
    const Rect top = g.Top(cell, store.Height(cell));
    dl->AddRectFilled(top.min + ImVec2(2, 2), top.max - ImVec2(2, 2), d::Rgba(120, 235, 140, 46), 3.0f);
    dl->AddRect(top.min + ImVec2(2, 2), top.max - ImVec2(2, 2), d::Rgba(150, 255, 170, 190), 3.0f, 0,
                std::max(1.5f, g.cell * 0.04f));
    d::Glow(dl, top.min + ImVec2(1, 1), top.max - ImVec2(1, 1), 3.0f);
  }
  if (options.glow_crate >= 0) {
    for (const mf::PlacedCrate& c : store.Placed()) {
      if (c.crate != options.glow_crate) continue;
      const Rect a = g.Top(c.where.cell_a, c.height);
      const Rect b = g.Top(c.where.cell_b, c.height);
      dl->AddRect(ImMin(a.min, b.min) - ImVec2(2, 2), ImMax(a.max, b.max) + ImVec2(2, 2),
                  d::Rgba(255, 255, 255, 220), 4.0f, 0, 2.5f);
    }
  }
}

int CellAt(const BoardGeometry& g, const mf::Storefront& store, ImVec2 point) {
  for (int row = g.grid - 1; row >= 0; --row) {
    for (int col = 0; col < g.grid; ++col) {
      const int cell = row * mf::kFrame + col;
      if (g.Top(cell, store.Height(cell)).Contains(point)) return cell;
    }
  }
  // On the side of a stack: the cell it stands on.
  const Rect foot = g.Footprint();
  if (!foot.Contains(point)) return -1;
  const int col = int((point.x - foot.min.x) / g.cell);
  const int row = int((point.y - foot.min.y) / g.cell);
  return row * mf::kFrame + col;
}

}  // namespace mercato::web::market_fresh_view
