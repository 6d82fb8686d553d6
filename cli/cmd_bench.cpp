// mercato bench: raw speed of a game and of the search, as JSON.
//   random_playouts_per_second  whole games from the start, chance sampled,
//                               uniformly random moves
//   actions_per_second          the moves of those playouts (chance included)
//   ismcts_iterations_per_second  ISMCTS iterations, averaged over positions
//                               spread through heuristic games
//   ismcts_<level>_move_seconds  the time one move of each level takes here
//   seat_view_ms                what the page pays per move per viewer for what
//                               a view draws (MakeSeatView: the seat's table
//                               rebuilt from its seat state, then its
//                               observation, moves and blocked moves), over the
//                               same positions
//   last_move_seen_ms           and to tell the view the last move (ActionAsSeen)
// Times are the process's CPU time, so a busy machine does not distort them:
// std::clock natively, node's process.cpuUsage() under Emscripten (where
// std::clock follows the wall clock).
#include <cstdio>
#include <ctime>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// clang-format off
EM_JS(double, NodeCpuSeconds, (), {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
});
// clang-format on
#endif

#include "ai/ismcts.h"
#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/seat_state.h"
#include "engine/seat_view.h"
#include "engine/seen_moves.h"
#include "game_args.h"
#include "session/play.h"

namespace mercato::cli {

namespace {

double CpuNow() {
#ifdef __EMSCRIPTEN__
  return NodeCpuSeconds();
#else
  return double(std::clock()) / CLOCKS_PER_SEC;
#endif
}

double Since(double start) { return CpuNow() - start; }

// A decision position about `fraction` of the way through a heuristic game.
std::unique_ptr<State> BenchPosition(const std::shared_ptr<const Game>& game, int index,
                                     double fraction) {
  std::vector<std::string> seats(size_t(game->NumPlayers()), "heuristic");
  StatusOr<session::GameResult> played = session::PlayGame(game, seats, uint64_t(index) + 1);
  std::unique_ptr<State> state = game->NewInitialState();
  const int stop = int(fraction * played->record.moves.size());
  for (int i = 0; i < stop; ++i) {
    state->ApplyAction(*state->StringToAction(played->record.moves[i]));
  }
  Rng rng(uint64_t(index) + 99);
  while (state->IsChanceNode()) state->ApplyAction(SampleChanceOutcome(*state, rng));
  if (state->IsTerminal()) return nullptr;
  return state;
}

}  // namespace

int RunBench(const std::vector<std::string>& argv) {
  std::vector<std::string> flags = kGameFlags;
  flags.push_back("seconds");
  StatusOr<Args> args = Args::Parse(argv, flags, {"option"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("bench takes no positional argument");
  StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
  if (!game.ok()) return UsageError(game.message());
  StatusOr<double> seconds = args->GetSeconds("seconds", 2.0);
  if (!seconds.ok()) return UsageError(seconds.message());

  // Random playouts.
  Rng rng(1);
  int64_t playouts = 0, actions = 0;
  double start = CpuNow();
  double random_elapsed = 0;
  std::vector<Action> legal;  // reused: LegalActionsInto keeps its capacity
  do {
    std::unique_ptr<State> state = (*game)->NewInitialState();
    while (!state->IsTerminal()) {
      Action a;
      if (state->IsChanceNode()) {
        a = SampleChanceOutcome(*state, rng);
      } else {
        state->LegalActionsInto(legal);
        a = legal[rng.UniformInt(uint32_t(legal.size()))];
      }
      state->ApplyAction(a);
      ++actions;
    }
    ++playouts;
    // The clock every 32 games: under node it is a call out to JavaScript
    // (process.cpuUsage) that cost 5 % of a Merchants playout's time.
    if (playouts % 32 == 0) random_elapsed = Since(start);
  } while (playouts % 32 != 0 || random_elapsed < *seconds);

  // ISMCTS at positions spread through the game, equal time each.
  constexpr int kPositions = 8;
  std::vector<std::unique_ptr<State>> positions;
  for (int i = 0; i < kPositions; ++i) {
    std::unique_ptr<State> p = BenchPosition(*game, i, (i + 0.5) / kPositions);
    if (p) positions.push_back(std::move(p));
  }
  ai::IsmctsConfig config;
  config.iterations = 100000000;
  ai::IsmctsBot bot("ismcts:bench", config, 7);
  int64_t iterations = 0;
  double search_elapsed = 0;
  for (const std::unique_ptr<State>& position : positions) {
    const double budget = *seconds / double(positions.size());
    start = CpuNow();
    bot.Start(*position);
    double elapsed = 0;
    if (bot.Done()) continue;  // a single legal move: nothing to search
    do {
      bot.Step(16);
      elapsed = Since(start);
    } while (elapsed < budget);
    iterations += bot.IterationsDone();
    search_elapsed += elapsed;
  }
  const double rate = search_elapsed > 0 ? double(iterations) / search_elapsed : 0.0;

  // The page's seat views (issue 17): each seat's view at those positions,
  // and the first legal move as each seat is told it, for a tenth of the time.
  int64_t tables = 0, told = 0;
  double table_elapsed = 0, told_elapsed = 0;
  if (!positions.empty() && HasSeatState(*positions.front())) {
    start = CpuNow();
    do {
      for (const std::unique_ptr<State>& position : positions) {
        for (int seat = 0; seat < position->NumPlayers(); ++seat) {
          if (MakeSeatView(*position, seat) != nullptr) ++tables;
        }
      }
      table_elapsed = Since(start);
    } while (table_elapsed < *seconds / 10);
    start = CpuNow();
    do {
      for (const std::unique_ptr<State>& position : positions) {
        const Action first = position->LegalActions().front();
        for (int seat = 0; seat < position->NumPlayers(); ++seat) {
          told += ActionAsSeen(*position, first, seat) != -1;
        }
      }
      told_elapsed = Since(start);
    } while (told_elapsed < *seconds / 10);
  }

  JsonWriter w;
  w.BeginObject();
  w.Field("game", (*game)->Info().id);
  w.Field("players", (*game)->NumPlayers());
  w.Field("options", (*game)->Options().ToString());
#ifdef __EMSCRIPTEN__
  w.Field("build", "wasm");
#else
  w.Field("build", "native");
#endif
  w.Field("clock", "process-cpu");
  w.Field("random_playouts_per_second", double(playouts) / random_elapsed);
  w.Field("actions_per_second", double(actions) / random_elapsed);
  w.Field("mean_random_game_actions", double(actions) / double(playouts));
  w.Field("ismcts_iterations_per_second", rate);
  w.Field("ismcts_positions", int(positions.size()));
  if (rate > 0) {
    const LevelSpecs& levels = (*game)->Info().levels;  // this game's own
    const std::pair<const char*, const char*> kLevels[] = {
        {"ismcts_easy_move_seconds", levels.easy},
        {"ismcts_normal_move_seconds", levels.normal},
        {"ismcts_hard_move_seconds", levels.hard}};
    for (const auto& [field, spec] : kLevels) {
      w.Field(field, ai::ParseIsmctsConfig(spec)->iterations / rate);
    }
  }
  if (tables > 0) w.Field("seat_view_ms", 1000 * table_elapsed / double(tables));
  if (told > 0) w.Field("last_move_seen_ms", 1000 * told_elapsed / double(told));
  w.Field("seconds", random_elapsed + search_elapsed + table_elapsed + told_elapsed);
  w.EndObject();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

}  // namespace mercato::cli
