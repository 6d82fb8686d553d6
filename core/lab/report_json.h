// The lab's JSON: the config, each run's mergeable aggregates (integer sums,
// counts, histograms) and, for people and scripts, the derived summary.
// `mercato lab merge` reads the aggregates back; the summary is recomputed.
#pragma once

#include <string>

#include "engine/status.h"
#include "lab/lab.h"

namespace mercato::lab {

inline constexpr char kLabFormat[] = "mercato-lab 1";

std::string ResultToJson(const LabResult& result);
// Errors name what is missing or wrong (and the file, added by the caller).
StatusOr<LabResult> ResultFromJson(const std::string& text);

}  // namespace mercato::lab
