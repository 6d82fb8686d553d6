// Invariant checks for the core. The wasm build has no exceptions, so a broken
// invariant prints where it broke and aborts; input errors never come here (they
// return a Status instead, see status.h).
#pragma once

#include <cstdio>
#include <cstdlib>

#define MERCATO_CHECK(cond, msg)                                              \
  do {                                                                        \
    if (!(cond)) {                                                            \
      std::fprintf(stderr, "%s:%d: check failed: %s: %s\n", __FILE__,        \
                   __LINE__, #cond, (msg));                                   \
      std::abort();                                                           \
    }                                                                         \
  } while (0)
