#include "draw/change_mark.h"

#include <unordered_map>

namespace mercato::web::draw {

namespace {

struct Mark {
  long long value = 0;
  double changed = -1e9;
};
// Keys of tables long gone are dropped now and then (a new game has new keys).
constexpr size_t kMaxMarks = 8192;
std::unordered_map<ImGuiID, Mark>& Marks() {
  static std::unordered_map<ImGuiID, Mark> marks;
  return marks;
}
double g_fading_until = 0;

constexpr ImU32 kRing = Rgba(255, 246, 200);

}  // namespace

void ChangeMark(ImDrawList* draw, const char* id, ImVec2 min, ImVec2 max, long long value,
                float rounding, const std::string& name) {
  const ImGuiID key = ImGui::GetID(id);
  const double now = ImGui::GetTime();
  if (Marks().size() > kMaxMarks) Marks().clear();
  auto [it, inserted] = Marks().try_emplace(key);
  Mark& m = it->second;
  // First seen: nothing changed. A change while the table was not drawn (under
  // the hot-seat cover) is marked when it shows, so the next person sees it.
  if (inserted) {
    m.value = value;
  } else if (m.value != value) {
    m.value = value;
    m.changed = now;
    g_fading_until = std::max(g_fading_until, now + kChangeSeconds);
  }
  const float t = float((now - m.changed) / kChangeSeconds);
  if (t >= 1.0f) return;
  const float alpha = ReducedMotion() ? 1.0f : 1.0f - t * t;
  const ImVec2 pad(3, 3);
  draw->AddRect(min - pad - ImVec2(2, 2), max + pad + ImVec2(2, 2), Fade(Rgba(0, 0, 0, 120), alpha),
                rounding + 5, 0, 2.0f);
  draw->AddRect(min - pad, max + pad, Fade(kRing, alpha), rounding + 3, 0, 3.0f);
  TestRect("changed:" + (name.empty() ? std::string(id) : name), min, max);
}

bool ChangeMarksFading() { return ImGui::GetTime() < g_fading_until; }

}  // namespace mercato::web::draw
