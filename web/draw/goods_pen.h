// The pen the goods pictures draw with (goods_produce.cpp, goods_wares.cpp):
// coordinates in the picture's own unit square ([-1, 1] both ways, y down),
// colours faded by the picture's alpha, lines that scale with the picture but
// never thinner than a pixel.
//
// ImGui 1.86 fills only convex shapes, so a picture is built from convex parts
// (circles, ellipses, convex polygons and bezier blobs). Parts that belong to
// one silhouette are drawn as a Body: first every part in the edge colour,
// grown by the line width, then every part in its fill, so the outline goes
// round the whole silhouette and not between its parts.
#pragma once

#include <cmath>
#include <initializer_list>
#include <vector>

#include "draw/draw.h"

namespace mercato::web::draw::goods {

inline constexpr float kPi = 3.14159265f;

struct Pen {
  ImDrawList* dl;
  ImVec2 c;
  float r;
  float alpha;

  ImVec2 P(float x, float y) const { return ImVec2(c.x + x * r, c.y + y * r); }
  ImU32 C(ImU32 color) const { return Fade(color, alpha); }
  // A line `w` units wide (at least a pixel).
  float W(float w) const { return std::fmax(1.0f, w * r); }
  // The outline's width: thin at 14 px, in proportion at 60 px.
  float Edge() const { return std::fmax(1.0f, r * 0.08f); }
};

// One convex part of a silhouette, as points in picture units.
using Part = std::vector<ImVec2>;

// An ellipse centred on (x, y), radii rx, ry, turned by `angle` radians.
Part Ellipse(float x, float y, float rx, float ry, float angle = 0, int segments = 28);
inline Part Circle(float x, float y, float rr) { return Ellipse(x, y, rr, rr); }
// A closed cubic bezier path: `points` = start, then (control, control, end)
// triples; the last end should equal the start. Must enclose a convex shape.
Part Bezier(std::initializer_list<ImVec2> points, int steps = 8);
// Every point of a part turned by `angle` around (x, y).
Part Turned(Part part, float x, float y, float angle);

// Fills a convex part with an outline of its own.
void Fill(const Pen& pen, const Part& part, ImU32 fill, ImU32 edge);
// Fills a part that is star-shaped around (x, y) though not convex (a heart,
// an onion's neck), with its outline.
void Fan(const Pen& pen, const Part& part, float x, float y, ImU32 fill, ImU32 edge);
// A star of `points` points around (x, y): radii outer and inner, squashed
// vertically by `squash` (a calyx seen from the side).
Part Star(float x, float y, int points, float outer, float inner, float squash = 1);
// Fills several parts as one silhouette with one outline (see above).
void Body(const Pen& pen, std::initializer_list<const Part*> parts, ImU32 fill, ImU32 edge);
void Body(const Pen& pen, const std::vector<Part>& parts, ImU32 fill, ImU32 edge);
// A stroke through points (picture units), `w` units wide.
void Line(const Pen& pen, std::initializer_list<ImVec2> points, ImU32 color, float w);
// A stroked cubic curve from a to d.
void Curve(const Pen& pen, ImVec2 a, ImVec2 b, ImVec2 c, ImVec2 d, ImU32 color, float w);
// A small light fleck (a highlight): only from 10 px up, where it adds shine.
void Shine(const Pen& pen, float x, float y, float rx, float ry, float angle = 0);

}  // namespace mercato::web::draw::goods
