// Variant files (core/lab/variant.h) in the page: the Lab saves one, Home's
// "Open a saved game…", a dropped file and mercato.importRecord open one into
// Setup, ready to play against computers.
#pragma once

#include "lab/variant.h"

namespace mercato::web {

// Downloads the variant as `<game>-variant-<YYYY-MM-DD>.mercato`.
void DownloadVariant(const lab::Variant& variant);

}  // namespace mercato::web
