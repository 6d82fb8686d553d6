// Reading a record file for `replay` and `play --load`: the size limit is
// checked before anything is read (a 1 GB file or /dev/zero is refused at once).
#pragma once

#include <string>

#include "engine/status.h"

namespace mercato::cli {

// The file's text, or an error: cannot read, or over the record size limit.
StatusOr<std::string> ReadRecordFile(const std::string& path);

}  // namespace mercato::cli
