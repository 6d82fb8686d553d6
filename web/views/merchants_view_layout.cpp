#include "views/merchants_view_layout.h"

#include <algorithm>

namespace mercato::web::merchants_view {

namespace {

constexpr float kMargin = 10;
constexpr float kLabel = 20;     // a caption's height
constexpr float kCardRatio = 1.42f;
constexpr float kButtonH = 44;   // thumbs: at least 40 px

float Clamp(float v, float lo, float hi) { return std::max(lo, std::min(hi, v)); }

// The others' mats in turn order after the bottom seat, in one row.
void PlaceOpponents(Layout& l, ImVec2 origin, float width, float top_h, int n) {
  const int k = n - 1;
  const float mat_w = std::min(420.0f, (width - 2 * kMargin - float(k - 1) * kMargin) / float(k));
  const float total = float(k) * mat_w + float(k - 1) * kMargin;
  float x = origin.x + (width - total) * 0.5f;
  for (int i = 1; i < n; ++i) {
    const int seat = (l.bottom_seat + i) % n;
    l.seats[seat] = {ImVec2(x, origin.y + kMargin), ImVec2(x + mat_w, origin.y + kMargin + top_h)};
    x += mat_w + kMargin;
  }
}

// Inside the viewer's mat: the prompt on top, then the hand on the left and
// money, specials, ships and the buttons on the right (or stacked when narrow).
void PlaceBottomMat(Layout& l) {
  const Rect b = l.seats[l.bottom_seat];
  const float pad = 12;
  l.prompt = {ImVec2(b.min.x + pad, b.min.y + 26), ImVec2(b.max.x - pad, b.min.y + 26 + 40)};
  const float top = l.prompt.max.y + 4;
  if (!l.compact) {
    const float right_w = Clamp(b.Size().x * 0.38f, 270, 420);
    const float rx = b.max.x - pad - right_w;
    l.hand = {ImVec2(b.min.x + pad, top), ImVec2(rx - pad, b.max.y - pad)};
    l.money = ImVec2(rx, top);
    l.specials_owned = {ImVec2(rx + 130, top), ImVec2(b.max.x - pad, top + 40)};
    const float buttons_y = b.max.y - pad - kButtonH;
    l.ships = {ImVec2(rx, top + 44), ImVec2(b.max.x - pad, std::max(top + 80, buttons_y - 6))};
    const float bw = std::min(210.0f, (right_w - 10) * 0.5f);
    l.button = ImVec2(bw, kButtonH);
    l.primary = ImVec2(b.max.x - pad - bw, buttons_y);
    l.secondary = ImVec2(l.primary.x - 10 - bw, buttons_y);
    return;
  }
  // Narrow: hand, then money + specials + ships in a row, then the buttons.
  const float buttons_y = b.max.y - pad - kButtonH;
  const float row_h = 44;
  const float row_y = buttons_y - 6 - row_h;
  l.hand = {ImVec2(b.min.x + pad, top - 6), ImVec2(b.max.x - pad, row_y - 2)};
  l.money = ImVec2(b.min.x + pad, row_y + 4);
  l.specials_owned = {ImVec2(b.min.x + pad + 96, row_y + 4), ImVec2(b.min.x + pad + 190, row_y + row_h)};
  l.ships = {ImVec2(b.min.x + pad + 196, row_y), ImVec2(b.max.x - pad, row_y + row_h)};
  const float bw = (b.Size().x - 2 * pad - 10) * 0.5f;
  l.button = ImVec2(bw, kButtonH);
  l.primary = ImVec2(b.max.x - pad - bw, buttons_y);
  l.secondary = ImVec2(b.min.x + pad, buttons_y);
}

}  // namespace

float MinTableHeight(ImVec2 size) { return size.x < 720 ? 640.0f : 590.0f; }

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int n, int bottom_seat) {
  Layout l;
  l.bottom_seat = bottom_seat;
  l.seats.resize(n);
  const float w = size.x, h = size.y;
  l.compact = w < 720;
  const float gap = l.compact ? 6 : 12;

  if (!l.compact) {
    const float top_h = Clamp(h * 0.19f, 104, 150);
    const float me_h = Clamp(h * 0.34f, 220, 290);
    PlaceOpponents(l, origin, w, top_h, n);
    l.seats[bottom_seat] = {ImVec2(origin.x + kMargin, origin.y + h - kMargin - me_h),
                            ImVec2(origin.x + w - kMargin, origin.y + h - kMargin)};
    const float y0 = origin.y + kMargin + top_h + kMargin;
    const float y1 = origin.y + h - kMargin - me_h - kMargin;
    const float mid_h = y1 - y0;
    // Row 1: the deck and the six demand piles.
    float card_h = std::min(116.0f, (mid_h - 2 * kLabel - 18) * 0.54f);
    float card_w = card_h / kCardRatio;
    const float deck_gap = 28;
    float row_w = 7 * card_w + 5 * gap + deck_gap;
    if (row_w > w - 2 * kMargin) {
      card_w = (w - 2 * kMargin - 5 * gap - deck_gap) / 7;
      card_h = card_w * kCardRatio;
      row_w = 7 * card_w + 5 * gap + deck_gap;
    }
    l.card = ImVec2(card_w, card_h);
    l.deck_card = l.card;
    const float x0 = origin.x + (w - row_w) * 0.5f;
    const float ry = y0 + kLabel;
    l.deck = ImVec2(x0, ry);
    const float px = x0 + card_w + deck_gap;
    l.demand_label = {ImVec2(px, y0), ImVec2(x0 + row_w, y0 + kLabel)};
    for (int i = 0; i < merchants::kDemandPiles; ++i) {
      l.piles[i] = ImVec2(px + float(i) * (card_w + gap), ry);
    }
    // Row 2: the cube supply and the special cards.
    const float r2 = ry + card_h + 12;
    const float r2_h = y1 - r2;
    float sh = std::max(60.0f, std::min(card_h, r2_h - kLabel - 2));
    float sw = sh / kCardRatio * 1.05f;
    l.cube = Clamp((r2_h - kLabel) * 0.2f, 14, 24);
    float col_w = std::max(l.cube * 2.7f, 50.0f);
    float between = 40;
    // Too wide for the table: shrink the supply and the special cards alike.
    const float natural = 6 * col_w + between + 4 * sw + 3 * gap;
    if (natural > w - 2 * kMargin) {
      const float f = (w - 2 * kMargin) / natural;
      col_w *= f;
      sw *= f;
      sh *= f;
      between *= f;
      l.cube = std::min(l.cube, col_w / 2.6f);
    }
    l.special_card = ImVec2(sw, sh);
    const float supply_w = 6 * col_w;
    const float market_w = 4 * sw + 3 * gap;
    const float total = supply_w + between + market_w;
    const float x2 = origin.x + (w - total) * 0.5f;
    // The heap sits on the same line as the cards' bottom edge, its caption just above.
    const float supply_bottom = r2 + kLabel + sh;
    const float supply_top = supply_bottom - (l.cube * 2.6f + 30);
    l.supply_label = {ImVec2(x2, supply_top - kLabel), ImVec2(x2 + supply_w, supply_top)};
    for (int g = 0; g < merchants::kNumGoods; ++g) {
      l.supply[g] = {ImVec2(x2 + float(g) * col_w, supply_top),
                     ImVec2(x2 + float(g + 1) * col_w, supply_bottom)};
    }
    const float mx = x2 + supply_w + between;
    for (int k = 0; k < merchants::kNumSpecialKinds; ++k) {
      l.market[k] = ImVec2(mx + float(k) * (sw + gap), r2 + kLabel);
    }
    PlaceBottomMat(l);
    return l;
  }

  // Narrow screens (phones in portrait): everything stacked.
  const float top_h = 92;
  PlaceOpponents(l, origin, w, top_h, n);
  float y = origin.y + kMargin + top_h + 6;
  const float card_w = std::min(72.0f, (w - 2 * kMargin - 5 * gap) / 6);
  const float card_h = card_w * kCardRatio;
  l.card = ImVec2(card_w, card_h);
  const float row_w = 6 * card_w + 5 * gap;
  const float px = origin.x + (w - row_w) * 0.5f;
  l.demand_label = {ImVec2(px, y), ImVec2(px + row_w, y + kLabel)};
  y += kLabel;
  for (int i = 0; i < merchants::kDemandPiles; ++i) {
    l.piles[i] = ImVec2(px + float(i) * (card_w + gap), y);
  }
  y += card_h + 8;
  // The deck (small) and the supply in one row.
  l.deck_card = ImVec2(34, 48);
  l.cube = 14;
  l.deck = ImVec2(px, y + kLabel);
  const float sx = px + l.deck_card.x + 14;
  const float col_w = (px + row_w - sx) / 6;
  l.supply_label = {ImVec2(sx, y), ImVec2(px + row_w, y + kLabel)};
  const float row2_h = 50;
  for (int g = 0; g < merchants::kNumGoods; ++g) {
    l.supply[g] = {ImVec2(sx + float(g) * col_w, y + kLabel),
                   ImVec2(sx + float(g + 1) * col_w, y + kLabel + row2_h)};
  }
  y += kLabel + row2_h + 6 + kLabel;
  // The special cards, four across, as short tiles.
  const float sw = (row_w - 3 * gap) / 4;
  const float sh = 62;
  l.special_card = ImVec2(sw, sh);
  for (int k = 0; k < merchants::kNumSpecialKinds; ++k) {
    l.market[k] = ImVec2(px + float(k) * (sw + gap), y);
  }
  y += sh + 8;
  l.seats[bottom_seat] = {ImVec2(origin.x + kMargin, y),
                          ImVec2(origin.x + w - kMargin, std::max(y + 250, origin.y + h - kMargin))};
  PlaceBottomMat(l);
  return l;
}

}  // namespace mercato::web::merchants_view
