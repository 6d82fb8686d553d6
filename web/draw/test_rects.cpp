// Named rectangles of the current frame, for browser tests (see draw.h).
#include <cstdio>
#include <map>
#include <string>

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

void ClearTestRects() {
  Rects().clear();
  Texts().clear();
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
