// "No secret leaves its seat" (issue 17): plays games and, at every position and
// for every seat s, re-deals the hidden information from s's information state
// (ResampleFromInfostate) several times. Everything the page or the terminal
// shows s must come out the same in every re-deal:
// - the observation (the JS state(), the table, the terminal table),
// - the scores s may see (turn()'s scores),
// - s's legal moves, when s is to move,
// - the table sent to s's device (SeatStateText, for games that have it),
// - how s sees the move about to be played by another seat ("bid ?" or its
//   notation, the `moved` event): for every move of that seat in a re-deal that
//   leaves s knowing what the real move leaves it knowing, s must be shown the
//   same text as for the real one,
// - the events s is told of every move and draw (State::EventsSeen: the log,
//   the `moved` event): for every move or draw in a re-deal that leaves s
//   knowing what the real one leaves it knowing, the same events.
// The spectator (kSpectator, engine/game.h: a viewer holding no seat) is
// checked the same way against its own re-deals of the public record, and,
// since it may know only what every seat knows, its observation, scores,
// information state and seat state must also come out the same in every
// seat's re-deals.
// Any difference is a leak. `mercato check-secrets` and the [secrets] tests run it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato::session {

struct SecretsCheckConfig {
  std::string game;
  int players = 2;
  std::string options;  // "k=v,k=v"
  int games = 1;        // even-numbered games heuristic, odd ones random
  int resamples = 3;    // re-deals per position and seat
  uint64_t seed = 1;
};

struct SecretsReport {
  int64_t positions = 0;       // positions visited (seat and chance)
  int64_t seat_views = 0;      // (position, seat) pairs checked
  int64_t spectator_views = 0; // positions checked for the spectator (kSpectator)
  int64_t leaks = 0;
  std::vector<std::string> examples;  // the first few leaks, described
};

// Errors: unknown game, bad player count or options.
StatusOr<SecretsReport> CheckSecrets(const SecretsCheckConfig& config);

// The option sets worth checking: the defaults, then each other choice of each
// option on its own ("money=private", "list=new" ...).
std::vector<std::string> OptionSetsToCheck(const std::string& game_id);

}  // namespace mercato::session
