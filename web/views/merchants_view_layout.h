// Where everything on the Merchants table goes, computed from the table size
// every frame: wide screens put the others along the top, the market in the
// middle and the viewer at the bottom; narrow (phone) screens stack the same
// zones with smaller cards, keeping every tap target at least 40 px.
#pragma once

#include <array>
#include <vector>

#include "draw/draw.h"
#include "draw/rect.h"
#include "games/merchants/merchants_data.h"

namespace mercato::web::merchants_view {

using draw::Rect;

struct Layout {
  bool compact = false;
  ImVec2 card;                                   // demand piles and the viewer's hand
  ImVec2 deck_card;                              // the deck
  ImVec2 special_card;                           // the market's special cards
  ImVec2 deck;                                   // top-left of the deck
  std::array<ImVec2, merchants::kDemandPiles> piles;      // top-left of each pile
  float cube = 20;                               // a supply cube's size
  std::array<Rect, merchants::kNumGoods> supply;          // each good's cube stack
  std::array<ImVec2, merchants::kNumSpecialKinds> market; // top-left of each special
  Rect demand_label;                             // the row's caption
  Rect supply_label;
  std::vector<Rect> seats;                       // every seat's mat
  int bottom_seat = 0;                           // whose mat is at the bottom
  // Inside the bottom mat.
  Rect prompt;
  Rect hand;
  Rect ships;
  ImVec2 money;                                  // top-left of the viewer's money
  Rect specials_owned;
  ImVec2 primary, secondary;                     // the buttons' top-left
  ImVec2 button;                                 // the buttons' size
};

// The least height the layout needs for a table this wide; a shorter table is
// laid out at this height and scrolls.
float MinTableHeight(ImVec2 size);
Layout ComputeLayout(ImVec2 origin, ImVec2 size, int num_players, int bottom_seat);

}  // namespace mercato::web::merchants_view
