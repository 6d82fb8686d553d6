// Helpers shared by the screens: a full-screen borderless window to draw in.
#pragma once

#include "imgui.h"

namespace mercato::web {

// Begins a window covering [min, min + size] with no decoration and no
// background (the table is drawn on its draw list). Always pair with ImGui::End().
void BeginCanvasWindow(const char* name, ImVec2 min, ImVec2 size, bool scroll = false);
// Begins a centred dialog window of the given size (clamped to the screen).
void BeginDialog(const char* name, ImVec2 size);
// Puts the next item of `width` pixels on the current line when it fits the
// window's content region, else starts a new line at `indent` (window-local x)
// so choices wrap on a phone instead of running off the right edge. Call before
// every item but the first of a row.
void SameLineOrWrap(float width, float indent = 0.0f, float spacing = -1.0f);
// The width of an ImGui::Button with this label.
float ButtonWidth(const char* label);

}  // namespace mercato::web
