// The designer's lab: plays many games between bots and aggregates what
// happened (win rates, scores, game length, each game's own counters), for
// `mercato lab` and the page's Lab screen. No UI here.
//
// Game g (0-based) of a lab uses the seed session::SeriesGameSeed(seed, g) and seats
// the bots rotated by g (as `mercato sim` does), whatever the number of
// threads, the shard or the slice it is played in. With --compare k=v every
// game is played twice: with the options as given and with k=v, same seed.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/status.h"
#include "lab/aggregate.h"
#include "lab/rows.h"
#include "session/match.h"

namespace mercato::lab {

struct LabConfig {
  std::string game;
  int players = 2;
  std::string options;            // "k=v,k=v" as given ("" = defaults)
  std::vector<std::string> bots;  // rotated over the seats
  int64_t games = 100;            // in the whole lab, all shards together
  uint64_t seed = 1;
  std::string compare;            // "k=v" or ""
  // This part plays the games g with g % shard_count in shards (all when
  // shard_count == 1).
  int shard_count = 1;
  std::vector<int> shards = {0};
};

// One set of options played: the base run, and with --compare the variant.
struct LabRun {
  std::string label;    // "base" or the compare text "k=v"
  std::string options;  // canonical options of this run
  RunAggregate aggregate;
};

struct LabResult {
  LabConfig config;
  std::string options;  // canonical base options
  std::vector<LabRun> runs;
  int64_t GamesPlayed() const { return runs.empty() ? 0 : runs[0].aggregate.games; }
};

// Checks the config (game, players, options, bots, compare, shards) and
// returns an empty result with canonical options, ready to be filled.
StatusOr<LabResult> StartResult(const LabConfig& config);

// The game indices of the config's shards, ascending.
std::vector<int64_t> GamesOfShards(const LabConfig& config);

// Plays the lab on `jobs` threads (1 under Emscripten). Same result for any jobs.
// With `rows`, also one row per game played, in (game, run) order.
StatusOr<LabResult> RunLab(const LabConfig& config, int jobs,
                           std::vector<GameRow>* rows = nullptr);

// The rows with what they need from the result to be written (labels, bots).
RowTable MakeRowTable(const LabResult& result, std::vector<GameRow> rows);

// Combines results of the same lab (same config but for the shards; shards
// must not overlap). When every shard is present, the result is the one a
// single run gives. Errors say which inputs disagree.
StatusOr<LabResult> MergeResults(const std::vector<LabResult>& parts);

// Plays a lab a slice at a time, for the page (one game at a time, one bot move
// per Step), in game order.
class LabRunner {
 public:
  static StatusOr<LabRunner> Create(const LabConfig& config);
  // Plays one bot move (a bot search of up to `iterations`); returns true once
  // every game is done.
  bool Step(int iterations);
  bool Done() const { return next_ >= games_.size(); }
  int64_t GamesDone() const { return int64_t(next_); }
  int64_t GamesTotal() const { return int64_t(games_.size()); }
  const LabResult& Result() const { return result_; }

 private:
  LabRunner() = default;
  LabResult result_;
  std::vector<std::shared_ptr<const Game>> run_games_;  // per run
  std::vector<int64_t> games_;
  size_t next_ = 0;
  size_t run_ = 0;  // the run the current game is played in
  std::unique_ptr<session::Match> match_;
  GameOutcome base_outcome_;  // the current game's base run, for pairing
};

}  // namespace mercato::lab
