// Command-line flags of the `mercato` subcommands: `--key value` or
// `--key=value`, some repeatable (--option), plus positional arguments.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato::cli {

// Exit codes: 0 done, 1 failed while running, 2 bad arguments or bad input.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

class Args {
 public:
  // `flags`: the accepted flag names (without "--"); `repeatable`: those that
  // may appear more than once; `switches`: flags that take no value.
  static StatusOr<Args> Parse(const std::vector<std::string>& argv,
                              const std::vector<std::string>& flags,
                              const std::vector<std::string>& repeatable = {},
                              const std::vector<std::string>& switches = {});

  bool Has(const std::string& flag) const { return values_.count(flag) > 0; }
  // The last value given for `flag`, or `fallback`.
  std::string Get(const std::string& flag, const std::string& fallback = "") const;
  std::vector<std::string> GetAll(const std::string& flag) const;
  // A whole number in [min, max]; errors name the flag.
  StatusOr<int64_t> GetInt(const std::string& flag, int64_t fallback, int64_t min,
                           int64_t max) const;
  StatusOr<double> GetSeconds(const std::string& flag, double fallback) const;
  const std::vector<std::string>& Positional() const { return positional_; }

 private:
  std::map<std::string, std::vector<std::string>> values_;
  std::vector<std::string> positional_;
};

// Prints "mercato: <message>" (and a hint to --help) to stderr; returns kExitUsage.
int UsageError(const std::string& message);

}  // namespace mercato::cli
