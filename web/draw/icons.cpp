// Icon shapes. Convex shapes are filled directly; the others (star, cross, heart,
// drop) are star-shaped around their centre and filled as a triangle fan; the
// crescent is filled as a strip between two arcs. Every shape gets an
// anti-aliased outline in a darker shade.
#include <cmath>
#include <vector>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

constexpr float kPi = 3.14159265f;

std::vector<ImVec2> Regular(ImVec2 c, float r, int sides, float start) {
  std::vector<ImVec2> p;
  for (int i = 0; i < sides; ++i) {
    const float a = start + 2 * kPi * float(i) / float(sides);
    p.push_back(ImVec2(c.x + r * std::cos(a), c.y + r * std::sin(a)));
  }
  return p;
}

std::vector<ImVec2> StarPoints(ImVec2 c, float r) {
  std::vector<ImVec2> p;
  for (int i = 0; i < 10; ++i) {
    const float a = -kPi / 2 + kPi * float(i) / 5.0f;
    const float rr = i % 2 == 0 ? r : r * 0.45f;
    p.push_back(ImVec2(c.x + rr * std::cos(a), c.y + rr * std::sin(a)));
  }
  return p;
}

std::vector<ImVec2> CrossPoints(ImVec2 c, float r) {
  const float t = r * 0.36f;
  return {{c.x - t, c.y - r}, {c.x + t, c.y - r}, {c.x + t, c.y - t}, {c.x + r, c.y - t},
          {c.x + r, c.y + t}, {c.x + t, c.y + t}, {c.x + t, c.y + r}, {c.x - t, c.y + r},
          {c.x - t, c.y + t}, {c.x - r, c.y + t}, {c.x - r, c.y - t}, {c.x - t, c.y - t}};
}

std::vector<ImVec2> HeartPoints(ImVec2 c, float r) {
  std::vector<ImVec2> p;
  const float s = r / 17.0f;
  for (int i = 0; i < 40; ++i) {
    const float t = 2 * kPi * float(i) / 40.0f;
    const float x = 16 * std::pow(std::sin(t), 3.0f);
    const float y = 13 * std::cos(t) - 5 * std::cos(2 * t) - 2 * std::cos(3 * t) - std::cos(4 * t);
    p.push_back(ImVec2(c.x + x * s, c.y - y * s + r * 0.1f));
  }
  return p;
}

std::vector<ImVec2> DropPoints(ImVec2 c, float r) {
  std::vector<ImVec2> p;
  const ImVec2 round_center(c.x, c.y + r * 0.3f);
  const float rr = r * 0.66f;
  p.push_back(ImVec2(c.x, c.y - r));
  for (int i = 0; i <= 24; ++i) {  // the round bottom, from right to left
    const float a = -kPi * 0.2f + (kPi * 1.4f) * float(i) / 24.0f;
    p.push_back(ImVec2(round_center.x + rr * std::cos(a), round_center.y + rr * std::sin(a)));
  }
  return p;
}

std::vector<ImVec2> LeafPoints(ImVec2 c, float r) {
  std::vector<ImVec2> p;
  for (int i = 0; i < 32; ++i) {  // a pointed lens: x = w sin(t) |sin(t)|^0.5 stays convex
    const float t = float(i) / 32.0f * 2 * kPi;
    const float s = std::sin(t);
    p.push_back(ImVec2(c.x + r * 0.55f * s * std::sqrt(std::fabs(s)), c.y - r * std::cos(t)));
  }
  // Tilt the leaf by 35 degrees.
  const float a = 0.6f, ca = std::cos(a), sa = std::sin(a);
  for (ImVec2& q : p) {
    const ImVec2 d = q - c;
    q = ImVec2(c.x + d.x * ca - d.y * sa, c.y + d.x * sa + d.y * ca);
  }
  return p;
}

void FillFan(ImDrawList* draw, const std::vector<ImVec2>& points, ImVec2 center, ImU32 fill) {
  for (size_t i = 0; i < points.size(); ++i) {
    draw->AddTriangleFilled(center, points[i], points[(i + 1) % points.size()], fill);
  }
}

void Outline(ImDrawList* draw, const std::vector<ImVec2>& points, ImU32 edge, float r) {
  draw->AddPolyline(points.data(), int(points.size()), edge, ImDrawFlags_Closed,
                    std::fmax(1.0f, r * 0.12f));
}

