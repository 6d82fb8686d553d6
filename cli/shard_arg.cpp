#include "shard_arg.h"

#include <cstdlib>

#include "engine/text.h"

namespace mercato::cli {

StatusOr<ShardArg> ParseShard(const std::string& text) {
  const size_t slash = text.find('/');
  const std::string index_text = slash == std::string::npos ? "" : text.substr(0, slash);
  const std::string count_text = slash == std::string::npos ? text : text.substr(slash + 1);
  const std::optional<int64_t> count = ParseInt(count_text);
  if (!count || *count < 1 || *count > 1000000) {
    return Status::Error("--shard wants i/n with n from 1 to 1000000, not '" + text + "'");
  }
  std::string index = index_text, source = "--shard";
  if (index.empty()) {
    for (const char* name : {"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"}) {
      const char* value = std::getenv(name);
      if (value != nullptr && *value != '\0') {
        index = value;
        source = name;
        break;
      }
    }
    if (index.empty()) {
      return Status::Error("--shard " + text +
                           ": no shard index given, and neither JOB_COMPLETION_INDEX nor "
                           "SLURM_ARRAY_TASK_ID is set");
    }
  }
  const std::optional<int64_t> i = ParseInt(index);
  if (!i || *i < 0 || *i >= *count) {
    return Status::Error(source + " gives shard '" + index + "', which is not in 0.." +
                         std::to_string(*count - 1));
  }
  return ShardArg{int(*i), int(*count)};
}

}  // namespace mercato::cli
