// Helpers shared by the screens: a full-screen borderless window to draw in.
#pragma once

#include "imgui.h"

namespace mercato::web {

// Begins a window covering [min, min + size] with no decoration and no
// background (the table is drawn on its draw list). Always pair with ImGui::End().
void BeginCanvasWindow(const char* name, ImVec2 min, ImVec2 size, bool scroll = false);
// Begins a centred dialog window of the given size (clamped to the screen).
void BeginDialog(const char* name, ImVec2 size);

}  // namespace mercato::web
