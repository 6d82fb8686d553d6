// The online seat's table: whose turn, who is connected, the seat's moves, the
// moves so far as this seat saw them, refusals with their reason, the undo and
// hand-over votes (online_votes.cpp), and at the
// end the scores and the record to download. The game's own view draws the
// table from the seat state in the server's view (online_seat_view.cpp).
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "app/catalog.h"
#include "app/online_screens.h"
#include "app/online_seat_view.h"
#include "app/online_session.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

const ImVec4 kHeading(1.0f, 0.85f, 0.55f, 1.0f);
const ImVec4 kRefusal(1.0f, 0.55f, 0.45f, 1.0f);

// A score as this seat may know it: "?" where it may not.
std::string ScoreText(const std::optional<int>& score) { return score ? std::to_string(*score) : "?"; }

std::string SeatName(const OnlineSnapshot& o, int seat, Lang lang) {
  for (const OnlineSeat& s : o.seats) {
    if (s.seat != seat) continue;
    if (seat == o.me) return Tr(lang, "You", "あなた");
    const std::string name = OnlineSeatName(s, lang);
    if (!name.empty()) return name;
  }
  char text[32];
  std::snprintf(text, sizeof(text), Tr(lang, "Seat %d", "席%d"), seat + 1);
  return text;
}

std::string StatusText(const OnlineSnapshot& o, Lang lang) {
  if (o.over) return Tr(lang, "Game over", "ゲーム終了");
  if (MyTurn(o)) return Tr(lang, "Your turn", "あなたの番です");
  if (!o.has_view || o.view.to_move < 0) return Tr(lang, "Dealing…", "配っています…");
  char text[96];
  std::snprintf(text, sizeof(text), Tr(lang, "%s to move", "%sの番です"), SeatName(o, o.view.to_move, lang).c_str());
  return text;
}

// Who sits where, connected or not, and their score as this seat may know it.
void SeatsRow(const OnlineSnapshot& o, Lang lang) {
  for (size_t i = 0; i < o.seats.size(); ++i) {
    const OnlineSeat& seat = o.seats[i];
    std::string text = SeatName(o, seat.seat, lang);
    if (i < o.view.scores.size()) text += ": " + ScoreText(o.view.scores[i]);
    if (seat.person && seat.seat != o.me) text += seat.connected ? " ●" : Tr(lang, " (not connected)", "（未接続）");
    if (i > 0) SameLineOrWrap(ImGui::CalcTextSize(text.c_str()).x + 24);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    dl->AddCircleFilled(at + ImVec2(8, 11), 7, d::palette::kSeat[seat.seat % 6], 12);
    if (o.has_view && seat.seat == o.view.to_move && !o.over) dl->AddCircle(at + ImVec2(8, 11), 10, d::palette::kGlow, 16, 2);
    ImGui::SetCursorScreenPos(at + ImVec2(20, 0));
    ImGui::TextUnformatted(text.c_str());
    d::TestText("online:seat:" + std::to_string(seat.seat), text);
    DrawSeatClock(o, seat.seat);
    // What the seat just said, beside it for a few seconds.
    const std::string bubble = SeatBubble(o, seat.seat, lang);
    if (!bubble.empty()) {
      ImGui::SameLine();
      const std::string quoted = Tr(lang, "“", "「") + bubble + Tr(lang, "”", "」");
      ImGui::TextColored(ImVec4(1.0f, 0.92f, 0.6f, 1.0f), "%s", quoted.c_str());
      d::TestText("online:said:" + std::to_string(seat.seat), bubble);
    }
  }
}

// The last moves as this seat was told them, newest first: the game view's
// sentences for its events ("Seat 2 grips a secret bid"), else the notation.
std::vector<std::string> LogLines(const OnlineSnapshot& o, Lang lang) {
  std::vector<std::string> lines = OnlineLogLines(o, lang);
  if (lines.empty() && o.view.log.empty()) {
    for (const SeenMove& m : o.view.seen) lines.push_back(SeatName(o, m.player, lang) + ": " + m.move);
  }
  NotePhrases(o, lines.size());
  NoteTimeouts(o, lines.size());
  AddTimeoutsToLog(o, lang, lines, SeatName);
  AddPhrasesToLog(o, lang, lines, SeatName);
  return lines;
}

