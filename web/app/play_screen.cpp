// Play: the game's table (drawn by its GameView), the log, the menu bar, the
// rules page and the end screen.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/catalog.h"
#include "app/first_game_guide.h"
#include "app/play_session.h"
#include "app/record_files.h"
#include "app/rules_numbers.h"
#include "app/screen_frame.h"
#include "app/table_frame.h"
#include "draw/draw.h"
#include "views/seat_sentence.h"

namespace mercato::web {

namespace d = draw;

namespace {

std::string g_error;          // the last refused move, shown for a few seconds
double g_error_time = -100;
bool g_confirm_undo = false;  // hot seat: the "all players agree?" dialog is up
int g_shown_viewer = -1;      // the seat whose hidden cards the screen last showed
uint64_t g_shown_game = 0;    // the PlaySession::id() it showed them in (0: none yet)
// The game (its id) whose game-over box was closed to study the final table (reopened from the bar).
uint64_t g_over_closed_for = 0;

// Why Undo is greyed out, for its hover tooltip.
const char* WhyNoUndo(const session::Match& match, Lang lang) {
  switch (match.WhyNoUndo()) {
    case session::Match::UndoBlock::kChance:
      return Tr(lang, "A card was drawn (or dice rolled) since your move: a draw cannot be undone.",
                "あなたの手のあとにカードが引かれた（またはサイコロが振られた）ため戻せません。");
    case session::Match::UndoBlock::kReveal:
      return Tr(lang, "A move since your move showed hidden cards: it cannot be undone.",
                "あなたの手のあとに伏せられた情報が公開されたため戻せません。");
    case session::Match::UndoBlock::kNoMove:
    case session::Match::UndoBlock::kNone:
      break;
  }
  return Tr(lang, "Nothing to take back yet.", "まだ戻せる手がありません。");
}

// Hot seat: "Undo the last move? All players agree?" Yes undoes, No keeps the game.
void DrawUndoConfirm(App& app, PlaySession& session) {
  const Lang lang = app.lang();
  ImGui::SetNextWindowFocus();
  BeginDialog("##undo_confirm", ImVec2(460, 200));
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(Tr(lang, "Undo the last move?", "最後の手を戻しますか？"));
  ImGui::PopFont();
  ImGui::TextUnformatted(Tr(lang, "All players agree?", "全員が同意していますか？"));
  ImGui::PopTextWrapPos();
  const ImVec2 min = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  const ImVec2 button(140, 44);
  const ImVec2 no = min + size - button - ImVec2(18, 16);
  const ImVec2 yes = no - ImVec2(button.x + 12, 0);
  if (d::PrimaryButton(Tr(lang, "Yes, undo", "はい、戻す"), yes, button)) {
    g_confirm_undo = false;
    session.Undo();
  }
  if (d::SecondaryButton(Tr(lang, "No", "いいえ"), no, button)) g_confirm_undo = false;
  d::TestRect("undo:yes", yes, yes + button);
  d::TestRect("undo:no", no, no + button);
  ImGui::End();
}

// Hot seat: when the screen passes from one person's seat to another's, the
// table stays covered until the next person says they are at the screen.
// Returns true while the cover is up.
bool HandOffCover(App& app, PlaySession& session, ImVec2 min, ImVec2 size) {
  const session::Match& match = session.match();
  const int viewer = session.Viewer();
  const int humans = HumanSeats(match);
  // A new game: at a shared screen the table starts covered, so no seat's
  // cards show before its person says they are at the screen.
  if (g_shown_game != session.id()) {
    g_shown_game = session.id();
    g_shown_viewer = humans >= 2 ? -1 : viewer;
  }
  if (humans < 2 || viewer == g_shown_viewer || session.Over()) {
    g_shown_viewer = viewer;
    return false;
  }
  const Lang lang = app.lang();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  d::TableBackground(dl, min, min + size, d::Surface::kLinen);
  // The person's name when Setup gave one ("Pass the screen to Ana"), else "Seat 2".
  const std::string who = SeatNameOrNumber(viewer, lang);
  char text[160];
  std::snprintf(text, sizeof(text), Tr(lang, "Pass the screen to %s", "%sの人に画面を渡してください"),
                who.c_str());
  const ImVec2 center = min + size * 0.5f;
  d::Icon(dl, d::Shape::kCircle, center - ImVec2(0, 90), 26, d::palette::kSeat[viewer % 6]);
  d::Text(dl, center - ImVec2(0, 50), text, d::palette::kInk, d::FontRole::kTitle, d::Align::kCenter);
  d::Text(dl, center - ImVec2(0, 10),
          Tr(lang, "The table stays hidden so nobody sees another's cards.",
             "ほかの人の手札が見えないよう、卓を隠しています。"),
          d::palette::kInk, d::FontRole::kBody, d::Align::kCenter);
  std::snprintf(text, sizeof(text), Tr(lang, "I am %s: show my table", "%sです：卓を見る"), who.c_str());
  const ImVec2 button_size(300, 52);
  const ImVec2 at = center + ImVec2(-button_size.x * 0.5f, 30);
  if (d::PrimaryButton(text, at, button_size)) g_shown_viewer = viewer;
  d::TestRect("play:handoff", at, at + button_size);
  return true;
}

void DrawBar(App& app, PlaySession& session, ImVec2 display) {
  const Lang lang = app.lang();
  BeginCanvasWindow("##bar", ImVec2(0, 0), ImVec2(display.x, kBarHeight));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilledMultiColor(ImVec2(0, 0), ImVec2(display.x, kBarHeight), d::Rgba(40, 26, 18, 235),
                              d::Rgba(40, 26, 18, 235), d::Rgba(60, 40, 28, 220),
                              d::Rgba(60, 40, 28, 220));
  dl->AddLine(ImVec2(0, kBarHeight), ImVec2(display.x, kBarHeight), d::Rgba(150, 110, 70), 1.0f);
  const bool narrow = display.x < 760;
  float x = 10;
  // A phone's buttons are a finger's 44 px; the desk keeps its 40.
  const float y = narrow ? 8 : 10, h = narrow ? 44 : 40;
  auto button = [&](const char* name, const char* label, float w, bool enabled = true,
                    const char* why = nullptr) {
    const ImVec2 at(x, y);
    const bool clicked = d::SecondaryButton(label, at, ImVec2(w, h), enabled, why);
    draw::TestRect(name, at, at + ImVec2(w, h));
    x += w + 8;
    return clicked;
  };
  // Phones: five buttons must fit in 390 px, so they are narrower and "Save" is short.
  const float scale = narrow ? 0.8f : 1.0f;
  // Embedded in another page there is no home to go back to.
  if (!app.embedded() && button("play:home", Tr(lang, "Home", "ホーム"), 84 * scale)) {
    app.GoHome();
  }
  if (button("play:rules", Tr(lang, "Rules", "ルール"), 84 * scale)) app.rules_open() = !app.rules_open();
  // Under the hot-seat cover nobody has seen the table yet: nothing to take back.
  const bool covered = HandOffPending(session);
  const bool can_undo = session.resigned() < 0 && session.match().CanUndo() && !covered;
  const char* why_no_undo = covered ? Tr(lang, "The table is covered: show it first.",
                                         "卓が隠れています：先に卓を見てください。")
                                    : WhyNoUndo(session.match(), lang);
  if (button("play:undo", Tr(lang, "Undo", "戻す"), 74 * scale, can_undo, why_no_undo)) {
    // At a shared screen everyone must agree; against computers it is immediate.
    if (HumanSeats(session.match()) >= 2) {
      g_confirm_undo = true;
    } else {
      session.Undo();
    }
  }
  if (button("play:save", narrow ? Tr(lang, "Save", "保存") : Tr(lang, "Save to file…", "ファイルに保存"),
             narrow ? 60 : 140)) {
    DownloadRecord(session.match().Record());
  }
  // After the end the pace no longer matters: a closed game-over box is
  // reopened from that place (so it fits a phone's row of buttons).
  const bool over_closed = session.Over() && g_over_closed_for == session.id();
  if (over_closed) {
    if (button("over:reopen", Tr(lang, "Scores", "得点"), 96 * scale)) g_over_closed_for = 0;
  } else if (button("play:faster",
                    session.faster ? Tr(lang, "Faster ✓", "速く ✓") : Tr(lang, "Faster", "速く"),
                    96 * scale)) {
    session.faster = !session.faster;
  }
  // Whose turn, on the right (under the language switch on phones).
  const float switch_w = narrow ? 0.0f : DrawLanguageSwitch(app, ImVec2(display.x - 10, y));
  const session::Match& match = session.match();
  std::string status;
  if (session.Over()) {
    status = Tr(lang, "Game over", "ゲーム終了");
  } else if (match.IsHumanTurn()) {
    status = match.ToMove() == session.Viewer() && !session.SharesScreen()
                 ? Tr(lang, "Your turn", "あなたの番です")
                                                : SeatName(session, match.ToMove(), lang) +
                                                      Tr(lang, " to play", "の番");
  } else {
    status = SeatName(session, match.ToMove(), lang) + Tr(lang, " is thinking…", "が考え中…");
  }
  const float status_x = x + 10;
  const float status_w = display.x - switch_w - 20 - status_x;
  if (status_w > 80) {
    dl->PushClipRect(ImVec2(status_x, 0), ImVec2(status_x + status_w, kBarHeight), true);
    d::Text(dl, ImVec2(status_x, 18), status.c_str(), d::palette::kGlow, d::FontRole::kBody,
            d::Align::kLeft, 0, 0, true);
    if (session.Thinking()) {
      const float w = std::min(140.0f, status_w);
      const ImVec2 a(status_x, 44), b(status_x + w, 49);
      dl->AddRectFilled(a, b, d::Rgba(0, 0, 0, 90), 3.0f);
      dl->AddRectFilled(a, ImVec2(a.x + w * float(session.ThinkingProgress()), b.y),
                        d::palette::kGlow, 3.0f);
    }
    dl->PopClipRect();
  }
  ImGui::End();
}

void DrawRulesPage(App& app, PlaySession& session) {
  const Lang lang = app.lang();
  BeginDialog("##rules", ImVec2(760, 640));
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextUnformatted((GameName(session.request().game, lang) + Tr(lang, " — rules", "：ルール")).c_str());
  ImGui::PopFont();
  ImGui::Separator();
  ImGui::BeginChild("##rules_text", ImVec2(0, -72), false);
  session.view().DrawRules(lang);
  DrawNumbersInForce(session.match().GetGame(), lang);
  ImGui::EndChild();
  // Back to the table, and the first-game guide once more from this turn
  // (app/first_game_guide.h), side by side; on a phone Back gives up its spare width.
  const char* back = Tr(lang, "Back to the table", "卓に戻る");
  const char* again = Tr(lang, "Show the guide", "ガイドを表示");
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 again_size(d::MeasureText(again).x + 28, 44);
  const ImVec2 back_size(std::max(d::MeasureText(back).x + 24, std::min(220.0f, width - again_size.x - 8)), 44);
  const ImVec2 at = ImGui::GetCursorScreenPos() + ImVec2(0, 6);
  if (d::PrimaryButton(back, at, back_size)) app.rules_open() = false;
  draw::TestRect("rules:close", at, at + back_size);
  const ImVec2 again_at(at.x + width - again_size.x, at.y);
  if (d::SecondaryButton(again, again_at, again_size)) {
    first_game_guide::Restart(session);
    app.rules_open() = false;
  }
  draw::TestRect("rules:guide", again_at, again_at + again_size);
  ImGui::End();
}

void DrawGameOver(App& app, PlaySession& session) {
  const Lang lang = app.lang();
  const State& state = session.match().GetState();
  BeginDialog("##over", ImVec2(560, 600));
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextUnformatted(Tr(lang, "Game over", "ゲーム終了"));
  ImGui::PopFont();
  // Close (x, Esc, or a tap outside the box) to study the final table.
  {
    const ImVec2 box_min = ImGui::GetWindowPos(), box_max = box_min + ImGui::GetWindowSize();
    const ImVec2 close_size(44, 44);
    const ImVec2 close_at(box_max.x - close_size.x - 6, box_min.y + 6);
    const bool close_clicked = d::SecondaryButton("×", close_at, close_size);
    draw::TestRect("over:close", close_at, close_at + close_size);
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool outside = mouse.x < box_min.x || mouse.y < box_min.y || mouse.x > box_max.x ||
                         mouse.y > box_max.y;
    if (close_clicked || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)) ||
        (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && outside)) {
      g_over_closed_for = session.id();
    }
  }
  const std::vector<int> scores = state.Scores();
  const std::vector<double> returns = session.FinalReturns();
  if (session.resigned() >= 0) {
    ImGui::TextUnformatted((SeatName(session, session.resigned(), lang) +
                            Tr(lang, " resigned: the scores as they stood.", "が投了しました（その時点の得点）。"))
                               .c_str());
  }
  std::vector<int> order(scores.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return returns[a] != returns[b] ? returns[a] > returns[b] : scores[a] > scores[b];
  });
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int seat : order) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool winner = returns[seat] > 0;
    dl->AddRectFilled(p, p + ImVec2(ImGui::GetContentRegionAvail().x, 44),
                      winner ? d::Rgba(230, 170, 60, 90) : d::Rgba(0, 0, 0, 40), 8.0f);
    dl->AddCircleFilled(p + ImVec2(20, 22), 9, d::palette::kSeat[seat % 6], 16);
    if (winner) d::Icon(dl, d::Shape::kStar, p + ImVec2(46, 22), 11, d::palette::kGold);
    d::Text(dl, p + ImVec2(66, 11), SeatName(session, seat, lang).c_str(), d::palette::kWhite,
            d::FontRole::kBody, d::Align::kLeft, 0, 0, winner);
    // The score, and what the number is (a bare "50" says nothing to a newcomer).
    char score[16];
    std::snprintf(score, sizeof(score), "%d", scores[seat]);
    const float right = p.x + ImGui::GetContentRegionAvail().x - 16;
    d::Text(dl, ImVec2(right, p.y + 4), score, d::palette::kGlow, d::FontRole::kTitle, d::Align::kRight,
            0, 0, true);
    const float number_w = d::MeasureText(score, d::FontRole::kTitle).x;
    d::Text(dl, ImVec2(right - number_w - 8, p.y + 14), session.view().ScoreUnit(lang),
            d::palette::kWhite, d::FontRole::kSmall, d::Align::kRight);
    draw::TestText("over:row:" + std::to_string(seat),
                   SeatName(session, seat, lang) + " " + score + " " + session.view().ScoreUnit(lang));
    ImGui::Dummy(ImVec2(10, 48));
  }
  ImGui::Separator();
  // The buttons: one row when they fit (Home, Replay ... Play again), else
  // Home and Replay side by side over a full-width Play again.
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = 10, button_h = 44;
  const bool one_row = width >= 120 + 130 + 200 + 2 * gap;
  const float buttons_h = one_row ? button_h + 12 : 2 * button_h + gap + 12;
  ImGui::BeginChild("##breakdown", ImVec2(0, -buttons_h - 16), false);
  d::ForgetScoreSheet();
  session.view().DrawScoreBreakdown(session.Table(), lang);
  if (const d::ScoreSheet* sheet = d::LastScoreSheet()) session.KeepScoreSheet(lang, *sheet);
  ImGui::EndChild();
  const ImVec2 at = ImGui::GetCursorScreenPos() + ImVec2(0, 6);
  const float small_w = one_row ? 0 : app.embedded() ? width : (width - gap) * 0.5f;
  const ImVec2 home_size(one_row ? 120 : small_w, button_h);
  // Embedded: no Home; "New game" starts the same settings again.
  if (!app.embedded()) {
    if (d::SecondaryButton(Tr(lang, "Home", "ホーム"), at, home_size)) app.GoHome();
    draw::TestRect("over:home", at, at + home_size);
  }
  const ImVec2 replay = at + ImVec2(app.embedded() ? 0 : home_size.x + gap, 0);
  const ImVec2 replay_size(one_row ? 130 : small_w, button_h);
  if (d::SecondaryButton(Tr(lang, "Replay", "リプレイ"), replay, replay_size)) {
    app.ReplayCurrentGame();
  }
  draw::TestRect("over:replay", replay, replay + replay_size);
  const ImVec2 again = one_row ? at + ImVec2(width - 200, 0) : at + ImVec2(0, button_h + gap);
  const ImVec2 again_size(one_row ? 200 : width, button_h);
  const char* again_label = app.embedded() ? Tr(lang, "New game", "新しいゲーム") : Tr(lang, "Play again", "もう一度");
  if (d::PrimaryButton(again_label, again, again_size)) {
    NewGameRequest request = session.request();
    request.seed.reset();
    app.NewGame(request);  // same seats and options, a new deal
  }
  draw::TestRect("over:again", again, again + again_size);
  ImGui::Dummy(ImVec2(width, buttons_h));
  ImGui::End();
}

}  // namespace

