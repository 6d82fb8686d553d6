// The table top, mats and shadows.
#include <cmath>
#include <cstdint>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

// A small deterministic hash so the grain is the same every frame.
float Noise(uint32_t n) {
  n = (n << 13) ^ n;
  n = n * (n * n * 15731u + 789221u) + 1376312589u;
  return float(n & 0x7fffffffu) / float(0x7fffffff);
}

void Vignette(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x, h = max.y - min.y;
  const float band = std::fmin(w, h) * 0.18f;
  const ImU32 dark = Rgba(0, 0, 0, 70), clear = Rgba(0, 0, 0, 0);
  draw->AddRectFilledMultiColor(min, ImVec2(max.x, min.y + band), dark, dark, clear, clear);
  draw->AddRectFilledMultiColor(ImVec2(min.x, max.y - band), max, clear, clear, dark, dark);
  draw->AddRectFilledMultiColor(min, ImVec2(min.x + band, max.y), dark, clear, clear, dark);
  draw->AddRectFilledMultiColor(ImVec2(max.x - band, min.y), max, clear, dark, dark, clear);
}

void Wood(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  // Dark enough that kLabel (white) text straight on the planks reads at 4.5:1.
  const ImU32 light = Rgba(155, 107, 67), dark = Rgba(123, 79, 46);
  // Light at the top to dark at the bottom, each plank tinted its own tone as a 35 %
  // layer over that would: one layer of fill, not two (a frame's cost in software WebGL).
  const float tint = float(int(255 * 0.35f)) / 255.0f;
  auto ground = [&](float y) { return Mix(light, dark, (y - min.y) / (max.y - min.y)); };
  const float plank = 96.0f;
  int index = 0;
  for (float y = min.y; y < max.y; y += plank, ++index) {
    const float y1 = std::fmin(y + plank, max.y);
    // Each plank a slightly different tone.
    const ImU32 tone = Shade(light, 0.92f + 0.14f * Noise(uint32_t(index) * 7919u));
    const ImU32 top = Mix(ground(y), tone, tint), bottom = Mix(ground(y1), tone, tint);
    draw->AddRectFilledMultiColor(ImVec2(min.x, y), ImVec2(max.x, y1), top, top, bottom, bottom);
    // Grain: long gentle waves.
    for (int g = 0; g < 7; ++g) {
      const float base = y + plank * (0.1f + 0.8f * Noise(uint32_t(index * 31 + g) * 104729u));
      const float amp = 2.0f + 5.0f * Noise(uint32_t(index * 17 + g) * 15485863u);
      const float phase = 6.28f * Noise(uint32_t(index * 13 + g) * 32452843u);
      const float alpha = 0.05f + 0.07f * Noise(uint32_t(index * 11 + g) * 49979687u);
      ImVec2 points[33];
      for (int i = 0; i <= 32; ++i) {
        const float x = min.x + (max.x - min.x) * float(i) / 32.0f;
        points[i] = ImVec2(x, base + amp * std::sin(phase + x * 0.006f + 0.8f * std::sin(x * 0.013f)));
      }
      draw->AddPolyline(points, 33, Fade(Rgba(70, 40, 20), alpha), 0, 1.2f);
    }
    // The joint between planks.
    draw->AddLine(ImVec2(min.x, y1), ImVec2(max.x, y1), Rgba(80, 50, 28, 110), 1.5f);
    draw->AddLine(ImVec2(min.x, y1 + 1.5f), ImVec2(max.x, y1 + 1.5f), Rgba(220, 170, 120, 40), 1.0f);
  }
}

void Linen(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  const ImU32 base = Rgba(226, 214, 190);
  draw->AddRectFilledMultiColor(min, max, base, base, Shade(base, 0.9f), Shade(base, 0.9f));
  for (float x = min.x; x < max.x; x += 3.0f) {
    draw->AddLine(ImVec2(x, min.y), ImVec2(x, max.y),
                  Rgba(120, 100, 70, int(10 + 14 * Noise(uint32_t(x * 3)))), 1.0f);
  }
  for (float y = min.y; y < max.y; y += 3.0f) {
    draw->AddLine(ImVec2(min.x, y), ImVec2(max.x, y),
                  Rgba(255, 255, 255, int(10 + 16 * Noise(uint32_t(y * 5 + 7)))), 1.0f);
  }
}

void Felt(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  const ImU32 base = Rgba(38, 98, 72);
  draw->AddRectFilledMultiColor(min, max, Shade(base, 1.08f), Shade(base, 1.08f),
                                Shade(base, 0.85f), Shade(base, 0.85f));
  for (int i = 0; i < 400; ++i) {
    const ImVec2 p(min.x + (max.x - min.x) * Noise(uint32_t(i) * 2654435761u),
                   min.y + (max.y - min.y) * Noise(uint32_t(i) * 40503u + 17u));
    draw->AddCircleFilled(p, 1.2f, Rgba(0, 0, 0, 18), 6);
  }
}

}  // namespace

void TableBackground(ImDrawList* draw, ImVec2 min, ImVec2 max, Surface surface) {
  draw->PushClipRect(min, max, true);
  switch (surface) {
    case Surface::kWood: Wood(draw, min, max); break;
    case Surface::kLinen: Linen(draw, min, max); break;
    case Surface::kFelt: Felt(draw, min, max); break;
  }
  Vignette(draw, min, max);
  draw->PopClipRect();
}

