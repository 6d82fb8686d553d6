#include "views/turin_market_view_layout.h"

#include <algorithm>

namespace mercato::web::turin_market_view {

namespace {

Rect Make(float x, float y, float w, float h) { return {ImVec2(x, y), ImVec2(x + w, y + h)}; }

// Phones and narrow windows: every zone full width, stacked; the hand gets what
// is left once every other zone has its minimum.
Layout Compact(ImVec2 o, ImVec2 size, int n, int bottom) {
  Layout l;
  l.compact = true;
  l.bottom_seat = bottom;
  const float m = 6;
  const float w = size.x - 2 * m;
  float y = o.y + m;
  l.seats.assign(n, Rect{});
  const float row_h = 42;  // two lines: name, money, status; then goods
  for (int k = 1; k < n; ++k) {
    const int seat = (bottom + k) % n;
    l.seats[seat] = Make(o.x + m, y, w, row_h - 3);
    y += row_h;
  }
  y += m - 3;
  l.list = Make(o.x + m, y, w, 32);
  y += 32 + m;
  const float card_w = std::min(48.0f, (w - 4 * 6) / 5.0f);
  l.card = ImVec2(card_w, card_w * 1.42f);
  l.table = Make(o.x + m, y, w, 34 + l.card.y + 18);
  l.ranking = Make(o.x + m + 6, y + 34 + l.card.y + 2, w - 12, 16);
  y += l.table.Height() + m;
  l.market_card = ImVec2(40, 56);
  l.market = Make(o.x + m, y, w, l.market_card.y + 4);
  y += l.market.Height() + m;
  l.me = Make(o.x + m, y, w, o.y + size.y - m - y);
  l.me_header = Make(l.me.min.x, l.me.min.y, w, 46);
  const float controls_h = 32 + 44 + 6 + 44 + 4;
  const float hand_h = std::max(64.0f, l.me.Height() - l.me_header.Height() - controls_h);
  l.hand = Make(l.me.min.x + 6, l.me_header.max.y - 4, w - 12, hand_h);
  const float hand_card_h = std::clamp(hand_h - 10, 58.0f, 110.0f);
  l.hand_card = ImVec2(std::max(44.0f, hand_card_h * 0.7f), hand_card_h);  // a thumb's width
  l.controls = Make(l.me.min.x + 6, l.hand.max.y, w - 12, l.me.max.y - l.hand.max.y - 2);
  return l;
}

}  // namespace

Layout ComputeLayout(ImVec2 o, ImVec2 size, int n, int bottom) {
  if (size.x < 720) return Compact(o, size, n, bottom);
  Layout l;
  l.bottom_seat = bottom;
  const float m = 10;
  const float scale = std::clamp(size.y / 760.0f, 0.8f, 1.25f);
  l.card = ImVec2(84, 120) * scale;
  l.market_card = ImVec2(58, 84) * scale;
  const float list_w = std::clamp(size.x * 0.17f, 160.0f, 210.0f);
  const float right = o.x + size.x - m;
  const float seats_h = 128;
  float y = o.y + m;
  // The others along the top, right of the list card.
  const float seats_x = o.x + m + list_w + m;
  const int others = n - 1;
  const float seat_w = std::min(330.0f, (right - seats_x - m * float(others - 1)) / float(others));
  l.seats.assign(n, Rect{});
  for (int k = 1; k < n; ++k) {
    const int seat = (bottom + k) % n;
    l.seats[seat] = Make(seats_x + float(k - 1) * (seat_w + m), y, seat_w, seats_h);
  }
  y += seats_h + m;
  // The auction table, with the ranking to its right.
  const float ranking_w = std::clamp(size.x * 0.26f, 230.0f, 300.0f);
  l.table = Make(seats_x, y, right - seats_x - ranking_w - m, l.card.y + 52);
  l.ranking = Make(l.table.max.x + m, y, ranking_w, l.table.Height());
  y += l.table.Height() + m;
  l.market = Make(seats_x, y, right - seats_x, l.market_card.y + 34);
  y += l.market.Height() + m;
  l.list = Make(o.x + m, o.y + m, list_w, y - m - (o.y + m));
  // The viewer's mat: a header row, then the hand and the controls side by side.
  l.me = Make(o.x + m, y, size.x - 2 * m, o.y + size.y - m - y);
  l.me_header = Make(l.me.min.x, l.me.min.y, l.me.Width(), 62);
  const float controls_w = std::clamp(l.me.Width() * 0.4f, 330.0f, 440.0f);
  const float body_y = l.me_header.max.y;
  const float body_h = l.me.max.y - body_y - 8;
  l.hand = Make(l.me.min.x + 10, body_y, l.me.Width() - controls_w - 30, body_h);
  const float hand_card_h = std::clamp(body_h - 10, 60.0f, l.card.y);
  l.hand_card = ImVec2(hand_card_h * 0.7f, hand_card_h);
  l.controls = Make(l.me.max.x - controls_w - 10, body_y - 4, controls_w, body_h + 4);
  return l;
}

}  // namespace mercato::web::turin_market_view
