// Merchants' look, in one place: a colour AND a shape for every good (colour-blind
// safe), the special cards' colours and icons, names in both languages, and the
// small shared drawing helpers (ship, card faces) of the table and its log.
#pragma once

#include <cstdio>
#include <string>

#include "draw/draw.h"
#include "games/merchants/merchants_data.h"
#include "views/game_view.h"
#include "views/seat_sentence.h"

namespace mercato::web::merchants_view {

namespace d = draw;
namespace mm = mercato::merchants;

struct GoodStyle {
  ImU32 color;
  ImU32 icon_color;  // darker where the colour is pale, so the icon reads on paper
  d::Shape shape;
};

// cotton: cream boll; salt: sky-blue crystal; indigo: blue drop of dye; hemp:
// green leaf; copper: orange ingot; pepper: vermilion star (a spice star).
inline const GoodStyle kGoodStyles[mm::kNumGoods] = {
    {d::Rgba(238, 232, 214), d::Rgba(150, 140, 120), d::Shape::kCircle},
    {d::palette::kSky, d::Rgba(40, 130, 190), d::Shape::kDiamond},
    {d::palette::kBlue, d::palette::kBlue, d::Shape::kDrop},
    {d::palette::kGreen, d::palette::kGreen, d::Shape::kLeaf},
    {d::palette::kOrange, d::Rgba(200, 130, 0), d::Shape::kHexagon},
    {d::palette::kRed, d::palette::kRed, d::Shape::kStar},
};

struct SpecialStyle {
  ImU32 color;
  d::Shape shape;
};

inline const SpecialStyle kSpecialStyles[mm::kNumSpecialKinds] = {
    {d::Rgba(140, 90, 50), d::Shape::kCrescent},   // ship: a hull
    {d::palette::kPurple, d::Shape::kPentagon},    // trading house: a house
    {d::Rgba(200, 160, 30), d::Shape::kCross},     // agreement: a seal
    {d::Rgba(90, 96, 120), d::Shape::kTriangle},   // stevedore: a hoist
};

inline const char* GoodName(int good, Lang lang) {
  return lang == Lang::kJapanese ? mm::kGoods[good].name_ja : mm::kGoods[good].name_en;
}

inline const char* SpecialName(int kind, Lang lang) {
  return lang == Lang::kJapanese ? mm::kSpecials[kind].name_ja : mm::kSpecials[kind].name_en;
}

inline d::CardFace GoodFace(int good, Lang lang, bool dimmed = false) {
  d::CardFace face;
  face.band = kGoodStyles[good].color;
  face.icon = kGoodStyles[good].shape;
  face.icon_color = kGoodStyles[good].icon_color;
  face.title = GoodName(good, lang);
  face.dimmed = dimmed;
  return face;
}

// A ship seen from the side: a hull with a cube aboard (or an empty deck).
// `bottom` is the centre of the keel; `w` the hull's width.
// good -1: an empty ship (during setup); -2: a ship under sail (the Ship card).
void Ship(ImDrawList* dl, ImVec2 bottom, float w, int good);
// A special card's face; the Ship card shows a ship instead of an icon.
void SpecialCard(ImDrawList* dl, ImVec2 at, ImVec2 size, d::CardFace face, int kind);

}  // namespace mercato::web::merchants_view
