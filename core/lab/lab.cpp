#include "lab/lab.h"

#include <algorithm>
#include <atomic>
#include <set>
#ifndef __EMSCRIPTEN__
#include <thread>
#endif

#include "ai/bot.h"
#include "engine/check.h"
#include "engine/text.h"
#include "registry/registry.h"
#include "session/play.h"
#include "session/seeds.h"

namespace mercato::lab {
namespace {

// The options text with key=value set (added or replacing the given value).
StatusOr<std::string> WithOption(const std::string& options, const std::string& assignment) {
  const size_t eq = assignment.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == assignment.size()) {
    return Status::Error("--compare wants key=value, not '" + assignment + "'");
  }
  const std::string key = Trim(assignment.substr(0, eq));
  std::vector<std::string> items;
  for (const std::string& item : Split(options, ',')) {
    if (Trim(item).empty()) continue;
    if (Trim(item.substr(0, item.find('='))) != key) items.push_back(item);
  }
  items.push_back(assignment);
  return Join(items, ",");
}

std::vector<int> SeatBots(int players, int64_t game_index, int num_bots) {
  std::vector<int> seat_bots;
  for (int s = 0; s < players; ++s) {
    seat_bots.push_back(session::RotatedBotIndex(s, int(game_index), num_bots));
  }
  return seat_bots;
}

std::vector<std::string> SeatSpecs(const LabConfig& config, const std::vector<int>& seat_bots) {
  std::vector<std::string> specs;
  for (int b : seat_bots) specs.push_back(config.bots[size_t(b)]);
  return specs;
}

GameOutcome OutcomeOf(const session::Match& match, const std::vector<int>& seat_bots) {
  GameOutcome out;
  const State& state = match.GetState();
  out.scores = state.Scores();
  out.returns = state.Returns();
  out.seat_bots = seat_bots;
  out.actions = int(state.History().size());
  out.first_player = FirstPlayerOf(state);
  out.counters = CountersOf(state);
  out.record_hash = Fnv1a(match.RecordText());
  return out;
}

session::Match NewMatch(const LabConfig& config, const std::shared_ptr<const Game>& game,
                   int64_t game_index, const std::vector<int>& seat_bots) {
  StatusOr<session::Match> match = session::Match::Create(
      game, SeatSpecs(config, seat_bots), session::SeriesGameSeed(config.seed, int(game_index)));
  MERCATO_CHECK(match.ok(), "lab: a checked config failed to start a game");
  return std::move(*match);
}

StatusOr<std::vector<std::shared_ptr<const Game>>> RunGames(const LabResult& result) {
  std::vector<std::shared_ptr<const Game>> games;
  for (const LabRun& run : result.runs) {
    StatusOr<std::shared_ptr<const Game>> game =
        LoadGame(result.config.game, result.config.players, run.options);
    if (!game.ok()) return game.status();
    games.push_back(*game);
  }
  return games;
}

bool SameLab(const LabConfig& a, const LabConfig& b) {
  return a.game == b.game && a.players == b.players && a.options == b.options &&
         a.bots == b.bots && a.games == b.games && a.seed == b.seed && a.compare == b.compare &&
         a.shard_count == b.shard_count;
}

}  // namespace

