// Game options: `key=value` pairs checked against each game's declared specs.
// "players" is not an option here; it is a separate argument of LoadGame.
#pragma once

#include <map>
#include <string>
#include <vector>

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
  // "k=v,k=v" in spec order, the canonical text used in records.
  std::string ToString() const;
  const std::map<std::string, std::string>& values() const { return values_; }

 private:
  friend StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>&,
                                            const std::string&);
  std::vector<std::string> order_;
  std::map<std::string, std::string> values_;
};

// Parses "k=v,k=v" (spaces around items allowed, empty text gives the defaults).
// Errors name the bad key or value and list what is allowed.
StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>& specs,
                                   const std::string& text);

}  // namespace mercato
