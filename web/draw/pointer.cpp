// The hand on the table: which input the person used last (a finger, a mouse,
// the keys), the words the hints use for it, and what a finger leaves behind.
//
// SDL turns a finger into the mouse, and the mouse stays where the finger
// lifted: to ImGui the item under it stays hovered, so its explanation would
// stay open over the table and the next tap would land under it (issue 38).
// After a finger lifts (and ImGui has seen the release, so the tap still
// clicks), the pointer leaves the window until the next touch. An explanation
// a finger opened (a disabled item's reason on a tap, anything's on a hold)
// stays where it was drawn until the next tap anywhere.
#include <cctype>
#include <cfloat>
#include <cstring>
#include <map>
#include <string>
#include <utility>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

Pointer g_pointer = Pointer::kMouse;

enum class Lift { kNone, kLifted, kGone };
Lift g_lift = Lift::kNone;
bool g_hold_shown = false;  // this press showed an explanation: its release clicks nothing
ImVec2 g_hold_at;           // where the finger was held

struct Kept {
  std::string text;
  ImVec2 at;
  bool shown = false;
};
Kept g_kept;
int g_tooltip_frame = -1;  // the last frame a tooltip was drawn by its item

constexpr double kHoldSeconds = 0.45;  // a finger held still this long explains
constexpr float kStillPixels = 10.0f;  // a hold that wanders further is a drag

bool IsLetter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// `text` with every whole word `from` replaced by `to` (Japanese: every match).
std::string ReplaceWord(std::string text, const char* from, const char* to) {
  const size_t n = std::strlen(from);
  const bool ascii = IsLetter(from[0]);
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
    const bool starts = !ascii || at == 0 || !IsLetter(text[at - 1]);
    const bool ends = !ascii || at + n == text.size() || !IsLetter(text[at + n]);
    if (starts && ends) {
      text.replace(at, n, to);
      at += std::strlen(to);
    } else {
      at += n;
    }
  }
  return text;
}

std::string Reworded(const char* text, Pointer pointer) {
  std::string out = text;
  // Turning Market Fresh's crate: the way each hand has.
  static const char* const kTurn[][4] = {
      // as written (mouse), touch, keys
      {"R or right click turns it", "the Rotate button turns it", "R turns it", nullptr},
      {"R or right click: turn the crate", "Rotate button: turn the crate", "R: turn the crate", nullptr},
      {"Rキーか右クリック", "「回転」ボタン", "Rキー", nullptr},
  };
  for (const auto& row : kTurn) {
    const char* to = pointer == Pointer::kTouch ? row[1] : pointer == Pointer::kKeys ? row[2] : row[0];
    out = ReplaceWord(out, row[0], to);
  }
  struct Word {
    const char* touch;
    const char* mouse;
    const char* keys;
  };
  static const Word kWords[] = {
      {"Tap", "Click", "Select"}, {"tap", "click", "select"}, {"タップ", "クリック", "選択"}};
  for (const Word& w : kWords) {
    const char* to = pointer == Pointer::kTouch ? w.touch : pointer == Pointer::kKeys ? w.keys : w.mouse;
    for (const char* from : {w.touch, w.mouse, w.keys}) {
      if (from != to && std::strcmp(from, w.keys) != 0) out = ReplaceWord(out, from, to);
    }
  }
  return out;
}

}  // namespace

void SetPointer(Pointer pointer) {
  g_pointer = pointer;
  if (pointer != Pointer::kTouch) g_lift = Lift::kNone;
}
Pointer LastPointer() { return g_pointer; }
bool PointerIsTouch() { return g_pointer == Pointer::kTouch; }

const char* ForPointer(const char* text) {
  if (text == nullptr) return text;
  // One reworded copy per text and hand: views pass string literals, so the
  // copies are few and their c_str() stays valid.
  static std::map<std::pair<const char*, Pointer>, std::string> reworded;
  auto [it, added] = reworded.try_emplace({text, g_pointer});
  if (added) it->second = Reworded(text, g_pointer);
  return it->second == text ? text : it->second.c_str();
}

std::string ForPointerText(const std::string& text) { return Reworded(text.c_str(), g_pointer); }

void TouchStarted() {
  g_pointer = Pointer::kTouch;
  g_lift = Lift::kNone;
  g_kept = Kept();
}

void TouchEnded() { g_lift = Lift::kLifted; }

void PointerAfterTouch() {
  ImGuiIO& io = ImGui::GetIO();
  // A held finger that then moves on is a drag (a Market Fresh crate carried
  // over the storefront): its release acts as any drag's does.
  if (g_hold_shown && io.MouseDown[0] && ImGui::IsMousePosValid(&io.MousePos) &&
      ImLengthSqr(io.MousePos - g_hold_at) > 4 * kStillPixels * kStillPixels) {
    g_hold_shown = false;
  }
  // The release that ends a hold which explained something is not a click.
  if (g_hold_shown && !io.MouseDown[0]) {
    g_hold_shown = false;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  }
  if (g_lift == Lift::kGone) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  // ImGui sees the release this frame with the pointer in place (the tap
  // clicks); from the next frame on the pointer is gone.
  if (g_lift == Lift::kLifted && !io.MouseDown[0]) g_lift = Lift::kGone;
}

bool FingerHeld() {
  const ImGuiIO& io = ImGui::GetIO();
  if (!PointerIsTouch() || !io.MouseDown[0] || io.MouseDragMaxDistanceSqr[0] > kStillPixels * kStillPixels) {
    return false;
  }
  // A finger held still sends no events: the frame that explains is asked for.
  if (io.MouseDownDuration[0] < kHoldSeconds) {
    DrawAgainAt(ImGui::GetTime() + (kHoldSeconds - io.MouseDownDuration[0]));
    return false;
  }
  return true;
}

void HoldExplained() {
  g_hold_shown = true;
  g_hold_at = ImGui::GetIO().MousePos;
}

void KeepExplanation(const char* text, ImVec2 at) {
  g_tooltip_frame = ImGui::GetFrameCount();
  if (!PointerIsTouch()) return;
  g_kept.text = text;
  g_kept.at = at;
  g_kept.shown = true;
}

void DrawKeptExplanation() {
  if (!g_kept.shown || !PointerIsTouch() || g_tooltip_frame == ImGui::GetFrameCount()) return;
  ImGui::SetNextWindowPos(g_kept.at, ImGuiCond_Always);
  const std::string text = g_kept.text;  // Explain keeps it again
  Explain(text.c_str());
}

}  // namespace mercato::web::draw
