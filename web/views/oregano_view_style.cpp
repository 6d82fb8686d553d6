#include "views/oregano_view_style.h"

#include <cmath>
#include <cstdio>

namespace mercato::web::oregano_view {

std::string CostText(int gold, const og::ResourceCount& cards, Lang lang) {
  std::string out;
  for (int r = 0; r < og::kNumResources; ++r) {
    if (cards[r] == 0) continue;
    if (!out.empty()) out += " + ";
    out += std::to_string(cards[r]);
    out += Ja(lang) ? "" : " ";
    out += ResourceName(r, lang);
  }
  if (gold > 0) {
    if (!out.empty()) out += " + ";
    out += std::to_string(gold);
    out += Tr(lang, " gold", "ゴールド");
  }
  if (out.empty()) out = Tr(lang, "free", "無料");
  return out;
}

std::string Format(const char* format, int a) {
  char text[200];
  std::snprintf(text, sizeof(text), format, a);
  return text;
}

std::string CasinoOdds(const og::Numbers& n, Lang lang) {
  // Faces 1..L lose, L+1..6 win (L may be 0 or 6: one side never happens).
  auto faces = [&](int from, int to) {
    return from == to ? std::to_string(from) : std::to_string(from) + Tr(lang, "-", "～") + std::to_string(to);
  };
  std::string out;
  const int losing = n.casino_losing_faces;
  if (losing >= 1) {
    out += faces(1, losing) + Format(Tr(lang, ": pay %d gold. ", "で%dゴールドを失い、"), n.casino_loss);
  }
  if (losing < 6) {
    out += faces(losing + 1, 6) +
           Format(Tr(lang, ": take %d from everyone else.", "で他の全員から%dゴールド奪う。"), n.casino_payout);
  }
  return out;
}

std::string ShopHelp(int kind, const og::Numbers& n, Lang lang) {
  const og::ShopSpec& spec = og::kShops[kind];
  std::string out;
  switch (spec.group) {
    case og::ShopGroup::kResource:
      out = Tr(lang, "Resource shop: yields its level in ", "資源店：レベルと同じ数の");
      out += ResourceName(spec.produces, lang);
      out += Format(Tr(lang, " cards. Others pay you %d gold to use it.",
                       "を産出。他のプレイヤーが使うと%dゴールドを受け取る。"), n.merchant_fee);
      return out;
    case og::ShopGroup::kGeneral:
      out = Tr(lang, "General shop: pays ", "一般店：毎ターン配当");
      out += std::to_string(n.dividend[size_t(kind)]);
      out += Tr(lang, " gold each turn at level 1, +1 per level.", "ゴールド（レベル1）、レベルごとに+1。");
      return out;
    case og::ShopGroup::kSpecial:
      break;
  }
  switch (kind) {
    case og::kFountain:
      return Format(Tr(lang, "Special: each of your general shops pays %d more dividend.",
                       "特殊店：自分の一般店の配当金がそれぞれ+%dゴールド。"), n.fountain_bonus);
    case og::kJeweller:
      return Format(Tr(lang, "Special: +%d gold on each of your sales.", "特殊店：売却で得る金額が+%dゴールド。"),
                    n.jeweller_bonus);
    case og::kCasino:
      return Tr(lang, "Special: at the end of your turn you may roll: ",
                "特殊店：自ターンの終わりにダイスを振れる。") + CasinoOdds(n, lang);
    case og::kBuilder:
      return Tr(lang, "Special: needed to level up your shops.", "特殊店：店のレベルアップに必要。");
    default:
      return "";
  }
}

void ResourcePicture(ImDrawList* draw, int resource, ImVec2 center, float r, float alpha) {
  d::DrawGood(draw, kResourceStyles[resource].picture, center, r, alpha, og::kResourceIds[resource]);
}

void ResourceOnPlate(ImDrawList* draw, int resource, ImVec2 center, float r) {
  d::DrawGoodOnPlate(draw, kResourceStyles[resource].picture, center, r, 1.0f, og::kResourceIds[resource]);
}

void ShopToken(ImDrawList* draw, ImVec2 min, float size, int kind, int level, bool dimmed) {
  const Style& style = kShopStyles[kind];
  const ImVec2 max = min + ImVec2(size, size);
  const float rounding = size * 0.16f;
  d::Shadow(draw, min, max, rounding, dimmed ? 0.4f : 0.8f);
  const ImU32 face = dimmed ? d::Mix(style.color, d::Rgba(160, 150, 140), 0.6f) : style.color;
  draw->AddRectFilled(min, max, d::Shade(face, 0.7f), rounding);
  draw->AddRectFilled(min, max - ImVec2(0, size * 0.06f), face, rounding);
  // A light plate for the icon so every colour reads, dark ones included.
  const ImVec2 center = min + ImVec2(size * 0.5f, size * 0.45f);
  draw->AddCircleFilled(center, size * 0.3f, d::Fade(d::palette::kPaper, dimmed ? 0.5f : 0.92f), 24);
  if (og::kShops[kind].produces >= 0) {
    ResourcePicture(draw, og::kShops[kind].produces, center, size * 0.25f, dimmed ? 0.5f : 1.0f);
  } else {
    d::Icon(draw, style.shape, center, size * 0.21f, face, d::Shade(face, 0.55f));
  }
  // Level pips: one per level along the bottom edge.
  if (og::kShops[kind].group != og::ShopGroup::kSpecial) {
    const float pip = std::max(1.5f, size * 0.05f);
    const float gap = pip * 2.8f;
    const float start = min.x + size * 0.5f - gap * (level - 1) * 0.5f;
    for (int i = 0; i < level; ++i) {
      draw->AddCircleFilled(ImVec2(start + gap * i, max.y - size * 0.13f), pip,
                            d::InkOn(face), 8);
    }
  }
  draw->AddRect(min, max, d::Shade(face, 0.5f), rounding, 0, 1.2f);
}

void ResourceCard(ImDrawList* draw, ImVec2 min, ImVec2 size, int resource, int count) {
  const Style& style = kResourceStyles[resource];
  d::CardFace face;
  face.band = style.color;
  face.good = style.picture;
  face.good_key = og::kResourceIds[resource];
  face.dimmed = count == 0;
  d::Card(draw, min, size, face);
  const std::string text = std::to_string(count);
  d::Badge(draw, min + ImVec2(size.x - 4, size.y - 4), text.c_str(),
           count == 0 ? d::palette::kDisabled : d::palette::kInk);
}

void DieFace(ImDrawList* draw, ImVec2 center, float size, int face, float angle) {
  const float c = std::cos(angle), s = std::sin(angle);
  auto at = [&](float x, float y) {  // die coordinates in [-1, 1]
    return center + ImVec2((x * c - y * s) * size * 0.5f, (x * s + y * c) * size * 0.5f);
  };
  const ImVec2 corners[4] = {at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)};
  draw->AddQuadFilled(corners[0] + ImVec2(3, 4), corners[1] + ImVec2(3, 4), corners[2] + ImVec2(3, 4),
                      corners[3] + ImVec2(3, 4), d::Rgba(0, 0, 0, 70));
  draw->AddQuadFilled(corners[0], corners[1], corners[2], corners[3], d::palette::kPaper);
  draw->AddQuad(corners[0], corners[1], corners[2], corners[3], d::palette::kCardEdge, 1.5f);
  static const float kPips[7][6][2] = {
      {},
      {{0, 0}},
      {{-0.5f, -0.5f}, {0.5f, 0.5f}},
      {{-0.5f, -0.5f}, {0, 0}, {0.5f, 0.5f}},
      {{-0.5f, -0.5f}, {0.5f, -0.5f}, {-0.5f, 0.5f}, {0.5f, 0.5f}},
      {{-0.5f, -0.5f}, {0.5f, -0.5f}, {0, 0}, {-0.5f, 0.5f}, {0.5f, 0.5f}},
      {{-0.5f, -0.55f}, {0.5f, -0.55f}, {-0.5f, 0}, {0.5f, 0}, {-0.5f, 0.55f}, {0.5f, 0.55f}},
  };
  if (face < 1 || face > 6) return;
  const ImU32 ink = face >= 5 ? d::palette::kRed : d::palette::kInk;  // the winning faces in red
  for (int i = 0; i < face; ++i) {
    draw->AddCircleFilled(at(kPips[face][i][0], kPips[face][i][1]), size * 0.09f, ink, 12);
  }
}

}  // namespace mercato::web::oregano_view
