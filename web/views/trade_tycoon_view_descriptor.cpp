// Trade Tycoon's one registration on the web side (views/view_descriptor.h).
#include "draw/draw.h"
#include "views/trade_tycoon_view.h"
#include "views/view_descriptor.h"

namespace mercato::web::views::trade_tycoon {

namespace {

namespace d = draw;

// Two cards and a star token.
void Emblem(ImDrawList* draw, ImVec2 c, float r) {
  d::Card(draw, ImVec2(c.x - r * 0.95f, c.y - r * 0.8f), ImVec2(r * 0.8f, r * 1.15f),
          {.band = d::palette::kSky, .good = d::GoodPicture::kSilk});
  d::Card(draw, ImVec2(c.x - r * 0.35f, c.y - r * 0.95f), ImVec2(r * 0.8f, r * 1.15f),
          {.band = d::palette::kGreen, .good = d::GoodPicture::kSpices});
  d::Token(draw, ImVec2(c.x + r * 0.55f, c.y + r * 0.45f), r * 0.42f, d::Rgba(110, 70, 130),
           d::Shape::kStar);
}

}  // namespace

// Trade Tycoon has no options.
ViewDescriptor Descriptor() {
  return {"trade_tycoon", MakeTradeTycoonView, d::Rgba(110, 70, 130), Emblem,
          "Trade cards from hand to hand along the Silk Road and score in your own style.",
          "シルクロードで手札を取引し、自分のスタイルで得点します。",
          {},
          {}};
}

}  // namespace mercato::web::views::trade_tycoon
