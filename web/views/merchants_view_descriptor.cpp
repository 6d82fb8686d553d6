// Merchants' one registration on the web side (views/view_descriptor.h).
#include "draw/draw.h"
#include "views/merchants_view.h"
#include "views/merchants_view_style.h"
#include "views/view_descriptor.h"

namespace mercato::web::views::merchants {

namespace {

namespace d = draw;

// A ship with goods cubes on deck, on waves.
void Emblem(ImDrawList* draw, ImVec2 c, float r) {
  const ImVec2 hull[] = {{c.x - r * 0.95f, c.y + r * 0.25f},
                         {c.x + r * 0.95f, c.y + r * 0.25f},
                         {c.x + r * 0.65f, c.y + r * 0.7f},
                         {c.x - r * 0.65f, c.y + r * 0.7f}};
  draw->AddConvexPolyFilled(hull, 4, d::Rgba(120, 70, 35));
  draw->AddPolyline(hull, 4, d::Rgba(60, 35, 15), ImDrawFlags_Closed, 2.0f);
  draw->AddLine(ImVec2(c.x, c.y + r * 0.25f), ImVec2(c.x, c.y - r * 0.95f), d::Rgba(70, 45, 25),
                3.0f);
  draw->AddTriangleFilled(ImVec2(c.x + 3, c.y - r * 0.9f), ImVec2(c.x + 3, c.y - r * 0.05f),
                          ImVec2(c.x + r * 0.7f, c.y - r * 0.1f), d::Rgba(250, 244, 230));
  draw->AddTriangle(ImVec2(c.x + 3, c.y - r * 0.9f), ImVec2(c.x + 3, c.y - r * 0.05f),
                    ImVec2(c.x + r * 0.7f, c.y - r * 0.1f), d::Rgba(150, 130, 100), 1.5f);
  merchants_view::GoodCube(draw, ImVec2(c.x - r * 0.55f, c.y + r * 0.08f), r * 0.28f, mercato::merchants::kIndigo);
  merchants_view::GoodCube(draw, ImVec2(c.x - r * 0.22f, c.y + r * 0.08f), r * 0.28f, mercato::merchants::kPepper);
  for (int i = 0; i < 3; ++i) {
    const float x = c.x - r * 0.8f + float(i) * r * 0.6f;
    draw->PathArcTo(ImVec2(x + r * 0.15f, c.y + r * 0.85f), r * 0.15f, 3.14f, 6.28f, 8);
    draw->PathStroke(d::Rgba(220, 240, 255, 220), 0, 2.0f);
  }
}

}  // namespace

// Merchants has no options.
ViewDescriptor Descriptor() {
  return {"merchants", MakeMerchantsView, d::Rgba(40, 90, 140), Emblem,
          "Load your ships with goods and play cards to meet the market's demand.",
          "船に商品を積み、カードを出して市場の需要に応えます。",
          {},
          {}};
}

}  // namespace mercato::web::views::merchants
