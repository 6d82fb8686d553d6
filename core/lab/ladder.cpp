#include "lab/ladder.h"

#include <algorithm>
#include <atomic>
#include <ctime>
#include <set>
#ifndef __EMSCRIPTEN__
#include <thread>
#endif

#include "ai/bot.h"
#include "engine/check.h"
#include "engine/json_writer.h"
#include "engine/text.h"
#include "registry/registry.h"
#include "session/match.h"
#include "session/play.h"
#include "session/seeds.h"

namespace mercato::lab {
namespace {

// Beyond this many seatings one round alone would be a long run.
constexpr size_t kMaxSeatings = 100000;

// CPU time of the calling thread: several games play at once on threads, and a
// busy machine must not make a bot look slower than it is.
int64_t ThreadCpuMicros() {
#ifdef __EMSCRIPTEN__
  return int64_t(std::clock()) * 1000000 / CLOCKS_PER_SEC;
#else
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return int64_t(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
#endif
}

LadderGame PlayOne(const LadderConfig& config, const std::shared_ptr<const Game>& game,
                   const std::vector<int>& seat_bots, int64_t index, int64_t round) {
  std::vector<std::string> specs;
  for (int b : seat_bots) specs.push_back(config.bots[size_t(b)]);
  StatusOr<session::Match> created =
      session::Match::Create(game, specs, session::SeriesGameSeed(config.seed, int(round)));
  MERCATO_CHECK(created.ok(), "ladder: a checked config failed to start a game");
  session::Match& match = *created;
  LadderGame out;
  out.index = index;
  out.seat_bots = seat_bots;
  out.moves.assign(seat_bots.size(), 0);
  out.cpu_us.assign(seat_bots.size(), 0);
  while (match.IsBotTurn()) {
    const int seat = match.ToMove();
    const int64_t start = ThreadCpuMicros();
    while (!match.StepBots(1 << 20)) {
    }
    out.cpu_us[size_t(seat)] += ThreadCpuMicros() - start;
    ++out.moves[size_t(seat)];
  }
  const State& state = match.GetState();
  out.scores = state.Scores();
  out.returns = state.Returns();
  out.actions = int(state.History().size());
  out.record_hash = Fnv1a(match.RecordText());
  return out;
}

}  // namespace

std::vector<std::vector<int>> LadderSeatings(int players, int num_bots) {
  std::vector<std::vector<int>> seatings;
  if (players < 1 || num_bots < 1) return seatings;
  const size_t wanted = size_t(std::min(players, num_bots));
  std::vector<int> seats(size_t(players), 0);
  while (true) {  // every tuple in lexicographic order, kept when mixed enough
    if (std::set<int>(seats.begin(), seats.end()).size() == wanted) seatings.push_back(seats);
    if (seatings.size() > kMaxSeatings) return seatings;
    int s = players - 1;
    while (s >= 0 && seats[size_t(s)] == num_bots - 1) seats[size_t(s--)] = 0;
    if (s < 0) return seatings;
    ++seats[size_t(s)];
  }
}

Status CheckLadder(LadderConfig& config) {
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame(config.game, config.players, config.options);
  if (!game.ok()) return game.status();
  config.options = (*game)->Options().ToString();
  if (config.bots.size() < 2) {
    return Status::Error("--bots needs at least two bots to rate, e.g. random,heuristic");
  }
  for (size_t i = 0; i < config.bots.size(); ++i) {
    Status s = ai::CheckBotSpec(config.bots[i]);
    if (!s.ok()) return Status::Error("--bots: " + s.message());
    if (std::find(config.bots.begin(), config.bots.begin() + long(i), config.bots[i]) !=
        config.bots.begin() + long(i)) {
      return Status::Error("--bots names '" + config.bots[i] + "' twice");
    }
  }
  const size_t seatings = LadderSeatings(config.players, int(config.bots.size())).size();
  if (seatings > kMaxSeatings) return Status::Error("too many seatings: fewer bots, please");
  if (config.games < int64_t(seatings)) {
    return Status::Error("--games " + std::to_string(config.games) + " is too few: " +
                         std::to_string(config.bots.size()) + " bots at " +
                         std::to_string(config.players) + " players have " +
                         std::to_string(seatings) +
                         " seatings, and every one is played (best a multiple of " +
                         std::to_string(seatings) + ")");
  }
  if (config.seed > session::kMaxSeed) return Status::Error("--seed is too large");
  if (config.shard_count < 1 || config.shard < 0 || config.shard >= config.shard_count) {
    return Status::Error("shard " + std::to_string(config.shard) + " is not in 0.." +
                         std::to_string(config.shard_count - 1));
  }
  return Status::Ok();
}

StatusOr<std::vector<LadderGame>> PlayLadder(const LadderConfig& config, int jobs) {
  LadderConfig checked = config;
  Status s = CheckLadder(checked);
  if (!s.ok()) return s;
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame(checked.game, checked.players, checked.options);
  if (!game.ok()) return game.status();
  const std::vector<std::vector<int>> seatings =
      LadderSeatings(checked.players, int(checked.bots.size()));
  const int64_t count = int64_t(seatings.size());
  std::vector<int64_t> indices;
  for (int64_t g = checked.shard; g < checked.games; g += checked.shard_count) {
    indices.push_back(g);
  }
  std::vector<LadderGame> games(indices.size());
  std::atomic<size_t> next{0};
  const auto worker = [&] {
    for (size_t i = next++; i < indices.size(); i = next++) {
      const int64_t g = indices[i];
      games[i] = PlayOne(checked, *game, seatings[size_t(g % count)], g, g / count);
    }
  };
#ifdef __EMSCRIPTEN__
  jobs = 1;  // no threads in the wasm builds
#endif
  jobs = std::max(1, std::min<int>(jobs, int(std::max<size_t>(1, indices.size()))));
#ifdef __EMSCRIPTEN__
  worker();
#else
  std::vector<std::thread> threads;
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
#endif
  return games;
}

std::string LadderToJson(const LadderConfig& config, const std::vector<LadderGame>& games) {
  JsonWriter w;
  w.BeginObject();
  w.Field("format", "mercato-ladder 1");
  w.Field("game", config.game);
  w.Field("players", config.players);
  w.Field("options", config.options);
  w.Key("bots").StringArray(config.bots);
  w.Field("games", config.games);
  w.Field("seed", int64_t(config.seed));
  w.Field("shard_count", config.shard_count);
  w.Key("shards").IntArray({config.shard});
  w.Key("results").BeginArray();
  for (const LadderGame& g : games) {
    w.BeginObject();
    w.Field("index", g.index);
    w.Key("seat_bots").IntArray(g.seat_bots);
    w.Key("scores").IntArray(g.scores);
    w.Key("returns").BeginArray();
    for (double r : g.returns) w.Double(r);
    w.EndArray();
    w.Field("actions", g.actions);
    w.Key("moves").IntArray(g.moves);
    w.Key("cpu_us").BeginArray();
    for (int64_t us : g.cpu_us) w.Int(us);
    w.EndArray();
    w.Field("record_hash", std::to_string(g.record_hash));  // a string: JSON numbers lose 64 bits
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return w.str() + "\n";
}

}  // namespace mercato::lab
