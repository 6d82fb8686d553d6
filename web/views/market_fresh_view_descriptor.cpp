// Market Fresh's one registration on the web side (views/view_descriptor.h).
#include "draw/draw.h"
#include "views/market_fresh_view.h"
#include "views/view_descriptor.h"

namespace mercato::web::views::market_fresh {

namespace {

namespace d = draw;

// A crate of produce.
void Emblem(ImDrawList* draw, ImVec2 c, float r) {
  d::Crate(draw, ImVec2(c.x - r * 0.9f, c.y - r * 0.1f), ImVec2(r * 1.8f, r * 0.9f),
           d::Rgba(190, 140, 80));
  d::DrawGood(draw, d::GoodPicture::kTomato, ImVec2(c.x - r * 0.45f, c.y - r * 0.3f), r * 0.32f);
  d::DrawGood(draw, d::GoodPicture::kEggplant, ImVec2(c.x + r * 0.05f, c.y - r * 0.38f), r * 0.32f);
  d::DrawGood(draw, d::GoodPicture::kLemon, ImVec2(c.x + r * 0.5f, c.y - r * 0.3f), r * 0.32f);
}

}  // namespace

ViewDescriptor Descriptor() {
  return {
      "market_fresh",
      MakeMarketFreshView,
      d::Rgba(200, 120, 40),
      Emblem,
      "Stack two-produce crates on your storefront so the freshest produce shows on top.",
      "2種の農産物の木箱を店先に積み、いちばん新鮮な品を上に見せます。",
      {
          {"grid", "Storefront", "店先", "The size of each storefront (solo always plays 4x4).",
           "店先の大きさです（ソロは常に4×4）。"},
          {"scoring", "Scoring", "得点計算", "Standard scoring or the crate height variant.",
           "通常の得点計算か、木箱の高さのバリアントです。"},
      },
      {
          {"grid", "5x5", "5 × 5", "5×5"},
          {"grid", "4x4", "4 × 4", "4×4"},
          {"scoring", "standard", "Standard", "通常"},
          {"scoring", "height", "Crate height", "木箱の高さ"},
      },
  };
}

}  // namespace mercato::web::views::market_fresh