int HumanSeats(const session::Match& match) {
  int humans = 0;
  for (int seat = 0; seat < match.NumPlayers(); ++seat) humans += match.IsHumanSeat(seat) ? 1 : 0;
  return humans;
}

bool HandOffPending(const PlaySession& session) {
  if (HumanSeats(session.match()) < 2 || session.Over()) return false;
  // A game not drawn yet is covered too (its first frame raises the cover): the page's
  // screen-reader text, asked between newGame and that frame, told the first seat's hand.
  return g_shown_game != session.id() || session.Viewer() != g_shown_viewer;
}

void AcceptHandOff(const PlaySession& session) {
  if (g_shown_game == session.id()) g_shown_viewer = session.Viewer();
}

bool ThinkOffFrame(PlaySession& session, double now) {
  if (g_confirm_undo) return false;  // the game waits, as DrawPlay has it
  session.Update(now, /*play_move=*/false);
  return !session.Searching();
}

void DrawPlay(App& app, PlaySession& session) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Lang lang = app.lang();
  if (g_shown_game != session.id()) g_confirm_undo = false;  // a new game: no stale dialog
  SetSeatNames(&session, session.match().Names(), session.SharesScreen());  // this game's people
  SetScreenSeat(session.match().IsHumanSeat(session.Viewer()) ? session.Viewer() : -1);
  // The game waits while the players decide on an undo.
  if (!g_confirm_undo) session.Update(ImGui::GetTime());

  const session::Match& match = session.match();
  // The first-game guide counts the turns of the seat at the screen, and makes room.
  const bool seat_to_act = !session.Over() && match.IsHumanTurn() && match.ToMove() == session.Viewer() &&
                           !HandOffPending(session);
  const bool guide = first_game_guide::Update(session, seat_to_act, int(match.Log().size()));
  const TableLayout layout = LayoutTable(display, kBarHeight, guide);
  const ImVec2 table_min = layout.table_min, table_size = layout.table_size;

  if (app.TakeFocusRequest()) ImGui::SetNextWindowFocus();
  BeginCanvasWindow("##table", table_min, table_size);
  ViewContext ctx;
  ctx.draw = ImGui::GetWindowDrawList();
  ctx.origin = table_min;
  ctx.size = table_size;
  ctx.viewer = session.Viewer();
  ctx.can_act = !session.Over() && match.IsHumanTurn() && match.ToMove() == ctx.viewer &&
               !app.rules_open() && !g_confirm_undo;
  ctx.lang = lang;
  ctx.time = ImGui::GetTime();
  session.TellMoves(ctx);
  std::optional<Action> chosen;
  const bool covered = HandOffCover(app, session, table_min, table_size);
  if (covered) {
    ctx.can_act = false;
  } else {
    // The seat's own table, never the real State: a view cannot draw what its
    // seat may not see. Its choice is applied to the real game (the same ids).
    // A new game gets new ImGui ids, so its table's marks of what changed start afresh.
    ImGui::PushID(int(session.id()));
    draw::TestText("play:table-viewer", std::to_string(session.Table().viewer()));
    chosen = session.view().Draw(session.Table(), ctx);
    ImGui::PopID();
  }
  if (chosen.has_value() && ctx.can_act) {
    const Status status = session.Act(*chosen);
    if (!status.ok()) {
      g_error = status.message();
      g_error_time = ImGui::GetTime();
    }
  }
  if (ImGui::GetTime() - g_error_time < 4.0 && !g_error.empty()) {
    d::DrawAgainAt(g_error_time + 4.0);  // gone then, on an idle page too
    const ImVec2 extent = d::MeasureText(g_error.c_str());
    const ImVec2 a = table_min + ImVec2((table_size.x - extent.x) * 0.5f - 14, 14);
    ctx.draw->AddRectFilled(a, a + extent + ImVec2(28, 16), d::Rgba(140, 30, 20, 230), 8.0f);
    d::Text(ctx.draw, a + ImVec2(14, 8), g_error.c_str(), d::palette::kWhite);
  }
  ImGui::End();

  // The log is written for the seat at the screen: under the hot-seat cover it
  // would already show the next person's draws, so it stays empty until they are there.
  DrawLogPanel(session.Log(), covered ? 0 : session.Log().size(), layout, lang,
               session.view().Legend(lang));
  // Under a dialog the guide keeps its place and waits.
  const bool dialog = app.rules_open() || g_confirm_undo || (session.Over() && g_over_closed_for != session.id());
  if (guide && !covered && !dialog) {
    first_game_guide::Draw(session, layout.guide_min, layout.guide_size, lang, ctx.can_act);
  }
  DrawBar(app, session, display);
  if (app.screen() != Screen::kPlay) return;  // Home was clicked
  if (app.rules_open()) {
    DrawRulesPage(app, session);
  } else if (g_confirm_undo && match.CanUndo()) {
    DrawUndoConfirm(app, session);
  } else if (session.Over() && g_over_closed_for != session.id()) {
    DrawGameOver(app, session);
  }
  if (!match.CanUndo()) g_confirm_undo = false;
  // No name over a dialog or the hot-seat cover (the symbols lie under them).
  d::ShowSymbolName(!covered && !app.rules_open() && !g_confirm_undo &&
                    !(session.Over() && g_over_closed_for != session.id()));
}

}  // namespace mercato::web
