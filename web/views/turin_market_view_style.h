// Turin Market's look, in one place: a colour AND a shape for each of the nine
// goods (colour-blind safe), their names in both languages, seat labels, and the
// goods card face (three rows of icons: x3, x2, x1, as the printed cards show).
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

#include "draw/draw.h"
#include "games/turin_market/turin_market_observation.h"
#include "views/game_view.h"
#include "views/seat_sentence.h"

namespace mercato::web::turin_market_view {

namespace d = draw;
namespace tm = mercato::turin_market;

struct GoodStyle {
  ImU32 color;  // the band of a card led by this good
  d::GoodPicture picture;
};

// Each good is drawn as itself (draw/goods.h); the band colours stay as they
// were: artichoke green, garlic ivory, mushroom brown, pepper (ピーマン, a bell
// pepper) orange, grapes purple, onion yellow, zucchini sky, eggplant violet,
// tomato red.
inline const GoodStyle kGoodStyles[tm::kNumGoods] = {
    {d::palette::kGreen, d::GoodPicture::kArtichoke},
    {d::Rgba(232, 226, 204), d::GoodPicture::kGarlic},
    {d::palette::kBrown, d::GoodPicture::kMushroom},
    {d::palette::kOrange, d::GoodPicture::kBellPepper},
    {d::palette::kPurple, d::GoodPicture::kGrapes},
    {d::palette::kYellow, d::GoodPicture::kOnion},
    {d::palette::kSky, d::GoodPicture::kZucchini},
    {d::Rgba(96, 60, 130), d::GoodPicture::kEggplant},
    {d::palette::kRed, d::GoodPicture::kTomato},
};

inline const char* GoodName(int good, Lang lang) {
  return lang == Lang::kJapanese ? tm::kGoods[good].name_ja : tm::kGoods[good].name_en;
}

// "c7: Onion 3, Garlic 2, Artichoke 1".
inline std::string CardText(int card, Lang lang) {
  const tm::CardInfo& c = tm::kCards[card];
  const bool ja = lang == Lang::kJapanese;
  return tm::CardName(card) + (ja ? "（" : " (") + GoodName(c.three, lang) + " 3" +
         (ja ? "、" : ", ") + GoodName(c.two, lang) + " 2" + (ja ? "、" : ", ") +
         GoodName(c.one, lang) + " 1" + (ja ? "）" : ")");
}

inline void GoodIcon(ImDrawList* dl, int good, ImVec2 center, float r, float alpha = 1.0f) {
  d::DrawGood(dl, kGoodStyles[good].picture, center, r, alpha, tm::kGoods[good].id);
}
// The same on a light plate, for the dark table and the seats' mats.
inline void GoodOnPlate(ImDrawList* dl, int good, ImVec2 center, float r, float alpha = 1.0f) {
  d::DrawGoodOnPlate(dl, kGoodStyles[good].picture, center, r, alpha, tm::kGoods[good].id);
}

// A goods card, face up: the band in the colour of its x3 good with the card's
// number, then three rows of icons (3, 2 and 1 of each good).
inline void GoodsCard(ImDrawList* dl, ImVec2 min, ImVec2 size, int card, bool dimmed = false,
                      const char* footer = nullptr) {
  const tm::CardInfo& c = tm::kCards[card];
  const std::string title = "#" + std::to_string(card + 1);
  d::CardFace face;
  face.band = kGoodStyles[c.three].color;
  face.title = title.c_str();
  face.dimmed = dimmed;
  face.footer = footer;
  d::Card(dl, min, size, face);
  const float alpha = dimmed ? 0.45f : 1.0f;
  const float band_h = d::CardBandHeight(size, true);
  const float footer_h = footer != nullptr ? d::CardFooterHeight(size) : 0.0f;
  const float body_top = min.y + band_h + 2;
  const float row_h = (size.y - band_h - footer_h - 6) / 3.0f;
  const float r = std::fmin(row_h * 0.36f, size.x / 8.5f);
  const int goods[3] = {c.three, c.two, c.one};
  for (int row = 0; row < 3; ++row) {
    const int count = 3 - row;
    const float cy = body_top + row_h * (float(row) + 0.5f);
    const float step = r * 2.4f;
    const float x0 = min.x + size.x * 0.5f - step * float(count - 1) * 0.5f;
    for (int k = 0; k < count; ++k) GoodIcon(dl, goods[row], ImVec2(x0 + step * float(k), cy), r, alpha);
  }
}

}  // namespace mercato::web::turin_market_view
