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
  ImVec4 rect;
  ImU32 color;
  float size;
  bool bold;
  std::string text;
};

std::vector<Ink>& Inks() {
  static std::vector<Ink> inks;
  return inks;
}

void ClearTestRects() {
  Rects().clear();
  Texts().clear();
  Inks().clear();
}

// Off until a test first asks for the inks: a player's frames copy no texts.
bool g_recording_inks = false;

void RecordInk(ImVec2 min, ImVec2 max, ImU32 color, float size, bool bold, const char* text) {
  if (!g_recording_inks) return;
  if (max.x - min.x < 1 || max.y - min.y < 1) return;  // clipped away
  Inks().push_back({ImVec4(min.x, min.y, max.x - min.x, max.y - min.y), color, size, bold, text});
}

std::string TestInksJson() {
  g_recording_inks = true;
  std::string out = "[";
  for (const Ink& ink : Inks()) {
    if (out.size() > 1) out += ",";
    char value[160];
    std::snprintf(value, sizeof(value), "[%.1f,%.1f,%.1f,%.1f,%u,%u,%u,%u,%.1f,%d,", ink.rect.x,
                  ink.rect.y, ink.rect.z, ink.rect.w, ink.color & 0xFF, (ink.color >> 8) & 0xFF,
                  (ink.color >> 16) & 0xFF, ink.color >> 24, ink.size, ink.bold ? 1 : 0);
    out += value;
    AppendJsonString(out, ink.text);
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
