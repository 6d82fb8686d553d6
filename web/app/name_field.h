// A field for a person's name (Setup's seats, the online lobby): one piece of
// code for both. The canvas cannot raise a phone's keyboard or take Japanese
// input (IME), so the page lays a real HTML <input> over the field's place on
// the canvas: a tap or click lands in it, the browser edits and draws the text,
// and every change is copied into `buffer` at once. Fields not drawn in a frame
// are taken off the page at its end (EndNameFieldsFrame).
#pragma once

#include <cstddef>
#include <string>

#include "imgui.h"

namespace mercato::web {

// Draws the field at the cursor, `width` wide; `buffer` (size bytes, NUL-ended)
// must outlive the field (static or the app's). `name` names the input for the
// browser tests (data-field) and the test rectangle. Returns true when the
// text changed this frame.
bool NameField(const std::string& name, const char* hint, char* buffer, size_t size, float width);

// Called once after each frame's UI: removes the inputs of fields not drawn.
void EndNameFieldsFrame();

}  // namespace mercato::web
