// The libFuzzer entry point of one target, chosen at compile time by
// MERCATO_FUZZ_CHECK (see cmake/fuzz.cmake). A broken property aborts with the
// message, so libFuzzer saves the input as a crash.
#include <cstdio>
#include <cstdlib>

#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bad = mercato::fuzz::MERCATO_FUZZ_CHECK(data, size);
  if (!bad.empty()) {
    std::fprintf(stderr, "fuzz property broken: %s\n", bad.c_str());
    std::abort();
  }
  return 0;
}
