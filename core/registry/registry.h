// The table of games. Each game registers itself once, in its own folder
// (core/games/<id>/<id>_descriptor.cpp: its facts, options and parameters, how
// to make it, its lab counters); the build lists the registered ids once
// (MERCATO_REGISTERED_GAMES in CMakeLists.txt) and generates the table from
// that list, so the engine includes no game's header. Explicit, not static
// self-registration: the linker may drop self-registering objects from a
// static library.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/game_counters.h"

namespace mercato {

// A game's descriptor.
struct GameEntry {
  const GameInfo& (*info)();
  // Called with a checked player count and complete, valid options.
  std::shared_ptr<const Game> (*make)(int num_players, const GameOptions& options);
  // What the lab counts in a finished game (core/lab/counters.h).
  lab::GameCounters lab;
};

// In the order of MERCATO_REGISTERED_GAMES (the home screen's order).
const std::vector<GameEntry>& RegisteredGames();
const GameEntry* FindGame(const std::string& id);

// Checks the id, the player count and the options text ("k=v,k=v").
StatusOr<std::shared_ptr<const Game>> LoadGame(const std::string& id, int num_players,
                                              const std::string& options_text = "");

}  // namespace mercato
