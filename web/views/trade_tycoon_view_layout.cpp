#include "views/trade_tycoon_view_layout.h"

#include <algorithm>
#include <cmath>

namespace mercato::web::trade_tycoon_view {

namespace {

namespace tt = mercato::trade_tycoon;

// The inside of an opponent's mat: name and score on top, the hand fan with
// the style card and skills to its right, the warehouse row below.
SeatArea OpponentArea(Rect mat, const Layout& l) {
  SeatArea a;
  a.mat = mat;
  const float pad = l.compact ? 6 : 10;
  const float header = l.compact ? 20 : 26;
  const float row_y = mat.min.y + header;
  const float skills_w = 3 * l.skill.x + 2 * 4;
  a.skills = {ImVec2(mat.max.x - pad - skills_w, row_y),
              ImVec2(mat.max.x - pad, row_y + l.skill.y)};
  a.style = {ImVec2(a.skills.min.x - 8 - l.skill.x, row_y),
             ImVec2(a.skills.min.x - 8, row_y + l.skill.y)};
  a.hand = {ImVec2(mat.min.x + pad, row_y), ImVec2(a.style.min.x - 10, row_y + l.back.y)};
  const float wh_y = row_y + std::max(l.back.y, l.skill.y) + (l.compact ? 4 : 8);
  a.warehouse = {ImVec2(mat.min.x + pad, wh_y), ImVec2(mat.max.x - pad, wh_y + l.mini.y)};
  a.score = ImVec2(mat.max.x - pad, mat.min.y + 2);
  return a;
}

}  // namespace

Layout ComputeLayout(ImVec2 origin, ImVec2 size, int viewer) {
  Layout l;
  l.compact = size.x < 720 || size.y < 600;
  const float pad = l.compact ? 6 : 10;
  if (!l.compact) {
    l.card = ImVec2(70, 100);
    l.back = ImVec2(44, 64);
    l.mini = ImVec2(32, 45);
    l.skill = ImVec2(44, 64);
  } else {
    l.card = ImVec2(46, 66);
    l.back = ImVec2(28, 40);
    l.mini = ImVec2(24, 34);
    l.skill = ImVec2(30, 42);
  }
  l.button_h = 44;
  const float seat_h =
      (l.compact ? 20 : 26) + std::max(l.back.y, l.skill.y) + (l.compact ? 4 : 8) + l.mini.y + pad;
  const int left = (viewer + 1) % tt::kNumPlayers;
  const int right = (viewer + 2) % tt::kNumPlayers;
  float y = origin.y + pad;
  if (!l.compact) {
    const float w = (size.x - 3 * pad) * 0.5f;
    l.seats[left] =
        OpponentArea({ImVec2(origin.x + pad, y), ImVec2(origin.x + pad + w, y + seat_h)}, l);
    l.seats[right] = OpponentArea(
        {ImVec2(origin.x + 2 * pad + w, y), ImVec2(origin.x + size.x - pad, y + seat_h)}, l);
    y += seat_h + pad;
  } else {
    for (int seat : {left, right}) {
      l.seats[seat] =
          OpponentArea({ImVec2(origin.x + pad, y), ImVec2(origin.x + size.x - pad, y + seat_h)}, l);
      y += seat_h + pad;
    }
  }
  // The middle: the deck, the oasis, the order in progress.
  const float middle_h = l.card.y + (l.compact ? 24 : 34);
  l.middle = {ImVec2(origin.x + pad, y), ImVec2(origin.x + size.x - pad, y + middle_h)};
  const float card_y = y + (l.compact ? 18 : 26);
  l.deck = ImVec2(l.middle.min.x + pad, card_y);
  const float gap = l.compact ? 6 : 10;
  const float oasis_x = l.deck.x + l.card.x + (l.compact ? 16 : 34);
  for (int i = 0; i < tt::kOasisSize; ++i)
    l.oasis[i] = ImVec2(oasis_x + float(i) * (l.card.x + gap), card_y);
  const float info_x = l.oasis[tt::kOasisSize - 1].x + l.card.x + (l.compact ? 10 : 24);
  l.order_info = {ImVec2(info_x, y + (l.compact ? 18 : 22)), ImVec2(l.middle.max.x - pad, y + middle_h - 6)};
  y += middle_h + pad;
  // The viewer's area: the prompt, the hand, the warehouse, the controls.
  l.me = {ImVec2(origin.x + pad, y), ImVec2(origin.x + size.x - pad, origin.y + size.y - pad)};
  l.oasis_card = l.card;
  SeatArea& mine = l.seats[viewer];
  mine.mat = l.me;
  const float header = l.compact ? 22 : 28;
  const float hand_y = y + header;
  // The viewer's cards grow into the room left (up to a comfortable size).
  const float controls_h = 2 * l.button_h + 8 + 2 * pad;
  const float mini_h = l.compact ? 37 : 50;
  const float row_h = l.compact ? 62 : mini_h;  // the row under the hand
  const float room = l.me.Size().y - header - 8 - (row_h + 10) - controls_h - 16;
  const float card_h = std::clamp(room, l.card.y, l.compact ? 84.0f : 140.0f);
  l.card = ImVec2(std::round(card_h * 0.7f), card_h);
  const ImVec2 my_skill = l.compact ? ImVec2(44, 62) : ImVec2(54, 78);  // a thumb's 44 px
  const float skills_w = 3 * my_skill.x + 2 * 5;
  const ImVec2 my_mini = l.compact ? ImVec2(26, 37) : ImVec2(36, 50);
  if (!l.compact) {
    // Hand on the left, style and skills to its right, warehouse below.
    l.my_skills = {ImVec2(l.me.max.x - pad - skills_w, hand_y + 8),
                   ImVec2(l.me.max.x - pad, hand_y + 8 + my_skill.y)};
    l.my_style = {ImVec2(l.my_skills.min.x - 8 - my_skill.x, hand_y + 8),
                  ImVec2(l.my_skills.min.x - 8, hand_y + 8 + my_skill.y)};
    l.hand = {ImVec2(l.me.min.x + pad, hand_y + 8),
              ImVec2(l.my_style.min.x - 12, hand_y + 8 + l.card.y)};
    const float wh_y = l.hand.max.y + 10;
    l.my_warehouse = {ImVec2(l.me.min.x + pad, wh_y), ImVec2(l.me.max.x - pad, wh_y + my_mini.y)};
  } else {
    // A phone: the hand takes the whole width (tap targets stay wide); the
    // warehouse shares the next row with the style card and skills.
    l.hand = {ImVec2(l.me.min.x + pad, hand_y + 8),
              ImVec2(l.me.max.x - pad, hand_y + 8 + l.card.y)};
    const float row_y = l.hand.max.y + 6;
    l.my_skills = {ImVec2(l.me.max.x - pad - skills_w, row_y),
                   ImVec2(l.me.max.x - pad, row_y + my_skill.y)};
    l.my_style = {ImVec2(l.my_skills.min.x - 6 - my_skill.x, row_y),
                  ImVec2(l.my_skills.min.x - 6, row_y + my_skill.y)};
    l.my_warehouse = {ImVec2(l.me.min.x + pad, row_y),
                      ImVec2(l.my_style.min.x - 8, row_y + my_mini.y)};
  }
  const float below = std::max(l.my_warehouse.max.y, l.my_skills.max.y);
  l.controls = {ImVec2(l.me.min.x + pad, below + (l.compact ? 6 : 10)),
                ImVec2(l.me.max.x - pad, l.me.max.y - pad)};
  mine.hand = l.hand;
  mine.warehouse = l.my_warehouse;
  mine.style = l.my_style;
  mine.skills = l.my_skills;
  mine.score = ImVec2(l.me.max.x - pad, l.me.min.y + 2);
  l.my_score = mine.score;
  return l;
}

}  // namespace mercato::web::trade_tycoon_view