StatusOr<LabResult> StartResult(const LabConfig& config) {
  StatusOr<std::shared_ptr<const Game>> game =
      LoadGame(config.game, config.players, config.options);
  if (!game.ok()) return game.status();
  if (config.players > 8) return Status::Error("the lab handles at most 8 players");
  if (config.bots.empty()) return Status::Error("no bots given (e.g. ismcts:normal,random)");
  for (const std::string& spec : config.bots) {
    Status s = ai::CheckBotSpec(spec);
    if (!s.ok()) return Status::Error("bots: " + s.message());
  }
  if (config.games < 1) return Status::Error("the number of games must be at least 1");
  if (config.seed > session::kMaxSeed) return Status::Error("the seed is too large");
  if (config.shard_count < 1) return Status::Error("the shard count must be at least 1");
  if (config.shards.empty()) return Status::Error("no shard given");
  for (size_t i = 0; i < config.shards.size(); ++i) {
    const int shard = config.shards[i];
    if (shard < 0 || shard >= config.shard_count) {
      return Status::Error("shard " + std::to_string(shard) + " is not in 0.." +
                           std::to_string(config.shard_count - 1));
    }
    if (i > 0 && shard <= config.shards[i - 1]) return Status::Error("shards must be ascending");
  }
  LabResult result;
  result.config = config;
  result.options = (*game)->Options().ToString();
  result.config.options = result.options;  // canonical, so merges compare like with like
  const int bots = int(config.bots.size());
  result.runs.push_back({"base", result.options, RunAggregate(config.players, bots)});
  if (!config.compare.empty()) {
    StatusOr<std::string> variant_text = WithOption(result.options, config.compare);
    if (!variant_text.ok()) return variant_text.status();
    StatusOr<std::shared_ptr<const Game>> variant =
        LoadGame(config.game, config.players, *variant_text);
    if (!variant.ok()) return Status::Error("--compare: " + variant.message());
    const std::string canonical = (*variant)->Options().ToString();
    if (canonical == result.options) {
      return Status::Error("--compare " + config.compare + " changes nothing: it is already set");
    }
    result.runs.push_back({config.compare, canonical, RunAggregate(config.players, bots)});
  }
  return result;
}

std::vector<int64_t> GamesOfShards(const LabConfig& config) {
  std::vector<int64_t> games;
  const std::set<int> shards(config.shards.begin(), config.shards.end());
  for (int64_t g = 0; g < config.games; ++g) {
    if (shards.count(int(g % config.shard_count))) games.push_back(g);
  }
  return games;
}

StatusOr<LabResult> RunLab(const LabConfig& config, int jobs, std::vector<GameRow>* rows) {
  StatusOr<LabResult> result = StartResult(config);
  if (!result.ok()) return result;
  StatusOr<std::vector<std::shared_ptr<const Game>>> run_games = RunGames(*result);
  if (!run_games.ok()) return run_games.status();
  const std::vector<int64_t> games = GamesOfShards(config);
#ifdef __EMSCRIPTEN__
  jobs = 1;  // no threads in the wasm builds
#endif
  jobs = std::max(1, std::min<int>(jobs, int(std::max<size_t>(1, games.size()))));
  // Each thread sums into its own aggregates; integer sums merge exactly, so
  // the result does not depend on which thread played which game.
  std::vector<LabResult> partial(size_t(jobs), *result);
  std::vector<std::vector<GameRow>> partial_rows{size_t(jobs)};
  std::atomic<size_t> next{0};
  const auto worker = [&](LabResult& mine, std::vector<GameRow>& my_rows) {
    for (size_t i = next++; i < games.size(); i = next++) {
      const int64_t g = games[i];
      const std::vector<int> seat_bots = SeatBots(config.players, g, int(config.bots.size()));
      GameOutcome base;
      for (size_t r = 0; r < mine.runs.size(); ++r) {
        session::Match match = NewMatch(config, (*run_games)[r], g, seat_bots);
        match.RunBotsToHumanOrEnd();
        GameOutcome outcome = OutcomeOf(match, seat_bots);
        mine.runs[r].aggregate.Add(outcome);
        if (r == 0) base = outcome;
        if (r > 0) mine.runs[r].aggregate.AddPaired(base, outcome);
        if (rows != nullptr) {
          my_rows.push_back({g, r, session::SeriesGameSeed(config.seed, int(g)), std::move(outcome)});
        }
      }
    }
  };
#ifdef __EMSCRIPTEN__
  worker(partial[0], partial_rows[0]);
#else
  std::vector<std::thread> threads;
  for (int j = 0; j < jobs; ++j) {
    threads.emplace_back(worker, std::ref(partial[size_t(j)]), std::ref(partial_rows[size_t(j)]));
  }
  for (std::thread& t : threads) t.join();
#endif
  for (const LabResult& part : partial) {
    for (size_t r = 0; r < result->runs.size(); ++r) {
      result->runs[r].aggregate.Merge(part.runs[r].aggregate);
    }
  }
  if (rows != nullptr) {
    rows->clear();
    for (std::vector<GameRow>& part : partial_rows) {
      rows->insert(rows->end(), std::make_move_iterator(part.begin()),
                   std::make_move_iterator(part.end()));
    }
    SortRows(*rows);
  }
  return result;
}

