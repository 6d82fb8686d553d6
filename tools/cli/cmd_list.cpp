// mercato list: the registered games, their player counts and options.
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/registry.h"
#include "engine/text.h"

namespace mercato::cli {

int RunList(const std::vector<std::string>& argv) {
  StatusOr<Args> args = Args::Parse(argv, {}, {}, {"json"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("list takes no arguments");
  if (args->Has("json")) {
    JsonWriter w;
    w.BeginArray();
    for (const GameEntry& entry : RegisteredGames()) {
      const GameInfo& info = entry.info();
      w.BeginObject();
      w.Field("id", info.id).Field("name_en", info.name_en).Field("name_ja", info.name_ja);
      w.Field("min_players", info.min_players).Field("max_players", info.max_players);
      w.Field("minutes", info.minutes);
      w.Key("options").BeginArray();
      for (const OptionSpec& o : info.options) {
        w.BeginObject().Field("key", o.key).Field("help", o.help);
        w.Key("choices").StringArray(o.choices).EndObject();
      }
      w.EndArray().EndObject();
    }
    w.EndArray();
    std::printf("%s\n", w.str().c_str());
    return kExitOk;
  }
  if (RegisteredGames().empty()) std::printf("no games registered yet\n");
  for (const GameEntry& entry : RegisteredGames()) {
    const GameInfo& info = entry.info();
    std::printf("%-14s %s / %s, %d-%d players, about %d minutes\n", info.id.c_str(),
                info.name_en.c_str(), info.name_ja.c_str(), info.min_players, info.max_players,
                info.minutes);
    for (const OptionSpec& o : info.options) {
      std::printf("    --option %s=%s   %s (default %s)\n", o.key.c_str(),
                  Join(o.choices, "|").c_str(), o.help.c_str(), o.default_value().c_str());
    }
  }
  return kExitOk;
}

}  // namespace mercato::cli
