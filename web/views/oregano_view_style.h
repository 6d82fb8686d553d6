// Oregano Market's look, in one place: a colour AND a shape for every shop kind,
// a colour AND a picture for every resource (colour-blind safe; draw/goods.h), names in both languages, and the small
// drawing helpers shared by the table and its log.
#pragma once

#include <string>

#include "draw/draw.h"
#include "games/oregano/oregano_seat_view.h"
#include "views/game_view.h"

namespace mercato::web::oregano_view {

namespace d = draw;
namespace og = mercato::oregano;

struct Style {
  ImU32 color;
  d::Shape shape;
  d::GoodPicture picture = d::GoodPicture::kNone;  // resources: drawn as themselves
};

// Resources: wood two logs, stone a rock, metal stacked bars. Their merchants
// wear the same colour and picture.
inline const Style kResourceStyles[og::kNumResources] = {
    {d::palette::kBrown, d::Shape::kNone, d::GoodPicture::kWood},
    {d::Rgba(135, 135, 128), d::Shape::kNone, d::GoodPicture::kStone},
    {d::palette::kSky, d::Shape::kNone, d::GoodPicture::kMetal},
};

// café: an orange drop (coffee); variety store: a purple box; clothes: a green
// triangle (a hanger); restaurant: a vermilion star; fountain: a blue circle;
// jeweller: a yellow hexagon (a cut gem); casino: a black heart (a card suit);
// builder: a grey cross (two crossed tools).
inline const Style kShopStyles[og::kNumShopKinds] = {
    kResourceStyles[og::kWood],
    kResourceStyles[og::kStone],
    kResourceStyles[og::kMetal],
    {d::palette::kOrange, d::Shape::kDrop},
    {d::palette::kPurple, d::Shape::kSquare},
    {d::palette::kGreen, d::Shape::kTriangle},
    {d::palette::kRed, d::Shape::kStar},
    {d::palette::kBlue, d::Shape::kCircle},
    {d::palette::kYellow, d::Shape::kHexagon},
    {d::palette::kBlack, d::Shape::kHeart},
    {d::Rgba(95, 95, 100), d::Shape::kCross},
};

inline const ImU32 kStrategyBand = d::Rgba(120, 70, 140);
inline const ImU32 kBonusBand = d::Rgba(200, 150, 40);

inline bool Ja(Lang lang) { return lang == Lang::kJapanese; }

inline const char* ShopName(int kind, Lang lang) {
  return Ja(lang) ? og::kShops[kind].name_ja : og::kShops[kind].name_en;
}
inline const char* ResourceName(int resource, Lang lang) {
  return Ja(lang) ? og::kResourceNamesJa[resource] : og::kResourceNamesEn[resource];
}
inline const char* StrategyName(int card, Lang lang) {
  return Ja(lang) ? og::kStrategyNamesJa[card] : og::kStrategyNamesEn[card];
}
inline const char* StrategyGoal(int card, Lang lang) {
  return Ja(lang) ? og::kStrategyGoalsJa[card] : og::kStrategyGoalsEn[card];
}
inline const char* BonusName(int bonus, Lang lang) {
  return Ja(lang) ? og::kBonusNamesJa[bonus] : og::kBonusNamesEn[bonus];
}

// "1 wood + 5 gold", "無料" ...: a cost in cards and gold.
std::string CostText(int gold, const og::ResourceCount& cards, Lang lang);
// The group of a shop kind in words, and what it does (tooltips, rules), with
// the table's numbers.
std::string ShopHelp(int kind, const og::Numbers& numbers, Lang lang);
// The casino's roll in words: "1-4: pay 5 gold. 5-6: take 7 from everyone else."
std::string CasinoOdds(const og::Numbers& numbers, Lang lang);
// printf with one number, for a label.
std::string Format(const char* format, int a);

// A resource's picture (on a light plate where it lies on the table).
void ResourcePicture(ImDrawList* draw, int resource, ImVec2 center, float r, float alpha = 1.0f);
void ResourceOnPlate(ImDrawList* draw, int resource, ImVec2 center, float r);
// A shop token: a rounded square tile in the kind's colour with its icon, a
// darker edge, and small level pips along its bottom edge.
void ShopToken(ImDrawList* draw, ImVec2 min, float size, int kind, int level, bool dimmed = false);
// A resource card with its count.
void ResourceCard(ImDrawList* draw, ImVec2 min, ImVec2 size, int resource, int count);
// A die face (1..6) with pips, rotated by `angle` radians around its centre.
void DieFace(ImDrawList* draw, ImVec2 center, float size, int face, float angle = 0);

}  // namespace mercato::web::oregano_view
