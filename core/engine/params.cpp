#include "engine/params.h"

#include "engine/check.h"
#include "engine/text.h"

namespace mercato {

std::string RangeText(const ParamSpec& spec) {
  return std::to_string(spec.min_value) + ".." + std::to_string(spec.max_value);
}

ParamTable& ParamTable::Add(const std::string& name, int default_value, int min_value,
                            int max_value, std::string help_en, std::string help_ja,
                            std::string group) {
  specs_.push_back({Key(name), default_value, min_value, max_value, std::move(help_en),
                    std::move(help_ja), false, std::move(group)});
  return *this;
}

ParamTable& ParamTable::AddPerSeat(const std::string& name, int default_value, int min_value,
                                   int max_value, std::string help_en, std::string help_ja,
                                   std::string group) {
  Add(name, default_value, min_value, max_value, std::move(help_en), std::move(help_ja),
      std::move(group));
  specs_.back().per_seat = true;
  return *this;
}

int GameParams::Index(const std::string& key) const {
  for (size_t i = 0; i < specs_.size(); ++i) {
    if (specs_[i].key == key) return int(i);
  }
  MERCATO_CHECK(false, ("undeclared parameter " + key).c_str());
  return -1;
}

int GameParams::Get(const std::string& key) const { return values_[size_t(Index(key))][0]; }

int GameParams::Get(const std::string& key, int seat) const {
  const std::vector<int>& values = values_[size_t(Index(key))];
  MERCATO_CHECK(seat >= 0 && seat < int(values.size()), "seat of a parameter");
  return values[size_t(seat)];
}

bool GameParams::IsDefault(const std::string& key) const {
  const int i = Index(key);
  for (int v : values_[size_t(i)]) {
    if (v != specs_[size_t(i)].default_value) return false;
  }
  return true;
}

std::string GameParams::ToString() const {
  std::string out;
  for (size_t i = 0; i < specs_.size(); ++i) {
    if (IsDefault(specs_[i].key)) continue;
    const std::vector<int>& values = values_[i];
    bool all_same = true;
    for (int v : values) all_same = all_same && v == values[0];
    std::string text = std::to_string(values[0]);
    if (!all_same) {
      std::vector<std::string> parts;
      for (int v : values) parts.push_back(std::to_string(v));
      text = Join(parts, "/");
    }
    out += (out.empty() ? "" : ",") + specs_[i].key + "=" + text;
  }
  return out;
}

ParamsBuilder::ParamsBuilder(const std::vector<ParamSpec>& specs, int num_players)
    : seen_(specs.size(), false) {
  params_.specs_ = specs;
  params_.num_players_ = num_players;
  for (const ParamSpec& spec : specs) {
    params_.values_.push_back(
        std::vector<int>(spec.per_seat ? size_t(num_players < 1 ? 1 : num_players) : 1,
                         spec.default_value));
  }
}

bool ParamsBuilder::Knows(const std::string& key) const {
  for (const ParamSpec& spec : params_.specs_) {
    if (spec.key == key) return true;
  }
  return false;
}

Status ParamsBuilder::Set(const std::string& key, const std::string& value) {
  const int i = params_.Index(key);
  const ParamSpec& spec = params_.specs_[size_t(i)];
  if (seen_[size_t(i)]) return Status::Error("parameter '" + key + "' given twice");
  seen_[size_t(i)] = true;
  const std::string range = RangeText(spec);
  std::vector<std::string> parts = Split(value, '/');
  std::vector<int>& values = params_.values_[size_t(i)];
  if (parts.size() != 1 && (!spec.per_seat || parts.size() != values.size())) {
    return Status::Error(
        "parameter " + key + "='" + value + "': " +
        (spec.per_seat ? "give one number, or one per seat (" + std::to_string(values.size()) +
                             ") separated by '/'"
                       : std::string("give one number (it is the same for every seat)")));
  }
  std::vector<int> parsed;
  for (const std::string& part : parts) {
    const std::optional<int64_t> n = ParseInt(Trim(part));
    if (!n) {
      return Status::Error("parameter " + key + "='" + value + "' is not a whole number (range " +
                           range + ": " + spec.help_en + ")");
    }
    if (*n < spec.min_value || *n > spec.max_value) {
      return Status::Error("parameter " + key + "=" + Trim(part) + " is out of range: " + range +
                           " (" + spec.help_en + ")");
    }
    parsed.push_back(int(*n));
  }
  if (parsed.size() == 1) {
    for (int& v : values) v = parsed[0];
  } else {
    values = parsed;
  }
  return Status::Ok();
}

}  // namespace mercato