void Crescent(ImDrawList* draw, ImVec2 c, float r, ImU32 fill, ImU32 edge) {
  // Outer arc of the disc and inner arc of an offset disc, joined at the horns.
  const int n = 24;
  const ImVec2 inner_center(c.x + r * 0.45f, c.y - r * 0.2f);
  const float inner_r = r * 0.8f;
  std::vector<ImVec2> outer, inner;
  for (int i = 0; i <= n; ++i) {
    const float a = kPi * 0.25f + kPi * 1.55f * float(i) / float(n);
    outer.push_back(ImVec2(c.x + r * std::cos(a), c.y + r * std::sin(a)));
  }
  for (int i = 0; i <= n; ++i) {
    // Project each outer point towards the inner circle for the strip's other side.
    const ImVec2 d = outer[i] - inner_center;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    const float k = std::fmin(1.0f, inner_r / std::fmax(len, 1e-3f));
    inner.push_back(ImVec2(inner_center.x + d.x * k, inner_center.y + d.y * k));
  }
  for (int i = 0; i < n; ++i) {
    draw->AddQuadFilled(outer[i], outer[i + 1], inner[i + 1], inner[i], fill);
  }
  std::vector<ImVec2> loop(outer);
  for (int i = n; i >= 0; --i) loop.push_back(inner[i]);
  Outline(draw, loop, edge, r);
}

}  // namespace

void Icon(ImDrawList* draw, Shape shape, ImVec2 c, float r, ImU32 fill, ImU32 edge) {
  if (edge == 0) edge = Shade(fill, 0.55f);
  const float line = std::fmax(1.0f, r * 0.12f);
  switch (shape) {
    case Shape::kNone:
      return;
    case Shape::kCircle:
      draw->AddCircleFilled(c, r, fill, 32);
      draw->AddCircle(c, r, edge, 32, line);
      return;
    case Shape::kSquare: {
      const float h = r * 0.86f;
      draw->AddRectFilled(c - ImVec2(h, h), c + ImVec2(h, h), fill, r * 0.15f);
      draw->AddRect(c - ImVec2(h, h), c + ImVec2(h, h), edge, r * 0.15f, 0, line);
      return;
    }
    case Shape::kTriangle:
    case Shape::kDiamond:
    case Shape::kPentagon:
    case Shape::kHexagon: {
      const int sides = shape == Shape::kTriangle ? 3
                        : shape == Shape::kDiamond ? 4
                        : shape == Shape::kPentagon ? 5 : 6;
      const float start = shape == Shape::kHexagon ? 0.0f : -kPi / 2;
      ImVec2 center = c;
      if (shape == Shape::kTriangle) center.y += r * 0.15f;  // optical centre
      std::vector<ImVec2> p = Regular(center, shape == Shape::kTriangle ? r * 1.1f : r, sides, start);
      draw->AddConvexPolyFilled(p.data(), int(p.size()), fill);
      Outline(draw, p, edge, r);
      return;
    }
    case Shape::kStar: {
      std::vector<ImVec2> p = StarPoints(c, r * 1.05f);
      FillFan(draw, p, c, fill);
      Outline(draw, p, edge, r);
      return;
    }
    case Shape::kCross: {
      std::vector<ImVec2> p = CrossPoints(c, r * 0.95f);
      FillFan(draw, p, c, fill);
      Outline(draw, p, edge, r);
      return;
    }
    case Shape::kHeart: {
      std::vector<ImVec2> p = HeartPoints(c, r);
      FillFan(draw, p, c + ImVec2(0, r * 0.1f), fill);
      Outline(draw, p, edge, r);
      return;
    }
    case Shape::kDrop: {
      std::vector<ImVec2> p = DropPoints(c, r);
      FillFan(draw, p, c + ImVec2(0, r * 0.3f), fill);
      Outline(draw, p, edge, r);
      return;
    }
    case Shape::kLeaf: {
      std::vector<ImVec2> p = LeafPoints(c, r);
      draw->AddConvexPolyFilled(p.data(), int(p.size()), fill);
      Outline(draw, p, edge, r);
      const ImVec2 tip = p[0], base = p[p.size() / 2];
      draw->AddLine(tip, base, edge, line * 0.8f);  // the midrib
      return;
    }
    case Shape::kCrescent:
      Crescent(draw, c, r, fill, edge);
      return;
  }
}

const char* ShapeName(Shape shape) {
  switch (shape) {
    case Shape::kCircle: return "circle";
    case Shape::kSquare: return "square";
    case Shape::kTriangle: return "triangle";
    case Shape::kDiamond: return "diamond";
    case Shape::kPentagon: return "pentagon";
    case Shape::kHexagon: return "hexagon";
    case Shape::kStar: return "star";
    case Shape::kCross: return "cross";
    case Shape::kHeart: return "heart";
    case Shape::kDrop: return "drop";
    case Shape::kCrescent: return "crescent";
    case Shape::kLeaf: return "leaf";
    case Shape::kNone: return "none";
  }
  return "none";
}

}  // namespace mercato::web::draw
