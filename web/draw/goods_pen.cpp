// The goods pictures' pen (see goods_pen.h).
#include "draw/goods_pen.h"

#include <algorithm>

namespace mercato::web::draw::goods {

namespace {

std::vector<ImVec2> OnScreen(const Pen& pen, const Part& part) {
  std::vector<ImVec2> out;
  out.reserve(part.size());
  for (const ImVec2& p : part) out.push_back(pen.P(p.x, p.y));
  return out;
}

void FillScreen(const Pen& pen, const std::vector<ImVec2>& points, ImU32 color) {
  if (points.size() >= 3) pen.dl->AddConvexPolyFilled(points.data(), int(points.size()), pen.C(color));
}

// The edge colour under a part, grown by the line width all round (a closed
// stroke as wide as twice the edge, over the part's own fill).
void Underlay(const Pen& pen, const std::vector<ImVec2>& points, ImU32 edge) {
  FillScreen(pen, points, edge);
  pen.dl->AddPolyline(points.data(), int(points.size()), pen.C(edge), ImDrawFlags_Closed, pen.Edge() * 2);
}

}  // namespace

Part Ellipse(float x, float y, float rx, float ry, float angle, int segments) {
  Part p;
  const float ca = std::cos(angle), sa = std::sin(angle);
  for (int i = 0; i < segments; ++i) {
    const float t = 2 * kPi * float(i) / float(segments);
    const float ex = rx * std::cos(t), ey = ry * std::sin(t);
    p.push_back(ImVec2(x + ex * ca - ey * sa, y + ex * sa + ey * ca));
  }
  return p;
}

Part Bezier(std::initializer_list<ImVec2> points, int steps) {
  Part p;
  const ImVec2* q = points.begin();
  const size_t n = points.size();
  for (size_t i = 0; i + 3 < n; i += 3) {
    const ImVec2 a = q[i], b = q[i + 1], c = q[i + 2], d = q[i + 3];
    for (int s = 0; s < steps; ++s) {
      const float t = float(s) / float(steps), u = 1 - t;
      p.push_back(a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t));
    }
  }
  return p;
}

Part Turned(Part part, float x, float y, float angle) {
  const float ca = std::cos(angle), sa = std::sin(angle);
  for (ImVec2& p : part) {
    const float dx = p.x - x, dy = p.y - y;
    p = ImVec2(x + dx * ca - dy * sa, y + dx * sa + dy * ca);
  }
  return part;
}

void Fill(const Pen& pen, const Part& part, ImU32 fill, ImU32 edge) {
  const std::vector<ImVec2> points = OnScreen(pen, part);
  FillScreen(pen, points, fill);
  pen.dl->AddPolyline(points.data(), int(points.size()), pen.C(edge), ImDrawFlags_Closed, pen.Edge());
}

void Fan(const Pen& pen, const Part& part, float x, float y, ImU32 fill, ImU32 edge) {
  const std::vector<ImVec2> points = OnScreen(pen, part);
  const ImVec2 centre = pen.P(x, y);
  // Without anti-aliasing inside, or the fan's seams would show; the outline
  // drawn over the edge smooths it.
  const ImDrawListFlags flags = pen.dl->Flags;
  pen.dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (size_t i = 0; i < points.size(); ++i) {
    pen.dl->AddTriangleFilled(centre, points[i], points[(i + 1) % points.size()], pen.C(fill));
  }
  pen.dl->Flags = flags;
  pen.dl->AddPolyline(points.data(), int(points.size()), pen.C(edge), ImDrawFlags_Closed, pen.Edge());
}

Part Star(float x, float y, int points, float outer, float inner, float squash) {
  Part p;
  for (int i = 0; i < points * 2; ++i) {
    const float a = -kPi / 2 + kPi * float(i) / float(points);
    const float rr = i % 2 == 0 ? outer : inner;
    p.push_back(ImVec2(x + rr * std::cos(a), y + rr * std::sin(a) * squash));
  }
  return p;
}

void Body(const Pen& pen, const std::vector<Part>& parts, ImU32 fill, ImU32 edge) {
  std::vector<std::vector<ImVec2>> screen;
  for (const Part& part : parts) screen.push_back(OnScreen(pen, part));
  for (const auto& points : screen) Underlay(pen, points, edge);
  for (const auto& points : screen) FillScreen(pen, points, fill);
}

void Body(const Pen& pen, std::initializer_list<const Part*> parts, ImU32 fill, ImU32 edge) {
  std::vector<Part> copy;
  for (const Part* part : parts) copy.push_back(*part);
  Body(pen, copy, fill, edge);
}

void Line(const Pen& pen, std::initializer_list<ImVec2> points, ImU32 color, float w) {
  std::vector<ImVec2> screen;
  for (const ImVec2& p : points) screen.push_back(pen.P(p.x, p.y));
  pen.dl->AddPolyline(screen.data(), int(screen.size()), pen.C(color), 0, pen.W(w));
}

void Curve(const Pen& pen, ImVec2 a, ImVec2 b, ImVec2 c, ImVec2 d, ImU32 color, float w) {
  pen.dl->AddBezierCubic(pen.P(a.x, a.y), pen.P(b.x, b.y), pen.P(c.x, c.y), pen.P(d.x, d.y),
                         pen.C(color), pen.W(w), 12);
}

void Shine(const Pen& pen, float x, float y, float rx, float ry, float angle) {
  if (pen.r < 5) return;
  FillScreen(pen, OnScreen(pen, Ellipse(x, y, rx, ry, angle, 16)), Rgba(255, 255, 255, 150));
}

}  // namespace mercato::web::draw::goods
