// The online table as this page knows it (issue 19). page/online.js talks to
// the server (colyseus.js) and hands the app three JSON texts on every change,
// each replacing the last (OnlineApply); the app asks the page to send things
// back (OnlineRequest). The server is the authority: nothing here decides a rule.
//
//   the page's facts  {"phase", "me", "error", "refusal", "table", "link", "qr": {"size", "modules"},
//                      "watching", "watchLink" (the host's)}
//                     phase: none | connecting | lobby | play | reconnecting | closed
//   the lobby         the server's 'lobby' message as it came (docs/online.md)
//   the view          the server's 'view' message untouched: the core's own text,
//                     read here by the code that wrote it (core/session/online_view.h)
#pragma once

#include <string>
#include <vector>

#include "session/online_view.h"

namespace mercato::web {

struct OnlineSeat {
  int seat = 0;
  bool person = true;
  std::string name;   // a person's ("" while the seat is free)
  std::string level;  // a computer's ("ismcts:easy")
  bool taken = false;
  bool connected = false;
  bool hand_over_open = false;        // empty past the host's timeout: the others may vote
  std::vector<int> hand_over_votes;   // who voted so
};

// A table phrase someone said (server/phrases.cjs), as the page heard it.
struct OnlineSaid {
  int seat = -1;
  std::string id, en, ja;
  int n = 0;  // the page's count of phrases heard: tells a new one from one seen
};

// The table's clock (server/table_clock.cjs), as the lobby last said it.
struct OnlineClock {
  std::string mode;             // "" (none), "move" or "bank"
  int seconds = 0, increment = 0;
  std::string on_timeout;       // "move" | "hand_over"
  std::vector<double> left_ms;  // each seat's bank as of its last move
  int running = -1;             // the seat whose clock runs, -1: none
  double remaining_ms = 0;      // its time left when the snapshot was taken (at `taken_at`)
  double taken_at = 0;          // emscripten_get_now() of the snapshot
};

struct OnlineSnapshot {
  std::string phase = "none";
  std::string table, link, game, options, error, refusal;
  int qr_size = 0;
  std::string qr;  // qr_size * qr_size modules, '1' dark
  int me = -1;
  bool watching = false;            // a spectator (the watch link): no seat, the public table
  std::string watch_link;           // the host's watch link ("" for anyone else)
  bool spectators_on = false;       // whether the watch link opens (the host turns it off)
  int spectator_count = 0;          // spectators watching now
  int host_seat = -1;
  bool started = false;
  bool over = false;
  std::vector<OnlineSeat> seats;
  bool has_view = false;
  session::OnlineView view;         // the seat's last view (has_view)
  int undo_by = -1;                 // the seat asking to undo its last move, -1: none
  std::vector<int> undo_agreed;     // who agreed so far (the asker too)
  int last_undo_by = -1;            // the last undo asked, -1: none yet
  std::string last_undo_outcome;    // agreed | refused | dropped
  int last_undo_refused_by = -1;
  int handed_over_seat = -1;        // the last seat handed to a computer, -1: none
  std::string handed_over_level;
  std::vector<OnlineSaid> said;     // the last phrases heard, oldest first
  OnlineClock clock;
  int timeout_seat = -1;            // the last seat whose clock ran out (the computer moved for it)
  std::string timeout_level;
  int timeout_moves = -1;           // at which move count
  int rematch_by = -1;              // the host's rematch offer, -1: none
  std::vector<int> rematch_accepted;
  std::string rematch_table;        // the new table once it opened
  std::string rematch_of;           // the finished table this one replays
  std::string notify;               // the page's Notification permission: default | granted | denied | unsupported
  int version = 0;                  // counts updates (views redraw what changed)
};

// A table this browser sits at (its kept seat token), as Home lists it
// (page/online.js tables(): the server's POST /tables/turns).
struct OnlineTableRow {
  std::string table, link, game;
  int seat = -1, to_move = -1;
  bool your_turn = false, started = false;
  std::vector<std::string> names;  // a person's name or a computer's level, one a seat
};
// The page's last list (open tables only); SetOnlineTables takes its JSON.
const std::vector<OnlineTableRow>& OnlineTables();
void SetOnlineTables(const std::string& json);

// The page's last word about the table.
const OnlineSnapshot& Online();
// Replaces the snapshot with what the page knows now (see the head of this
// file; "" for a lobby or view not received yet). Text that does not read
// leaves the snapshot's error saying so.
void OnlineApply(const std::string& page_json, const std::string& lobby_json, const std::string& view_json);
// Whether it is this seat's turn in the game.
bool MyTurn(const OnlineSnapshot& o);
// The ms `seat` has left now (the running seat's counts down), or -1 without a clock.
double ClockLeftMs(const OnlineSnapshot& o, int seat);
// 1: a server is known (served by ./tools/serve, or a server= parameter);
// 0: none; -1: the one-file offline page, which cannot play online.
int OnlineAvailability();
void SetOnlineAvailability(int availability);
// Asks page/online.js to do `what` ("create", "seat", "name", "start", "act",
// "copy", "record", "leave", "undo", "undo_agree", "undo_refuse", "hand_over", "phrase",
// "rematch", "notify", "tables", "open" {link})
// with a JSON body.
void OnlineRequest(const char* what, const std::string& json_body = "{}");

}  // namespace mercato::web
