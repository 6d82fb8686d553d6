// The project's own random numbers. std::uniform_int_distribution and std::shuffle
// give different sequences under libstdc++ (native) and libc++ (wasm); this one
// gives the same numbers everywhere, so a seed reproduces a game on every build.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace mercato {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and good enough for games.
class Rng {
 public:
  explicit Rng(uint64_t seed = 0) : state_(seed) {}

  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n), n > 0, without modulo bias (Lemire's method).
  uint32_t UniformInt(uint32_t n) {
    uint64_t m = uint64_t(uint32_t(Next() >> 32)) * n;
    uint32_t low = uint32_t(m);
    if (low < n) {
      const uint32_t threshold = uint32_t(-n) % n;
      while (low < threshold) {
        m = uint64_t(uint32_t(Next() >> 32)) * n;
        low = uint32_t(m);
      }
    }
    return uint32_t(m >> 32);
  }

  // Uniform in [0, 1) with 53 random bits.
  double Uniform01() { return double(Next() >> 11) * (1.0 / 9007199254740992.0); }

  // Fisher-Yates.
  template <typename T>
  void Shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) {
      std::swap(v[i - 1], v[UniformInt(uint32_t(i))]);
    }
  }

  // Index chosen with the given weights (which need not sum to 1).
  template <typename Weights>
  size_t Weighted(const Weights& weights) {
    double total = 0;
    for (double w : weights) total += w;
    double r = Uniform01() * total;
    size_t last_positive = 0;
    for (size_t i = 0; i < weights.size(); ++i) {
      if (weights[i] <= 0) continue;
      last_positive = i;
      if (r < weights[i]) return i;
      r -= weights[i];
    }
    return last_positive;  // rounding left r just past the end
  }

 private:
  uint64_t state_;
};

}  // namespace mercato
