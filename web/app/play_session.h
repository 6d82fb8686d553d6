// One game on the table: the AI helper's Match (rules, seats, bots, record)
// plus what only a page needs: the game's view, a log in words, computer moves
// paced for people, search run in slices so frames keep coming, and the JS events.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/app.h"
#include "draw/draw.h"
#include "engine/seen_moves.h"
#include "session/match.h"
#include "views/game_view.h"

namespace mercato::web {

struct LogLine {
  int player;       // a seat, or kChancePlayer
  std::string en;   // as the viewer may see it ("… ×2" when run > 1)
  std::string ja;
  int run = 1;      // this line is the run-th of the same words in a row (see AppendLogLine)
  // The log group the move belongs to (GameView::GroupOf): the log panel draws consecutive
  // lines of one key as one line that opens. Not part of the line's words.
  std::string group;
  std::string group_en, group_ja;  // the group's title, if this line names it
};

// The log group of a move's line (GameView::GroupOf, in both languages).
void GroupLogLine(LogLine& line, const GameView& view, const GameEvents& events, int viewer);

// Adds a move's line to a log. Some moves are distinct events that read the same: every
// card dealt or drawn is its own chance move (Merchants' and Turin Market's "is dealt a
// card", Merchants' "draws a card" after "draws 2 cards", Trade Tycoon's dealt cards and
// skills, Oregano's "draws a strategy card"), and a card the viewer may not see is worded
// alike each time (two of one good read the same too). Such a run is one line in words:
// the next of a run says how many so far ("Seat 2 draws a card ×2") and the log panel
// draws only a run's last line (issue 38: "a draw is logged twice").
void AppendLogLine(std::vector<LogLine>& log, int player, std::string en, std::string ja);

class PlaySession {
 public:
  static StatusOr<std::unique_ptr<PlaySession>> Create(const NewGameRequest& request);
  // Resumes a saved game (a match record with its seats); errors name the line.
  static StatusOr<std::unique_ptr<PlaySession>> Resume(const std::string& record_text);
  ~PlaySession();

  // This game's number in the page's life (1, 2, ...). The screens remember which game
  // they last drew by it, not by the address: a later game can be given the address of
  // one just ended, and would then inherit its lifted cover or closed end box.
  uint64_t id() const { return id_; }

  session::Match& match() { return match_; }
  const session::Match& match() const { return match_; }
  GameView& view() { return *view_; }
  const NewGameRequest& request() const { return request_; }
  // The seat whose view is drawn (the human to move in hot-seat play).
  int Viewer() const { return match_.DefaultViewer(); }

  // Once per frame: lets a computer think for a slice and plays its move when the
  // pause since the last move is over (asking for the frame that ends the pause).
  // Between frames (play_move false) it only searches: a move is played in a
  // drawn frame, so what the page's API tells and what the table shows agree.
  void Update(double now, bool play_move = true);
  // A person's move. Errors are for people (not legal, not your turn ...).
  Status Act(Action action);
  Status Act(const std::string& notation);
  bool Undo();

  // The person at the screen (the viewing seat, a human) gives up. The rules
  // core is not told: the session is over where it stands, the scores are the
  // current ones, nobody is a winner, and gameOver says {resigned: seat}.
  // Errors: the game is over already, or no person plays in it.
  Status Resign();
  // The resigned seat, or -1.
  int resigned() const { return resigned_; }
  // Over by the rules or by a resignation.
  bool Over() const { return resigned_ >= 0 || match_.IsOver(); }
  // Several people play at this screen (hot seat): nobody is "You".
  bool SharesScreen() const;
  // Win shares for the end screen: the rules' returns, all 0 after a resignation.
  std::vector<double> FinalReturns() const;

  bool faster = false;  // shorter pause between computer moves
  // Seconds between moves for every session, overriding the pace (for tests and
  // embedding pages, mercato.setPace); negative = the normal/faster pace.
  static void SetPaceOverride(double seconds);
  bool Thinking() const { return !Over() && match_.IsBotTurn(); }
  // A computer is still choosing its move (not just waiting for the pace to play it).
  bool Searching() const { return Thinking() && match_.PendingBotMove() < 0; }
  double ThinkingProgress() const { return match_.BotProgress(); }
  // How much of its iteration budget the last computer move searched (1 = all;
  // less when the page's time box cut it), -1 before any (mercato.debug.lastSearch()).
  double last_search() const { return last_search_; }
  const std::vector<LogLine>& Log() const { return log_; }

