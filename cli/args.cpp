#include "args.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "engine/text.h"

namespace mercato::cli {

namespace {

bool Contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

StatusOr<Args> Args::Parse(const std::vector<std::string>& argv,
                           const std::vector<std::string>& flags,
                           const std::vector<std::string>& repeatable,
                           const std::vector<std::string>& switches) {
  Args args;
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& token = argv[i];
    if (!StartsWith(token, "--")) {
      args.positional_.push_back(token);
      continue;
    }
    std::string name = token.substr(2);
    std::string value;
    bool has_value = false;
    const size_t eq = name.find('=');
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      has_value = true;
    }
    const bool is_switch = Contains(switches, name);
    if (!Contains(flags, name) && !is_switch) {
      std::string known;
      for (const std::string& f : flags) known += " --" + f;
      for (const std::string& f : switches) known += " --" + f;
      return Status::Error("unknown flag '--" + name + "' (flags:" + known + ")");
    }
    if (is_switch) {
      if (has_value) return Status::Error("--" + name + " takes no value");
      args.values_[name].push_back("1");
      continue;
    }
    if (!has_value) {
      if (i + 1 >= argv.size()) return Status::Error("--" + name + " needs a value");
      value = argv[++i];
    }
    if (args.values_.count(name) && !Contains(repeatable, name)) {
      return Status::Error("--" + name + " is given twice");
    }
    args.values_[name].push_back(value);
  }
  return args;
}

std::string Args::Get(const std::string& flag, const std::string& fallback) const {
  auto it = values_.find(flag);
  return it == values_.end() ? fallback : it->second.back();
}

std::vector<std::string> Args::GetAll(const std::string& flag) const {
  auto it = values_.find(flag);
  return it == values_.end() ? std::vector<std::string>() : it->second;
}

StatusOr<int64_t> Args::GetInt(const std::string& flag, int64_t fallback, int64_t min,
                               int64_t max) const {
  if (!Has(flag)) return fallback;
  const std::string text = Get(flag);
  const std::optional<int64_t> n = ParseInt(text);
  if (!n || *n < min || *n > max) {
    return Status::Error("--" + flag + " must be a whole number from " + std::to_string(min) +
                         " to " + std::to_string(max) + ", not '" + text + "'");
  }
  return *n;
}

StatusOr<double> Args::GetSeconds(const std::string& flag, double fallback) const {
  if (!Has(flag)) return fallback;
  const std::string text = Get(flag);
  char* end = nullptr;
  const double x = std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !(x > 0) || x > 3600) {
    return Status::Error("--" + flag + " must be a number of seconds above 0 and at most "
                         "3600, not '" + text + "'");
  }
  return x;
}

int UsageError(const std::string& message) {
  std::fprintf(stderr, "mercato: %s\n(run 'mercato help' for usage)\n", message.c_str());
  return kExitUsage;
}

}  // namespace mercato::cli
