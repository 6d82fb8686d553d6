// What an online seat is told after every change: the one wire format for a
// seat's knowledge (issue 39). The server's OnlineTable writes it, the page
// hands it to the app untouched and the app reads it back here, so both ends
// share this file and nothing else re-encodes it. docs/online.md, "view".
//
// The table itself travels once, as the seat state (engine/seat_state.h): the
// seat's device rebuilds a State from it, which draws the table and, on the
// seat's turn, lists the legal moves. The rest is what a State cannot tell:
// who sits where, the scores the seat may know, and the moves as it saw them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/game_event.h"
#include "engine/seen_moves.h"
#include "engine/status.h"

namespace mercato::session {

// What one seat was told of one move, as events (the page words them).
struct LoggedMove {
  int index = 0;    // the move's place in the game's history
  int player = -1;  // the seat that made it, or -1 for chance
  GameEvents events;
  bool operator==(const LoggedMove& other) const = default;
};

struct OnlineView {
  std::string game;     // the game's id, players and options: enough to
  int players = 0;      // rebuild the seat state on the seat's device
  std::string options;
  int seat = 0;         // whose view this is: a seat, or kSpectator (engine/game.h)
  int to_move = -1;     // -1 once the game is over
  bool over = false;
  int moves = 0;        // moves played so far (chance included)
  std::vector<std::string> seats;             // "human" or a computer's level, one a seat
  std::vector<std::optional<int>> scores;     // empty where this seat may not know it
  std::vector<SeenMove> seen;                 // every seat move as this seat saw it
  std::vector<LoggedMove> log;                // the last moves' events, oldest first
  std::string state;                          // SeatStateText(table, seat)
  bool operator==(const OnlineView& other) const = default;
};

std::string OnlineViewJson(const OnlineView& view);
// A damaged or foreign text gives an error naming what is wrong.
StatusOr<OnlineView> ParseOnlineView(std::string_view json);

// The table as the seat may know it, rebuilt from the view's seat state.
StatusOr<std::unique_ptr<State>> SeatStateOf(const OnlineView& view);
// The seat's legal moves in the game's notation; none when it is not its turn
// (and none ever for a spectator).
StatusOr<std::vector<std::string>> LegalMovesOf(const OnlineView& view);

}  // namespace mercato::session
