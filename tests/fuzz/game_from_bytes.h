// The opening bytes of the "actions" and "seat_state" fuzz inputs: a registered
// game, a player count in its range and a choice for every option.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "byte_reader.h"
#include "engine/text.h"
#include "registry/registry.h"

namespace mercato::fuzz {

struct FuzzGame {
  std::shared_ptr<const Game> game;  // null when the registry refused valid options
  std::string describe;              // "<id> <options>", or the refusal
};

inline FuzzGame GameFromBytes(ByteReader& reader) {
  const std::vector<GameEntry>& games = RegisteredGames();
  if (games.empty()) return {};
  const GameInfo& info = games[reader.Index(games.size())].info();
  const int players =
      info.min_players + int(reader.Index(size_t(info.max_players - info.min_players + 1)));
  std::vector<std::string> items;
  for (const OptionSpec& spec : info.options) {
    items.push_back(spec.key + "=" + spec.choices[reader.Index(spec.choices.size())]);
  }
  const std::string options = Join(items, ",");
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, players, options);
  if (!game.ok()) return {nullptr, "valid options refused: " + info.id + " " + options + ": " + game.message()};
  return {*game, info.id + " " + options};
}

}  // namespace mercato::fuzz
