// Home's "Online tables" (issue 41, item 4): every open table this browser
// holds a seat at, whose turn it is there, and Open. The page asks each table's
// server (page/online.js tables(), POST /tables/turns) when Home is shown.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/catalog.h"
#include "app/home_saves.h"
#include "app/online_session.h"
#include "draw/draw.h"
#include "engine/json_writer.h"

namespace mercato::web {

namespace d = draw;

namespace {

constexpr float kTablesMargin = 24.0f;
constexpr float kTablesGap = 10.0f;
constexpr double kAskEverySeconds = 15.0;  // while Home stays open

std::string TurnWords(const OnlineTableRow& t, Lang lang) {
  if (!t.started) return Tr(lang, "waiting to start", "開始待ち");
  if (t.your_turn) return Tr(lang, "your turn", "あなたの番");
  if (t.to_move < 0 || size_t(t.to_move) >= t.names.size()) return Tr(lang, "in play", "対局中");
  const std::string& who = t.names[size_t(t.to_move)];
  char text[120];
  std::snprintf(text, sizeof(text), Tr(lang, "%s's turn", "%sの番"), who.c_str());
  return text;
}

}  // namespace

float DrawOnlineTables(App& app, ImVec2 origin, float top, float width) {
  if (OnlineAvailability() != 1) return 0;
  // Asked when Home comes back, and now and then while it stays.
  static int last_frame = -2;
  static double asked_at = -1e9;
  const int frame = ImGui::GetFrameCount();
  if (frame != last_frame + 1 || ImGui::GetTime() - asked_at > kAskEverySeconds) {
    OnlineRequest("tables");
    asked_at = ImGui::GetTime();
  }
  last_frame = frame;
  const std::vector<OnlineTableRow> rows = OnlineTables();  // a copy: Open changes the screen
  if (rows.empty()) return 0;
  const Lang lang = app.lang();
  const float w = std::min(width - 2 * kTablesMargin, 760.0f);
  const float x = (width - w) * 0.5f;
  float y = top;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  d::Text(dl, origin + ImVec2(x + 4, y), Tr(lang, "Online tables", "オンラインの卓"), d::palette::kLabelSoft,
          d::FontRole::kBody, d::Align::kLeft, 0, 0, true);
  y += 30;
  for (const OnlineTableRow& t : rows) {
    const ImVec2 a = origin + ImVec2(x, y), b = a + ImVec2(w, 64);
    d::Shadow(dl, a, b, 12.0f);
    dl->AddRectFilled(a, b, d::Rgba(40, 44, 62, 235), 12.0f);
    dl->AddRect(a, b, t.your_turn ? d::palette::kGlow : d::Rgba(150, 170, 230, 200), 12.0f, 0, t.your_turn ? 2.5f : 1.5f);
    if (!t.game.empty()) DrawEmblem(dl, t.game, a + ImVec2(34, 32), 20);
    const std::string title = (t.game.empty() ? std::string("?") : GameName(t.game, lang)) + Tr(lang, " · ", "・") +
                              TurnWords(t, lang);
    d::Text(dl, a + ImVec2(68, 21), title.c_str(), d::palette::kWhite, d::FontRole::kBody);
    d::TestText("home:online:" + t.table, title);
    const ImVec2 size(110, 44);  // a fingertip
    const ImVec2 at = ImVec2(b.x - size.x - 10, a.y + 10);
    ImGui::PushID(t.table.c_str());
    if (d::PrimaryButton(Tr(lang, "Open", "開く"), at, size)) {
      JsonWriter body;
      body.BeginObject().Field("link", t.link);
      body.EndObject();
      OnlineRequest("open", body.str());
      app.OpenOnline();
    }
    ImGui::PopID();
    d::TestRect("home:online-open:" + t.table, at, at + size);
    y += 64 + kTablesGap;
    if (app.screen() != Screen::kHome) break;
  }
  return y - top + 10;
}

}  // namespace mercato::web
