// A Merchants match for the tests of the Match session (test-only).
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "registry/registry.h"
#include "session/match.h"

namespace mercato::testing {

inline session::Match NewMerchants(const std::vector<std::string>& seats, uint64_t seed) {
  REQUIRE(FindGame("merchants") != nullptr);
  StatusOr<session::Match> m = session::Match::Create("merchants", int(seats.size()), "", seats, seed);
  INFO(m.message());
  REQUIRE(m.ok());
  return std::move(*m);
}

}  // namespace mercato::testing
