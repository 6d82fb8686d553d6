// Slides and number flashes, keyed by ImGui IDs and kept between frames.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

struct SlideState {
  ImVec2 from, to;
  double start = -1;
  float seconds = 0.25f;
  int last_frame = -1;
};

struct FlashState {
  int value = 0;
  double changed = -1e9;
  int last_frame = -1;
};

std::unordered_map<ImGuiID, SlideState>& Slides() {
  static std::unordered_map<ImGuiID, SlideState> slides;
  return slides;
}

std::unordered_map<ImGuiID, FlashState>& Flashes() {
  static std::unordered_map<ImGuiID, FlashState> flashes;
  return flashes;
}

bool g_reduced_motion = false;
double g_keep_drawing_until = -1;  // ImGui time
double g_draw_again_at = 1e300;

ImVec2 Lerp(ImVec2 a, ImVec2 b, float t) { return a + (b - a) * t; }

ImVec2 Current(const SlideState& s, double now) {
  if (s.start < 0) return s.to;
  const float t = float((now - s.start) / double(s.seconds));
  return t >= 1.0f ? s.to : Lerp(s.from, s.to, EaseOut(t));
}

}  // namespace

float EaseOut(float t) {
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const float u = 1 - t;
  return 1 - u * u * u;
}

ImVec2 Slide(ImGuiID key, ImVec2 target, float seconds) {
  const double now = ImGui::GetTime();
  const int frame = ImGui::GetFrameCount();
  auto [it, inserted] = Slides().try_emplace(key);
  SlideState& s = it->second;
  // Something not drawn last frame appears where it is (no fly-in from stale places).
  if (inserted || s.last_frame < frame - 1) {
    s = SlideState{target, target, -1, seconds, frame};
    return target;
  }
  s.last_frame = frame;
  if (g_reduced_motion) {
    s.to = target;
    s.start = -1;
    return target;
  }
  if (std::fabs(s.to.x - target.x) > 0.5f || std::fabs(s.to.y - target.y) > 0.5f) {
    s.from = Current(s, now);
    s.to = target;
    s.start = now;
    s.seconds = seconds;
  }
  if (s.start >= 0 && now < s.start + s.seconds) KeepDrawingUntil(s.start + s.seconds);
  return Current(s, now);
}

ImVec2 Slide(const char* id, ImVec2 target, float seconds) {
  return Slide(ImGui::GetID(id), target, seconds);
}

float Flash(const char* id, int value, float seconds) {
  const ImGuiID key = ImGui::GetID(id);
  const double now = ImGui::GetTime();
  const int frame = ImGui::GetFrameCount();
  auto [it, inserted] = Flashes().try_emplace(key);
  FlashState& f = it->second;
  if (inserted || f.last_frame < frame - 1) {
    f.value = value;
    f.changed = -1e9;
  } else if (f.value != value) {
    f.value = value;
    f.changed = now;
  }
  f.last_frame = frame;
  if (g_reduced_motion) return 0.0f;
  const float t = float((now - f.changed) / double(seconds));
  if (t < 1) KeepDrawingUntil(f.changed + seconds);
  return t >= 1 ? 0.0f : 1.0f - t;
}

void Number(ImDrawList* draw, ImVec2 pos, int value, const char* id, FontRole role, ImU32 color,
            Align align) {
  const float flash = Flash(id, value);
  char text[16];
  std::snprintf(text, sizeof(text), "%d", value);
  const float size = FontSize(role) * (1.0f + 0.25f * flash);
  const ImVec2 base_extent = MeasureText(text, role);
  // Grow around the centre of the resting text so the flash does not shift it.
  const ImVec2 extent = MeasureText(text, role, size);
  ImVec2 at = pos - ImVec2((extent.x - base_extent.x) * 0.5f, (extent.y - base_extent.y) * 0.5f);
  if (flash > 0) {
    const ImVec2 c = at + extent * 0.5f -
                     ImVec2(align == Align::kCenter ? extent.x * 0.5f
                            : align == Align::kRight ? extent.x : 0.0f, 0);
    draw->AddCircleFilled(c, extent.y * 0.7f, Fade(palette::kGlow, 0.45f * flash), 24);
  }
  // Dark outline for reading on the wood.
  for (int dx = -1; dx <= 1; dx += 2) {
    Text(draw, at + ImVec2(float(dx), 1), text, Rgba(0, 0, 0, 110), role, align, size);
  }
  Text(draw, at, text, Mix(color, palette::kGlow, flash), role, align, size, 0, true);
}

void SetReducedMotion(bool reduced) { g_reduced_motion = reduced; }
bool ReducedMotion() { return g_reduced_motion; }

void KeepDrawingUntil(double time) {
  g_keep_drawing_until = std::max(g_keep_drawing_until, time);
  DrawAgainAt(time);  // the frame at rest
}
void DrawAgainAt(double time) { g_draw_again_at = std::min(g_draw_again_at, time); }
bool FrameAsked(double now) { return now < g_keep_drawing_until || now >= g_draw_again_at; }
void ForgetFrameAsks() {
  g_keep_drawing_until = -1;
  g_draw_again_at = 1e300;
}

void ResetMotion() {
  Slides().clear();
  Flashes().clear();
}

}  // namespace mercato::web::draw
