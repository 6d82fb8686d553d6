// The Lab screen: pick a game, its options, a bot per seat and a number of
// games; the games are played a slice per frame (a few ms, so the page never
// freezes) with a progress bar, a Stop button and charts drawn as results
// come in. The statistics are core/lab's, as in `mercato lab`.
#pragma once

#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato::web {

class App;

struct LabRequest {
  std::string game;
  int players = 0;                // 0: the game's minimum
  std::vector<std::string> bots;  // bot specs, rotated over the seats; empty: heuristic
  int games = 100;
  uint64_t seed = 1;
  std::string options;            // "k=v,k=v"
};

// Opens the Lab screen and starts the run; errors leave everything as it was.
Status StartLab(App& app, const LabRequest& request);

// A sweep: `lab` played at each value from..to (by step) of one number.
struct SweepSpec {
  LabRequest lab;   // games: at each value
  std::string key;  // "oregano.start_gold"
  int seat = -1;    // a per-seat number: the seat swept (-1: every seat)
  int from = 0, to = 0, step = 1;
};
// Opens the Lab screen and starts the sweep; errors leave everything as it was.
Status StartSweep(App& app, const SweepSpec& spec);
void StopLab();
// A run is playing games (the page must keep drawing frames).
bool LabRunning();
// {"running", "stopped", "done", "total", "game", "error", "seatWinRate": [...],
//  "sweeping", "sweep": [{value, games, firstPlayer, seatWinRate}], "numbers"}.
std::string LabProgressJson();

}  // namespace mercato::web
