// Reads fuzz input bytes as small choices. Past the end it reads zeros, so
// every input, even an empty one, is a complete program for a target.
#pragma once

#include <cstddef>
#include <cstdint>

namespace mercato::fuzz {

class ByteReader {
 public:
  ByteReader(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  bool Empty() const { return pos_ >= size_; }
  uint8_t Byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  // An index in [0, n), n > 0: one byte when n <= 256, else two.
  size_t Index(size_t n) {
    if (n <= 256) return Byte() % n;
    const size_t hi = Byte();
    return ((hi << 8) | Byte()) % n;
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

}  // namespace mercato::fuzz
