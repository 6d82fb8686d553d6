// The table of games. Explicit, not static self-registration: the linker may
// drop self-registering objects from a static library, and one table is easy to read.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"

namespace mercato {

struct GameEntry {
  const GameInfo& (*info)();
  // Called with a checked player count and complete, valid options.
  std::shared_ptr<const Game> (*make)(int num_players, const GameOptions& options);
};

const std::vector<GameEntry>& RegisteredGames();
const GameEntry* FindGame(const std::string& id);

// Checks the id, the player count and the options text ("k=v,k=v").
StatusOr<std::shared_ptr<const Game>> LoadGame(const std::string& id, int num_players,
                                              const std::string& options_text = "");

}  // namespace mercato
