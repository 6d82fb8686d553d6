// Market Fresh table: where everything goes, computed from the table size
// every frame (1280x800 down to a phone in portrait).
#pragma once

#include <array>

#include "draw/draw.h"
#include "draw/rect.h"

namespace mercato::web::market_fresh_view {

using draw::Rect;

struct Layout {
  bool compact = false;            // a phone: smaller type, stacked areas
  std::array<Rect, 4> seats{};     // the other players' areas, by seat
  Rect supply;                     // face-down pile and face-up row (solo: the 25 crates)
  Rect market;                     // the market board
  Rect store;                      // the viewer's storefront
  Rect score;                      // the viewer's score and vouchers
  Rect hand;                       // the viewer's crates
  Rect controls;                   // prompt, score choices, buttons
};

// `viewer` is the seat drawn at the bottom.
Layout ComputeLayout(ImVec2 origin, ImVec2 size, int num_players, int viewer, bool solo);

}  // namespace mercato::web::market_fresh_view
