// Home: the saved games (home_saves.cpp), the five games as cards on the
// table, the language switch, Open a saved game…, Lab and About.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/app.h"
#include "app/catalog.h"
#include "app/home_saves.h"
#include "app/screen_frame.h"
#include "bridge_files.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

constexpr float kMargin = 24.0f;
constexpr float kGap = 20.0f;

// One game tile. Returns true when clicked.
bool Tile(const CatalogEntry& entry, ImVec2 min, ImVec2 size, Lang lang) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const GameInfo* info = RegisteredInfo(entry.id);
  const bool playable = info != nullptr;
  ImGui::PushID(entry.id);
  const d::Hit hit = d::Interact("tile", min, size, playable,
                                 Tr(lang, "Coming soon: its rules are still being written.",
                                    "近日公開：ルールを実装中です。"));
  ImGui::PopID();
  const ImVec2 a = min - ImVec2(0, hit.lift), b = a + size;
  if (playable && hit.hovered) d::Glow(dl, a, b, 14.0f);
  d::Shadow(dl, a, b, 14.0f, playable ? 1.2f : 0.6f);
  dl->AddRectFilled(a, b, playable ? d::palette::kPaper : d::Rgba(225, 218, 204), 14.0f);
  // The picture: the game's colour with its emblem.
  const float art_h = size.y * 0.42f;
  const ImU32 color = playable ? entry.color : d::Mix(entry.color, d::palette::kGrey, 0.6f);
  dl->AddRectFilledMultiColor(a + ImVec2(6, 6), ImVec2(b.x - 6, a.y + art_h), d::Shade(color, 1.25f),
                              d::Shade(color, 1.25f), color, color);
  dl->AddRect(a + ImVec2(6, 6), ImVec2(b.x - 6, a.y + art_h), d::Shade(color, 0.6f), 8.0f, 0, 1.0f);
  DrawEmblem(dl, entry.id, ImVec2((a.x + b.x) * 0.5f, a.y + 6 + (art_h - 6) * 0.5f),
             std::min(size.x, art_h) * 0.36f);
  // Name, players and time.
  const std::string name = GameName(entry.id, lang);
  const int min_p = info ? info->min_players : entry.min_players;
  const int max_p = info ? info->max_players : entry.max_players;
  const int minutes = info ? info->minutes : entry.minutes;
  float y = a.y + art_h + 10;
  d::Text(dl, ImVec2((a.x + b.x) * 0.5f, y), name.c_str(), d::palette::kInk, d::FontRole::kTitle,
          d::Align::kCenter, 24.0f, size.x - 20, true);
  y += d::Font(d::FontRole::kTitle)->CalcTextSizeA(24.0f, FLT_MAX, size.x - 20, name.c_str()).y + 8;
  const std::string players = PlayerCountText(min_p, max_p, lang);
  char time[32];
  std::snprintf(time, sizeof(time), Tr(lang, "%d min", "%d分"), minutes);
  // Small drawn pictograms: a person and a clock.
  const float cx = (a.x + b.x) * 0.5f;
  const ImVec2 pw = d::MeasureText(players.c_str()), tw = d::MeasureText(time);
  const float total = 16 + pw.x + 22 + 16 + tw.x;
  float x = cx - total * 0.5f;
  const ImU32 ink = d::palette::kInkSoft;
  dl->AddCircleFilled(ImVec2(x + 6, y + 6), 3.5f, ink, 12);
  dl->AddRectFilled(ImVec2(x + 1, y + 11), ImVec2(x + 11, y + 18), ink, 3.0f);
  d::Text(dl, ImVec2(x + 16, y), players.c_str(), ink);
  x += 16 + pw.x + 22;
  dl->AddCircle(ImVec2(x + 6, y + 9), 6.5f, ink, 16, 1.5f);
  dl->AddLine(ImVec2(x + 6, y + 9), ImVec2(x + 6, y + 5), ink, 1.5f);
  dl->AddLine(ImVec2(x + 6, y + 9), ImVec2(x + 9, y + 10), ink, 1.5f);
  d::Text(dl, ImVec2(x + 16, y), time, ink);
  // What the game is, in one sentence.
  const char* tagline = lang == Lang::kJapanese ? entry.tagline_ja : entry.tagline_en;
  d::Text(dl, ImVec2(cx, y + 28), tagline, d::palette::kInk, d::FontRole::kSmall, d::Align::kCenter, 0,
          size.x - 28);
  draw::TestText(std::string("tagline:") + entry.id, tagline);
  // Ribbon or call to action at the bottom.
  const ImVec2 foot_a(a.x + 12, b.y - 46), foot_b(b.x - 12, b.y - 12);
  if (playable) {
    dl->AddRectFilled(foot_a, foot_b, hit.hovered ? d::Shade(d::palette::kPrimary, 1.15f)
                                                  : d::palette::kPrimary, 10.0f);
    d::TextCentered(dl, (foot_a + foot_b) * 0.5f, Tr(lang, "Play", "遊ぶ"), d::palette::kWhite,
                    d::FontRole::kBody, 0, true);
  } else {
    dl->AddRectFilled(foot_a, foot_b, d::Rgba(120, 110, 100, 60), 10.0f);
    d::TextCentered(dl, (foot_a + foot_b) * 0.5f, Tr(lang, "Coming soon", "近日公開"),
                    d::palette::kInkSoft, d::FontRole::kBody, 0, true);
  }
  dl->AddRect(a, b, d::palette::kCardEdge, 14.0f, 0, 1.0f);
  draw::TestRect(std::string("tile:") + entry.id, min, min + size);
  return hit.clicked;
}

