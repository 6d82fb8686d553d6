// Game parameters: every number of a game's rules (costs, payouts, scores,
// bonuses, hand sizes, start resources, end thresholds, card counts) under a
// name, with the rule text's value as its default and the range that keeps
// the game playable. A designer changes them without touching rule code.
//
// Parameters travel inside the options text, told apart from options by the
// game id before a dot: "strategy_draw=3,oregano.start_gold=7". So records,
// saves, the lab's variants and the page carry them the same way as options,
// and a record written with changed numbers holds them (only non-default ones:
// a game at the text's numbers writes exactly the record it always did).
//
// A per-seat parameter takes one value for every seat ("7") or one per seat
// separated by '/' ("5/5/6/7"), so later seats can be compensated.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato {

struct ParamSpec {
  std::string key;       // "<game id>.<name>", e.g. "oregano.casino.payout"
  int default_value;     // the rule text's number
  int min_value;
  int max_value;
  std::string help_en;   // one line
  std::string help_ja;
  bool per_seat = false;
  std::string group;     // for listings and the Lab screen: "money", "scoring" ...
};

// The values in force for one game: one entry per spec, in spec order.
class GameParams {
 public:
  GameParams() = default;
  // The value of a shared parameter, or seat 0's of a per-seat one. Aborts on
  // an unknown key (a rule reading a parameter it never declared is a bug).
  int Get(const std::string& key) const;
  int Get(const std::string& key, int seat) const;
  bool IsDefault(const std::string& key) const;
  // "k=v,k=v" of the non-default values only, in spec order ("" at defaults).
  std::string ToString() const;
  const std::vector<ParamSpec>& specs() const { return specs_; }

 private:
  friend class ParamsBuilder;
  int Index(const std::string& key) const;
  std::vector<ParamSpec> specs_;
  std::vector<std::vector<int>> values_;  // per spec: one value per seat
  int num_players_ = 0;
};

// Fills GameParams from "key=value" items, checking each against its spec.
class ParamsBuilder {
 public:
  ParamsBuilder(const std::vector<ParamSpec>& specs, int num_players);
  bool Knows(const std::string& key) const;
  // Errors name the parameter and its range: "oregano.start_gold=-1 is out
  // of range: 0..50 (gold each player starts with)".
  Status Set(const std::string& key, const std::string& value);
  GameParams Build() const { return params_; }

 private:
  GameParams params_;
  std::vector<bool> seen_;
};

// The range as people read it: "0..50".
std::string RangeText(const ParamSpec& spec);

// A game's parameter table, listed row by row under short names: the table
// adds the "<game id>." prefix, so a game's params file only lists its numbers.
class ParamTable {
 public:
  explicit ParamTable(std::string game_id) : game_id_(std::move(game_id)) {}
  // "<game id>.<name>"
  std::string Key(const std::string& name) const { return game_id_ + "." + name; }
  ParamTable& Add(const std::string& name, int default_value, int min_value, int max_value,
                  std::string help_en, std::string help_ja, std::string group);
  // The same, one value per seat ("5/5/6/7").
  ParamTable& AddPerSeat(const std::string& name, int default_value, int min_value,
                         int max_value, std::string help_en, std::string help_ja,
                         std::string group);
  const std::vector<ParamSpec>& specs() const { return specs_; }

 private:
  std::string game_id_;
  std::vector<ParamSpec> specs_;
};

// Reads a game's values by the short names its ParamTable used.
class ParamReader {
 public:
  ParamReader(const GameParams& params, std::string game_id)
      : params_(params), game_id_(std::move(game_id)) {}
  int operator()(const std::string& name) const { return params_.Get(Key(name)); }
  // A per-seat parameter for seats 0..N-1; seats past the game's players read
  // seat 0's value (they never play, but the array is whole).
  template <size_t N>
  std::array<int, N> PerSeat(const std::string& name, int num_players) const {
    std::array<int, N> values{};
    for (size_t seat = 0; seat < N; ++seat) {
      values[seat] = params_.Get(Key(name), int(seat) < num_players ? int(seat) : 0);
    }
    return values;
  }

 private:
  std::string Key(const std::string& name) const { return game_id_ + "." + name; }
  const GameParams& params_;
  std::string game_id_;
};

}  // namespace mercato
