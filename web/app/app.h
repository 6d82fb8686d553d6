// The web app: which screen is shown, the language, and the game being played.
// One instance (App::Get()), driven one frame at a time by main.cpp and called
// by the JS bridge between frames.
//
// Screens: Home (the five game tiles) -> Setup (players, seats, options, seed)
// -> Play (the game's table, the log, the menu; rules page and end screen on
// top), Replay (a finished or loaded game, step by step) and About (version
// and licences). Embedded in another page (embed=1): no Home, Setup or About;
// Waiting until a game is started, then Play (and Replay of that game).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/status.h"
#include "views/game_view.h"

namespace mercato::session {
class Match;
}  // namespace mercato::session

namespace mercato::web {

class PlaySession;
class ReplayViewer;

enum class Screen { kHome, kSetup, kPlay, kReplay, kAbout, kWaiting, kLab, kOnline };

struct NewGameRequest {
  std::string game;
  int players = 0;                  // 0 = the game's minimum
  // One per seat: "human", a level ("easy" | "normal" | "hard") or a bot spec.
  // Missing seats: seat 0 human, the others "normal".
  std::vector<std::string> seats;
  std::optional<uint64_t> seed;     // none = a fresh random seed
  std::string options;              // "k=v,k=v"
  // People's names per seat, cleaned (engine/seat_names.h); "" or missing = "Seat N".
  std::vector<std::string> names;
  // A person starts it from Setup: their first game of this game shows the
  // first-game guide (app/first_game_guide.h) unless they have seen it.
  bool guide = false;
  // Setup's "Show the guide again": guided even though it was seen.
  bool guide_again = false;
};

// A game in the page's save store, as Home lists it.
struct SavedGame {
  std::string id;
  std::string game;      // a game id, "" when unknown (a damaged save)
  int players = 0;
  int moves = 0;
  bool over = false;     // a finished game (recent games)
  std::string when;      // last saved, "2026-12-01 20:50"
  std::string scores;    // "12 8 5"
  std::string damaged;   // "" | "damaged" | "newer": kept aside, cannot be continued
};

// The state of the setup screen's form.
struct SetupForm {
  std::string game;
  int players = 0;
  std::vector<bool> human;          // per seat
  std::vector<int> level;           // per seat: 0 easy, 1 normal, 2 hard
  std::vector<int> option_choice;   // per GameInfo option: index into its choices
  std::string numbers;              // a variant's changed numbers, "k=v,k=v" ("" = the text's)
  std::string variant_note;         // the variant file's notes
  bool fixed_seed = false;
  char seed_text[24] = "1";
  bool guide_again = false;         // "Show the guide again" (a game whose guide was seen)
  std::string error;
  // People's names per seat (UTF-8, "" = "Seat N"), kept in localStorage for next time.
  static constexpr int kNameSeats = 8;
  char names[kNameSeats][96] = {};
  bool names_loaded = false;
};

class App {
 public:
  static App& Get();

  void Start();
  void Frame();
  // The app works without input: a computer thinks or is about to move, the Lab
  // runs. Otherwise the page draws only on input, a call, or when the drawing
  // asks (main.cpp), so a phone left on the table does not drain.
  bool Busy() const;
  // Between drawn frames while a computer searches (main.cpp draws its progress
  // now and then): a slice of its search. True once it has chosen its move (the
  // next frame plays it).
  bool ThinkBetweenFrames(double now);
  // Busy only because a computer on the table is searching (not the Lab, not a scroll).
  bool SearchingAlone() const;

  Lang lang() const { return lang_; }
  void SetLanguage(Lang lang);
  Screen screen() const { return screen_; }
  // "home" | "setup" | "play" | "rules" | "over" | "replay" | "about" | "waiting" | "lab" | "online"
  const char* ScreenName() const;
  // Embedded in a publisher's page (the page's embed=1, read at Start): the
  // table fills the frame, and there is no home screen to go back to.
  bool embedded() const { return embedded_; }

