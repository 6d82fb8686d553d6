// Named screen rectangles for browser tests. Kept for code written against the
// first version of the kit: the registry now lives in the drawing kit
// (draw::TestRect in draw/draw.h), which views should call directly.
#pragma once

#include <string>

#include "draw/draw.h"

namespace mercato::web {

inline void NoteUiRect(const std::string& name, ImVec2 min, ImVec2 max) {
  draw::TestRect(name, min, max);
}

}  // namespace mercato::web
