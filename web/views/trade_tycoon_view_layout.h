// Where everything on the Trade Tycoon table goes, computed from the table
// size every frame. Wide: the two opponents side by side along the top, the
// oasis and the deck in the middle, the viewer's area at the bottom. Narrow
// (a phone in portrait): the same zones stacked, cards smaller, every tap
// target at least 40 px.
#pragma once

#include <array>

#include "draw/draw.h"
#include "draw/rect.h"
#include "games/trade_tycoon/trade_tycoon_data.h"

namespace mercato::web::trade_tycoon_view {

using draw::Rect;

// An opponent's mat.
struct SeatArea {
  Rect mat;
  Rect hand;       // the fan of backs and the balance card
  Rect warehouse;  // the row of goods
  Rect style;      // the style card
  Rect skills;     // three skill cards
  ImVec2 score;    // top-right: the score, right-aligned
};

struct Layout {
  bool compact = false;
  ImVec2 card;                                            // the viewer's hand
  ImVec2 oasis_card;                                      // the oasis and the deck
  ImVec2 back;                                            // opponents' hand cards
  ImVec2 mini;                                            // warehouse goods
  ImVec2 skill;                                           // skill cards on mats
  std::array<SeatArea, trade_tycoon::kNumPlayers> seats;  // by seat; the viewer's is `me`
  Rect middle;                                            // the shared area
  ImVec2 deck;                                            // top-left of the deck
  std::array<ImVec2, trade_tycoon::kOasisSize> oasis;     // top-left of each oasis card
  Rect order_info;                                        // the order in progress / the prompt
  // The viewer's area.
  Rect me;
  Rect hand;
  Rect my_warehouse;
  Rect my_style;
  Rect my_skills;
  Rect controls;  // the order dialog's choices and the buttons
  ImVec2 my_score;
  float button_h = 44;
};

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int viewer);

}  // namespace mercato::web::trade_tycoon_view
