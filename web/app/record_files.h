// Saving and opening `.mercato` files (match records, see core/registry/record.h):
// the play screen's "Save to file…", Home's "Open a saved game…", a file
// dropped on the page and the JS API all end here.
#pragma once

#include <string>

#include "engine/status.h"
#include "registry/record.h"

namespace mercato::web {

// Downloads the record as `<game>-<date>.mercato`.
void DownloadRecord(const MatchRecord& record);

// The reason a record file was refused, in a few words for people (the detail
// from the record's checker is shown under it).
struct RecordProblem {
  const char* en;
  const char* ja;
};
RecordProblem DescribeRecordProblem(const std::string& detail);
// Shows a refused file's notice on the canvas; returns `status` for the caller.
Status ShowRecordRefusal(const Status& status);

}  // namespace mercato::web