  // Home, or Waiting when embedded.
  void GoHome();
  // Returns false (staying on Home) for an unknown or not yet registered game.
  bool OpenSetup(const std::string& game_id);
  // Setup preset with a variant file's game, players, options and numbers
  // (web/app/variant_files.cpp); errors show a notice and change nothing.
  Status OpenVariant(const std::string& text);
  void OpenAbout();
  void OpenLab();  // the designer's lab (lab_screen.h)
  // The online table's screens (online_screens.h): lobby, then the seat's table.
  void OpenOnline();
  // Starts a game and shows its table. Errors (unknown game, bad player count,
  // bad seat or option) leave the current screen as it was.
  Status NewGame(const NewGameRequest& request);
  // The page's saved games, newest first: games in progress, recent finished
  // ones, saves kept aside; read again whenever the store changed (in this tab
  // or another). See saved_games.cpp and bridge_saves.h.
  const std::vector<SavedGame>& SavedGames();
  // Continue: the page takes the game's lock (one tab plays a game), then
  // calls ResumeSlot, or TellPlayedElsewhere when another tab has it.
  void ContinueSaved(const std::string& id);
  // Resumes a slot's record. One that cannot be resumed is never deleted: it
  // is kept aside, and a notice says why and offers to download it.
  Status ResumeSlot(const std::string& id, const std::string& record_text);
  Status TellPlayedElsewhere();
  // A finished game of the list in the replay viewer, or as a file.
  void ReplaySaved(const std::string& id);
  void DownloadSaved(const std::string& id);
  // Deletes a save (Home asks first); the game on the table stops saving to it.
  void DeleteSaved(const std::string& id);
  void ForgetSlot(const std::string& id);
  // Opens a `.mercato` file's text (a match record): a finished game in the
  // replay viewer, an unfinished one at the table. A bad file gets a notice on
  // the canvas and changes nothing. See record_files.cpp.
  Status OpenRecord(const std::string& text);
  // Shows a record in the replay viewer (from its first position); a bad
  // record gets a notice and changes nothing.
  Status OpenReplay(const std::string& text);
  // The finished game on the table, in the replay viewer ("Replay" on the end screen).
  void ReplayCurrentGame();
  // Leaves the replay viewer: back to the end screen it came from, else Home.
  void CloseReplay();
  // The game on the table, or null.
  PlaySession* session() { return session_.get(); }
  // The replay being viewed, or null.
  ReplayViewer* replay() { return replay_.get(); }
  SetupForm& setup() { return setup_; }
  bool& rules_open() { return rules_open_; }

  // Seat text for a level index ("human", "ismcts:normal" ...).
  static std::string SeatSpec(bool human, int level);
  // True once after each change of screen: the screen's main window takes the
  // keyboard focus (arrow keys move between items, Space or Enter activates).
  bool TakeFocusRequest() {
    const bool requested = focus_requested_;
    focus_requested_ = false;
    return requested;
  }

 private:
  // A computer on the table is choosing its move.
  bool TableSearching() const;
  void ApplyStyle();
  void SetScreen(Screen screen);

  Screen screen_ = Screen::kHome;
  Lang lang_ = Lang::kEnglish;
  SetupForm setup_;
  std::unique_ptr<PlaySession> session_;
  std::unique_ptr<ReplayViewer> replay_;
  bool replay_of_session_ = false;  // the replay shows the finished game on the table
  bool rules_open_ = false;
  bool focus_requested_ = true;
  bool embedded_ = false;
  std::vector<SavedGame> saved_games_;
  int saved_version_ = -1;  // the store's version saved_games_ was read at
};

// The screens, one file each.
void DrawHome(App& app);
void DrawSetup(App& app);
void DrawPlay(App& app, PlaySession& session);
// Hot seat: the table is covered until the person at `session.Viewer()` says
// they are at the screen (play_screen.cpp). The access layer asks and answers too.
// The person seats of a game (two or more: a shared screen, hot seat).
int HumanSeats(const session::Match& match);
bool HandOffPending(const PlaySession& session);
void AcceptHandOff(const PlaySession& session);
// The table's computer searches (PlaySession::Update, no move played) without
// drawing, unless the people are deciding on an undo. True once it has chosen.
bool ThinkOffFrame(PlaySession& session, double now);
void DrawReplay(App& app, ReplayViewer& replay);
void DrawAbout(App& app);
void DrawWaiting(App& app);
void DrawLab(App& app);
// The language switch (English | 日本語) at a position; returns its width.
float DrawLanguageSwitch(App& app, ImVec2 top_right);

}  // namespace mercato::web
