// --shard i/n, shared by `mercato lab` and `mercato ladder`: this run plays the
// games g with g % n == i. `--shard n` (or `/n`) takes i from a scheduler's
// environment: JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm).
#pragma once

#include <string>

#include "engine/status.h"

namespace mercato::cli {

struct ShardArg {
  int index = 0;
  int count = 1;
};

StatusOr<ShardArg> ParseShard(const std::string& text);

}  // namespace mercato::cli
