#include "engine/options.h"

#include <cstdlib>

#include "engine/check.h"
#include "engine/text.h"

namespace mercato {

const std::string& GameOptions::Get(const std::string& key) const {
  auto it = values_.find(key);
  MERCATO_CHECK(it != values_.end(), key.c_str());
  return it->second;
}

int GameOptions::GetInt(const std::string& key) const {
  return std::atoi(Get(key).c_str());
}

std::string GameOptions::ToString() const {
  std::string out;
  for (const std::string& key : order_) {
    if (!out.empty()) out += ',';
    out += key + '=' + values_.at(key);
  }
  const std::string params = params_.ToString();
  if (!params.empty()) out += (out.empty() ? "" : ",") + params;
  return out;
}

void GameOptions::EnsureParams(const std::vector<ParamSpec>& specs, int num_players) {
  if (params_.specs().empty() && !specs.empty()) {
    params_ = ParamsBuilder(specs, num_players).Build();
  }
}

std::string OverrideOptionsText(const std::string& base, const std::string& overrides) {
  std::vector<std::string> items;
  std::vector<std::string> override_keys;
  for (const std::string& raw : Split(overrides, ',')) {
    const std::string item = Trim(raw);
    if (!item.empty()) override_keys.push_back(Trim(item.substr(0, item.find('='))));
  }
  for (const std::string& raw : Split(base, ',')) {
    const std::string item = Trim(raw);
    if (item.empty()) continue;
    const std::string key = Trim(item.substr(0, item.find('=')));
    bool overridden = false;
    for (const std::string& k : override_keys) overridden = overridden || k == key;
    if (!overridden) items.push_back(item);
  }
  for (const std::string& raw : Split(overrides, ',')) {
    const std::string item = Trim(raw);
    if (!item.empty()) items.push_back(item);
  }
  return Join(items, ",");
}

StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>& specs,
                                   const std::string& text) {
  return ParseOptions(specs, {}, 0, text);
}

StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>& specs,
                                   const std::vector<ParamSpec>& params, int num_players,
                                   const std::string& text) {
  GameOptions options;
  ParamsBuilder builder(params, num_players);
  for (const OptionSpec& spec : specs) {
    options.order_.push_back(spec.key);
    options.values_[spec.key] = spec.default_value();
  }
  std::map<std::string, bool> seen;
  for (const std::string& raw : Split(text, ',')) {
    const std::string item = Trim(raw);
    if (item.empty()) continue;
    const size_t eq = item.find('=');
    if (eq == std::string::npos) {
      return Status::Error("option '" + item + "' is not of the form key=value");
    }
    const std::string key = Trim(item.substr(0, eq));
    const std::string value = Trim(item.substr(eq + 1));
    if (builder.Knows(key)) {
      Status set = builder.Set(key, value);
      if (!set.ok()) return set;
      continue;
    }
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& s : specs) {
      if (s.key == key) spec = &s;
    }
    if (spec == nullptr) {
      std::string known;
      for (const OptionSpec& s : specs) known += (known.empty() ? "" : ", ") + s.key;
      const bool looks_like_param = key.find('.') != std::string::npos;
      return Status::Error(std::string(looks_like_param ? "unknown parameter '" : "unknown option '") +
                           key + "' (" +
                           (looks_like_param ? "see: mercato list --params"
                                             : "options: " + (known.empty() ? "none" : known)) +
                           ")");
    }
    if (seen[key]) return Status::Error("option '" + key + "' given twice");
    seen[key] = true;
    bool valid = false;
    for (const std::string& c : spec->choices) valid = valid || c == value;
    if (!valid) {
      return Status::Error("option " + key + "='" + value + "' is not one of: " +
                           Join(spec->choices, "|"));
    }
    options.values_[key] = value;
  }
  options.params_ = builder.Build();
  return options;
}

}  // namespace mercato
