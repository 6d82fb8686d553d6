// A rectangle on the screen, in pixels: what the games' layouts hand out
// (web/views/<id>_view_layout.h) and their views draw into.
#pragma once

#include "imgui.h"

namespace mercato::web::draw {

struct Rect {
  ImVec2 min, max;
  ImVec2 Size() const { return ImVec2(max.x - min.x, max.y - min.y); }
  ImVec2 Center() const { return ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f); }
  float Width() const { return max.x - min.x; }
  float Height() const { return max.y - min.y; }
  // Half-open, as ImGui's own hit tests: a point on the right or bottom edge is outside.
  bool Contains(ImVec2 p) const { return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y; }
};

}  // namespace mercato::web::draw
