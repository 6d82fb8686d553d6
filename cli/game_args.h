// The flags every game-running subcommand shares: --game, --players, --option,
// --params (the game's numbers, "k=v,k=v": see `mercato list --params`).
#pragma once

#include <memory>

#include "args.h"
#include "engine/game.h"

namespace mercato::cli {

inline const std::vector<std::string> kGameFlags = {"game", "players", "option", "params"};

// Loads the game named by --game with --players (default: the game's minimum),
// every --option k=v and the --params list. Errors say what is allowed.
StatusOr<std::shared_ptr<const Game>> GameFromArgs(const Args& args);

// --bots, --games and --seed of the commands that play a series of bot games
// (lab, ladder). --bots is required (`bots_example` shows one); --games
// defaults to `default_games`.
struct SeriesArgs {
  std::vector<std::string> bots;
  int64_t games = 0;
  uint64_t seed = 1;
};
StatusOr<SeriesArgs> SeriesFromArgs(const Args& args, int64_t default_games,
                                    const std::string& bots_example);

// "a,b,c" -> {"a","b","c"}; errors on an empty list or an empty item.
StatusOr<std::vector<std::string>> SplitList(const std::string& flag, const std::string& text);

}  // namespace mercato::cli
