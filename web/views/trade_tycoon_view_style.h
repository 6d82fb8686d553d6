// Trade Tycoon's look, in one place: a colour AND a shape for every suit
// (colour-blind safe: east suits warm, west suits cool, each with its own
// icon), the balance card, skill cards, names in both languages, and the
// small drawing helpers shared by the table and its dialogs.
#pragma once

#include <string>

#include "draw/draw.h"
#include "games/trade_tycoon/trade_tycoon_cards.h"
#include "games/trade_tycoon/trade_tycoon_data.h"
#include "games/trade_tycoon/trade_tycoon_params.h"
#include "views/game_view.h"

namespace mercato::web::trade_tycoon_view {

namespace d = draw;
namespace tt = mercato::trade_tycoon;

struct SuitStyle {
  ImU32 color;
  d::Shape shape;
};

// China: vermilion star; Japan: rose sun (circle); Rome: blue shield (square);
// Persia: dark teal carpet lozenge (diamond). East = warm reds, west = cool darks,
// as the rule text's red and black regions.
inline const SuitStyle kSuitStyles[tt::kNumSuits] = {
    {d::Rgba(213, 70, 30), d::Shape::kStar},
    {d::Rgba(200, 60, 120), d::Shape::kCircle},
    {d::Rgba(40, 80, 150), d::Shape::kSquare},
    {d::Rgba(20, 100, 100), d::Shape::kDiamond},
};
// The ware each number trades (tt::kGoods), drawn as itself on the card
// (draw/goods.h; salt as in Merchants). Index = number - 1.
inline const d::GoodPicture kWarePictures[tt::kNumNumbers] = {
    d::GoodPicture::kSalt,   d::GoodPicture::kSalt,      d::GoodPicture::kTea,
    d::GoodPicture::kTea,    d::GoodPicture::kCarpet,    d::GoodPicture::kCarpet,
    d::GoodPicture::kGlass,  d::GoodPicture::kSpices,    d::GoodPicture::kJade,
    d::GoodPicture::kJade,   d::GoodPicture::kPorcelain, d::GoodPicture::kPorcelain,
    d::GoodPicture::kSilk,
};
// The ware's key for tests: its English name ("salt"), as Merchants' ids.
inline const char* WareKey(int number) { return tt::kGoods[number - 1].name_en; }

inline const ImU32 kBalanceColor = d::Rgba(214, 170, 60);
inline const ImU32 kSkillBackColor = d::Rgba(92, 58, 110);
inline const ImU32 kTradeSkillColor = d::palette::kOrange;
inline const ImU32 kValueSkillColor = d::palette::kGreen;

inline const char* SuitName(int suit, Lang lang) {
  return lang == Lang::kJapanese ? tt::kSuits[suit].name_ja : tt::kSuits[suit].name_en;
}
inline const char* StyleName(int suit, Lang lang) {
  return lang == Lang::kJapanese ? tt::kStyles[suit].name_ja : tt::kStyles[suit].name_en;
}
// How a style scores, at `numbers` (the table's in force; the rules page gives
// tt::TextNumbers()).
std::string StyleRule(int suit, const tt::Numbers& numbers, Lang lang);
inline const char* GoodName(int card, Lang lang) {
  const tt::GoodInfo& g = tt::kGoods[tt::CardNumber(card) - 1];
  return lang == Lang::kJapanese ? g.name_ja : g.name_en;
}
inline const char* SkillName(int skill, Lang lang) {
  return lang == Lang::kJapanese ? tt::kSkills[skill].name_ja : tt::kSkills[skill].name_en;
}
// What a skill does, a value skill at `numbers` (as StyleRule).
std::string SkillEffect(int skill, const tt::Numbers& numbers, Lang lang);
inline const char* RegionName(int region, Lang lang) {
  return lang == Lang::kJapanese ? tt::kRegions[region].name_ja : tt::kRegions[region].name_en;
}

// "7 China (glass)" / "中国の7（ガラス）": a card in words.
std::string CardWords(int card, Lang lang);

// A trade card face up: suit band and icon, the number large, the good below.
void TradeCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int card, Lang lang, bool dimmed = false);
// The same, small (a warehouse row, the named-card grid): number and icon only.
void MiniCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int card, bool dimmed = false);
// A trade card's back (the others' hands, the deck).
void TradeBack(ImDrawList* dl, ImVec2 at, ImVec2 size);
// The balance card: a gold card with scales and "7.5".
void BalanceCard(ImDrawList* dl, ImVec2 at, ImVec2 size);
// A skill card face up (band by kind), or its back when skill < 0.
void SkillCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int skill, Lang lang, bool used = false,
               bool face_down_mark = false);
// The style card: the laid card's suit and its style's name, or an empty place.
void StyleCard(ImDrawList* dl, ImVec2 at, ImVec2 size, int style_card, Lang lang);

}  // namespace mercato::web::trade_tycoon_view
