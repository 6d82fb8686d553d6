// mercato list: the registered games, their player counts and options.
// mercato list --params [--game G] [--json]: every game's numbers (name, the
// rule text's value, range, meaning in English and Japanese).
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "registry/registry.h"

namespace mercato::cli {

namespace {

void ParamJson(JsonWriter& w, const ParamSpec& p) {
  w.BeginObject().Field("key", p.key).Field("default", p.default_value);
  w.Field("min", p.min_value).Field("max", p.max_value).Field("per_seat", p.per_seat);
  w.Field("group", p.group).Field("help_en", p.help_en).Field("help_ja", p.help_ja);
  w.EndObject();
}

int ListParams(const Args& args) {
  std::vector<const GameInfo*> games;
  for (const GameEntry& entry : RegisteredGames()) {
    if (!args.Has("game") || entry.info().id == args.Get("game")) games.push_back(&entry.info());
  }
  if (games.empty()) {
    std::vector<std::string> ids;
    for (const GameEntry& e : RegisteredGames()) ids.push_back(e.info().id);
    return UsageError("unknown game '" + args.Get("game") + "' (games: " + Join(ids, ", ") + ")");
  }
  if (args.Has("json")) {
    JsonWriter w;
    w.BeginObject();
    for (const GameInfo* info : games) {
      w.Key(info->id).BeginArray();
      for (const ParamSpec& p : info->params) ParamJson(w, p);
      w.EndArray();
    }
    w.EndObject();
    std::printf("%s\n", w.str().c_str());
    return kExitOk;
  }
  for (const GameInfo* info : games) {
    std::printf("%s (%zu parameters; --params %s.<name>=value,...)\n", info->id.c_str(),
                info->params.size(), info->id.c_str());
    for (const ParamSpec& p : info->params) {
      std::printf("    %-40s %4d  %-9s %s%s\n        %s\n", p.key.c_str(), p.default_value,
                  RangeText(p).c_str(), p.help_en.c_str(),
                  p.per_seat ? " (per seat: one value, or one per seat as a/b/c)" : "",
                  p.help_ja.c_str());
    }
  }
  return kExitOk;
}

}  // namespace

int RunList(const std::vector<std::string>& argv) {
  StatusOr<Args> args = Args::Parse(argv, {"game"}, {}, {"json", "params"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("list takes no arguments");
  if (args->Has("params")) return ListParams(*args);
  if (args->Has("game")) return UsageError("--game goes with --params");
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
      w.EndArray();
      w.Key("params").BeginArray();
      for (const ParamSpec& p : info.params) ParamJson(w, p);
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