namespace {

// The outline of a rounded rectangle, kArcPoints per corner, clockwise from the
// top-left corner's start: two outlines of it line up point for point.
constexpr int kArcPoints = 6, kOutlinePoints = 4 * kArcPoints;

// The unit directions of those points from their corners' centres, worked out once
// (a table draws a shadow for every card, eight outlines each, every frame).
const ImVec2* OutlineDirections() {
  static ImVec2 directions[kOutlinePoints];
  static const bool ready = [] {
    for (int p = 0; p < kOutlinePoints; ++p) {
      const int corner = p / kArcPoints, i = p % kArcPoints;
      const float angle = 3.14159265f * (1.0f + 0.5f * (float(corner) + float(i) / float(kArcPoints - 1)));
      directions[p] = ImVec2(std::cos(angle), std::sin(angle));
    }
    return true;
  }();
  (void)ready;
  return directions;
}

void RoundedOutline(ImVec2 min, ImVec2 max, float radius, ImVec2* out) {
  radius = std::fmax(0.0f, std::fmin(radius, std::fmin(max.x - min.x, max.y - min.y) * 0.5f));
  const ImVec2 centres[4] = {ImVec2(min.x + radius, min.y + radius), ImVec2(max.x - radius, min.y + radius),
                             ImVec2(max.x - radius, max.y - radius), ImVec2(min.x + radius, max.y - radius)};
  const ImVec2* directions = OutlineDirections();
  for (int p = 0; p < kOutlinePoints; ++p) out[p] = centres[p / kArcPoints] + directions[p] * radius;
}

}  // namespace

// One mesh with the look of four stacked soft layers (each 1.6 px wider and 0.8 px
// lower than the last): a core as dark as all four, then bands as dark as three,
// two and one, each edge softened over 0.8 px. It used to be those four rounded
// rectangles, each filling the whole area under the item: on software WebGL (the
// test browser, low-end phones) a third of a table's frame.
void Shadow(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, float strength) {
  constexpr int kLayers = 4, kRings = 2 * kLayers, kRing = kOutlinePoints;
  constexpr float kEdge = 0.4f;  // half the soft edge of a layer
  const float layer = std::fmin(1.0f, 16.0f * strength / 255.0f);
  // rings[k]: the k-th outline from the core outwards and its darkness.
  ImVec2 rings[kRings][kRing];
  ImU32 colors[kRings];
  for (int i = 1; i <= kLayers; ++i) {
    const float grow = float(i) * 1.6f, down = 1.0f + float(i) * 0.8f;
    for (int side = 0; side < 2; ++side) {  // just inside the layer's edge, just outside
      const float g = grow + (side == 0 ? -kEdge : kEdge);
      const int k = 2 * (i - 1) + side;
      RoundedOutline(min + ImVec2(-g, down - g), max + ImVec2(g, down + g), rounding + g, rings[k]);
      const int over = kLayers - i + 1 - side;  // layers covering this outline
      colors[k] = Rgba(0, 0, 0, int((1.0f - std::pow(1.0f - layer, float(over))) * 255.0f + 0.5f));
    }
  }
  const ImVec2 uv = draw->_Data->TexUvWhitePixel;
  draw->PrimReserve(3 * kRing + 6 * kRing * (kRings - 1), 1 + kRings * kRing);
  const ImDrawIdx base = ImDrawIdx(draw->_VtxCurrentIdx);  // after PrimReserve: it may start a new vertex run
  draw->PrimWriteVtx((rings[0][0] + rings[0][2 * kArcPoints]) * 0.5f, uv, colors[0]);  // the core's centre
  for (int k = 0; k < kRings; ++k) {
    for (int i = 0; i < kRing; ++i) draw->PrimWriteVtx(rings[k][i], uv, colors[k]);
  }
  for (int i = 0; i < kRing; ++i) {
    const int next = (i + 1) % kRing;
    draw->PrimWriteIdx(base);
    draw->PrimWriteIdx(ImDrawIdx(base + 1 + i));
    draw->PrimWriteIdx(ImDrawIdx(base + 1 + next));
    for (int k = 0; k + 1 < kRings; ++k) {
      const ImDrawIdx a = ImDrawIdx(base + 1 + k * kRing + i), b = ImDrawIdx(base + 1 + k * kRing + next);
      const ImDrawIdx c = ImDrawIdx(a + kRing), d = ImDrawIdx(b + kRing);
      draw->PrimWriteIdx(a); draw->PrimWriteIdx(c); draw->PrimWriteIdx(d);
      draw->PrimWriteIdx(a); draw->PrimWriteIdx(d); draw->PrimWriteIdx(b);
    }
  }
}

void Mat(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 tint, const char* label) {
  Shadow(draw, min, max, 14.0f, 0.6f);
  draw->AddRectFilled(min, max, Fade(tint, 0.55f), 14.0f);
  draw->AddRect(min + ImVec2(3, 3), max - ImVec2(3, 3), Rgba(255, 255, 255, 50), 12.0f, 0, 1.0f);
  draw->AddRect(min, max, Fade(Shade(tint, 0.6f), 0.8f), 14.0f, 0, 1.5f);
  if (label != nullptr && *label != 0) {
    Text(draw, min + ImVec2(12, 7), label, palette::kLabel, FontRole::kSmall,
         Align::kLeft, 0, 0, true);
  }
}

}  // namespace mercato::web::draw
