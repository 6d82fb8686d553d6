// Where everything on the Turin Market table goes, computed from the table size
// every frame. Wide screens: the list card on the left, the other players along
// the top, the auction table and the market in the middle, the viewer's mat at
// the bottom. Narrow (phone) screens stack the same zones with smaller cards,
// keeping every tap target at least 40 px.
#pragma once

#include <vector>

#include "draw/draw.h"
#include "draw/rect.h"

namespace mercato::web::turin_market_view {

using draw::Rect;

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
