#include "app/home_saves.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/catalog.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

constexpr float kSavesMargin = 24.0f;
constexpr float kSavesGap = 10.0f;

// The save whose Delete was pressed: its row asks before anything is deleted.
std::string g_confirming;

std::string Title(const SavedGame& g, Lang lang) {
  if (!g.damaged.empty()) {
    const std::string name = g.game.empty() ? Tr(lang, "A saved game", "保存したゲーム")
                                            : GameName(g.game, lang);
    return name + (g.damaged == "newer" ? Tr(lang, " · from a newer version", "・新しいバージョンのもの")
                                        : Tr(lang, " · damaged, kept aside", "・破損（別に保管）"));
  }
  char text[160];
  const std::string name = g.game.empty() ? Tr(lang, "A saved game", "保存したゲーム")
                                          : GameName(g.game, lang);
  if (g.over) {
    std::snprintf(text, sizeof(text), Tr(lang, "%s · finished, %d moves", "%s・終了（%d手）"),
                  name.c_str(), g.moves);
  } else {
    std::snprintf(text, sizeof(text), Tr(lang, "%s · %d players · move %d", "%s・%d人・%d手目"),
                  name.c_str(), g.players, g.moves);
  }
  return text;
}

// The thumbnail line: when it was last saved and the scores as they stand.
std::string Subtitle(const SavedGame& g, Lang lang) {
  if (!g.damaged.empty()) {
    return Tr(lang, "It cannot be continued here: download it to keep it.",
              "ここでは続けられません。ダウンロードして保管できます。");
  }
  std::string scores = g.scores;
  std::replace(scores.begin(), scores.end(), ' ', '/');
  std::string out = g.when;
  if (!scores.empty()) out += std::string(out.empty() ? "" : " · ") + Tr(lang, "scores ", "得点 ") + scores;
  return out;
}

struct Button {
  const char* label;
  std::string rect;
  float width;
  bool primary;
};

