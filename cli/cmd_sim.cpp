// mercato sim: plays K games between bots, rotating the bot list over the seats
// game by game, and prints one JSON object. Everything but "seconds" depends
// only on the arguments, natively and under node alike (see records_hash).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "ai/bot.h"
#include "args.h"
#include "commands.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "game_args.h"
#include "session/play.h"
#include "session/seeds.h"

namespace mercato::cli {

int RunSim(const std::vector<std::string>& argv) {
  std::vector<std::string> flags = kGameFlags;
  flags.insert(flags.end(), {"bots", "games", "seed", "jobs"});
  StatusOr<Args> args = Args::Parse(argv, flags, {"option"});
  if (!args.ok()) return UsageError(args.message());
  if (!args->Positional().empty()) {
    return UsageError("sim takes no positional argument ('" + args->Positional()[0] + "')");
  }
  StatusOr<std::shared_ptr<const Game>> game = GameFromArgs(*args);
  if (!game.ok()) return UsageError(game.message());
  if (!args->Has("bots")) return UsageError("--bots is required, e.g. --bots ismcts:normal,random");
  StatusOr<std::vector<std::string>> bots = SplitList("bots", args->Get("bots"));
  if (!bots.ok()) return UsageError(bots.message());
  for (const std::string& spec : *bots) {
    Status s = ai::CheckBotSpec(spec);
    if (!s.ok()) return UsageError("--bots: " + s.message());
  }
  StatusOr<int64_t> games = args->GetInt("games", 100, 1, 100000000);
  if (!games.ok()) return UsageError(games.message());
  StatusOr<int64_t> seed = args->GetInt("seed", 1, 0, int64_t(session::kMaxSeed));
  if (!seed.ok()) return UsageError(seed.message());

#ifdef __EMSCRIPTEN__
  constexpr int64_t kMaxJobs = 1;  // no threads in the node build
#else
  constexpr int64_t kMaxJobs = 64;
#endif
  StatusOr<int64_t> jobs = args->GetInt("jobs", 1, 1, kMaxJobs);
  if (!jobs.ok()) return UsageError(jobs.message());

  const int players = (*game)->NumPlayers();
  const int num_bots = int(bots->size());
  std::vector<double> bot_wins(num_bots, 0.0), score_sum(num_bots, 0.0);
  std::vector<int64_t> bot_seat_games(num_bots, 0);
  std::vector<double> seat_wins(players, 0.0);
  int64_t total_actions = 0;
  uint64_t records_hash = Fnv1a("");
  const auto start = std::chrono::steady_clock::now();
  // Games are independent (each has its own seed), so they may run on several
  // threads; the totals are summed in game order, so every figure but
  // "seconds" is the same whatever --jobs.
  struct Outcome {
    std::vector<int> scores;
    std::vector<double> returns;
    int actions = 0;
    std::string record;
    std::string error;
  };
  // Played in chunks, so a huge --games streams through a bounded buffer
  // instead of allocating every game's outcome first.
  constexpr int64_t kChunk = 1024;
  std::vector<Outcome> outcomes;
  for (int64_t first = 0; first < *games; first += kChunk) {
    const int64_t count = std::min(kChunk, *games - first);
    outcomes.assign(size_t(count), Outcome());
    std::atomic<int64_t> next_game{first};
    const auto worker = [&] {
      for (int64_t g = next_game++; g < first + count; g = next_game++) {
        std::vector<std::string> seats;
        for (int s = 0; s < players; ++s) {
          seats.push_back((*bots)[session::RotatedBotIndex(s, int(g), num_bots)]);
        }
        StatusOr<session::GameResult> result =
            session::PlayGame(*game, seats, session::SeriesGameSeed(uint64_t(*seed), int(g)));
        Outcome& out = outcomes[size_t(g - first)];
        if (!result.ok()) {
          out.error = result.message();
          continue;
        }
        out.scores = result->scores;
        out.returns = result->returns;
        out.actions = result->actions;
        out.record = RecordToText(result->record);
      }
    };
    if (*jobs == 1) {
      worker();
    } else {
      std::vector<std::thread> threads;
      for (int j = 0; j < int(*jobs); ++j) threads.emplace_back(worker);
      for (std::thread& t : threads) t.join();
    }
    for (int64_t g = first; g < first + count; ++g) {
      const Outcome& result = outcomes[size_t(g - first)];
      if (!result.error.empty()) {
        std::fprintf(stderr, "mercato: game %lld: %s\n", (long long)g, result.error.c_str());
        return kExitFailure;
      }
      for (int s = 0; s < players; ++s) {
        const int b = session::RotatedBotIndex(s, int(g), num_bots);
        bot_wins[b] += result.returns[s];
        score_sum[b] += result.scores[s];
        bot_seat_games[b] += 1;
        seat_wins[s] += result.returns[s];
      }
      total_actions += result.actions;
      records_hash = Fnv1a(result.record, records_hash);
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  JsonWriter w;
  w.BeginObject();
  w.Field("game", (*game)->Info().id);
  w.Field("players", players);
  w.Field("options", (*game)->Options().ToString());
  w.Key("bots").StringArray(*bots);
  w.Field("seed", int64_t(*seed));
  w.Field("games", int64_t(*games));
  w.Key("bot_wins").BeginArray();
  for (double x : bot_wins) w.Double(x);
  w.EndArray();
  // Share of all games won by each entry of --bots (ties shared; sums to 1).
  w.Key("bot_win_rate").BeginArray();
  for (double x : bot_wins) w.Double(x / double(*games));
  w.EndArray();
  w.Key("bot_seat_games").BeginArray();
  for (int64_t x : bot_seat_games) w.Int(x);
  w.EndArray();
  w.Key("seat_wins").BeginArray();
  for (double x : seat_wins) w.Double(x);
  w.EndArray();
  // Mean final score of each entry of --bots, per seat it played.
  w.Key("mean_score").BeginArray();
  for (int b = 0; b < num_bots; ++b) {
    if (bot_seat_games[b] == 0) {
      w.Null();
    } else {
      w.Double(score_sum[b] / double(bot_seat_games[b]));
    }
  }
  w.EndArray();
  w.Field("mean_actions", double(total_actions) / double(*games));
  w.Field("seconds", seconds);
  w.Field("records_hash", Hex64(records_hash));
  w.EndObject();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

}  // namespace mercato::cli
