// Colour arithmetic and text drawing for the kit.
#include <algorithm>
#include <cmath>
#include <string>

#include "draw/draw.h"

namespace mercato::web::draw {

namespace {

int Channel(ImU32 c, int shift) { return int((c >> shift) & 0xFF); }

ImFont* g_fonts[4] = {nullptr, nullptr, nullptr, nullptr};
constexpr float kRoleSizes[4] = {13.0f, 17.0f, 28.0f, 40.0f};

// A text that a person cannot read whole is named for the layout tests
// ("cut:<text>" in debug.texts()): cut off at the side by its clip rectangle (a
// card's edge, the screen), or a Latin word split over two lines by the wrap.
// Rows cut at the top or bottom are not faults: scrolling windows do that.
void NoteCutText(ImFont* font, float size, ImVec2 pos, ImVec2 extent, float wrap, ImVec2 clip_min,
                 ImVec2 clip_max, const char* text) {
  const bool seen = pos.x < clip_max.x && pos.x + extent.x > clip_min.x && pos.y < clip_max.y &&
                    pos.y + extent.y > clip_min.y;
  if (!seen) return;
  if (pos.x < clip_min.x - 1.0f || pos.x + extent.x > clip_max.x + 1.0f) {
    TestText(std::string("cut:") + text, "clipped at the side");
    return;
  }
  if (wrap <= 0 || font->CalcTextSizeA(size, FLT_MAX, 0.0f, text).x <= wrap) return;
  const char* word = text;
  for (const char* p = text;; ++p) {
    if (*p == ' ' || *p == '\n' || *p == '\0') {
      bool latin = p > word;
      for (const char* c = word; c < p; ++c) latin = latin && (unsigned char)(*c) < 0x80;
      if (latin && font->CalcTextSizeA(size, FLT_MAX, 0.0f, word, p).x > wrap + 1.0f) {
        TestText(std::string("cut:") + text, "a word split over two lines");
        return;
      }
      if (*p == '\0') return;
      word = p + 1;
    }
  }
}

}  // namespace

ImU32 Shade(ImU32 color, float factor) {
  auto channel = [&](int shift) {
    const float v = float(Channel(color, shift));
    const float out = factor <= 1.0f ? v * factor : v + (255.0f - v) * std::min(factor - 1.0f, 1.0f);
    return int(std::clamp(out, 0.0f, 255.0f));
  };
  return Rgba(channel(0), channel(8), channel(16), Channel(color, 24));
}

ImU32 Fade(ImU32 color, float alpha) {
  const int a = int(std::clamp(float(Channel(color, 24)) * alpha, 0.0f, 255.0f));
  return (color & 0x00FFFFFFu) | (ImU32(a) << 24);
}

ImU32 Mix(ImU32 a, ImU32 b, float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  auto channel = [&](int shift) {
    return int(float(Channel(a, shift)) * (1 - t) + float(Channel(b, shift)) * t + 0.5f);
  };
  return Rgba(channel(0), channel(8), channel(16), channel(24));
}

namespace {
float Luminance(ImU32 c) {
  auto linear = [&](int shift) {
    const float v = float(Channel(c, shift)) / 255.0f;
    return v <= 0.03928f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f);
  };
  return 0.2126f * linear(0) + 0.7152f * linear(8) + 0.0722f * linear(16);
}
}  // namespace

float ContrastRatio(ImU32 a, ImU32 b) {
  const float la = Luminance(a), lb = Luminance(b);
  return (std::max(la, lb) + 0.05f) / (std::min(la, lb) + 0.05f);
}

ImU32 InkOn(ImU32 background) {
  const float ink = ContrastRatio(palette::kInk, background);
  const float white = ContrastRatio(palette::kWhite, background);
  if (std::max(ink, white) >= 4.5f) return ink >= white ? palette::kInk : palette::kWhite;
  return ContrastRatio(palette::kInkDeep, background) > white ? palette::kInkDeep : palette::kWhite;
}

float FontSize(FontRole role) { return kRoleSizes[int(role)]; }

ImFont* Font(FontRole role) {
  ImFont* font = g_fonts[int(role)];
  return font != nullptr ? font : ImGui::GetFont();
}

void SetFonts(ImFont* small, ImFont* body, ImFont* title, ImFont* number) {
  g_fonts[0] = small;
  g_fonts[1] = body;
  g_fonts[2] = title;
  g_fonts[3] = number;
}

// The least size of a run drawn now: kKeyTextSize inside a hand's, price's or
// score's mark (InkAs), else none (the 12 px floor is the callers' to keep).
namespace {
float KeyTextFloor() { return CurrentInkRole() == InkRole::kOther ? 0.0f : kKeyTextSize; }
}  // namespace

ImVec2 MeasureText(const char* text, FontRole role, float size) {
  if (size <= 0) size = FontSize(role);
  return Font(role)->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
}

void Text(ImDrawList* draw, ImVec2 pos, const char* text, ImU32 color, FontRole role,
          Align align, float size, float wrap, bool bold) {
  if (text == nullptr || *text == 0) return;
  if (size <= 0) size = FontSize(role);
  size = std::max(size, KeyTextFloor());
  ImFont* font = Font(role);
  if (align != Align::kLeft) {
    const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, wrap, text);
    pos.x -= align == Align::kCenter ? extent.x * 0.5f : extent.x;
  }
  pos = ImVec2(std::floor(pos.x + 0.5f), std::floor(pos.y + 0.5f));
  draw->AddText(font, size, pos, color, text, nullptr, wrap);
  // What is visible of it, for the contrast check (draw.h RecordInk).
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, wrap, text);
  const ImVec2 clip_min = draw->GetClipRectMin(), clip_max = draw->GetClipRectMax();
  RecordInk(draw, ImMax(pos, clip_min), ImMin(pos + extent, clip_max), color, size, bold, text,
            CurrentInkRole());
  NoteCutText(font, size, pos, extent, wrap, clip_min, clip_max, text);
  if (bold) draw->AddText(font, size, pos + ImVec2(0.6f, 0), color, text, nullptr, wrap);
}

void TextCentered(ImDrawList* draw, ImVec2 center, const char* text, ImU32 color, FontRole role,
                  float size, bool bold) {
  if (text == nullptr || *text == 0) return;
  if (size <= 0) size = FontSize(role);
  size = std::max(size, KeyTextFloor());
  const ImVec2 extent = Font(role)->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
  Text(draw, center - extent * 0.5f, text, color, role, Align::kLeft, size, 0, bold);
}

}  // namespace mercato::web::draw
