// The Merchants components drawn in more than a few lines: a special card
// (the Ship card shows a ship) and a ship with its cube.
#include "views/merchants_view_style.h"

#include <algorithm>

namespace mercato::web::merchants_view {

void SpecialCard(ImDrawList* dl, ImVec2 at, ImVec2 size, d::CardFace face, int kind) {
  if (kind != mm::kShip) {
    d::Card(dl, at, size, face);
    return;
  }
  face.icon = d::Shape::kNone;  // the ship is drawn as a ship
  d::Card(dl, at, size, face);
  const float w = std::min(size.x * 0.62f, size.y * 0.52f);
  Ship(dl, at + ImVec2(size.x * 0.5f, size.y - std::max(6.0f, size.y * 0.2f)), w, -2);
}

// A hull with a cube aboard; an empty ship (setup) shows an outline on deck;
// good -2 draws a mast and sail instead (the Ship card).
void Ship(ImDrawList* dl, ImVec2 keel, float w, int good) {
  const float h = w * 0.3f;
  const ImU32 wood = d::Rgba(128, 82, 46);
  const ImVec2 p[4] = {keel + ImVec2(-w * 0.5f, -h), keel + ImVec2(w * 0.5f, -h),
                       keel + ImVec2(w * 0.34f, 0), keel + ImVec2(-w * 0.34f, 0)};
  dl->AddConvexPolyFilled(p, 4, wood);
  dl->AddLine(p[0] + ImVec2(2, 2), p[1] + ImVec2(-2, 2), d::Shade(wood, 1.35f), 1.5f);
  dl->AddPolyline(p, 4, d::Shade(wood, 0.55f), ImDrawFlags_Closed, 1.2f);
  const float cube = w * 0.44f;
  const ImVec2 c = keel - ImVec2(0, h + cube * 0.5f + 1);
  if (good == -2) {
    const ImVec2 mast_foot = keel - ImVec2(0, h);
    dl->AddLine(mast_foot, mast_foot - ImVec2(0, w * 0.8f), d::Shade(wood, 0.6f), 2.0f);
    const ImVec2 sail[3] = {mast_foot - ImVec2(-2, w * 0.78f), mast_foot - ImVec2(-2, w * 0.12f),
                            mast_foot - ImVec2(-w * 0.42f, w * 0.16f)};
    dl->AddConvexPolyFilled(sail, 3, d::palette::kPaper);
    dl->AddPolyline(sail, 3, d::Shade(wood, 0.6f), ImDrawFlags_Closed, 1.0f);
  } else if (good >= 0) {
    GoodCube(dl, c, cube, good);
  } else {
    dl->AddRect(c - ImVec2(cube * 0.5f, cube * 0.5f), c + ImVec2(cube * 0.5f, cube * 0.5f),
                d::Rgba(255, 255, 255, 110), 3.0f, 0, 1.2f);
  }
}

void GoodCube(ImDrawList* dl, ImVec2 center, float size, int good) {
  d::Cube(dl, center, size, kGoodStyles[good].color);
  GoodOnPlate(dl, good, center, size * 0.4f);
}

void GoodOnPlate(ImDrawList* dl, int good, ImVec2 center, float r) {
  d::DrawGoodOnPlate(dl, kGoodStyles[good].picture, center, r, 1.0f, mm::kGoods[good].id);
}

void ShipPicture(ImDrawList* dl, ImVec2 center, float r) {
  Ship(dl, center + ImVec2(0, r * 0.8f), r * 1.6f, -2);
}

}  // namespace mercato::web::merchants_view
