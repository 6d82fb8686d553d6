#include "app/touch_scroll.h"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/scroll_glide.h"
#include "draw/draw.h"
#include "imgui.h"
#include "imgui_internal.h"

namespace mercato::web::touch_scroll {

namespace {

// A finger that moves this far (CSS px) is scrolling, not tapping.
constexpr float kDragStart = 10;
// The scroll ImGui shows may differ from the one set by its rounding down; more
// than this, and something else scrolled the window (the wheel, the keyboard).
constexpr float kOtherScroll = 1.5f;

struct Touch {
  bool down = false;
  bool dragging = false;
  bool release_pending = false;  // the frame after a drag: keep the pointer away
  ImVec2 start;
  double start_time = 0;
  ImGuiID target = 0;   // the window being scrolled
  ScrollGlide glide;    // the physics: follow the finger, then glide (app/scroll_glide.h)
  float set_y = -1;     // the scroll set last frame
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
  g_touch.start = ImVec2(x, y);
  g_touch.start_time = now;
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
    // The content under the finger where it went down follows it from there.
    t.glide.Hold(t.start_time, t.start.y, window->Scroll.y);
  }
  t.glide.Move(now, y);
}

void TouchUp(double now) {
  Touch& t = g_touch;
  t.down = false;
  if (!t.dragging) return;
  t.dragging = false;
  t.release_pending = true;
  t.glide.Lift(now);
}

void BeforeNewFrame(double now) {
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
  // A glide gives way to any other scroll of its window.
  if (t.glide.Gliding() && t.set_y >= 0 && std::fabs(window->Scroll.y - t.set_y) > kOtherScroll) {
    t.glide.Stop();
  }
  if (!t.glide.Held() && !t.glide.Gliding()) {
    t.target = 0;
    return;
  }
  t.set_y = t.glide.ScrollAt(now, window->ScrollMax.y);
  ImGui::SetScrollY(window, t.set_y);
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
