// Statistics for the designer's lab: confidence intervals for win rates and
// means, and for the difference of two of them (`mercato lab --compare`).
// Pure functions of counts and sums, so the CLI, the page and the tests agree.
#pragma once

#include <cstdint>

namespace mercato::lab {

// The normal quantile for a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

struct Interval {
  double low = 0;
  double high = 0;
};

// Wilson score interval for a proportion of `successes` out of `trials`
// (successes may be fractional: tied winners share the win). {0, 0} when
// trials == 0.
Interval WilsonInterval(double successes, double trials, double z = kZ95);

// Mean and sample standard deviation from n, sum and sum of squares.
struct MeanSd {
  double mean = 0;
  double sd = 0;   // 0 when n < 2
};
MeanSd MeanAndSd(double n, double sum, double sum_squares);

// A difference b - a with its 95% interval (normal approximation).
struct Difference {
  double estimate = 0;
  Interval ci;
};
// Two independent proportions (Wald interval of the difference; for lab runs
// that share seeds this is conservative, since paired games are correlated
// positively).
Difference ProportionDifference(double successes_a, double trials_a, double successes_b,
                                double trials_b, double z = kZ95);
// The mean of paired differences (n, their sum and sum of squares, each
// divided by `scale`, e.g. win units per game), with the t-free normal
// interval mean +- z sd / sqrt(n).
Difference PairedDifference(double n, double sum, double sum_squares, double scale = 1,
                            double z = kZ95);
// Two independent means (Welch's normal approximation).
Difference MeanDifference(double n_a, double sum_a, double sum_squares_a, double n_b,
                          double sum_b, double sum_squares_b, double z = kZ95);

}  // namespace mercato::lab
