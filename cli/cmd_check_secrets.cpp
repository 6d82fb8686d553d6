// mercato check-secrets: "no secret leaves its seat" (core/session/secrets_check.h)
// over a game's player counts and option sets; one JSON line, exit 1 on a leak.
#include <cstdio>

#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "registry/registry.h"
#include "session/secrets_check.h"

namespace mercato::cli {

int RunCheckSecrets(const std::vector<std::string>& argv) {
  StatusOr<Args> args =
      Args::Parse(argv, {"game", "players", "games", "seed", "resamples", "option"}, {"option"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("check-secrets takes no positional argument");
  const GameEntry* entry = FindGame(args->Get("game"));
  if (entry == nullptr) return UsageError("--game names a registered game (see mercato list)");
  const GameInfo& info = entry->info();
  StatusOr<int64_t> games = args->GetInt("games", 1, 1, 100000);
  StatusOr<int64_t> seed = args->GetInt("seed", 1, 0, int64_t(1) << 53);
  StatusOr<int64_t> resamples = args->GetInt("resamples", 3, 1, 100);
  for (const auto* value : {&games, &seed, &resamples}) {
    if (!value->ok()) return UsageError(value->message());
  }
  std::vector<int> counts;
  if (args->Has("players")) {
    StatusOr<int64_t> n = args->GetInt("players", 0, info.min_players, info.max_players);
    if (!n.ok()) return UsageError(n.message());
    counts.push_back(int(*n));
  } else {
    for (int n = info.min_players; n <= info.max_players; ++n) counts.push_back(n);
  }
  // --option k=v (repeatable) checks that one set; else every set worth checking.
  std::vector<std::string> option_sets = {Join(args->GetAll("option"), ",")};
  if (!args->Has("option")) option_sets = session::OptionSetsToCheck(info.id);

  JsonWriter w;
  w.BeginObject().Field("game", info.id).Field("games", int(*games));
  w.Key("optionSets").StringArray(option_sets);
  int64_t positions = 0, seat_views = 0, spectator_views = 0, leaks = 0;
  std::vector<std::string> examples;
  w.Key("positionsByPlayers").BeginObject();
  for (int n : counts) {
    int64_t at_count = 0;
    for (const std::string& options : option_sets) {
      session::SecretsCheckConfig config{info.id, n, options, int(*games), int(*resamples),
                                    uint64_t(*seed)};
      StatusOr<session::SecretsReport> report = session::CheckSecrets(config);
      if (!report.ok()) return UsageError(report.message());
      at_count += report->positions;
      seat_views += report->seat_views;
      spectator_views += report->spectator_views;
      leaks += report->leaks;
      for (const std::string& e : report->examples) {
        if (examples.size() < 10) examples.push_back(e);
      }
    }
    positions += at_count;
    w.Field(std::to_string(n), at_count);
  }
  w.EndObject();
  w.Field("positions", positions).Field("seatViews", seat_views);
  w.Field("spectatorViews", spectator_views).Field("leaks", leaks);
  w.Key("examples").StringArray(examples).EndObject();
  std::printf("%s\n", w.str().c_str());
  return leaks == 0 ? kExitOk : kExitFailure;
}

}  // namespace mercato::cli
