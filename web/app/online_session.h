// The online table as this page knows it (issue 19). page/online.js talks to
// the server (colyseus.js) and hands the app what it heard as plain lines, so
// the app never parses JSON; the app asks the page to send things back
// (OnlineRequest). The server is the authority: nothing here decides a rule.
//
// Lines (tab-separated, one fact each; each update replaces the whole snapshot):
//   phase <p>                    none | connecting | lobby | play | reconnecting | closed
//   table <id> / link <url> / game <id> / options <k=v,...> / error <text> / refusal <text>
//   me <seat> / host <seat> / started 0|1 / over 0|1
//   qr <n> <n*n modules 0|1>     the invite link's QR code
//   s <seat> person <name> <taken 0|1> <connected 0|1> <hand-over open 0|1> <voters a,b>
//   s <seat> computer <level>
//   undo <by> <agreed a,b>       an undo asked by seat <by>, agreed so far by those seats
//   lastundo <by> <agreed | refused | dropped> <refused by, or -1>
//   handedover <seat> <level>    the last seat the others handed to a computer
//   moves <n> / tomove <seat> / legal <notation> / score <n | ?>
//   seen <player> <hidden 0|1> <move>
//   ev <index> <player> <kind> <seat> <k=v,...> <k=a|b|c,...> <notation>
//                                what this seat was told of move <index>, one event a line
//   state <text, \n and \\ escaped>   the seat's State (core/engine/seat_state.h), when sent
#pragma once

#include <string>
#include <vector>

#include "engine/game_event.h"

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

struct OnlineMove {
  int player = 0;
  bool hidden = false;
  std::string move;  // notation; "bid ?" while hidden
};

// One event of this seat's log (the server's view "log"), worded by the game's view.
struct OnlineLogEvent {
  int index = 0;   // the move it belongs to (events of one move share it)
  int player = 0;  // the seat that made the move, or -1 (chance)
  GameEvent event;
};

struct OnlineSnapshot {
  std::string phase = "none";
  std::string table, link, game, options, error, refusal;
  int qr_size = 0;
  std::string qr;  // qr_size * qr_size modules, '1' dark
  int me = -1;
  int host_seat = -1;
  bool started = false;
  bool over = false;
  std::vector<OnlineSeat> seats;
  bool has_view = false;
  int moves = 0;
  int to_move = -1;
  std::vector<std::string> legal;
  std::vector<OnlineMove> seen;
  std::vector<OnlineLogEvent> log;  // the last moves' events, oldest first
  std::vector<std::string> scores;  // per seat, "?" when this seat may not know it
  std::string state_text;           // "" until the server sends this game's seat state
  int undo_by = -1;                 // the seat asking to undo its last move, -1: none
  std::vector<int> undo_agreed;     // who agreed so far (the asker too)
  int last_undo_by = -1;            // the last undo asked, -1: none yet
  std::string last_undo_outcome;    // agreed | refused | dropped
  int last_undo_refused_by = -1;
  int handed_over_seat = -1;        // the last seat handed to a computer, -1: none
  std::string handed_over_level;
  int version = 0;                  // counts updates (views redraw what changed)
};

// The page's last word about the table.
const OnlineSnapshot& Online();
// Replaces the snapshot with the page's lines (see the head of this file).
void OnlineApply(const std::string& lines);
// 1: a server is known (served by ./tools/serve, or a server= parameter);
// 0: none; -1: the one-file offline page, which cannot play online.
int OnlineAvailability();
void SetOnlineAvailability(int availability);
// Asks page/online.js to do `what` ("create", "seat", "name", "start", "act",
// "copy", "record", "leave", "undo", "undo_agree", "undo_refuse", "hand_over")
// with a JSON body.
void OnlineRequest(const char* what, const std::string& json_body = "{}");

}  // namespace mercato::web
