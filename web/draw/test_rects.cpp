// Named rectangles of the current frame, for browser tests (see draw.h).
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

std::map<std::string, ImVec4>& Rects() {
  static std::map<std::string, ImVec4> rects;
  return rects;
}

void AppendJsonString(std::string& out, const std::string& text) {
  out += '"';
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof(buf), "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  out += '"';
}

}  // namespace

void TestRect(const std::string& name, ImVec2 min, ImVec2 max) {
  Rects()[name] = ImVec4(min.x, min.y, max.x - min.x, max.y - min.y);
}

std::map<std::string, std::string>& Texts() {
  static std::map<std::string, std::string> texts;
  return texts;
}

struct Ink {
  const ImDrawList* list;
  ImVec4 rect;
  ImU32 color;
  float size;
  bool bold;
  std::string text;
  InkRole role;
  int channel;  // of its list's channels (ChannelsSplit): a higher one is drawn later
};

// Which channel of its list a thing goes to now.
int ChannelOf(const ImDrawList* draw) { return draw == nullptr ? 0 : draw->_Splitter._Current; }

std::vector<Ink>& Inks() {
  static std::vector<Ink> inks;
  return inks;
}

// A panel a view drew over its own list, after the first `inks_before` inks.
struct Cover {
  const ImDrawList* list;
  ImRect rect;
  size_t inks_before;
  int channel;
};

std::vector<Cover>& Covers() {
  static std::vector<Cover> covers;
  return covers;
}

void ClearTestRects() {
  Rects().clear();
  Texts().clear();
  Inks().clear();
  Covers().clear();
}

// Off until a test first asks for the inks: a player's frames copy no texts.
bool g_recording_inks = false;

void RecordInk(const ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 color, float size, bool bold,
               const char* text, InkRole role) {
  if (!g_recording_inks) return;
  if (max.x - min.x < 1 || max.y - min.y < 1) return;  // clipped away
  Inks().push_back({draw, ImVec4(min.x, min.y, max.x - min.x, max.y - min.y), color, size, bold, text, role,
                    ChannelOf(draw)});
}

void RecordCover(const ImDrawList* draw, ImVec2 min, ImVec2 max) {
  if (!g_recording_inks) return;
  Covers().push_back({draw, ImRect(min, max), Inks().size(), ChannelOf(draw)});
}

namespace {
InkRole g_ink_role = InkRole::kOther;
const char* const kInkRoleNames[] = {"", "hand", "price", "score"};
}  // namespace

InkAs::InkAs(InkRole role) : outer_(g_ink_role) { g_ink_role = role; }
InkAs::~InkAs() { g_ink_role = outer_; }
InkRole CurrentInkRole() { return g_ink_role; }
float LeastTextSize() { return g_ink_role == InkRole::kOther ? kMinTextSize : kKeyTextSize; }

namespace {

// Where a draw list comes in the last rendered frame (-1: not drawn).
int DrawOrder(const ImDrawData* data, const ImDrawList* list) {
  for (int i = 0; i < data->CmdListsCount; ++i) {
    if (data->CmdLists[i] == list) return i;
  }
  return -1;
}

// Trims `box` by a panel `over` it: false when the panel hides all of it; a
// panel across one side cuts that side off.
bool TrimUnder(const ImRect& over, ImRect* box) {
  if (!over.Overlaps(*box)) return true;
  if (over.Contains(*box)) return false;
  if (over.Min.y <= box->Min.y && over.Max.y >= box->Max.y) {         // across it, top to bottom
    if (over.Min.x > box->Min.x) box->Max.x = over.Min.x; else box->Min.x = over.Max.x;
  } else if (over.Min.x <= box->Min.x && over.Max.x >= box->Max.x) {  // across it, side to side
    if (over.Min.y > box->Min.y) box->Max.y = over.Min.y; else box->Min.y = over.Max.y;
  }
  return true;
}

// The part of the `index`th text's box that nothing drawn after it hides: no
// window drawn later (a dialog over the table), no panel drawn later in its own
// list (RecordCover); false when none of it is left.
bool VisibleBox(size_t index, ImRect* box) {
  const Ink& ink = Inks()[index];
  *box = ImRect(ink.rect.x, ink.rect.y, ink.rect.x + ink.rect.z, ink.rect.y + ink.rect.w);
  for (const Cover& cover : Covers()) {
    if (cover.list != ink.list) continue;
    // Drawn later: on a higher channel, or on the same one after the text.
    const bool later = cover.channel != ink.channel ? cover.channel > ink.channel : cover.inks_before > index;
    if (later && !TrimUnder(cover.rect, box)) return false;
  }
  const ImDrawData* data = ImGui::GetDrawData();
  if (data == nullptr || !data->Valid) return true;
  const int order = DrawOrder(data, ink.list);
  if (order < 0) return true;
  for (const ImGuiWindow* window : GImGui->Windows) {
    if (!window->Active || window->Hidden || (window->Flags & ImGuiWindowFlags_NoBackground)) continue;
    if (DrawOrder(data, window->DrawList) <= order) continue;
    if (!TrimUnder(window->Rect(), box)) return false;
  }
  return box->GetWidth() >= 2 && box->GetHeight() >= 2;
}

}  // namespace

std::string TestInksJson() {
  g_recording_inks = true;
  std::string out = "[";
  for (size_t i = 0; i < Inks().size(); ++i) {
    const Ink& ink = Inks()[i];
    if (out.size() > 1) out += ",";
    ImRect box;
    const bool visible = VisibleBox(i, &box);
    char value[160];
    std::snprintf(value, sizeof(value), "[%.1f,%.1f,%.1f,%.1f,%u,%u,%u,%u,%.1f,%d,", box.Min.x,
                  box.Min.y, box.GetWidth(), box.GetHeight(), ink.color & 0xFF, (ink.color >> 8) & 0xFF,
                  (ink.color >> 16) & 0xFF, ink.color >> 24, ink.size, ink.bold ? 1 : 0);
    out += value;
    AppendJsonString(out, ink.text);
    out += visible ? ",0," : ",1,";
    AppendJsonString(out, kInkRoleNames[int(ink.role)]);
    out += "]";
  }
  return out + "]";
}

void TestText(const std::string& name, const std::string& text) { Texts()[name] = text; }

std::string TestTextsJson() {
  std::string out = "{";
  bool first = true;
  for (const auto& [name, text] : Texts()) {
    if (!first) out += ",";
    first = false;
    AppendJsonString(out, name);
    out += ':';
    AppendJsonString(out, text);
  }
  return out + "}";
}

std::string TestRectsJson() {
  std::string out = "{";
  bool first = true;
  for (const auto& [name, r] : Rects()) {
    if (!first) out += ",";
    first = false;
    AppendJsonString(out, name);
    char value[96];
    std::snprintf(value, sizeof(value), ":[%.1f,%.1f,%.1f,%.1f]", r.x, r.y, r.z, r.w);
    out += value;
  }
  return out + "}";
}

}  // namespace mercato::web::draw
