// The lab's text report (what `mercato lab` prints) and the self-contained
// HTML report with SVG charts (`--html FILE`).
#pragma once

#include <string>

#include "lab/lab.h"

namespace mercato::lab {

std::string ResultToText(const LabResult& result);
std::string ResultToHtml(const LabResult& result);

}  // namespace mercato::lab
