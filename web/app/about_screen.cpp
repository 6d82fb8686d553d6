// About: version and the licences of what the page is built from.
#include <SDL.h>

#include <cstdio>

#include "app/app.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

#ifndef MERCATO_VERSION
#define MERCATO_VERSION "dev"
#endif

namespace mercato::web {

namespace d = draw;

void DrawAbout(App& app) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  d::TableBackground(ImGui::GetBackgroundDrawList(), ImVec2(0, 0), display, d::Surface::kLinen);
  BeginCanvasWindow("##about_bar", ImVec2(0, 0), display);
  DrawLanguageSwitch(app, ImVec2(display.x - 24, 20));
  ImGui::End();
  const Lang lang = app.lang();
  if (app.TakeFocusRequest()) ImGui::SetNextWindowFocus();
  BeginDialog("##about", ImVec2(640, 480));
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextUnformatted("Mercato");
  ImGui::PopFont();
  ImGui::Text("%s %s", Tr(lang, "Version", "バージョン"), MERCATO_VERSION);
  ImGui::TextWrapped("%s", Tr(lang,
                              "Five trading board games in your browser: a C++ rules core compiled "
                              "to WebAssembly, drawn with Dear ImGui.",
                              "ブラウザで遊ぶ五つの交易ボードゲーム。C++のルールエンジンを"
                              "WebAssemblyにコンパイルし、Dear ImGuiで描画しています。"));
  ImGui::Separator();
  ImGui::TextUnformatted(Tr(lang, "Built with", "使用しているソフトウェア"));
  SDL_version sdl;
  SDL_GetVersion(&sdl);
  if (ImGui::BeginTable("licences", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn(Tr(lang, "Library", "ライブラリ"));
    ImGui::TableSetupColumn(Tr(lang, "Version", "バージョン"));
    ImGui::TableSetupColumn(Tr(lang, "Licence", "ライセンス"));
    ImGui::TableHeadersRow();
    char sdl_version[32];
    std::snprintf(sdl_version, sizeof(sdl_version), "%d.%d.%d", sdl.major, sdl.minor, sdl.patch);
    const char* rows[][3] = {
        {"SDL2", sdl_version, "zlib"},
        {"Dear ImGui", IMGUI_VERSION, "MIT"},
        {"Noto Sans CJK JP", "2.004", "SIL Open Font License 1.1"},
        {"Catch2", "2.13", Tr(lang, "Boost (BSL-1.0), tests only", "Boost (BSL-1.0)、テストのみ")},
        {"Emscripten", "3.1.6", Tr(lang, "MIT / UIUC (runtime)", "MIT / UIUC（ランタイム）")},
    };
    for (const auto& row : rows) {
      ImGui::TableNextRow();
      for (int c = 0; c < 3; ++c) {
        ImGui::TableSetColumnIndex(c);
        ImGui::TextUnformatted(row[c]);
      }
    }
    ImGui::EndTable();
  }
  ImGui::TextWrapped("%s", Tr(lang,
                              "The games' rules are implemented from their rule texts; the "
                              "computer players use information-set Monte Carlo tree search.",
                              "各ゲームはルール文書から実装しています。コンピュータの対戦相手は"
                              "情報集合モンテカルロ木探索を使います。"));
  ImGui::Spacing();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (d::PrimaryButton(Tr(lang, "Back", "戻る"), at, ImVec2(140, 44))) app.GoHome();
  draw::TestRect("about:back", at, at + ImVec2(140, 44));
  ImGui::Dummy(ImVec2(140, 48));
  ImGui::End();
}

}  // namespace mercato::web
