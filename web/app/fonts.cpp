#include "app/fonts.h"

#include <cstdio>
#include <vector>

#include "draw/draw.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"

namespace mercato::web {

namespace {

constexpr char kFontPath[] = "/assets/ui.otf";

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

}  // namespace

void LoadFonts(float dpr) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const std::vector<char>& bytes = FontBytes();
  // The subset holds only the characters the UI uses, so the whole BMP can be
  // asked for: glyphs missing from the font are skipped by the atlas builder.
  static const ImWchar kAll[] = {0x0020, 0xFFFF, 0};
  static const ImWchar kAscii[] = {0x0020, 0x007E, 0x00D7, 0x00D7, 0};
  ImFont* fonts[4] = {};
  for (int role = 0; role < 4; ++role) {
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
  }
  io.Fonts->Build();
  io.FontDefault = fonts[int(draw::FontRole::kBody)];
  io.FontGlobalScale = 1.0f / dpr;
  draw::SetFonts(fonts[0], fonts[1], fonts[2], fonts[3]);
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

}  // namespace mercato::web
