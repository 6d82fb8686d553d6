#include "app/catalog.h"

#include <cmath>

#include "draw/draw.h"
#include "engine/registry.h"

namespace mercato::web {

namespace d = draw;

const std::vector<CatalogEntry>& Catalog() {
  static const std::vector<CatalogEntry> kCatalog = {
      {"turin_market", "Turin Market", "トリノ・マーケット", 2, 5, 45, d::Rgba(150, 60, 50)},
      {"oregano", "Oregano Market", "オレガノ・マーケット", 2, 4, 40, d::Rgba(70, 120, 60)},
      {"market_fresh", "Market Fresh", "マーケットフレッシュ", 1, 4, 30, d::Rgba(200, 120, 40)},
      {"merchants", "Merchants", "交易王", 2, 4, 30, d::Rgba(40, 90, 140)},
      {"trade_tycoon", "Trade Tycoon", "トレードタイクーン", 3, 3, 45, d::Rgba(110, 70, 130)},
  };
  return kCatalog;
}

const CatalogEntry* FindCatalogEntry(const std::string& id) {
  for (const CatalogEntry& entry : Catalog()) {
    if (id == entry.id) return &entry;
  }
  return nullptr;
}

const GameInfo* RegisteredInfo(const std::string& id) {
  const GameEntry* entry = FindGame(id);
  return entry != nullptr ? &entry->info() : nullptr;
}

std::string GameName(const std::string& id, Lang lang) {
  if (const GameInfo* info = RegisteredInfo(id)) {
    const std::string& name = lang == Lang::kJapanese ? info->name_ja : info->name_en;
    if (!name.empty()) return name;
  }
  if (const CatalogEntry* entry = FindCatalogEntry(id)) {
    return lang == Lang::kJapanese ? entry->name_ja : entry->name_en;
  }
  return id;
}

namespace {

void Ship(ImDrawList* draw, ImVec2 c, float r) {
  // Hull, mast and sail, with three goods cubes on deck.
  const ImVec2 hull[] = {{c.x - r * 0.95f, c.y + r * 0.25f}, {c.x + r * 0.95f, c.y + r * 0.25f},
                         {c.x + r * 0.65f, c.y + r * 0.7f}, {c.x - r * 0.65f, c.y + r * 0.7f}};
  draw->AddConvexPolyFilled(hull, 4, d::Rgba(120, 70, 35));
  draw->AddPolyline(hull, 4, d::Rgba(60, 35, 15), ImDrawFlags_Closed, 2.0f);
  draw->AddLine(ImVec2(c.x, c.y + r * 0.25f), ImVec2(c.x, c.y - r * 0.95f), d::Rgba(70, 45, 25), 3.0f);
  draw->AddTriangleFilled(ImVec2(c.x + 3, c.y - r * 0.9f), ImVec2(c.x + 3, c.y - r * 0.05f),
                          ImVec2(c.x + r * 0.7f, c.y - r * 0.1f), d::Rgba(250, 244, 230));
  draw->AddTriangle(ImVec2(c.x + 3, c.y - r * 0.9f), ImVec2(c.x + 3, c.y - r * 0.05f),
                    ImVec2(c.x + r * 0.7f, c.y - r * 0.1f), d::Rgba(150, 130, 100), 1.5f);
  d::Cube(draw, ImVec2(c.x - r * 0.55f, c.y + r * 0.08f), r * 0.28f, d::palette::kBlue, d::Shape::kDrop);
  d::Cube(draw, ImVec2(c.x - r * 0.22f, c.y + r * 0.08f), r * 0.28f, d::palette::kYellow, d::Shape::kStar);
  // Waves.
  for (int i = 0; i < 3; ++i) {
    const float x = c.x - r * 0.8f + float(i) * r * 0.6f;
    draw->PathArcTo(ImVec2(x + r * 0.15f, c.y + r * 0.85f), r * 0.15f, 3.14f, 6.28f, 8);
    draw->PathStroke(d::Rgba(220, 240, 255, 220), 0, 2.0f);
  }
}

void Coins(ImDrawList* draw, ImVec2 c, float r) {
  d::CardBack(draw, ImVec2(c.x - r * 0.95f, c.y - r * 0.85f), ImVec2(r * 0.8f, r * 1.15f),
              d::Rgba(150, 60, 50));
  d::Card(draw, ImVec2(c.x - r * 0.45f, c.y - r * 0.95f), ImVec2(r * 0.8f, r * 1.15f),
          {.band = d::palette::kPurple, .icon = d::Shape::kDiamond});
  d::Coin(draw, ImVec2(c.x + r * 0.45f, c.y + r * 0.55f), r * 0.36f, 5);
  d::Coin(draw, ImVec2(c.x + r * 0.05f, c.y + r * 0.62f), r * 0.3f, 1);
}

void Herbs(ImDrawList* draw, ImVec2 c, float r) {
  d::Crate(draw, ImVec2(c.x - r * 0.8f, c.y - r * 0.05f), ImVec2(r * 1.6f, r * 0.85f),
           d::Rgba(170, 120, 70));
  d::Icon(draw, d::Shape::kLeaf, ImVec2(c.x - r * 0.35f, c.y - r * 0.35f), r * 0.45f,
          d::palette::kGreen);
  d::Icon(draw, d::Shape::kLeaf, ImVec2(c.x + r * 0.3f, c.y - r * 0.45f), r * 0.5f,
          d::Rgba(90, 170, 80));
  d::Token(draw, ImVec2(c.x + r * 0.55f, c.y + r * 0.55f), r * 0.3f, d::palette::kOrange,
           d::Shape::kCircle);
}

void Produce(ImDrawList* draw, ImVec2 c, float r) {
  d::Crate(draw, ImVec2(c.x - r * 0.9f, c.y - r * 0.1f), ImVec2(r * 1.8f, r * 0.9f),
           d::Rgba(190, 140, 80));
  d::Icon(draw, d::Shape::kCircle, ImVec2(c.x - r * 0.45f, c.y - r * 0.3f), r * 0.3f, d::palette::kRed);
  d::Icon(draw, d::Shape::kHeart, ImVec2(c.x + r * 0.05f, c.y - r * 0.38f), r * 0.3f,
          d::Rgba(200, 40, 60));
  d::Icon(draw, d::Shape::kCrescent, ImVec2(c.x + r * 0.5f, c.y - r * 0.3f), r * 0.3f,
          d::palette::kYellow);
}

void Tycoon(ImDrawList* draw, ImVec2 c, float r) {
  d::Card(draw, ImVec2(c.x - r * 0.95f, c.y - r * 0.8f), ImVec2(r * 0.8f, r * 1.15f),
          {.band = d::palette::kSky, .icon = d::Shape::kHexagon});
  d::Card(draw, ImVec2(c.x - r * 0.35f, c.y - r * 0.95f), ImVec2(r * 0.8f, r * 1.15f),
          {.band = d::palette::kGreen, .icon = d::Shape::kTriangle});
  d::Token(draw, ImVec2(c.x + r * 0.55f, c.y + r * 0.45f), r * 0.42f, d::Rgba(110, 70, 130),
           d::Shape::kStar);
}

}  // namespace

void DrawEmblem(ImDrawList* draw, const std::string& id, ImVec2 center, float r) {
  if (id == "merchants") Ship(draw, center, r);
  else if (id == "turin_market") Coins(draw, center, r);
  else if (id == "oregano") Herbs(draw, center, r);
  else if (id == "market_fresh") Produce(draw, center, r);
  else if (id == "trade_tycoon") Tycoon(draw, center, r);
  else d::Icon(draw, d::Shape::kStar, center, r * 0.6f, d::palette::kGold);
}

}  // namespace mercato::web
