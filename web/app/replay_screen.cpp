// Replay: a finished or loaded game drawn by its own view, step by step. The
// bar steps forwards and back (also the arrow keys, Home and End) and picks the
// viewpoint: one seat's view, or all-seeing (every hand shown).
#include <cstdio>
#include <string>

#include "app/app.h"
#include "app/catalog.h"
#include "app/record_files.h"
#include "app/replay_viewer.h"
#include "app/screen_frame.h"
#include "app/table_frame.h"
#include "draw/draw.h"
#include "views/seat_sentence.h"

namespace mercato::web {

namespace d = draw;

namespace {

constexpr float kViewRowHeight = 52.0f;

bool KeyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); }

void StepKeys(session::Replay& replay) {
  if (KeyPressed(ImGuiKey_RightArrow)) replay.Step(1);
  if (KeyPressed(ImGuiKey_LeftArrow)) replay.Step(-1);
  if (KeyPressed(ImGuiKey_Home)) replay.Goto(0);
  if (KeyPressed(ImGuiKey_End)) replay.Goto(replay.Steps());
}

void DrawReplayBar(App& app, ReplayViewer& viewer, ImVec2 display) {
  const Lang lang = app.lang();
  session::Replay& replay = viewer.replay();
  BeginCanvasWindow("##replay_bar", ImVec2(0, 0), ImVec2(display.x, kBarHeight + kViewRowHeight));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float height = kBarHeight + kViewRowHeight;
  dl->AddRectFilled(ImVec2(0, 0), ImVec2(display.x, height), d::Rgba(40, 26, 18, 235));
  dl->AddLine(ImVec2(0, height), ImVec2(display.x, height), d::Rgba(150, 110, 70), 1.0f);
  const bool narrow = display.x < 760;
  float x = 10, y = 10;
  const float h = 40;
  auto button = [&](const char* name, const char* label, float w, bool enabled, bool primary = false) {
    const ImVec2 at(x, y);
    const bool clicked = primary ? d::PrimaryButton(label, at, ImVec2(w, h), enabled)
                                 : d::SecondaryButton(label, at, ImVec2(w, h), enabled);
    d::TestRect(name, at, at + ImVec2(w, h));
    x += w + 8;
    return clicked;
  };
  if (button("replay:close", Tr(lang, "Close", "閉じる"), narrow ? 70 : 84, true)) {
    app.CloseReplay();
    ImGui::End();
    return;
  }
  // Phones: arrows only, seat numbers only, so each row fits in 390 px.
  const int step = replay.Position(), steps = replay.Steps();
  const float w = narrow ? 50 : 84;
  if (button("replay:start", narrow ? "|◀" : Tr(lang, "|◀ Start", "|◀ 最初"), w, step > 0)) replay.Goto(0);
  if (button("replay:back", narrow ? "◀" : Tr(lang, "◀ Back", "◀ 前へ"), w, step > 0)) replay.Step(-1);
  if (button("replay:next", narrow ? "▶" : Tr(lang, "Next ▶", "次へ ▶"), w, step < steps, true)) {
    replay.Step(1);
  }
  if (button("replay:end", narrow ? "▶|" : Tr(lang, "End ▶|", "最後 ▶|"), w, step < steps)) {
    replay.Goto(steps);
  }
  char text[96];
  std::snprintf(text, sizeof(text), narrow ? "%d / %d" : Tr(lang, "Move %d of %d", "%d / %d 手"),
                step, steps);
  d::Text(dl, ImVec2(x + 4, 18), text, d::palette::kGlow, d::FontRole::kBody, d::Align::kLeft, 0,
          0, true);
  if (!narrow) DrawLanguageSwitch(app, ImVec2(display.x - 10, 10));

  // The viewpoint row: one button per seat, then all-seeing.
  x = 10;
  y = kBarHeight + 4;
  const char* label = narrow ? Tr(lang, "Seat:", "席：") : Tr(lang, "View:", "視点：");
  d::Text(dl, ImVec2(x, y + 10), label, d::palette::kWhite);
  x += d::MeasureText(label).x + 10;
  for (int seat = 0; seat < replay.NumPlayers(); ++seat) {
    if (narrow) {
      std::snprintf(text, sizeof(text), "%d", seat + 1);
    } else {
      std::snprintf(text, sizeof(text), Tr(lang, "Seat %d", "席%d"), seat + 1);
    }
    ImGui::PushID(seat);
    const ImVec2 at(x, y);
    const ImVec2 size(narrow ? 44 : 80, h);
    const bool on = viewer.viewer() == seat;
    if (on ? d::PrimaryButton(text, at, size) : d::SecondaryButton(text, at, size)) {
      viewer.SetViewer(seat);
    }
    d::TestRect("replay:view:" + std::to_string(seat), at, at + size);
    ImGui::PopID();
    x += size.x + 6;
  }
  const ImVec2 at(x, y), size(narrow ? 100 : 150, h);
  const bool all = viewer.viewer() == kAllSeeing;
  const char* all_label = Tr(lang, "All-seeing", "全員の手札");
  if (all ? d::PrimaryButton(all_label, at, size) : d::SecondaryButton(all_label, at, size)) {
    viewer.SetViewer(kAllSeeing);
  }
  d::TestRect("replay:view:all", at, at + size);
  ImGui::End();
}

}  // namespace

void DrawReplay(App& app, ReplayViewer& viewer) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Lang lang = app.lang();
  session::Replay& replay = viewer.replay();
  StepKeys(replay);

  const TableLayout layout = LayoutTable(display, kBarHeight + kViewRowHeight);
  if (app.TakeFocusRequest()) ImGui::SetNextWindowFocus();
  BeginCanvasWindow("##replay_table", layout.table_min, layout.table_size);
  ViewContext ctx;
  ctx.draw = ImGui::GetWindowDrawList();
  ctx.origin = layout.table_min;
  ctx.size = layout.table_size;
  ctx.viewer = viewer.viewer();
  ctx.can_act = false;  // a replay is only looked at
  ctx.lang = lang;
  ctx.time = ImGui::GetTime();
  viewer.TellMoves(ctx);
  SetSeatNames(&viewer, replay.Record().names);
  viewer.view().Draw(viewer.Table(), ctx);
  ImGui::End();

  DrawLogPanel(viewer.Log(), size_t(replay.MovesAt(replay.Position())), layout, lang,
               viewer.view().Legend(lang));
  DrawReplayBar(app, viewer, display);
  d::ShowSymbolName();
}

}  // namespace mercato::web
