#include "views/market_fresh_view_layout.h"

#include <algorithm>

namespace mercato::web::market_fresh_view {

namespace {

constexpr float kGap = 10.0f;

Rect Box(float x, float y, float w, float h) { return {ImVec2(x, y), ImVec2(x + w, y + h)}; }

// The other players side by side in [x, x + w] × [y, y + h], in seat order
// starting after the viewer.
void PlaceSeats(Layout& l, int num_players, int viewer, float x, float y, float w, float h) {
  const int others = num_players - 1;
  if (others <= 0) return;
  const float each = (w - kGap * float(others - 1)) / float(others);
  for (int i = 0; i < others; ++i) {
    const int seat = (viewer + 1 + i) % num_players;
    l.seats[seat] = Box(x + float(i) * (each + kGap), y, each, h);
  }
}

}  // namespace

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int num_players, int viewer, bool solo) {
  Layout l;
  const float W = size.x - 2 * kGap;
  const float x0 = origin.x + kGap;
  float y = origin.y + kGap;
  const float bottom = origin.y + size.y - kGap;
  l.compact = size.x < 720 || size.y < 560;

  if (!l.compact) {
    if (!solo) {
      const float seats_h = std::clamp(size.y * 0.25f, 150.0f, 210.0f);
      PlaceSeats(l, num_players, viewer, x0, y, W, seats_h);
      y += seats_h + kGap;
    }
    const float middle_h = solo ? std::clamp(size.y * 0.36f, 220.0f, 290.0f)
                                : std::clamp(size.y * 0.25f, 170.0f, 220.0f);
    const float supply_w = solo ? W * 0.5f : std::min(W * 0.42f, 420.0f);
    l.supply = Box(x0, y, supply_w, middle_h);
    l.market = Box(x0 + supply_w + kGap, y, W - supply_w - kGap, middle_h);
    y += middle_h + kGap;
    const float rest_h = bottom - y;
    const float store_side = std::min(rest_h, W * 0.46f);
    l.store = Box(x0, y, store_side, rest_h);
    const float right_x = x0 + store_side + kGap;
    const float right_w = W - store_side - kGap;
    l.score = Box(right_x, y, right_w, 44);
    const float hand_h = solo ? 0.0f : std::min(120.0f, rest_h * 0.4f);
    l.hand = Box(right_x, y + 44 + kGap, right_w, hand_h);
    const float controls_y = y + 44 + kGap + (solo ? 0.0f : hand_h + kGap);
    l.controls = Box(right_x, controls_y, right_w, bottom - controls_y);
    return l;
  }

  // A phone in portrait (or a small window): everything stacked, thumb-sized. The
  // storefront is what a finger places crates on: its cells get the width and height
  // for 44 px targets on a 390x844 phone, even with the first-game guide's strip below.
  if (!solo) {
    const float seats_h = 80;
    PlaceSeats(l, num_players, viewer, x0, y, W, seats_h);
    y += seats_h + 6;
  }
  // Solo: five rows of crates, each a 40 px tap target.
  const float supply_h = solo ? 5 * 40.0f + 12 : 52.0f;
  l.supply = Box(x0, y, W, supply_h);
  y += supply_h + 6;
  const float market_h = solo ? 74 : 96;
  l.market = Box(x0, y, W, market_h);
  y += market_h + 6;
  const float controls_h = solo ? 90 : 86;
  const float store_h = std::max(120.0f, bottom - controls_h - 6 - y);
  const float store_side = std::min(store_h, W * 0.70f);
  l.store = Box(x0, y, store_side, store_h);
  const float right_x = x0 + store_side + 6;
  const float right_w = W - store_side - 6;
  l.score = Box(right_x, y, right_w, 40);
  l.hand = Box(right_x, y + 46, right_w, solo ? 0.0f : store_h - 46);
  l.controls = Box(x0, y + store_h + 6, W, bottom - (y + store_h + 6));
  return l;
}

}  // namespace mercato::web::market_fresh_view
