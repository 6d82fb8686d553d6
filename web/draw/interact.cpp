// Glow, hover lift, tooltips and buttons.
#include <algorithm>
#include <cmath>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {
double g_active_at = -1e9;  // ImGui time of the last NoteActivity
// A glow holds still while the person is busy at the table; once they have
// paused a while it pulses for a few seconds ("you can do this"), then holds
// still again until something happens. Pulse frames come at the rate the
// page's heartbeat drew them before glows asked for their own.
constexpr double kPulseAfterSeconds = 2.5;
constexpr float kPulseSpeed = 4.0f;                      // radians a second
constexpr double kPulseSeconds = 3 * 6.2831853 / kPulseSpeed;  // three whole pulses, ending at rest
constexpr double kPulseFrameSeconds = 0.5;
constexpr float kStillPulse = 0.9f;  // the glow at rest
}  // namespace

void NoteActivity(double now) { g_active_at = now; }

void Glow(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, ImU32 color) {
  const double now = ImGui::GetTime();
  const double pulse_from = g_active_at + kPulseAfterSeconds;
  const double pulse_until = pulse_from + kPulseSeconds;
  float pulse = kStillPulse;
  if (!ReducedMotion() && now < pulse_until) {
    if (now >= pulse_from) {
      // Phase from the pulse's start: it begins at rest, as the glow was.
      const float phase = float(now - pulse_from) * kPulseSpeed;
      pulse = kStillPulse - (kStillPulse - 0.3f) * 0.5f * (1.0f - std::cos(phase));
    }
    DrawAgainAt(now >= pulse_from ? std::min(now + kPulseFrameSeconds, pulse_until) : pulse_from);
  }
  for (int i = 5; i >= 1; --i) {
    const float grow = float(i) * 1.8f;
    draw->AddRect(min - ImVec2(grow, grow), max + ImVec2(grow, grow),
                  Fade(color, pulse * (0.5f - float(i) * 0.08f)), rounding + grow, 0, 2.0f);
  }
  draw->AddRect(min - ImVec2(1, 1), max + ImVec2(1, 1), Fade(color, 0.9f * pulse), rounding + 1, 0,
                2.0f);
}

Hit Interact(const char* id, ImVec2 min, ImVec2 size, bool enabled, const char* why_not) {
  Hit hit;
  if (size.x < 1 || size.y < 1) return hit;
  const ImVec2 saved = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  const bool pressed = ImGui::InvisibleButton(id, size);
  const ImGuiID key = ImGui::GetItemID();
  // Keyboard focus counts as hover only while the focus is shown (keys in use).
  const bool focused = ImGui::IsItemFocused() && ImGui::GetIO().NavVisible;
  hit.hovered = ImGui::IsItemHovered() || focused;
  if (ImGui::IsItemFocused()) TestRect("focus", min, min + size);  // keyboard focus, for tests
  hit.clicked = enabled && pressed;
  // The lift eases towards 6 px on hover and back to 0.
  ImGuiStorage* storage = ImGui::GetStateStorage();
  float lift = storage->GetFloat(key, 0.0f);
  const float target = enabled && hit.hovered ? 6.0f : 0.0f;
  const float step = ImGui::GetIO().DeltaTime * 60.0f;
  lift = ReducedMotion() ? target : lift + (target - lift) * std::fmin(1.0f, 0.25f * step);
  storage->SetFloat(key, lift);
  if (std::fabs(target - lift) > 0.05f) KeepDrawingUntil(ImGui::GetTime() + 0.1);  // still easing
  hit.lift = lift;
  // Why not: on hover, and on keyboard focus. Placed above the item (below it
  // near the top of the screen), never at the finger or mouse, where it would
  // cover the enabled button beside it.
  if (!enabled && why_not != nullptr && *why_not != 0 && hit.hovered) {
    const bool below = min.y < 120;
    const float wrap = ImGui::GetFontSize() * 22.0f;
    const float w = std::fmin(ImGui::CalcTextSize(why_not, nullptr, false, wrap).x, wrap) +
                    2 * ImGui::GetStyle().WindowPadding.x;
    const float display_w = ImGui::GetIO().DisplaySize.x;
    const float x = std::fmax(4.0f, std::fmin(min.x + (size.x - w) * 0.5f, display_w - w - 4));
    ImGui::SetNextWindowPos(ImVec2(x, below ? min.y + size.y + 8 : min.y - 8), ImGuiCond_Always,
                            ImVec2(0.0f, below ? 0.0f : 1.0f));
    Explain(why_not);  // a finger's tap on a disabled item asks why
    TestRect("why", min, min + size);  // for tests: the item explaining itself
  }
  if (ImGui::IsItemHovered() && enabled) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  ImGui::SetCursorScreenPos(saved);
  return hit;
}

