#include "app/ui_rects.h"

#include <map>

#include "engine/json_writer.h"

namespace mercato::web {

namespace {
std::map<std::string, ImVec4>& Rects() {
  static std::map<std::string, ImVec4> rects;
  return rects;
}
}  // namespace

void ClearUiRects() { Rects().clear(); }

void NoteUiRect(const std::string& name, ImVec2 min, ImVec2 max) {
  Rects()[name] = ImVec4(min.x, min.y, max.x - min.x, max.y - min.y);
}

std::string UiRectsJson() {
  JsonWriter w;
  w.BeginObject();
  for (const auto& [name, r] : Rects()) {
    w.Key(name).BeginArray().Double(r.x).Double(r.y).Double(r.z).Double(r.w).EndArray();
  }
  w.EndObject();
  return w.str();
}

}  // namespace mercato::web
