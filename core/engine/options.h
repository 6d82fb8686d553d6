// Game options: `key=value` pairs checked against each game's declared specs.
// "players" is not an option here; it is a separate argument of LoadGame.
// The same text carries the game's numeric parameters ("<game id>.<name>=v",
// see params.h), which GameOptions holds beside the options.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/params.h"
#include "engine/status.h"

namespace mercato {

struct OptionSpec {
  std::string key;
  std::vector<std::string> choices;  // the first is the default
  std::string help;                  // one line, English
  const std::string& default_value() const { return choices.front(); }
};

// A full set of options: every declared key present, every value valid.
class GameOptions {
 public:
  GameOptions() = default;
  const std::string& Get(const std::string& key) const;  // aborts on unknown key
  bool Is(const std::string& key, const std::string& value) const {
    return Get(key) == value;
  }
  int GetInt(const std::string& key) const;
  // "k=v,k=v" in spec order, then the non-default parameters: the canonical
  // text used in records (at default parameters, exactly the options).
  std::string ToString() const;
  const std::map<std::string, std::string>& values() const { return values_; }
  // The numbers in force (defaults unless the text changed some).
  const GameParams& Params() const { return params_; }
  // Gives options parsed without parameter specs (tests building a game
  // directly) the defaults of `specs`; options that have them are kept.
  void EnsureParams(const std::vector<ParamSpec>& specs, int num_players);

 private:
  friend StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>&,
                                            const std::vector<ParamSpec>&, int,
                                            const std::string&);
  std::vector<std::string> order_;
  std::map<std::string, std::string> values_;
  GameParams params_;
};

// "k=v,k=v" with every key of `overrides` taking the value given there (the
// base's item of the same key dropped): options and parameters alike.
std::string OverrideOptionsText(const std::string& base, const std::string& overrides);

// Parses "k=v,k=v" (spaces around items allowed, empty text gives the defaults).
// Errors name the bad key or value and list what is allowed.
StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>& specs,
                                   const std::string& text);
// The same, also accepting the game's parameters (per-seat ones need the
// player count). A parameter error names the parameter and its range.
StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>& specs,
                                   const std::vector<ParamSpec>& params, int num_players,
                                   const std::string& text);

}  // namespace mercato