// One game as a row on a phone: emblem on the left, name, players and time on
// the right, so all five fit one screen. Returns true when tapped.
bool TileRow(const CatalogEntry& entry, ImVec2 min, ImVec2 size, Lang lang) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const GameInfo* info = RegisteredInfo(entry.id);
  const bool playable = info != nullptr;
  ImGui::PushID(entry.id);
  const d::Hit hit = d::Interact("tile", min, size, playable,
                                 Tr(lang, "Coming soon: its rules are still being written.",
                                    "近日公開：ルールを実装中です。"));
  ImGui::PopID();
  const ImVec2 a = min, b = a + size;
  if (playable && hit.hovered) d::Glow(dl, a, b, 12.0f);
  d::Shadow(dl, a, b, 12.0f, playable ? 1.2f : 0.6f);
  dl->AddRectFilled(a, b, playable ? d::palette::kPaper : d::Rgba(225, 218, 204), 12.0f);
  const float art = size.y - 12;
  const ImU32 color = playable ? entry.color : d::Mix(entry.color, d::palette::kGrey, 0.6f);
  const ImVec2 art_a = a + ImVec2(6, 6), art_b = art_a + ImVec2(art, art);
  dl->AddRectFilledMultiColor(art_a, art_b, d::Shade(color, 1.25f), d::Shade(color, 1.25f), color,
                              color);
  dl->AddRect(art_a, art_b, d::Shade(color, 0.6f), 8.0f, 0, 1.0f);
  DrawEmblem(dl, entry.id, (art_a + art_b) * 0.5f, art * 0.36f);
  const float text_x = art_b.x + 12, text_w = b.x - 10 - text_x;
  const std::string name = GameName(entry.id, lang);
  d::Text(dl, ImVec2(text_x, a.y + 10), name.c_str(), d::palette::kInk, d::FontRole::kTitle,
          d::Align::kLeft, 22.0f, text_w, true);
  const int min_p = info ? info->min_players : entry.min_players;
  const int max_p = info ? info->max_players : entry.max_players;
  const int minutes = info ? info->minutes : entry.minutes;
  char facts[96];
  std::snprintf(facts, sizeof(facts), Tr(lang, "%s · %d min", "%s・%d分"),
                PlayerCountText(min_p, max_p, lang).c_str(), minutes);
  const char* tagline = lang == Lang::kJapanese ? entry.tagline_ja : entry.tagline_en;
  d::Text(dl, ImVec2(text_x, a.y + 36), tagline, d::palette::kInk, d::FontRole::kSmall, d::Align::kLeft,
          0, text_w);
  draw::TestText(std::string("tagline:") + entry.id, tagline);
  d::Text(dl, ImVec2(text_x, b.y - 26), playable ? facts : Tr(lang, "Coming soon", "近日公開"),
          d::palette::kInkSoft, d::FontRole::kBody, d::Align::kLeft, 0, text_w);
  dl->AddRect(a, b, d::palette::kCardEdge, 12.0f, 0, 1.0f);
  draw::TestRect(std::string("tile:") + entry.id, min, min + size);
  return hit.clicked;
}

// "Open a saved game…": a `.mercato` file from the file picker (files may also
// be dropped anywhere on the page).
void OpenFileButton(Lang lang, ImVec2 at, ImVec2 size) {
  if (d::SecondaryButton(Tr(lang, "Open a saved game…", "保存したゲームを開く…"), at, size)) {
    bridge::PickRecordFile();
  }
  d::TestRect("home:open", at, at + size);
}

}  // namespace

