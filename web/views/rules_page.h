// The parts of a game's rules page (GameView::DrawRules; an ImGui window body
// is open), so that every game's rules look alike: a titled section and one
// bullet of it.
#pragma once

#include "imgui.h"

namespace mercato::web {

inline void RulesHeading(const char* text) {
  ImGui::Spacing();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", text);
  ImGui::Separator();
}

inline void RulesItem(const char* text) {
  ImGui::Bullet();
  ImGui::TextWrapped("%s", text);
}

}  // namespace mercato::web
