#include "app/fonts.h"

#include <emscripten.h>

#include <cstdio>
#include <vector>

#include "app/extra_glyphs.h"
#include "draw/draw.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"

namespace mercato::web {

namespace {

constexpr char kFontPath[] = "/assets/ui.otf";
float g_dpr = 1.0f;
double g_last_build_ms = 0;
int g_builds = 0;
double g_last_add_ms = 0;  // new characters placed without a build (extra_glyphs::AddInPlace)
int g_adds = 0;

const std::vector<char>& FontBytes() {
  static std::vector<char> bytes = [] {
    std::vector<char> data;
    if (FILE* f = std::fopen(kFontPath, "rb")) {
      std::fseek(f, 0, SEEK_END);
      data.resize(size_t(std::ftell(f)));
      std::fseek(f, 0, SEEK_SET);
      if (std::fread(data.data(), 1, data.size(), f) != data.size()) data.clear();
      std::fclose(f);
    }
    return data;
  }();
  return bytes;
}

// The em per pixel of ImGui's font size: ImGui sizes a font by its 'hhea'
// ascent - descent (stbtt_ScaleForPixelHeight), the browser by its em, so a
// character the browser draws matches the font's own at unitsPerEm / (ascent -
// descent) of the size (0.69 for Noto Sans CJK).
float EmPerPixelHeight(const std::vector<char>& font) {
  auto u16 = [&](size_t at) {
    return at + 2 <= font.size() ? unsigned((unsigned char)font[at] << 8 | (unsigned char)font[at + 1]) : 0u;
  };
  auto u32 = [&](size_t at) { return u16(at) << 16 | u16(at + 2); };
  size_t head = 0, hhea = 0;
  for (unsigned t = 0, tables = u16(4); t < tables; ++t) {
    const size_t record = 12 + 16 * size_t(t);
    const unsigned tag = u32(record);
    if (tag == 0x68656164) head = u32(record + 8);  // 'head'
    if (tag == 0x68686561) hhea = u32(record + 8);  // 'hhea'
  }
  const int units = int(u16(head + 18));
  const int height = int(short(u16(hhea + 4))) - int(short(u16(hhea + 6)));
  if (head == 0 || hhea == 0 || units <= 0 || height <= 0) return 0.69f;
  return float(units) / float(height);
}

}  // namespace

void LoadFonts(float dpr) {
  const double start = emscripten_get_now();
  g_dpr = dpr;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const std::vector<char>& bytes = FontBytes();
  // The subset holds only the characters the UI uses, so the whole BMP can be
  // asked for: glyphs missing from the font are skipped by the atlas builder.
  static const ImWchar kAll[] = {0x0020, 0xFFFF, 0};
  static const ImWchar kAscii[] = {0x0020, 0x007E, 0x00D7, 0x00D7, 0};
  ImFont* fonts[extra_glyphs::kFonts] = {};
  float em_px[extra_glyphs::kFonts] = {};
  const float em_per_px = EmPerPixelHeight(bytes);
  for (int role = 0; role < extra_glyphs::kFonts; ++role) {
    const float size = draw::FontSize(draw::FontRole(role));
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;
    config.OversampleH = 1;  // rasterised at the real pixel size already
    config.OversampleV = 1;
    config.PixelSnapH = true;
    std::snprintf(config.Name, sizeof(config.Name), "ui-%d", int(size));
    const ImWchar* ranges = role == int(draw::FontRole::kNumber) ? kAscii : kAll;
    if (!bytes.empty()) {
      fonts[role] = io.Fonts->AddFontFromMemoryTTF(const_cast<char*>(bytes.data()),
                                                   int(bytes.size()), size * dpr, &config, ranges);
    } else {
      config.SizePixels = size * dpr;
      fonts[role] = io.Fonts->AddFontDefault(&config);
    }
    em_px[role] = size * dpr * em_per_px;
  }
  extra_glyphs::Reserve(io.Fonts, em_px);
  io.Fonts->Build();
  extra_glyphs::Place(io.Fonts, fonts);
  io.FontDefault = fonts[int(draw::FontRole::kBody)];
  io.FontGlobalScale = 1.0f / dpr;
  draw::SetFonts(fonts[0], fonts[1], fonts[2], fonts[3]);
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  g_last_build_ms = emscripten_get_now() - start;
  ++g_builds;
}

bool LoadNewGlyphs() {
  if (!extra_glyphs::Pending()) return false;
  const double start = emscripten_get_now();
  if (extra_glyphs::AddInPlace(ImGui::GetIO().Fonts)) {
    g_last_add_ms = emscripten_get_now() - start;
    ++g_adds;
  } else {
    LoadFonts(g_dpr);
  }
  return true;
}

double LastFontBuildMs() { return g_last_build_ms; }
int FontBuilds() { return g_builds; }
double LastGlyphAddMs() { return g_last_add_ms; }
int GlyphAdds() { return g_adds; }

}  // namespace mercato::web