void DrawHome(App& app) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  d::TableBackground(ImGui::GetBackgroundDrawList(), ImVec2(0, 0), display);
  if (app.TakeFocusRequest()) ImGui::SetNextWindowFocus();
  BeginCanvasWindow("##home", ImVec2(0, 0), display, /*scroll=*/true);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();  // moves up when scrolled
  const Lang lang = app.lang();

  // Header: title on the left, language and About on the right.
  const bool narrow = display.x < 640;
  const bool open_in_header = display.x >= 900;  // room for it beside About
  d::Text(dl, origin + ImVec2(kMargin, 18), "Mercato", d::palette::kWhite, d::FontRole::kTitle,
          d::Align::kLeft, narrow ? 34.0f : 44.0f, 0, true);
  // On a phone the subtitle goes under the row of Lab and About, not beside them.
  const char* subtitle = Tr(lang, "Five trading games for the table", "テーブルで遊ぶ五つの交易ゲーム");
  const ImVec2 subtitle_at = origin + ImVec2(kMargin + 2, narrow ? 114.0f : 72.0f);
  d::Text(dl, subtitle_at, subtitle, d::palette::kLabelSoft, d::FontRole::kBody);
  d::TestRect("home:subtitle", subtitle_at, subtitle_at + d::MeasureText(subtitle));
  const float switch_w = DrawLanguageSwitch(app, origin + ImVec2(display.x - kMargin, 20));
  const ImVec2 about_min = origin + ImVec2(display.x - kMargin - switch_w - 100, 20);
  if (narrow) {
    // On a phone the About button goes under the language switch.
    const ImVec2 at = origin + ImVec2(display.x - kMargin - 96, 66);
    if (d::SecondaryButton(Tr(lang, "About", "情報"), at, ImVec2(96, 40))) app.OpenAbout();
    draw::TestRect("home:about", at, at + ImVec2(96, 40));
  } else {
    if (d::SecondaryButton(Tr(lang, "About", "情報"), about_min, ImVec2(90, 40))) app.OpenAbout();
    draw::TestRect("home:about", about_min, about_min + ImVec2(90, 40));
    if (open_in_header) OpenFileButton(lang, about_min - ImVec2(230, 0), ImVec2(220, 40));
  }
  // The designer's lab, left of About and Open (under the switch, left of About, on a phone).
  const ImVec2 lab_at = narrow             ? origin + ImVec2(display.x - kMargin - 96 - 86, 66)
                        : open_in_header ? about_min - ImVec2(230 + 86, 0)
                                         : about_min - ImVec2(86, 0);
  if (d::SecondaryButton(Tr(lang, "Lab", "ラボ"), lab_at, ImVec2(78, 40))) app.OpenLab();
  draw::TestRect("home:lab", lab_at, lab_at + ImVec2(78, 40));

  // The tiles: as many per row as fit (5, else 3 + 2, else 2s, else one).
  float top = narrow ? 146.0f : 118.0f;
  top += DrawOnlineTables(app, origin, top, display.x);
  if (app.screen() != Screen::kHome) {  // Open was clicked
    ImGui::End();
    return;
  }
  top += DrawSavedGames(app, origin, top, display.x);
  if (app.screen() != Screen::kHome) {  // Replay was clicked
    ImGui::End();
    return;
  }
  if (!open_in_header) {  // on smaller screens it gets a row of its own, above the tiles
    OpenFileButton(lang, origin + ImVec2((display.x - 240) * 0.5f, top), ImVec2(240, 44));
    top += 44 + kGap;
  }
  const int count = int(Catalog().size());
  if (narrow) {
    // A phone: one row per game, all five on one screen.
    const float row_w = std::min(display.x - 2 * 16.0f, 560.0f), row_h = 112, row_gap = 8;
    for (int i = 0; i < count; ++i) {
      const ImVec2 at = origin + ImVec2((display.x - row_w) * 0.5f, top + float(i) * (row_h + row_gap));
      const CatalogEntry& entry = Catalog()[i];
      if (TileRow(entry, at, ImVec2(row_w, row_h), lang)) app.OpenSetup(entry.id);
    }
    ImGui::SetCursorScreenPos(origin);
    ImGui::Dummy(ImVec2(1, top + float(count) * (row_h + row_gap) + 16));
    ImGui::End();
    return;
  }
  float tile_w = 224.0f, tile_h = 340.0f;
  int cols = int((display.x - 2 * kMargin + kGap) / (tile_w + kGap));
  cols = std::clamp(cols, 1, 5);
  if (cols == 4) cols = 3;
  if (cols == 1) tile_w = std::min(display.x - 2 * kMargin, 360.0f);
  const int rows = (count + cols - 1) / cols;
  for (int i = 0; i < count; ++i) {
    const int row = i / cols, col = i % cols;
    const int in_row = std::min(cols, count - row * cols);
    const float row_w = float(in_row) * tile_w + float(in_row - 1) * kGap;
    const float x = (display.x - row_w) * 0.5f + float(col) * (tile_w + kGap);
    const float y = top + float(row) * (tile_h + kGap);
    const CatalogEntry& entry = Catalog()[i];
    if (Tile(entry, origin + ImVec2(x, y), ImVec2(tile_w, tile_h), lang)) app.OpenSetup(entry.id);
  }
  // Reserve the content height so the window scrolls on small screens.
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(1, top + float(rows) * (tile_h + kGap) + kMargin));
  ImGui::End();
}

}  // namespace mercato::web