  // The table the view draws: the seat view of the position as the viewer may
  // know it (MakeSeatView: rebuilt from its seat state when the move count or
  // the viewer changes, not every frame), never the real State; all-seeing for
  // an all-seeing viewer and once the game is over (everything revealed).
  const SeatView& Table();

  // Tells the view the moves as the viewer may know them (ViewContext: moves,
  // last_move, and on the frame after a move only, previous and last_action
  // for its motion), then forgets that a move is fresh.
  void TellMoves(ViewContext& ctx);

  // The save store's slot this game is saved in after every move ("" = not saved).
  const std::string& slot() const { return slot_; }
  void set_slot(std::string slot) { slot_ = std::move(slot); }
  // Announces and saves what the game holds now, without waiting for a frame: a game
  // started and replaced before the page drew (another new game, a record opened
  // beside it) is still in its slot.
  void SaveNow() { SyncLog(); }

  // The end screen's score breakdown as last drawn in `lang` (nullptr before
  // it was drawn in that language), for the text layer (web/bridge_access.cpp).
  const draw::ScoreSheet* ScoreSheetIn(Lang lang) const;
  void KeepScoreSheet(Lang lang, const draw::ScoreSheet& sheet);

  // {toMove, viewer, humanTurn, over, scores, moves, game, players, seats, seed (once over),
  //  canUndo, undoBlock: 'none' | 'nothing' | 'chance' | 'reveal'[, resigned]}
  std::string TurnJson() const;
  // The moves the viewer's table shows that it may not make now, each with the
  // rules' reason and the view's words for it (mercato.blockedMoves()).
  std::string BlockedJson(Lang lang) const;

 private:
  PlaySession(session::Match match, std::unique_ptr<GameView> view, NewGameRequest request);
  // Describes and announces the moves the match made since the last call (at
  // ImGui time `now`; Update passes its own, as it may run between frames).
  void SyncLog() { SyncLog(ImGui::GetTime()); }
  void SyncLog(double now);
  // Writes the log anew for Viewer() from the kept events (an undo, a new viewer).
  void Rebuild();
  // Words the events of the moves the log does not have yet; true if it grew.
  bool WordNewEvents();
  void ResetSeen();  // after an undo: the trackers follow the game anew
  // Saves the game in its slot; a failure is told once (until a save works again).
  void SaveToSlot();

  session::Match match_;
  std::unique_ptr<GameView> view_;
  NewGameRequest request_;
  std::vector<LogLine> log_;  // match_.Events() in words, for described_for_
  // What the view draws (Table()) and, on the frame after a move, the table
  // before it, for the move count, viewer and end they were made for.
  struct DrawnTable {
    std::unique_ptr<SeatView> view;
    int moves = -1, viewer = -2;
  };
  const SeatView* Drawn(DrawnTable& cache, const State& real);
  DrawnTable table_, table_before_;
  // The last move as Viewer() may know it (ActionAsSeen), for the move count and viewer it was seen for.
  Action last_seen_ = -1;
  int last_seen_moves_ = -1, last_seen_viewer_ = -2;
  double last_action_time_ = 0;
  bool fresh_move_ = false;
  double last_search_ = -1;
  double last_move_time_ = 0;
  size_t think_position_ = size_t(-1);  // the history size a bot began thinking at
  double think_start_ = 0;              // when (Update's clock, seconds)
  bool over_announced_ = false;
  int resigned_ = -1;
  int described_for_ = -1;  // the viewer the log lines were written for
  // Per seat, what it knows of the moves (hidden secret choices): `moved` events
  // are written from the viewing seat's.
  std::vector<SeenMoves> seen_;
  size_t announced_ = 0;  // the history size `moved` events have covered
  size_t saved_moves_ = 0;  // the move count of the last save
  bool saved_over_ = false;  // the last save was of the finished game
  bool save_failing_ = false;  // the last save failed (and the person was told)
  std::string slot_;
  const uint64_t id_;
  // Per language (English, Japanese): the score breakdown the end screen drew.
  std::optional<draw::ScoreSheet> score_sheets_[2];
};

// How the table names a seat for the viewer: "You", "Seat 2 (computer)", "Table" (chance).
std::string SeatName(const PlaySession& session, int seat, Lang lang);

}  // namespace mercato::web