void MovesLog(const OnlineSnapshot& o, Lang lang, size_t lines) {
  ImGui::TextColored(kHeading, "%s", Tr(lang, "Moves", "手の記録"));
  const std::vector<std::string> all = LogLines(o, lang);
  for (size_t i = all.size(), shown = 0; i-- > 0 && shown < lines; ++shown) {
    ImGui::TextWrapped("%s", all[i].c_str());
    d::TestText("online:log:" + std::to_string(shown), all[i]);
  }
  if (all.empty()) ImGui::TextDisabled("%s", Tr(lang, "No moves yet.", "まだ手はありません。"));
}

void GameOverPanel(App& app, const OnlineSnapshot& o) {
  const Lang lang = app.lang();
  ImGui::TextColored(kHeading, "%s", Tr(lang, "Final scores", "最終得点"));
  for (size_t i = 0; i < o.view.scores.size(); ++i) {
    const std::string line = SeatName(o, int(i), lang) + ": " + ScoreText(o.view.scores[i]);
    ImGui::BulletText("%s", line.c_str());
    d::TestText("online:score:" + std::to_string(i), line);
  }
  DrawRematch(o, lang);
  if (!o.watching) {
    if (ImGui::Button(Tr(lang, "Download the record (.mercato)", "記録をダウンロード（.mercato）"))) {
      OnlineRequest("record");
    }
    d::TestRect("online:record", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::SameLine();
  }
  if (ImGui::Button(Tr(lang, "Home", "ホーム"))) {
    OnlineRequest("leave");
    app.GoHome();
  }
  d::TestRect("online:home", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

}  // namespace

void DrawOnlineTable(App& app) {
  const OnlineSnapshot& o = Online();
  const Lang lang = app.lang();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const std::string status = StatusText(o, lang);
  d::TestText("online:status", status);

  // The game's own table for this seat, when the server sends its seat state.
  const bool narrow = display.x < 700;
  const float panel_h = narrow ? display.y * 0.42f : 230.0f;
  const ImVec2 table_min(0, 64);
  const ImVec2 table_size(display.x, display.y - 64 - panel_h);
  const bool drawn = DrawOnlineSeatView(app, table_min, table_size);

  // Status, seats, moves: a panel under the table (the whole screen when the
  // game's table cannot be drawn yet).
  const ImVec2 panel_min = drawn ? ImVec2(0, display.y - panel_h) : ImVec2(0, 64);
  BeginCanvasWindow("##online_panel", panel_min, display - panel_min, true);
  ImGui::GetWindowDrawList()->AddRectFilled(panel_min, display, d::palette::kPanel);
  ImGui::SetCursorPos(ImVec2(16, 10));
  ImGui::BeginGroup();
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextUnformatted(status.c_str());
  ImGui::PopFont();
  SeatsRow(o, lang);
  DrawSpectatorCount(o, lang);
  DrawWatchingLine(o, lang);
  if (!o.refusal.empty()) {
    ImGui::TextColored(kRefusal, "%s", o.refusal.c_str());
    d::TestText("online:refusal", o.refusal);
  }
  DrawOnlineVotes(o, lang);
  DrawPhrasePicker(o, lang);
  DrawTurnNoticeOffer(o, lang);
  if (o.over) {
    GameOverPanel(app, o);
  } else if (!drawn && o.has_view) {
    // A seat state that does not read is a bug (seat_state_test checks they
    // do); the reason is in the console.
    ImGui::TextWrapped("%s", Tr(lang, "This table cannot be drawn: reload the page to try again.",
                                "この卓を描けません。ページを再読み込みしてください。"));
  }
  MovesLog(o, lang, drawn ? 4 : 14);
  DrawSpectators(o, lang, false);  // the host's switch: seldom needed, under the log
  ImGui::EndGroup();
  ImGui::End();
}

}  // namespace mercato::web
