#include <catch2/catch.hpp>

#include <vector>

#include "engine/rng.h"

using namespace mercato;

TEST_CASE("rng: the same seed gives the same sequence on every build") {
  // SplitMix64's published first output for seed 0; fixed so that native and
  // wasm builds are held to the same numbers.
  Rng rng(0);
  CHECK(rng.Next() == 0xe220a8397b1dcdafULL);
  Rng a(42), b(42);
  for (int i = 0; i < 100; ++i) CHECK(a.Next() == b.Next());
}

TEST_CASE("rng: UniformInt stays in range and hits every value") {
  Rng rng(7);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 6000; ++i) {
    const uint32_t v = rng.UniformInt(6);
    REQUIRE(v < 6);
    counts[v]++;
  }
  for (int c : counts) CHECK(c > 800);
}

TEST_CASE("rng: Shuffle permutes") {
  Rng rng(3);
  std::vector<int> v = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.Shuffle(v);
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::vector<int>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
  CHECK(v != sorted);
}

TEST_CASE("rng: Weighted never picks a zero weight") {
  Rng rng(5);
  const std::vector<double> w = {0.0, 1.0, 0.0, 3.0};
  int threes = 0;
  for (int i = 0; i < 4000; ++i) {
    const size_t k = rng.Weighted(w);
    REQUIRE((k == 1 || k == 3));
    threes += k == 3;
  }
  CHECK(threes > 2700);
  CHECK(threes < 3300);
}
