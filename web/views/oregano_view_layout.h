// Where everything sits on the Oregano Market table, computed from the table's
// size every frame: the others' areas along the top (or stacked on a phone),
// the supply, the main street and the bonus cards in the middle, the viewer's
// area and the action bar at the bottom.
#pragma once

#include "draw/draw.h"
#include "draw/rect.h"

namespace mercato::web::oregano_view {

using draw::Rect;

// One player's area: a 4x4 grid (column = level) and, around it, gold,
// resource cards, the strategy card and won bonus cards.
struct AreaLayout {
  Rect panel;
  bool compact = true;   // an opponent's (small) or the viewer's (large)
  ImVec2 grid;           // top-left of the cell at row 0, level 1
  float cell = 30;
  float gap = 3;
  ImVec2 name;           // the seat's name
  ImVec2 gold;           // the money (coin + number)
  ImVec2 resources;      // top-left of the first resource card
  ImVec2 resource_card;  // size of a resource card
  float resource_step = 0;
  Rect strategy;         // the strategy card
  ImVec2 bonuses;        // first won bonus marker
  ImVec2 CellMin(int row, int level) const {
    return grid + ImVec2(float(level - 1) * (cell + gap), float(row) * (cell + gap));
  }
  ImVec2 CellCenter(int row, int level) const {
    return CellMin(row, level) + ImVec2(cell, cell) * 0.5f;
  }
};

struct Layout {
  bool tall = false;       // phone in portrait: everything stacked
  int bottom_seat = 0;
  AreaLayout areas[4];
  Rect supply;             // the supply of shop tokens
  ImVec2 supply_slot;      // size of one supply slot (token + count + cost)
  int supply_columns = 6;
  Rect street;             // the main street
  ImVec2 street_slot;
  Rect bonus;              // bonus cards still available
  ImVec2 bonus_card;
  Rect deck;               // the strategy deck
  Rect bar;                // the action bar
  ImVec2 SupplySlot(int kind) const {
    return supply.min + ImVec2(float(kind % supply_columns) * supply_slot.x,
                               float(kind / supply_columns) * supply_slot.y);
  }
};

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int players, int bottom_seat);

}  // namespace mercato::web::oregano_view
