// mercato memory: how much memory one ISMCTS move of a level takes. Runs a full
// search of the level at positions spread through a heuristic game and prints,
// as JSON, the largest tree (nodes), the process's peak resident memory
// (natively, VmHWM) or the wasm heap size (under node), before and after.
// Run it once per level in a fresh process: peaks never go down.
//
//   mercato memory --game merchants --players 4 --level hard [--positions 6]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ai/ismcts.h"
#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "game_args.h"
#include "session/play.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#else
#include <fstream>
#include <sys/resource.h>
#endif

namespace mercato::cli {

namespace {

// Natively the peak resident set in KiB; in wasm the heap (linear memory) in KiB,
// which only grows, so it is the peak as well.
int64_t PeakMemoryKib() {
#ifdef __EMSCRIPTEN__
  return int64_t(emscripten_get_heap_size() / 1024);
#else
  // VmHWM (Linux) belongs to this program only; getrusage's ru_maxrss keeps the
  // peak of the process before exec (e.g. a Python parent's fork) and would hide ours.
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::atoll(line.c_str() + 6);
  }
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return int64_t(usage.ru_maxrss);
#endif
}

}  // namespace

int RunMemory(const std::vector<std::string>& argv) {
  std::vector<std::string> flags = kGameFlags;
  flags.insert(flags.end(), {"level", "positions"});
  StatusOr<Args> args = Args::Parse(argv, flags, {"option"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("memory takes no positional argument");
  StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
  if (!game.ok()) return UsageError(game.message());
  const std::string level = args->Get("level", "hard");
  StatusOr<ai::IsmctsConfig> config = ai::ParseIsmctsConfig(level);
  if (!config.ok()) return UsageError("--level: " + config.message());
  StatusOr<int64_t> positions = args->GetInt("positions", 6, 1, 100);
  if (!positions.ok()) return UsageError(positions.message());

  const int64_t before_kib = PeakMemoryKib();
  std::vector<std::string> seats(size_t((*game)->NumPlayers()), "heuristic");
  StatusOr<session::GameResult> played = session::PlayGame(*game, seats, 5);
  if (!played.ok()) return UsageError(played.message());
  const std::vector<std::string>& moves = played->record.moves;

  ai::IsmctsBot bot("ismcts:" + level, *config, 11);
  int max_nodes = 0, searched = 0;
  int64_t iterations = 0;
  double seconds = 0;
  for (int64_t i = 0; i < *positions; ++i) {
    std::unique_ptr<State> state = (*game)->NewInitialState();
    const size_t stop = size_t((double(i) + 0.5) * double(moves.size()) / double(*positions));
    for (size_t m = 0; m < stop; ++m) state->ApplyAction(*state->StringToAction(moves[m]));
    Rng rng(uint64_t(i) + 1);
    while (state->IsChanceNode()) state->ApplyAction(SampleChanceOutcome(*state, rng));
    if (state->IsTerminal()) continue;
    const auto start = std::chrono::steady_clock::now();
    bot.Start(*state);
    while (!bot.Done()) bot.Step(256);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    max_nodes = std::max(max_nodes, bot.NodeCount());
    iterations += bot.IterationsDone();
    ++searched;
  }

  JsonWriter w;
  w.BeginObject();
  w.Field("game", (*game)->Info().id);
  w.Field("players", (*game)->NumPlayers());
#ifdef __EMSCRIPTEN__
  w.Field("build", "wasm");
  w.Field("measure", "wasm heap size (KiB)");
#else
  w.Field("build", "native");
  w.Field("measure", "peak resident set (KiB)");
#endif
  w.Field("level", level);
  w.Field("iterations_per_move", config->iterations);
  w.Field("node_cap", config->max_nodes);
  w.Field("positions", searched);
  w.Field("iterations_done", iterations);
  w.Field("max_tree_nodes", max_nodes);
  w.Field("before_kib", before_kib);
  w.Field("peak_kib", PeakMemoryKib());
  w.Field("mean_move_seconds", searched > 0 ? seconds / searched : 0.0);
  w.EndObject();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

}  // namespace mercato::cli