// One row; returns its height.
float Row(App& app, const SavedGame& g, ImVec2 a, float w, bool first_unfinished) {
  const Lang lang = app.lang();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool narrow = w < 560;
  const float h = narrow ? 112.0f : 64.0f;
  const ImVec2 b = a + ImVec2(w, h);
  d::Shadow(dl, a, b, 12.0f);
  dl->AddRectFilled(a, b, g.over ? d::Rgba(70, 54, 40, 225) : d::Rgba(52, 36, 26, 235), 12.0f);
  dl->AddRect(a, b, g.damaged.empty() ? d::Rgba(230, 180, 90, 200) : d::Rgba(220, 90, 60, 220),
              12.0f, 0, 1.5f);
  if (!g.game.empty()) DrawEmblem(dl, g.game, a + ImVec2(34, 32), 20);

  ImGui::PushID(g.id.c_str());
  const bool confirming = g_confirming == g.id;
  std::vector<Button> buttons;
  if (confirming) {
    buttons = {{Tr(lang, "Delete", "削除"), "saves:confirm-delete:" + g.id, 100, true},
               {Tr(lang, "Keep", "残す"), "saves:keep:" + g.id, 90, false}};
  } else if (!g.damaged.empty()) {
    buttons = {{Tr(lang, "Download", "ダウンロード"), "saves:download:" + g.id, 140, true},
               {"×", "saves:delete:" + g.id, 44, false}};
  } else if (g.over) {
    buttons = {{Tr(lang, "Replay", "リプレイ"), "saves:replay:" + g.id, 110, true},
               {Tr(lang, "Save", "保存"), "saves:file:" + g.id, 80, false},
               {"×", "saves:delete:" + g.id, 44, false}};
  } else {
    buttons = {{Tr(lang, "Continue", "続ける"), "saves:continue:" + g.id, 130, true},
               {"×", "saves:delete:" + g.id, 44, false}};
  }
  float buttons_w = 0;
  for (const Button& button : buttons) buttons_w += button.width + 8;
  // Buttons at the right (under the text on a phone).
  ImVec2 at(b.x - 10 - buttons_w + 8, narrow ? b.y - 54 : a.y + 10);
  std::string clicked;
  for (const Button& button : buttons) {
    const ImVec2 size(button.width, 44);
    const bool hit = button.primary ? d::PrimaryButton(button.label, at, size)
                                    : d::SecondaryButton(button.label, at, size);
    if (hit) clicked = button.rect;
    d::TestRect(button.rect, at, at + size);
    if (first_unfinished && button.rect.rfind("saves:continue:", 0) == 0) {
      d::TestRect("home:continue", at, at + size);
    }
    at.x += button.width + 8;
  }
  ImGui::PopID();

  const float text_right = narrow ? b.x - 10 : b.x - 18 - buttons_w;
  dl->PushClipRect(a, ImVec2(text_right, b.y), true);
  const std::string title =
      confirming ? Tr(lang, "Delete this game for good?", "このゲームを削除しますか？") : Title(g, lang);
  d::Text(dl, a + ImVec2(64, 10), title.c_str(), d::palette::kWhite, d::FontRole::kBody,
          d::Align::kLeft, 0, 0, true);
  const std::string sub = confirming ? Title(g, lang) : Subtitle(g, lang);
  d::Text(dl, a + ImVec2(64, 36), sub.c_str(), d::palette::kLabelSoft, d::FontRole::kSmall);
  dl->PopClipRect();

  if (clicked.rfind("saves:continue:", 0) == 0) app.ContinueSaved(g.id);
  if (clicked.rfind("saves:replay:", 0) == 0) app.ReplaySaved(g.id);
  if (clicked.rfind("saves:file:", 0) == 0 || clicked.rfind("saves:download:", 0) == 0) {
    app.DownloadSaved(g.id);
  }
  if (clicked.rfind("saves:delete:", 0) == 0) g_confirming = g.id;
  if (clicked.rfind("saves:keep:", 0) == 0) g_confirming.clear();
  if (clicked.rfind("saves:confirm-delete:", 0) == 0) {
    g_confirming.clear();
    app.DeleteSaved(g.id);
  }
  return h;
}

float Heading(const char* text, ImVec2 at) {
  d::Text(ImGui::GetWindowDrawList(), at, text, d::palette::kLabelSoft, d::FontRole::kBody,
          d::Align::kLeft, 0, 0, true);
  return 30;
}

}  // namespace

float DrawSavedGames(App& app, ImVec2 origin, float top, float width) {
  // A copy: a click may change the list while it is drawn.
  const std::vector<SavedGame> saves = app.SavedGames();
  if (saves.empty()) return 0;
  const Lang lang = app.lang();
  const float w = std::min(width - 2 * kSavesMargin, 760.0f);
  const float x = (width - w) * 0.5f;
  float y = top;
  bool first = true;
  bool any_open = false, any_over = false;
  for (const SavedGame& g : saves) (g.over ? any_over : any_open) = true;
  if (any_open) {
    y += Heading(Tr(lang, "Games in progress", "進行中のゲーム"), origin + ImVec2(x + 4, y));
    for (const SavedGame& g : saves) {
      if (g.over) continue;
      y += Row(app, g, origin + ImVec2(x, y), w, first && g.damaged.empty()) + kSavesGap;
      if (g.damaged.empty()) first = false;
      if (app.screen() != Screen::kHome) return y - top;  // Continue was clicked
    }
  }
  if (any_over) {
    y += Heading(Tr(lang, "Recent games", "最近のゲーム"), origin + ImVec2(x + 4, y));
    for (const SavedGame& g : saves) {
      if (!g.over) continue;
      y += Row(app, g, origin + ImVec2(x, y), w, false) + kSavesGap;
      if (app.screen() != Screen::kHome) return y - top;
    }
  }
  return y - top + 10;
}

}  // namespace mercato::web
