// Deriving seeds: one user seed fans out into independent streams (a chance
// stream per position, a bot stream per seat and move, one per simulated game),
// so the same seed gives the same game on every build and after a reload.
#pragma once

#include <cstdint>

#include "engine/rng.h"

namespace mercato::session {

// Seeds are kept below 2^53 so that records (whose parser takes up to 18
// digits) and JavaScript numbers hold them exactly.
inline constexpr uint64_t kMaxSeed = (uint64_t(1) << 53) - 1;

// A seed for stream `stream` of `seed`: well mixed, in [0, kMaxSeed].
inline uint64_t MixSeed(uint64_t seed, uint64_t stream) {
  Rng rng(seed ^ (stream * 0xD1B54A32D192ED03ULL + 0x2545F4914F6CDD1DULL));
  rng.Next();
  return rng.Next() & kMaxSeed;
}

// The seed of a match's chance outcome number k (k = the history length when it
// is drawn): Match draws every shuffle, card and die from it, and so does a tool
// that plays the same game outside a Match (tools/peer), card for card.
inline constexpr uint64_t kChanceStream = 0;
inline uint64_t ChanceSeed(uint64_t seed, uint64_t k) { return MixSeed(seed, kChanceStream + k); }

}  // namespace mercato::session
