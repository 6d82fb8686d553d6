// A seat's observation (the game's JSON) as text a person reads in a terminal:
// "key: value" lines, lists joined by commas, and lists of objects (seats,
// offers ...) as aligned tables, one row each.
#pragma once

#include <string>

#include "engine/status.h"

namespace mercato::cli {

// Errors: `json` is not JSON.
StatusOr<std::string> ObservationText(const std::string& json);

}  // namespace mercato::cli
