// mercato ladder: plays bots against each other in every seating (core/lab/ladder.h)
// and hands the games to python/mercato/ladder.py, which fits one Elo-scale
// rating per bot with bootstrap intervals (scipy) and writes the report.
// `mercato ladder merge` combines shards' JSON there too. docs/strength.md.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "args.h"
#include "commands.h"
#include "game_args.h"
#include "lab/ladder.h"
#include "python_module.h"
#include "shard_arg.h"

namespace mercato::cli {
namespace {

constexpr char kWho[] = "mercato ladder";

// The report's flags, passed on to the Python side as they are.
std::vector<std::string> ReportFlags(const Args& args) {
  std::vector<std::string> flags;
  for (const char* flag : {"json", "html", "bootstrap"}) {
    if (args.Has(flag)) flags.insert(flags.end(), {std::string("--") + flag, args.Get(flag)});
  }
  return flags;
}

std::string ModuleDirOrSay() {
  const std::string dir = FindModuleDir("ladder.py");
  if (dir.empty()) {
    std::fputs("mercato ladder: the mercato Python module was not built (it needs Debian's "
               "pybind11-dev and python3-scipy: ./tools/bootstrap, then ./tools/test python; "
               "docs/strength.md)\n", stderr);
  }
  return dir;
}

// A private file for the games, read once by the fit.
StatusOr<std::string> WriteTempFile(const std::string& text) {
  const char* tmpdir = std::getenv("TMPDIR");
  std::string path = std::string(tmpdir && *tmpdir ? tmpdir : "/tmp") + "/mercato-ladder-XXXXXX";
  const int fd = mkstemp(path.data());
  if (fd < 0) return Status::Error("cannot make a temporary file in " + path);
  close(fd);
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) return Status::Error("cannot write " + path);
  return path;
}

// Before hours of play, not after: an output that cannot be written.
Status CheckWritable(const Args& args) {
  for (const char* flag : {"json", "html"}) {
    const std::string path = args.Get(flag);
    if (path.empty() || path == "-") continue;
    std::error_code error;
    const bool existed = std::filesystem::exists(path, error);
    if (!std::ofstream(path, std::ios::app)) return Status::Error("cannot write '" + path + "'");
    if (!existed) std::filesystem::remove(path, error);
  }
  return Status::Ok();
}

int RunLadderMerge(const std::vector<std::string>& argv) {
  StatusOr<Args> args = Args::Parse(argv, {"json", "html", "bootstrap"});
  if (!args.ok()) return UsageError(args.message());
  if (args->Positional().empty()) return UsageError("ladder merge needs the shards' JSON files");
  const std::string module_dir = ModuleDirOrSay();
  if (module_dir.empty()) return kExitFailure;
  std::vector<std::string> words = {"merge"};
  words.insert(words.end(), args->Positional().begin(), args->Positional().end());
  const std::vector<std::string> flags = ReportFlags(*args);
  words.insert(words.end(), flags.begin(), flags.end());
  return ExecCommand(PythonCommand(module_dir, "ladder", words), kWho);
}

}  // namespace

int RunLadder(const std::vector<std::string>& argv) {
  if (!argv.empty() && argv[0] == "merge") {
    return RunLadderMerge(std::vector<std::string>(argv.begin() + 1, argv.end()));
  }
  std::vector<std::string> flags = kGameFlags;
  flags.insert(flags.end(), {"bots", "games", "seed", "jobs", "json", "html", "shard", "bootstrap"});
  StatusOr<Args> args = Args::Parse(argv, flags, {"option"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) {
    return UsageError("ladder takes no positional argument ('" + args->Positional()[0] +
                      "'); did you mean 'ladder merge'?");
  }
  StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
  if (!game.ok()) return UsageError(game.message());
  if (!args->Has("games")) return UsageError("--games is required (every seating is played)");
  StatusOr<SeriesArgs> series = SeriesFromArgs(*args, 0, "random,heuristic,ismcts:normal");
  if (!series.ok()) return UsageError(series.message());
  // One thread by default: the CPU per move is measured, and a busy machine
  // (or a neighbour's build) should not be made busier unasked.
  StatusOr<int64_t> jobs = args->GetInt("jobs", 1, 1, 256);
  if (!jobs.ok()) return UsageError(jobs.message());

  lab::LadderConfig config;
  config.game = (*game)->Info().id;
  config.players = (*game)->NumPlayers();
  config.options = (*game)->Options().ToString();
  config.bots = series->bots;
  config.games = series->games;
  config.seed = series->seed;
  if (args->Has("shard")) {
    StatusOr<ShardArg> shard = ParseShard(args->Get("shard"));
    if (!shard.ok()) return UsageError(shard.message());
    config.shard = shard->index;
    config.shard_count = shard->count;
  }
  Status checked = lab::CheckLadder(config);
  if (!checked.ok()) return UsageError(checked.message());
  if (Status writable = CheckWritable(*args); !writable.ok()) {
    std::fprintf(stderr, "mercato ladder: %s\n", writable.message().c_str());
    return kExitFailure;
  }
  // Before hours of play: the fit must be able to run afterwards.
  const std::string module_dir = ModuleDirOrSay();
  if (module_dir.empty()) return kExitFailure;

  const auto start = std::chrono::steady_clock::now();
  StatusOr<std::vector<lab::LadderGame>> played = lab::PlayLadder(config, int(*jobs));
  if (!played.ok()) {
    std::fprintf(stderr, "mercato: %s\n", played.message().c_str());
    return kExitFailure;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "mercato ladder: %zu games in %.2f s on %lld threads\n", played->size(),
               seconds, static_cast<long long>(*jobs));
  StatusOr<std::string> path = WriteTempFile(lab::LadderToJson(config, *played));
  if (!path.ok()) {
    std::fprintf(stderr, "mercato: %s\n", path.message().c_str());
    return kExitFailure;
  }
  std::vector<std::string> words = {"report", *path};
  const std::vector<std::string> report = ReportFlags(*args);
  words.insert(words.end(), report.begin(), report.end());
  const int code = RunCommand(PythonCommand(module_dir, "ladder", words), kWho);
  std::remove(path->c_str());
  return code;
}

}  // namespace mercato::cli
