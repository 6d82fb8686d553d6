#include "lab/stats.h"

#include <algorithm>
#include <cmath>

namespace mercato::lab {

Interval WilsonInterval(double successes, double trials, double z) {
  if (trials <= 0) return {0, 0};
  const double p = successes / trials;
  const double z2 = z * z;
  const double denominator = 1 + z2 / trials;
  const double centre = (p + z2 / (2 * trials)) / denominator;
  const double half =
      z * std::sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

MeanSd MeanAndSd(double n, double sum, double sum_squares) {
  MeanSd out;
  if (n <= 0) return out;
  out.mean = sum / n;
  if (n >= 2) {
    // Sums are exact integers in the lab, so cancellation here is harmless.
    const double variance = (sum_squares - sum * sum / n) / (n - 1);
    out.sd = std::sqrt(std::max(0.0, variance));
  }
  return out;
}

Difference ProportionDifference(double successes_a, double trials_a, double successes_b,
                                double trials_b, double z) {
  Difference d;
  if (trials_a <= 0 || trials_b <= 0) return d;
  const double pa = successes_a / trials_a;
  const double pb = successes_b / trials_b;
  d.estimate = pb - pa;
  const double se = std::sqrt(pa * (1 - pa) / trials_a + pb * (1 - pb) / trials_b);
  d.ci = {d.estimate - z * se, d.estimate + z * se};
  return d;
}

Difference PairedDifference(double n, double sum, double sum_squares, double scale, double z) {
  Difference d;
  if (n <= 0 || scale <= 0) return d;
  const MeanSd m = MeanAndSd(n, sum, sum_squares);
  d.estimate = m.mean / scale;
  const double se = m.sd / scale / std::sqrt(n);
  d.ci = {d.estimate - z * se, d.estimate + z * se};
  return d;
}

Difference MeanDifference(double n_a, double sum_a, double sum_squares_a, double n_b,
                          double sum_b, double sum_squares_b, double z) {
  Difference d;
  if (n_a <= 0 || n_b <= 0) return d;
  const MeanSd a = MeanAndSd(n_a, sum_a, sum_squares_a);
  const MeanSd b = MeanAndSd(n_b, sum_b, sum_squares_b);
  d.estimate = b.mean - a.mean;
  const double se = std::sqrt(a.sd * a.sd / n_a + b.sd * b.sd / n_b);
  d.ci = {d.estimate - z * se, d.estimate + z * se};
  return d;
}

}  // namespace mercato::lab
