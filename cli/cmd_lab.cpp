// mercato lab: plays many games between bots and reports win rates with
// confidence intervals, scores, game length and each game's own counters
// (core/lab). `mercato lab merge` combines the JSON of shards. `--rows FILE`
// writes one row per game (CSV, or JSON Lines for .jsonl/.ndjson). docs/lab.md.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#ifndef __EMSCRIPTEN__
#include <thread>
#endif

#include "args.h"
#include "commands.h"
#include "engine/text.h"
#include "game_args.h"
#include "lab/lab.h"
#include "lab/report_json.h"
#include "lab/report_text.h"
#include "shard_arg.h"

namespace mercato::cli {
namespace {

bool EndsWith(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

int DefaultJobs() {
#ifdef __EMSCRIPTEN__
  return 1;
#else
  return std::max(1, int(std::thread::hardware_concurrency()));
#endif
}

bool WriteFile(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::fputs(text.c_str(), stdout);
    return true;
  }
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) std::fprintf(stderr, "mercato: cannot write '%s'\n", path.c_str());
  return bool(out);
}

// Prints the text report (unless the JSON goes to stdout) and writes the files.
int Report(const Args& args, const lab::LabResult& result) {
  const std::string json_path = args.Get("json");
  if (json_path != "-") std::fputs(lab::ResultToText(result).c_str(), stdout);
  if (!json_path.empty() && !WriteFile(json_path, lab::ResultToJson(result))) return kExitFailure;
  if (args.Has("html") && !WriteFile(args.Get("html"), lab::ResultToHtml(result))) {
    return kExitFailure;
  }
  return kExitOk;
}

int RunLabMerge(const std::vector<std::string>& argv) {
  StatusOr<Args> args = Args::Parse(argv, {"json", "html"});
  if (!args.ok()) return UsageError(args.message());
  if (args->Positional().empty()) return UsageError("lab merge needs the JSON files of the shards");
  std::vector<lab::LabResult> parts;
  for (const std::string& path : args->Positional()) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return UsageError("cannot read '" + path + "'");
    std::ostringstream text;
    text << in.rdbuf();
    StatusOr<lab::LabResult> part = lab::ResultFromJson(text.str());
    if (!part.ok()) return UsageError(path + ": " + part.message());
    parts.push_back(std::move(*part));
  }
  StatusOr<lab::LabResult> merged = lab::MergeResults(parts);
  if (!merged.ok()) return UsageError("lab merge: " + merged.message());
  return Report(*args, *merged);
}

}  // namespace

int RunLab(const std::vector<std::string>& argv) {
  if (!argv.empty() && argv[0] == "merge") {
    return RunLabMerge(std::vector<std::string>(argv.begin() + 1, argv.end()));
  }
  std::vector<std::string> flags = kGameFlags;
  flags.insert(flags.end(),
               {"bots", "games", "seed", "jobs", "compare", "json", "html", "shard", "rows"});
  StatusOr<Args> args = Args::Parse(argv, flags, {"option"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) {
    return UsageError("lab takes no positional argument ('" + args->Positional()[0] +
                      "'); did you mean 'lab merge'?");
  }
  StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
  if (!game.ok()) return UsageError(game.message());
  StatusOr<SeriesArgs> series = SeriesFromArgs(*args, 100, "ismcts:normal,random");
  if (!series.ok()) return UsageError(series.message());
  StatusOr<int64_t> jobs = args->GetInt("jobs", DefaultJobs(), 1, 256);
  if (!jobs.ok()) return UsageError(jobs.message());

  lab::LabConfig config;
  config.game = (*game)->Info().id;
  config.players = (*game)->NumPlayers();
  config.options = (*game)->Options().ToString();
  config.bots = series->bots;
  config.games = series->games;
  config.seed = series->seed;
  config.compare = args->Get("compare");
  if (args->Has("compare") && config.compare.find('=') == std::string::npos) {
    return UsageError("--compare wants key=value, e.g. --compare list=new");
  }
  if (args->Has("shard")) {
    StatusOr<ShardArg> shard = ParseShard(args->Get("shard"));
    if (!shard.ok()) return UsageError(shard.message());
    config.shard_count = shard->count;
    config.shards = {shard->index};
  }
  StatusOr<lab::LabResult> checked = lab::StartResult(config);
  if (!checked.ok()) return UsageError(checked.message());
  const std::string rows_path = args->Get("rows");
  const bool rows_json = EndsWith(rows_path, ".jsonl") || EndsWith(rows_path, ".ndjson");
  if (args->Has("rows") && !rows_json && !EndsWith(rows_path, ".csv") && rows_path != "-") {
    return UsageError("--rows wants a .csv, .jsonl or .ndjson file, not '" + rows_path + "'");
  }
  std::vector<lab::GameRow> rows;

  const auto start = std::chrono::steady_clock::now();
  StatusOr<lab::LabResult> result =
      lab::RunLab(config, int(*jobs), args->Has("rows") ? &rows : nullptr);
  if (!result.ok()) {
    std::fprintf(stderr, "mercato: %s\n", result.message().c_str());
    return kExitFailure;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Timing goes to stderr: the reports depend only on the arguments.
  std::fprintf(stderr, "mercato lab: %lld games x %zu runs in %.2f s on %lld threads\n",
               static_cast<long long>(result->GamesPlayed()), result->runs.size(), seconds,
               static_cast<long long>(*jobs));
  if (args->Has("rows")) {
    const lab::RowTable table = lab::MakeRowTable(*result, std::move(rows));
    if (!WriteFile(rows_path, rows_json ? lab::RowsToJsonLines(table) : lab::RowsToCsv(table))) {
      return kExitFailure;
    }
  }
  return Report(*args, *result);
}

}  // namespace mercato::cli
