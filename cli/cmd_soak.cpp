// mercato soak: many games of one game over every player count and every
// combination of its options, checking the engine contract at every step
// (CheckInvariants, legal actions, chance outcomes; every few steps the notation
// of every legal action, clone, resample and observation JSON; records
// round-trip now and then).
// The deep checks run in every --deep-games'th game only (they cost ten times
// the game itself). Moves mix the game's heuristic with uniformly random ones, so both sensible
// and odd positions are reached. Prints one JSON object; exit 1 at the first
// broken property, with the game's record so it can be replayed.
//
//   mercato soak --game merchants --games 100000 [--seed S] [--players N]
//                [--heuristic-percent P] [--deep-every K] [--deep-games K]
//                [--records DIR --record-every K] [--first G]
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "../tests/fuzz/state_checks.h"
#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "registry/registry.h"
#include "session/play.h"
#include "session/seeds.h"

#if !defined(__EMSCRIPTEN__)
#include <unistd.h>
#endif

namespace mercato::cli {

namespace {

struct SoakConfig {
  int players;
  std::string options;
  std::shared_ptr<const Game> game;
};

// Every player count (or only `players` when > 0) times every option combination.
std::vector<SoakConfig> AllConfigs(const GameInfo& info, int players) {
  std::vector<std::string> combos = {""};
  for (const OptionSpec& spec : info.options) {
    std::vector<std::string> next;
    for (const std::string& prefix : combos) {
      for (const std::string& choice : spec.choices) {
        next.push_back(prefix + (prefix.empty() ? "" : ",") + spec.key + "=" + choice);
      }
    }
    combos = next;
  }
  std::vector<SoakConfig> out;
  for (int n = info.min_players; n <= info.max_players; ++n) {
    if (players > 0 && n != players) continue;
    for (const std::string& options : combos) {
      StatusOr<std::shared_ptr<const Game>> game = LoadGame(info.id, n, options);
      if (game.ok()) out.push_back({n, options, *game});
    }
  }
  return out;
}

// What the soak is playing, for a crash inside the core (MERCATO_CHECK aborts):
// the signal handler prints it so the game can be replayed with --first.
char g_current[512] = "";

void OnFatalSignal(int sig) {
#if !defined(__EMSCRIPTEN__)
  const char prefix[] = "\nmercato soak: crashed in ";
  (void)!write(2, prefix, sizeof(prefix) - 1);
  (void)!write(2, g_current, std::strlen(g_current));
  (void)!write(2, "\n", 1);
#endif
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

struct PlayerStats {
  int64_t games = 0;
  int64_t actions = 0;
  int max_actions = 0;
};

}  // namespace

int RunSoak(const std::vector<std::string>& argv) {
  StatusOr<Args> args =
      Args::Parse(argv, {"game", "players", "games", "first", "seed", "heuristic-percent",
                         "deep-every", "deep-games", "records", "record-every"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) return UsageError("soak takes no positional argument");
  const GameEntry* entry = FindGame(args->Get("game"));
  if (entry == nullptr) return UsageError("--game: unknown game '" + args->Get("game") + "'");
  const GameInfo& info = entry->info();
  StatusOr<int64_t> players = args->GetInt("players", 0, info.min_players, info.max_players);
  StatusOr<int64_t> games = args->GetInt("games", 1000, 1, 1000000000);
  StatusOr<int64_t> first = args->GetInt("first", 0, 0, 1000000000);
  StatusOr<int64_t> seed = args->GetInt("seed", 1, 0, int64_t(session::kMaxSeed));
  StatusOr<int64_t> heuristic = args->GetInt("heuristic-percent", 30, 0, 100);
  StatusOr<int64_t> deep_every = args->GetInt("deep-every", 16, 0, 1000000);
  StatusOr<int64_t> deep_games = args->GetInt("deep-games", 10, 1, 1000000000);
  StatusOr<int64_t> record_every = args->GetInt("record-every", 1000, 1, 1000000000);
  for (const auto* v :
       {&players, &games, &first, &seed, &heuristic, &deep_every, &deep_games, &record_every}) {
    if (!v->ok()) return UsageError(v->message());
  }
  const std::string records_dir = args->Get("records");

  const std::vector<SoakConfig> configs = AllConfigs(info, int(*players));
  std::signal(SIGABRT, OnFatalSignal);
  std::signal(SIGSEGV, OnFatalSignal);

  std::vector<PlayerStats> by_players(size_t(info.max_players + 1));
  int64_t total_actions = 0, deep_checks = 0, round_trips = 0;
  std::string failure;
  const auto start = std::chrono::steady_clock::now();
  const int64_t end = *first + *games;
  for (int64_t g = *first; g < end && failure.empty(); ++g) {
    const SoakConfig& config = configs[size_t(g % int64_t(configs.size()))];
    const uint64_t game_seed = session::SeriesGameSeed(uint64_t(*seed), int(g));
    std::snprintf(g_current, sizeof(g_current),
                  "game %lld: %s players=%d options=%s (rerun: --first %lld --games 1 --seed %lld)",
                  (long long)g, info.id.c_str(), config.players, config.options.c_str(),
                  (long long)g, (long long)*seed);
    Rng rng(game_seed);
    std::unique_ptr<State> state = config.game->NewInitialState();
    int steps = 0;
    while (failure.empty()) {
      const bool deep = *deep_every > 0 && g % *deep_games == 0 && steps % *deep_every == 0;
      failure = fuzz::CheckStateContract(*state, /*notation=*/deep);
      if (failure.empty() && deep) {
        failure = fuzz::CheckStateDeep(*state, rng);
        ++deep_checks;
      }
      if (!failure.empty() || state->IsTerminal()) break;
      Action action;
      if (state->IsChanceNode()) {
        action = SampleChanceOutcome(*state, rng);
      } else if (int64_t(rng.UniformInt(100)) < *heuristic) {
        action = config.game->HeuristicAction(*state, rng);
        if (!state->IsLegal(action)) failure = "HeuristicAction chose an illegal action";
      } else {
        const std::vector<Action> legal = state->LegalActions();
        action = legal[rng.UniformInt(uint32_t(legal.size()))];
      }
      if (!failure.empty()) break;
      state->ApplyAction(action);
      ++steps;
    }
    if (failure.empty()) failure = fuzz::CheckTerminal(*state);
    if (failure.empty() && g % 97 == 0) {
      failure = fuzz::CheckRecordRoundTrip(*state, game_seed);
      ++round_trips;
    }
    const bool save = !records_dir.empty() && (g % *record_every == 0 || !failure.empty());
    if (save) {
      const std::string path = records_dir + "/" + info.id + "-" + std::to_string(g) + ".txt";
      std::ofstream out(path, std::ios::binary);
      out << RecordToText(RecordOfState(*state, game_seed));
      out.close();
      if (!out) {
        std::fprintf(stderr, "mercato: cannot write '%s'\n", path.c_str());
        return kExitFailure;
      }
    }
    if (!failure.empty()) {
      failure = std::string(g_current) + ": " + failure + "\n" +
                RecordToText(RecordOfState(*state, game_seed));
    }
    PlayerStats& stats = by_players[size_t(config.players)];
    stats.games += 1;
    stats.actions += steps;
    stats.max_actions = std::max(stats.max_actions, steps);
    total_actions += steps;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  JsonWriter w;
  w.BeginObject();
  w.Field("game", info.id);
#ifdef __EMSCRIPTEN__
  w.Field("build", "wasm");
#else
  w.Field("build", "native");
#endif
  w.Field("configs", int64_t(configs.size()));
  w.Field("seed", int64_t(*seed));
  w.Field("first", int64_t(*first));
  w.Field("games", int64_t(*games));
  w.Field("actions", total_actions);
  w.Field("deep_checks", deep_checks);
  w.Field("record_round_trips", round_trips);
  w.Key("by_players").BeginArray();
  for (int n = info.min_players; n <= info.max_players; ++n) {
    const PlayerStats& s = by_players[size_t(n)];
    if (s.games == 0) continue;
    w.BeginObject();
    w.Field("players", n);
    w.Field("games", s.games);
    w.Field("mean_actions", double(s.actions) / double(s.games));
    w.Field("max_actions", s.max_actions);
    int limit = 0;  // the largest MaxGameLength over this player count's option sets
    for (const SoakConfig& c : configs) {
      if (c.players == n) limit = std::max(limit, c.game->MaxGameLength());
    }
    w.Field("max_game_length", limit);
    w.EndObject();
  }
  w.EndArray();
  w.Field("seconds", seconds);
  w.Field("games_per_second", double(*games) / seconds);
  w.Field("failure", failure);
  w.EndObject();
  std::printf("%s\n", w.str().c_str());
  if (!failure.empty()) {
    std::fprintf(stderr, "mercato soak: %s\n", failure.c_str());
    return kExitFailure;
  }
  return kExitOk;
}

}  // namespace mercato::cli
