// What the last move changed, marked on the table: a warm ring round the thing
// that changed, held, then fading away in its last moments (a static ring under
// prefers-reduced-motion, gone after the same time). Views call it every frame
// for each thing a move can change, with a value that changes with it (a count,
// a card id, a hash of a pile); nothing is marked when a view first appears.
#pragma once

#include <string>

#include "draw/draw.h"

namespace mercato::web::draw {

inline constexpr float kChangeSeconds = 3.0f;      // from the change to the ring gone
inline constexpr float kChangeFadeSeconds = 0.8f;  // the last of them, fading

// Keyed by the ImGui ID stack + `id`, as Slide and Flash (the play screen
// pushes its session, so a new game starts with nothing marked). Names the ring
// "changed:<name>" for the browser tests while it shows (name empty: `id`).
void ChangeMark(ImDrawList* draw, const char* id, ImVec2 min, ImVec2 max, long long value,
                float rounding = 6.0f, const std::string& name = "");

}  // namespace mercato::web::draw
