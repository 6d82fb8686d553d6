#include "views/oregano_view_layout.h"

#include <algorithm>

namespace mercato::web::oregano_view {

namespace {

float Clamp(float v, float lo, float hi) { return std::max(lo, std::min(v, hi)); }

// An opponent: the name and money on a header line, a small grid, and to its
// right the resource cards, the (hidden) strategy card and won bonus cards.
AreaLayout CompactArea(const Rect& panel) {
  AreaLayout a;
  a.panel = panel;
  a.compact = true;
  a.gap = 2;
  const float header = 22;
  a.name = panel.min + ImVec2(28, 4);
  a.cell = std::min({(panel.Height() - header - 8) / 4 - a.gap, panel.Width() * 0.42f / 4 - a.gap, 40.0f});
  a.cell = std::max(a.cell, 8.0f);
  a.grid = panel.min + ImVec2(10, header + 2);
  const float x0 = a.grid.x + 4 * (a.cell + a.gap) + 10;
  const float right = panel.max.x - 8;
  a.gold = ImVec2(x0, panel.min.y + header);
  const float card_w = Clamp((right - x0) / 6, 16, 30);
  a.resource_card = ImVec2(card_w, card_w * 1.3f);
  a.resource_step = card_w + 5;
  a.resources = ImVec2(x0, a.gold.y + 30);
  const float strat_x = x0 + 3 * a.resource_step + 8;
  const float strat_w = std::min(card_w * 1.3f, right - strat_x);
  a.strategy = Rect{ImVec2(strat_x, a.gold.y + 2), ImVec2(strat_x + strat_w, a.gold.y + 2 + strat_w * 1.35f)};
  a.bonuses = ImVec2(x0, a.resources.y + a.resource_card.y + 6);
  return a;
}

// A phone's opponent row: name and money on the left, the grid, then cards.
AreaLayout RowArea(const Rect& panel) {
  AreaLayout a;
  a.panel = panel;
  a.compact = true;
  a.gap = 1.5f;
  a.name = panel.min + ImVec2(26, 4);
  a.gold = panel.min + ImVec2(10, panel.Height() * 0.5f - 2);
  a.cell = std::max(6.0f, (panel.Height() - 8) / 4 - a.gap);
  a.grid = ImVec2(panel.min.x + std::min(120.0f, panel.Width() * 0.32f), panel.min.y + 4);
  const float x0 = a.grid.x + 4 * (a.cell + a.gap) + 8;
  // Cards short enough that their count badges (6 px below) stay on the row.
  const float card_w = Clamp(std::min((panel.max.x - x0 - 50) / 4, (panel.Height() - 20) / 1.35f), 12, 26);
  a.resource_card = ImVec2(card_w, card_w * 1.3f);
  a.resource_step = card_w + 9;  // the badge clear of the next card
  a.resources = ImVec2(x0, panel.min.y + 5);
  const float strat_x = x0 + 3 * a.resource_step + 6;
  // Lower, so the completed-count badge on its top corner stays on the row.
  a.strategy = Rect{ImVec2(strat_x, panel.min.y + 9),
                    ImVec2(strat_x + card_w, panel.min.y + 9 + card_w * 1.35f)};
  a.bonuses = ImVec2(x0, a.resources.y + a.resource_card.y + 4);
  return a;
}

// The viewer: a large grid with row labels, money, resource cards, the strategy
// card face up and won bonus cards.
AreaLayout OwnArea(const Rect& panel, bool tall) {
  AreaLayout a;
  a.panel = panel;
  a.compact = false;
  a.gap = 4;
  const float header = tall ? 36 : 40;  // the name, then the level labels over the columns
  a.name = panel.min + ImVec2(28, 5);
  const float grid_share = tall ? 0.56f : 0.46f;
  a.cell = std::min({(panel.Height() - header - 8) / 4 - a.gap, panel.Width() * grid_share / 4 - a.gap, 84.0f});
  a.cell = std::max(a.cell, 20.0f);
  a.grid = panel.min + ImVec2(tall ? 22 : 30, header);
  const float x0 = a.grid.x + 4 * (a.cell + a.gap) + (tall ? 8 : 16);
  const float right = panel.max.x - 8;
  a.gold = ImVec2(x0, panel.min.y + 24);
  if (tall) {
    // A narrow column: money, small resource cards, then the strategy card.
    const float card_w = Clamp((right - x0 - 12) / 3, 24, 44);
    a.resource_card = ImVec2(card_w, card_w * 1.3f);
    a.resource_step = card_w + 6;
    a.resources = ImVec2(x0, a.gold.y + 54);
    a.bonuses = ImVec2(x0, a.gold.y + 34);
    const float top = a.resources.y + a.resource_card.y + 8;
    const float w = std::min(right - x0, 150.0f);
    a.strategy = Rect{ImVec2(x0, top), ImVec2(x0 + w, std::min(panel.max.y - 6, top + w * 1.3f))};
    return a;
  }
  const float card_w = Clamp((right - x0) / 6.0f, 30, 60);
  a.resource_card = ImVec2(card_w, card_w * 1.35f);
  a.resource_step = card_w + 6;
  a.resources = ImVec2(x0, a.gold.y + 46);
  a.bonuses = ImVec2(x0, a.resources.y + a.resource_card.y + 10);
  const float sx = x0 + 3 * a.resource_step + 14;
  const float w = std::min(right - sx, 140.0f);
  a.strategy = Rect{ImVec2(sx, a.gold.y + 4), ImVec2(sx + w, std::min(panel.max.y - 8, a.gold.y + 4 + w * 1.35f))};
  return a;
}

}  // namespace

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int players, int bottom_seat) {
  Layout l;
  l.bottom_seat = bottom_seat;
  l.tall = size.x < 700 || size.x < size.y * 0.95f;
  const int others = players - 1;
  const float W = size.x, H = size.y;
  if (!l.tall) {
    const float pad = 8;
    const float bar_h = 62;
    const float top_h = Clamp(H * 0.23f, 100, 190);
    const float mid_h = Clamp(H * 0.25f, 124, 200);
    const float own_h = H - top_h - mid_h - bar_h - 5 * pad;
    float y = origin.y + pad;
    const float pw = (W - pad * float(others + 1)) / float(others);
    for (int i = 0; i < others; ++i) {
      const int seat = (bottom_seat + 1 + i) % players;
      const float x = origin.x + pad + float(i) * (pw + pad);
      l.areas[seat] = CompactArea(Rect{ImVec2(x, y), ImVec2(x + pw, y + top_h)});
    }
    y += top_h + pad;
    const float supply_w = std::min(W * 0.5f, 6 * 84.0f);
    l.supply_columns = 6;
    l.supply = Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + pad + supply_w, y + mid_h)};
    l.supply_slot = ImVec2(supply_w / 6, mid_h / 2);
    const float bonus_w = std::min(W * 0.2f, 210.0f);
    l.bonus = Rect{ImVec2(origin.x + W - pad - bonus_w, y), ImVec2(origin.x + W - pad, y + mid_h)};
    const float bc_w = std::min((bonus_w - 12) / 3 - 4, 56.0f);
    l.bonus_card = ImVec2(bc_w, std::min(bc_w * 1.35f, (mid_h - 28) / 2 - 4));
    l.street = Rect{ImVec2(l.supply.max.x + pad, y), ImVec2(l.bonus.min.x - pad, y + mid_h)};
    l.street_slot = ImVec2(std::min(66.0f, l.street.Width() / 4), (mid_h - 22) / 2);
    const float deck_w = std::min(44.0f, l.street.Width() * 0.15f);
    l.deck = Rect{ImVec2(l.street.max.x - deck_w - 6, y + 4),
                  ImVec2(l.street.max.x - 6, y + 4 + deck_w * 1.4f)};
    y += mid_h + pad;
    l.areas[bottom_seat] = OwnArea(Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + W - pad, y + own_h)}, false);
    y += own_h + pad;
    l.bar = Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + W - pad, y + bar_h)};
    return l;
  }
  // Phone in portrait: rows for the others, then the supply, the street and
  // bonus cards, the viewer's area and the action bar.
  const float pad = 5;
  const float bar_h = 90;  // the action chips, then the prompt beside the buttons
  const float row_h = Clamp(H * 0.065f, 44, 60);  // each row is one target: a thumb's 44 px
  float y = origin.y + pad;
  for (int i = 0; i < others; ++i) {
    const int seat = (bottom_seat + 1 + i) % players;
    l.areas[seat] = RowArea(Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + W - pad, y + row_h)});
    y += row_h + 2;
  }
  y += pad - 2;
  l.supply_columns = 6;
  const float slot_w = (W - 2 * pad) / 6;
  const float slot_h = Clamp(slot_w * 0.9f, 52, 76);  // the whole slot is a target (44 px at least)
  l.supply = Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + W - pad, y + 2 * slot_h)};
  l.supply_slot = ImVec2(slot_w, slot_h);
  y += 2 * slot_h + pad;
  const float street_h = Clamp(H * 0.09f, 62, 72);  // a slot 44 px tall under the label
  // Five bonus cards in a row, then the strategy deck (its count badge and
  // edges inside the panel).
  const float bonus_w = std::min(W * 0.38f, 180.0f);  // the street keeps 44 px slots
  const float deck_w = 17;
  l.bonus = Rect{ImVec2(origin.x + W - pad - bonus_w, y), ImVec2(origin.x + W - pad, y + street_h)};
  const float bc_w = std::min((bonus_w - 8 - deck_w - 14) / 5 - 4, 36.0f);
  l.bonus_card = ImVec2(bc_w, std::min(bc_w * 1.35f, street_h - 26));
  l.street = Rect{ImVec2(origin.x + pad, y), ImVec2(l.bonus.min.x - pad, y + street_h)};
  l.street_slot = ImVec2(std::min(54.0f, l.street.Width() / 5), street_h - 18);
  l.deck = Rect{ImVec2(l.bonus.max.x - deck_w - 10, y + 18),
                ImVec2(l.bonus.max.x - 10, y + 18 + std::min(deck_w * 1.3f, street_h - 26))};
  y += street_h + pad;
  const float own_h = std::max(120.0f, origin.y + H - bar_h - pad - y - pad);
  l.areas[bottom_seat] = OwnArea(Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + W - pad, y + own_h)}, true);
  y += own_h + pad;
  l.bar = Rect{ImVec2(origin.x + pad, y), ImVec2(origin.x + W - pad, y + bar_h)};
  return l;
}

}  // namespace mercato::web::oregano_view
