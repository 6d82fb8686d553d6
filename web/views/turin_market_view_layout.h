// Where everything on the Turin Market table goes, computed from the table size
// every frame. Wide screens: the list card on the left, the other players along
// the top, the auction table and the market in the middle, the viewer's mat at
// the bottom. Narrow (phone) screens stack the same zones with smaller cards,
// keeping every tap target at least 40 px.
#pragma once

#include <vector>

#include "draw/draw.h"

namespace mercato::web::turin_market_view {

struct Rect {
  ImVec2 min, max;
  ImVec2 Size() const { return ImVec2(max.x - min.x, max.y - min.y); }
  ImVec2 Center() const { return ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f); }
  float Width() const { return max.x - min.x; }
  float Height() const { return max.y - min.y; }
};

struct Layout {
  bool compact = false;
  int bottom_seat = 0;
  Rect list;                 // the list card (a column, or a strip on phones)
  std::vector<Rect> seats;   // every other seat's mat (the bottom seat's is `me`)
  Rect table;                // the auction: cards on offer and their labels
  Rect ranking;              // bids, ranks and payments (wide: right of the cards)
  Rect market;               // cards for sale, removed cards
  Rect me;                   // the viewer's mat
  Rect me_header;            // name, money, loan, goods by good
  Rect hand;                 // the viewer's hand
  Rect controls;             // prompt, pickers and buttons
  ImVec2 card;               // a card on the auction table
  ImVec2 hand_card;          // a card in the hand
  ImVec2 market_card;        // a card on sale
  float button_h = 44;
};

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int num_players, int bottom_seat);

}  // namespace mercato::web::turin_market_view
