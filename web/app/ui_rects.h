// Named screen rectangles of the current frame ("tile:merchants",
// "setup:start" ...), so browser tests can click real pixels on the canvas
// without guessing the layout. Cleared at the start of every frame.
#pragma once

#include <string>

#include "imgui.h"

namespace mercato::web {

void ClearUiRects();
void NoteUiRect(const std::string& name, ImVec2 min, ImVec2 max);
// {"name": [x, y, w, h], ...} in CSS pixels of the canvas.
std::string UiRectsJson();

}  // namespace mercato::web
