#include <catch2/catch.hpp>

#include "lab/stats.h"

using namespace mercato::lab;

TEST_CASE("lab stats: Wilson interval matches published values", "[lab]") {
  // 50 of 100: 0.4038 .. 0.5962 (Wilson 1927; e.g. Newcombe 1998, table I method 3).
  Interval half = WilsonInterval(50, 100);
  CHECK(half.low == Approx(0.40383).margin(1e-5));
  CHECK(half.high == Approx(0.59617).margin(1e-5));
  // 0 of 10: 0 .. z^2 / (n + z^2) = 0.2775.
  Interval none = WilsonInterval(0, 10);
  CHECK(none.low == 0.0);
  CHECK(none.high == Approx(0.27753).margin(1e-5));
  // 10 of 10 mirrors it.
  Interval all = WilsonInterval(10, 10);
  CHECK(all.low == Approx(1 - 0.27753).margin(1e-5));
  CHECK(all.high == Approx(1.0));
  // No trials: no interval rather than a division by zero.
  CHECK(WilsonInterval(0, 0).high == 0.0);
}

TEST_CASE("lab stats: mean and sd from sums", "[lab]") {
  // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample sd sqrt(32/7).
  MeanSd m = MeanAndSd(8, 40, 4 + 16 * 3 + 25 * 2 + 49 + 81);
  CHECK(m.mean == Approx(5.0));
  CHECK(m.sd == Approx(2.13809).margin(1e-5));
  CHECK(MeanAndSd(1, 3, 9).sd == 0.0);
}

TEST_CASE("lab stats: differences of proportions and means", "[lab]") {
  // 60/100 vs 40/100: difference -0.2, Wald se sqrt(.24/100 + .24/100) = 0.069282.
  Difference d = ProportionDifference(60, 100, 40, 100);
  CHECK(d.estimate == Approx(-0.2));
  CHECK(d.ci.low == Approx(-0.2 - kZ95 * 0.069282).margin(1e-5));
  CHECK(d.ci.high == Approx(-0.2 + kZ95 * 0.069282).margin(1e-5));
  // Equal samples: difference 0, interval around it.
  Difference same = MeanDifference(8, 40, 232, 8, 40, 232);
  CHECK(same.estimate == 0.0);
  CHECK(same.ci.low < 0.0);
  CHECK(same.ci.high > 0.0);
  // A shift of 10 with sd 2.138 and n 8 each: se = 2.138 * sqrt(2/8).
  Difference shifted = MeanDifference(8, 40, 232, 8, 120, 232 + 2 * 10 * 40 + 100 * 8);
  CHECK(shifted.estimate == Approx(10.0));
  CHECK(shifted.ci.low == Approx(10 - kZ95 * 2.13809 * 0.5).margin(1e-4));
}
