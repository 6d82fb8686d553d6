#include "app/touch_scroll.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

#include "draw/draw.h"
#include "imgui.h"
#include "imgui_internal.h"

namespace mercato::web::touch_scroll {

namespace {

// A finger that moves this far (CSS px) is scrolling, not tapping.
constexpr float kDragStart = 10;
// Momentum: speed lost per second (exponential), and the speed at which it stops.
constexpr float kGlideDecay = 3.5f;
constexpr float kGlideStop = 30;  // px/s

struct Touch {
  bool down = false;
  bool dragging = false;
  bool release_pending = false;  // the frame after a drag: keep the pointer away
  ImVec2 start, last;
  double last_time = 0;
  float pending = 0;    // scroll to apply at the next frame (px, + = down the page)
  float velocity = 0;   // px/s of scroll
  ImGuiID target = 0;   // the window being scrolled
};
Touch g_touch;

// The window under `at` that can scroll vertically (a child that cannot hands
// the drag to its parent), or null. Like ImGui's own hover test, but for the
// point where the finger went down (this runs between frames).
ImGuiWindow* ScrollableAt(ImVec2 at) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* under = nullptr;
  for (int i = g.Windows.Size - 1; i >= 0 && under == nullptr; --i) {
    ImGuiWindow* w = g.Windows[i];
    if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
    if (w->OuterRectClipped.Contains(at)) under = w;
  }
  for (ImGuiWindow* w = under; w != nullptr; w = w->ParentWindow) {
    if (w->ScrollMax.y > 0 && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
  }
  return nullptr;
}

}  // namespace

void TouchDown(float x, float y, double now) {
  g_touch = Touch();
  g_touch.down = true;
  g_touch.start = g_touch.last = ImVec2(x, y);
  g_touch.last_time = now;
}

void TouchMove(float x, float y, double now) {
  Touch& t = g_touch;
  if (!t.down) return;
  if (!t.dragging) {
    const float dx = std::fabs(x - t.start.x), dy = std::fabs(y - t.start.y);
    if (dy < kDragStart || dy < dx) return;
    ImGuiWindow* window = ScrollableAt(t.start);
    // A press on a scrollbar already drags it: leave that to ImGui.
    if (window == nullptr || GImGui->ActiveId == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y)) {
      return;
    }
    t.dragging = true;
    t.target = window->ID;
  }
  const float moved = t.last.y - y;  // finger up: content moves up, scroll grows
  const double dt = std::max(1e-3, now - t.last_time);
  // A smoothed speed, so the glide follows the last few moves, not one jitter.
  t.velocity = 0.6f * float(moved / dt) + 0.4f * t.velocity;
  t.pending += moved;
  t.last = ImVec2(x, y);
  t.last_time = now;
}

void TouchUp(double now) {
  Touch& t = g_touch;
  t.down = false;
  if (!t.dragging) return;
  t.dragging = false;
  t.release_pending = true;
  // A finger that stopped before lifting does not glide.
  if (now - t.last_time > 0.3) t.velocity = 0;
}

void BeforeNewFrame() {
  Touch& t = g_touch;
  ImGuiIO& io = ImGui::GetIO();
  if (t.dragging || t.release_pending) {
    // ImGui sees the pointer leave and the button come up: the press under the
    // finger is dropped instead of becoming a click.
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    io.MouseDown[0] = false;
    t.release_pending = false;
  }
  if (t.target == 0) return;
  ImGuiWindow* window = ImGui::FindWindowByID(t.target);
  if (window == nullptr) {
    t = Touch();
    return;
  }
  float scroll = t.pending;
  t.pending = 0;
  if (!t.down && !t.dragging) {
    const float dt = io.DeltaTime > 0 ? io.DeltaTime : 1.0f / 60;
    scroll += t.velocity * dt;
    t.velocity *= std::exp(-kGlideDecay * dt);
    if (std::fabs(t.velocity) < kGlideStop) t.target = 0;
  }
  const float y = std::clamp(window->Scroll.y + scroll, 0.0f, window->ScrollMax.y);
  // A glide that hits either end stops there.
  if (!t.down && (y <= 0 || y >= window->ScrollMax.y)) t.target = 0;
  ImGui::SetScrollY(window, y);
}

bool Gliding() { return g_touch.target != 0; }

void PublishScrolls() {
  for (ImGuiWindow* w : GImGui->Windows) {
    if (!w->WasActive || w->ScrollMax.y <= 0) continue;
    char value[48];
    std::snprintf(value, sizeof(value), "%.0f %.0f", w->Scroll.y, w->ScrollMax.y);
    draw::TestText(std::string("scroll:") + w->Name, value);
  }
}

}  // namespace mercato::web::touch_scroll
