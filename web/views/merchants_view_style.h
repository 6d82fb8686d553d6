// Merchants' look, in one place: a colour AND a picture for every good (colour-blind
// safe; draw/goods.h, salt as in Trade Tycoon), the special cards' colours and icons, names in both languages, and the
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
  ImU32 color;  // the card band and the cube
  d::GoodPicture picture;
};

// cotton: a cream boll; salt: a heap in a blue bowl; indigo: a vat of blue dye;
// hemp: the seven-fingered leaf; copper: an ingot; pepper (胡椒): peppercorns.
inline const GoodStyle kGoodStyles[mm::kNumGoods] = {
    {d::Rgba(238, 232, 214), d::GoodPicture::kCotton},
    {d::palette::kSky, d::GoodPicture::kSalt},
    {d::palette::kBlue, d::GoodPicture::kIndigo},
    {d::palette::kGreen, d::GoodPicture::kHemp},
    {d::palette::kOrange, d::GoodPicture::kCopper},
    {d::palette::kRed, d::GoodPicture::kPeppercorns},
};

struct SpecialStyle {
  ImU32 color;
  d::Shape shape;
};

inline const SpecialStyle kSpecialStyles[mm::kNumSpecialKinds] = {
    {d::Rgba(140, 90, 50), d::Shape::kNone},       // ship: drawn as a ship (ShipPicture)
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
  face.good = kGoodStyles[good].picture;
  face.good_key = mm::kGoods[good].id;
  face.title = GoodName(good, lang);
  face.dimmed = dimmed;
  return face;
}

// A goods cube in the good's colour, its picture on top.
void GoodCube(ImDrawList* dl, ImVec2 center, float size, int good);
// The good's picture on a light plate (on the table, beside a count).
void GoodOnPlate(ImDrawList* dl, int good, ImVec2 center, float r);
// The Ship card's ship in a square of radius r (the legend's symbol for ships).
void ShipPicture(ImDrawList* dl, ImVec2 center, float r);
// A ship seen from the side: a hull with a cube aboard (or an empty deck).
// `bottom` is the centre of the keel; `w` the hull's width.
// good -1: an empty ship (during setup); -2: a ship under sail (the Ship card).
void Ship(ImDrawList* dl, ImVec2 bottom, float w, int good);
// A special card's face; the Ship card shows a ship instead of an icon.
void SpecialCard(ImDrawList* dl, ImVec2 at, ImVec2 size, d::CardFace face, int kind);

}  // namespace mercato::web::merchants_view