void Tooltip(const char* text) {
  // A finger's tap acts; only a hold explains (and then its release clicks nothing).
  if (PointerIsTouch()) {
    if (!FingerHeld()) return;
    HoldExplained();
  }
  Explain(text);
}

void Explain(const char* text) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  const ImVec2 at = ImGui::GetWindowPos();
  TestRect("tooltip", at, at + ImGui::GetWindowSize());
  TestText("tooltip", text);  // what it says, for the browser tests
  KeepExplanation(text, at);  // a finger's stays until the next tap
  ImGui::EndTooltip();
}

namespace {

bool DrawnButton(const char* label, ImVec2 min, ImVec2 size, bool enabled, const char* why_not,
                 bool primary) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  Hit hit = Interact(label, min, size, enabled, why_not);
  const float lift = hit.lift * 0.4f;
  const ImVec2 a = min - ImVec2(0, lift), b = min + size - ImVec2(0, lift);
  const float rounding = std::fmin(12.0f, size.y * 0.3f);
  if (primary) {
    const ImU32 base = enabled ? palette::kPrimary : palette::kDisabled;
    Shadow(draw, a, b, rounding, enabled ? 1.0f : 0.5f);
    draw->AddRectFilled(a + ImVec2(0, 3), b + ImVec2(0, 3), Shade(base, 0.6f), rounding);
    draw->AddRectFilled(a, b, Shade(base, hit.hovered && enabled ? 1.12f : 1.0f), rounding);
    // A lighter upper half, as if lit from above.
    draw->AddRectFilled(a + ImVec2(2, 2), ImVec2(b.x - 2, (a.y + b.y) * 0.5f),
                        Rgba(255, 255, 255, 28), rounding * 0.8f, ImDrawFlags_RoundCornersTop);
    draw->AddRect(a, b, Shade(base, 0.55f), rounding, 0, 1.2f);
    if (enabled) Glow(draw, a, b, rounding, Fade(palette::kGlow, 0.6f));
    TextCentered(draw, (a + b) * 0.5f, label, enabled ? palette::kWhite : palette::kDisabledInk,
                 FontRole::kBody, std::fmin(FontSize(FontRole::kBody) * 1.1f, size.y * 0.5f), true);
  } else {
    const ImU32 base = Rgba(250, 244, 230, enabled ? 235 : 140);
    draw->AddRectFilled(a + ImVec2(0, 2), b + ImVec2(0, 2), Rgba(0, 0, 0, 50), rounding);
    draw->AddRectFilled(a, b, hit.hovered && enabled ? palette::kWhite : base, rounding);
    draw->AddRect(a, b, Fade(palette::kCardEdge, enabled ? 1.0f : 0.5f), rounding, 0, 1.2f);
    TextCentered(draw, (a + b) * 0.5f, label, Fade(palette::kInk, enabled ? 1.0f : 0.5f),
                 FontRole::kBody, std::fmin(FontSize(FontRole::kBody), size.y * 0.5f));
  }
  return hit.clicked;
}

}  // namespace

bool PrimaryButton(const char* label, ImVec2 min, ImVec2 size, bool enabled, const char* why_not) {
  return DrawnButton(label, min, size, enabled, why_not, true);
}

bool SecondaryButton(const char* label, ImVec2 min, ImVec2 size, bool enabled,
                     const char* why_not) {
  return DrawnButton(label, min, size, enabled, why_not, false);
}

}  // namespace mercato::web::draw