RowTable MakeRowTable(const LabResult& result, std::vector<GameRow> rows) {
  RowTable table;
  for (const LabRun& run : result.runs) {
    table.run_labels.push_back(run.label);
    table.run_options.push_back(run.options);
  }
  table.bots = result.config.bots;
  table.players = result.config.players;
  table.rows = std::move(rows);
  return table;
}

StatusOr<LabResult> MergeResults(const std::vector<LabResult>& parts) {
  if (parts.empty()) return Status::Error("nothing to merge");
  // A shard index outside the shard count would merge into a report that
  // claims games nobody played (or never completes).
  for (size_t i = 0; i < parts.size(); ++i) {
    const LabConfig& c = parts[i].config;
    for (int shard : c.shards) {
      if (shard < 0 || shard >= c.shard_count) {
        return Status::Error("shard " + std::to_string(shard) + " of input " +
                             std::to_string(i + 1) + " is outside 0.." +
                             std::to_string(c.shard_count - 1) + " (its shard count is " +
                             std::to_string(c.shard_count) + ")");
      }
    }
  }
  LabResult merged = parts[0];
  std::set<int> shards(merged.config.shards.begin(), merged.config.shards.end());
  for (size_t i = 1; i < parts.size(); ++i) {
    const LabResult& part = parts[i];
    if (!SameLab(part.config, merged.config) || part.runs.size() != merged.runs.size()) {
      return Status::Error("input " + std::to_string(i + 1) +
                           " is from another lab (game, players, options, bots, games, seed, "
                           "compare and shard count must all be the same)");
    }
    for (int shard : part.config.shards) {
      if (!shards.insert(shard).second) {
        return Status::Error("shard " + std::to_string(shard) + " appears twice (input " +
                             std::to_string(i + 1) + ")");
      }
    }
    for (size_t r = 0; r < merged.runs.size(); ++r) {
      merged.runs[r].aggregate.Merge(part.runs[r].aggregate);
    }
  }
  merged.config.shards.assign(shards.begin(), shards.end());
  if (int(shards.size()) == merged.config.shard_count) {  // complete: same as one run
    merged.config.shard_count = 1;
    merged.config.shards = {0};
  }
  return merged;
}

StatusOr<LabRunner> LabRunner::Create(const LabConfig& config) {
  StatusOr<LabResult> result = StartResult(config);
  if (!result.ok()) return result.status();
  StatusOr<std::vector<std::shared_ptr<const Game>>> run_games = RunGames(*result);
  if (!run_games.ok()) return run_games.status();
  LabRunner runner;
  runner.result_ = std::move(*result);
  runner.run_games_ = std::move(*run_games);
  runner.games_ = GamesOfShards(config);
  return runner;
}

bool LabRunner::Step(int iterations) {
  if (Done()) return true;
  const LabConfig& config = result_.config;
  const int64_t g = games_[next_];
  const std::vector<int> seat_bots = SeatBots(config.players, g, int(config.bots.size()));
  if (!match_) {
    match_ = std::make_unique<session::Match>(NewMatch(config, run_games_[run_], g, seat_bots));
  }
  if (!match_->IsOver()) match_->StepBots(iterations);
  if (match_->IsOver()) {
    const GameOutcome outcome = OutcomeOf(*match_, seat_bots);
    result_.runs[run_].aggregate.Add(outcome);
    if (run_ == 0) base_outcome_ = outcome;
    if (run_ > 0) result_.runs[run_].aggregate.AddPaired(base_outcome_, outcome);
    match_.reset();
    if (++run_ == result_.runs.size()) {
      run_ = 0;
      ++next_;
    }
  }
  return Done();
}

}  // namespace mercato::lab
