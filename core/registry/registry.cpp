#include "registry/registry.h"

#include "engine/text.h"

// RegisteredGames() is generated from MERCATO_REGISTERED_GAMES
// (core/engine/registered_games.cpp.in).

namespace mercato {

const GameEntry* FindGame(const std::string& id) {
  for (const GameEntry& entry : RegisteredGames()) {
    if (entry.info().id == id) return &entry;
  }
  return nullptr;
}

StatusOr<std::shared_ptr<const Game>> LoadGame(const std::string& id, int num_players,
                                              const std::string& options_text) {
  const GameEntry* entry = FindGame(id);
  if (entry == nullptr) {
    std::vector<std::string> ids;
    for (const GameEntry& e : RegisteredGames()) ids.push_back(e.info().id);
    return Status::Error("unknown game '" + id + "' (games: " + Join(ids, ", ") + ")");
  }
  const GameInfo& info = entry->info();
  if (num_players < info.min_players || num_players > info.max_players) {
    return Status::Error(info.id + " is for " + std::to_string(info.min_players) + "-" +
                         std::to_string(info.max_players) + " players, not " +
                         std::to_string(num_players));
  }
  StatusOr<GameOptions> options = ParseOptions(info.options, info.params, num_players, options_text);
  if (!options.ok()) return options.status();
  if (info.check_params != nullptr) {
    Status checked = info.check_params(options->Params(), num_players);
    if (!checked.ok()) return checked;
  }
  return entry->make(num_players, *options);
}

}  // namespace mercato
