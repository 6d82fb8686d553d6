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
  return out;
}

StatusOr<GameOptions> ParseOptions(const std::vector<OptionSpec>& specs,
                                   const std::string& text) {
  GameOptions options;
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
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& s : specs) {
      if (s.key == key) spec = &s;
    }
    if (spec == nullptr) {
      std::string known;
      for (const OptionSpec& s : specs) known += (known.empty() ? "" : ", ") + s.key;
      return Status::Error("unknown option '" + key + "' (options: " +
                           (known.empty() ? "none" : known) + ")");
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
  return options;
}

}  // namespace mercato
