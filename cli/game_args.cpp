#include "game_args.h"

#include "engine/text.h"
#include "registry/registry.h"
#include "session/seeds.h"

namespace mercato::cli {

StatusOr<std::shared_ptr<const Game>> GameFromArgs(const Args& args) {
  if (!args.Has("game")) {
    std::vector<std::string> ids;
    for (const GameEntry& e : RegisteredGames()) ids.push_back(e.info().id);
    return Status::Error("--game is required (games: " +
                         (ids.empty() ? std::string("none registered") : Join(ids, ", ")) + ")");
  }
  const std::string id = args.Get("game");
  const GameEntry* entry = FindGame(id);
  int64_t fallback_players = entry ? entry->info().min_players : 2;
  StatusOr<int64_t> players = args.GetInt("players", fallback_players, 1, 16);
  if (!players.ok()) return players.status();
  for (const std::string& option : args.GetAll("option")) {
    if (option.find('=') == std::string::npos || option.find(',') != std::string::npos) {
      return Status::Error("--option takes one key=value, not '" + option + "'");
    }
  }
  std::vector<std::string> items = args.GetAll("option");
  if (args.Has("params")) {
    for (const std::string& item : Split(args.Get("params"), ',')) {
      if (Trim(item).empty()) continue;
      if (item.find('=') == std::string::npos || Trim(item).rfind(id + ".", 0) != 0) {
        return Status::Error("--params takes " + id + ".<name>=value items, not '" + Trim(item) +
                             "' (see: mercato list --params --game " + id + ")");
      }
      items.push_back(Trim(item));
    }
  }
  return LoadGame(id, int(*players), Join(items, ","));
}

StatusOr<SeriesArgs> SeriesFromArgs(const Args& args, int64_t default_games,
                                    const std::string& bots_example) {
  if (!args.Has("bots")) return Status::Error("--bots is required, e.g. --bots " + bots_example);
  StatusOr<std::vector<std::string>> bots = SplitList("bots", args.Get("bots"));
  if (!bots.ok()) return bots.status();
  StatusOr<int64_t> games = args.GetInt("games", default_games, 1, 1000000000);
  if (!games.ok()) return games.status();
  StatusOr<int64_t> seed = args.GetInt("seed", 1, 0, int64_t(session::kMaxSeed));
  if (!seed.ok()) return seed.status();
  return SeriesArgs{*bots, *games, uint64_t(*seed)};
}

StatusOr<std::vector<std::string>> SplitList(const std::string& flag, const std::string& text) {
  std::vector<std::string> items = Split(text, ',');
  for (std::string& item : items) {
    item = Trim(item);
    if (item.empty()) return Status::Error("--" + flag + " has an empty entry in '" + text + "'");
  }
  return items;
}

}  // namespace mercato::cli
