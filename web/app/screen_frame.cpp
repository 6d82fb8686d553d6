#include "app/screen_frame.h"

#include <algorithm>

namespace mercato::web {

void BeginCanvasWindow(const char* name, ImVec2 min, ImVec2 size, bool scroll) {
  ImGui::SetNextWindowPos(min);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                           ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus;
  if (!scroll) flags |= ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin(name, nullptr, flags);
  ImGui::PopStyleVar(3);
}

void BeginDialog(const char* name, ImVec2 size) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  size.x = std::min(size.x, display.x - 16);
  size.y = std::min(size.y, display.y - 16);
  ImGui::SetNextWindowPos(ImVec2((display.x - size.x) * 0.5f, (display.y - size.y) * 0.5f));
  ImGui::SetNextWindowSize(size);
  ImGui::Begin(name, nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar |
                   ImGuiWindowFlags_NoScrollbar);
}

void SameLineOrWrap(float width, float indent, float spacing) {
  const float gap = spacing >= 0 ? spacing : ImGui::GetStyle().ItemSpacing.x;
  const float right = ImGui::GetItemRectMax().x + gap + width;
  const float limit = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (right <= limit) {
    ImGui::SameLine(0.0f, gap);
  } else if (indent > 0) {
    ImGui::SetCursorPosX(indent);
  }
}

float ButtonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

}  // namespace mercato::web
