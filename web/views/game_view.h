// The interface between the page and one game's table.
//
// A view draws one seat's view (engine/seat_view.h: what that seat may see, its
// moves and why others are blocked, made by the rules) as a table and, when
// that seat is to act, returns the action the person chose. It never sees a
// State: the build refuses a game's state header in web/views/ (MERCATO_VIEW_TU).
// The app applies the action, paces the computer players and keeps the log
// (boardgame.io's split between rules and board).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/seat_view.h"
#include "engine/seen_moves.h"
#include "draw/draw.h"
#include "imgui.h"

namespace mercato::web {

enum class Lang { kEnglish, kJapanese };

// Which log lines the log panel may fold into one (issue 38, "a turn's many small events
// grouped into one line that opens"): consecutive lines with words whose moves have the same
// non-empty key are one group, drawn as one line (its title and how many lines) that a tap
// opens. The lines keep their words; only the drawing groups them.
struct LogGroup {
  std::string key;    // "" = the line stands alone; e.g. "turn:1" for all of seat 1's order
  std::string title;  // the group's words ("Seat 2 trades with Seat 3"); the first line's
                      // title that is not empty names the group, else its first line's words
};

struct ViewContext {
  ImDrawList* draw = nullptr;   // the main viewport's background list: the table
  ImVec2 origin;                // top-left of the table area, in pixels
  ImVec2 size;                  // the table area (the app keeps the log and menus outside)
  int viewer = 0;               // the seat whose view is drawn; -1 = all-seeing replay
  bool can_act = false;         // the viewer is the current player and a person
  Lang lang = Lang::kEnglish;
  double time = 0;              // seconds, for motion and flashes
  // What the view knows of the moves. Never the state's action history: a state
  // rebuilt from a seat state has none (tests/engine/views_history_test.cpp
  // keeps web/views/ from reading it). `moves` counts the moves played, chance
  // outcomes included (a change: something moved); `last_move` is the last as
  // the viewer may know it (ActionAsSeen): kHiddenAction for another seat's
  // secret choice or a draw it did not see, -1 before the first move.
  int moves = 0;
  Action last_move = -1;
  // On the frame after a move only, so the view can animate what moved: the
  // viewer's table before it and the move (= last_move); null / -1 otherwise.
  const SeatView* previous = nullptr;
  Action last_action = -1;
  double last_action_time = 0;  // when last_action was applied
};

class GameView {
 public:
  virtual ~GameView() = default;
  // Draws the table. Returns the chosen action when ctx.can_act and the person
  // has chosen one (legal moves glow, illegal ones say why on hover).
  virtual std::optional<Action> Draw(const SeatView& table, ViewContext& ctx) = 0;
  // One event in `lang`'s words, told to `viewer` (-1: all-seeing): "You draw
  // Salt", "Ann draws a card". The rules decided what the event holds
  // (State::EventsSeen: a draw the viewer did not see has no card); the view
  // only words it. "" = nothing to say. The default words a game without
  // events of its own: the move as the viewer may see it ("bid ?").
  virtual std::string Words(const GameEvent& event, int viewer, Lang lang) const {
    return event.notation;
  }
  // Why a move the table shows may not be made now, in `lang`'s words ("Not
  // enough money: 3 needed, you have 1."). The rules gave the reason
  // (SeatView::blocked()); the view only words it, as it
  // words events. The default words the reasons every game may give
  // (kNotYourTurn, kNotNow); a game overrides it for its own and falls back.
  virtual std::string WhyNot(const BlockedMove& blocked, Lang lang) const;
  // One line for a newcomer at the decision `table`'s seat faces (the first-game
  // guide, app/first_game_guide.h): what this kind of move is for and why the moves
  // that glow are the ones the rules allow. Words only: the rules decided the moves
  // (table.legal()), and the line reads nothing but the seat's own table, so it is
  // the same whatever the other seats hold. "" = the guide's words for any turn.
  virtual std::string Guide(const SeatView& table, Lang lang) const { return ""; }
  // The end-of-game score breakdown (an ImGui window body is open) of the
  // all-seeing table (the game is over: everything is shown).
  virtual void DrawScoreBreakdown(const SeatView& table, Lang lang) = 0;
  // What a score counts, beside the number at the end ("points", "scudi").
  virtual const char* ScoreUnit(Lang lang) const;
  // The rules page (an ImGui window body is open).
  virtual void DrawRules(Lang lang) = 0;
  // Every symbol the table draws goods with, and its name, for the legend
  // beside the log (empty: the table has no symbols to explain).
  virtual std::vector<draw::LegendItem> Legend(Lang lang) const { return {}; }
  // The group a move's log line belongs to (see LogGroup), told to `viewer`. The default:
  // none, every line stands alone.
  virtual LogGroup GroupOf(const GameEvents& events, int viewer, Lang lang) const { return {}; }
};

// One log line: a move's events in words, joined into sentences ("" when the
// viewer was told nothing of it).
std::string LogLineFor(const GameView& view, const GameEvents& events, int viewer, Lang lang);

// The words for why `action` is blocked in `blocked` (SeatView::blocked()),
// or "" when it is not blocked there.
std::string WhyNotFor(const GameView& view, const BlockedMoves& blocked, Action action, Lang lang);

// The view for a registered game id (see views.cpp), or null.
std::unique_ptr<GameView> MakeGameView(const std::string& game_id);

// English or Japanese text, picked by ctx.lang. Every Japanese literal in web/
// and core/ is collected at build time for the font subset, so any string
// written this way gets its glyphs.
inline const char* Tr(Lang lang, const char* en, const char* ja) {
  return lang == Lang::kJapanese ? ja : en;
}

inline const char* GameView::ScoreUnit(Lang lang) const { return Tr(lang, "points", "点"); }

// A number as a sentence writes it: ASCII digits in English, full-width in
// Japanese ("１０", as the games' Japanese texts print them), for a number
// in force put into a label.
std::string Numeral(int value, Lang lang);

}  // namespace mercato::web
