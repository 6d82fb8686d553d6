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
  }
  const double age = now - m.changed;
  if (age >= kChangeSeconds) return;
  // Held, then faded: the page draws nothing while the ring only shows (an idle
  // page sleeps), and every frame while it fades (a static ring, gone at the same
  // time, under reduced motion).
  const double fade_from = kChangeSeconds - kChangeFadeSeconds;
  float alpha = 1.0f;
  if (ReducedMotion()) {
    DrawAgainAt(m.changed + kChangeSeconds);
  } else if (age < fade_from) {
    DrawAgainAt(m.changed + fade_from);
  } else {
    KeepDrawingUntil(m.changed + kChangeSeconds);
    const float u = float((age - fade_from) / kChangeFadeSeconds);
    alpha = 1.0f - u * u;
  }
  const ImVec2 pad(3, 3);
  draw->AddRect(min - pad - ImVec2(2, 2), max + pad + ImVec2(2, 2), Fade(Rgba(0, 0, 0, 120), alpha),
                rounding + 5, 0, 2.0f);
  draw->AddRect(min - pad, max + pad, Fade(kRing, alpha), rounding + 3, 0, 3.0f);
  TestRect("changed:" + (name.empty() ? std::string(id) : name), min, max);
}

}  // namespace mercato::web::draw
