// A state's fields as text, both ways, from one visitor per game (like
// cereal / boost.serialization): each game state lists its fields once in
//
//   template <class Archive> void Fields(Archive& ar) {
//     ar("phase", phase_, {.lo = 0, .hi = int(Phase::kGameOver)});
//     ar("money", money_, {.size = num_players_});
//     ...
//   }
//
// and FieldWriter / FieldReader walk it. Values: integers, bools, enums,
// std::array, std::vector (and KeptVector), FixedVector, std::optional (0, or
// 1 then the value), and nested structs
// with their own Fields. The text has one line per top-level field, the name
// then its values ("money 12 0 7"); a vector writes its length first.
//
// A damaged text gives a clear error, never a crash or a huge allocation:
// Bounds name each integer's range (applied to every integer inside the field)
// and, for a vector, its required length (e.g. one entry per seat). Ranges keep
// indexes in bounds; the game's own invariants check the rest after decoding.
// A nested struct's fields take the bounds its own Fields gives them.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/fixed_vector.h"
#include "engine/status.h"

namespace mercato {

struct Bounds {
  int64_t lo = std::numeric_limits<int64_t>::min();
  int64_t hi = std::numeric_limits<int64_t>::max();
  int size = -1;  // the outermost vector's length, when fixed (e.g. per seat)
};

namespace field_archive {

template <class T>
struct IsStdVector : std::false_type {};
template <class T, class A>
struct IsStdVector<std::vector<T, A>> : std::true_type {};

template <class T>
struct IsStdArray : std::false_type {};
template <class T, size_t N>
struct IsStdArray<std::array<T, N>> : std::true_type {};

template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};

template <class T>
struct IsFixedVector : std::false_type {};
template <class T, size_t N>
struct IsFixedVector<FixedVector<T, N>> : std::true_type {
  using Element = T;
  static constexpr size_t kCapacity = N;
};

// KeptVector and other std::vector subclasses are written as their vector.
template <class T>
concept VectorLike = requires(T& v) {
  typename T::value_type;
  typename T::allocator_type;
} && std::is_base_of_v<std::vector<typename T::value_type, typename T::allocator_type>, T>;

}  // namespace field_archive

class FieldWriter {
 public:
  template <class T>
  void operator()(const char* name, const T& value, Bounds = {}) {
    if (depth_ == 0) {
      if (!text_.empty()) text_ += '\n';
      text_ += name;
    }
    Put(value);
  }

  // The fields, one line each.
  std::string Take() { return std::move(text_); }

 private:
  template <class T>
  void Put(const T& value) {
    using namespace field_archive;
    if constexpr (std::is_enum_v<T>) {
      PutInt(int64_t(value));
    } else if constexpr (std::is_integral_v<T>) {
      PutInt(int64_t(value));
    } else if constexpr (IsStdArray<T>::value) {
      for (const auto& item : value) Put(item);
    } else if constexpr (VectorLike<T> || IsFixedVector<T>::value) {
      PutInt(int64_t(value.size()));
      for (const auto& item : value) Put(item);
    } else if constexpr (IsOptional<T>::value) {
      PutInt(value.has_value() ? 1 : 0);
      if (value) Put(*value);
    } else {
      // A nested struct: Fields is not const (one visitor both ways); writing
      // only reads it.
      ++depth_;
      const_cast<T&>(value).Fields(*this);
      --depth_;
    }
  }
  void PutInt(int64_t v) {
    text_ += ' ';
    text_ += std::to_string(v);
  }

  std::string text_;
  int depth_ = 0;
};

class FieldReader {
 public:
  explicit FieldReader(std::string_view text) : rest_(text) {}

  template <class T>
  void operator()(const char* name, T& value, Bounds bounds = {}) {
    if (!status_.ok()) return;
    if (depth_ == 0 && !NextLine(name)) return;
    bounds_ = bounds;
    size_pending_ = bounds.size;
    Get(value);
  }

  // An error unless every line was read (call after Fields).
  Status Finish() {
    if (status_.ok()) EndLine();
    if (status_.ok() && !rest_.empty()) {
      const std::string_view line = rest_.substr(0, rest_.find('\n'));
      Fail("unexpected extra line '" + std::string(line.substr(0, 40)) + "'");
    }
    return status_;
  }
  const Status& status() const { return status_; }
  // For a game's own checks while decoding.
  void Fail(const std::string& message) {
    if (status_.ok()) {
      status_ = Status::Error(field_.empty() ? message : "field '" + field_ + "': " + message);
    }
  }

 private:
  template <class T>
  void Get(T& value) {
    using namespace field_archive;
    if (!status_.ok()) return;
    if constexpr (std::is_enum_v<T>) {
      using U = std::underlying_type_t<T>;
      U raw{};
      GetInt(raw);
      value = T(raw);
    } else if constexpr (std::is_same_v<T, bool>) {
      int raw = 0;
      GetInt(raw);
      if (status_.ok() && raw != 0 && raw != 1) Fail("a yes/no value is " + std::to_string(raw));
      value = raw == 1;
    } else if constexpr (std::is_integral_v<T>) {
      GetInt(value);
    } else if constexpr (IsStdArray<T>::value) {
      size_pending_ = -1;
      for (auto& item : value) Get(item);
    } else if constexpr (VectorLike<T>) {
      const size_t n = GetLength(std::numeric_limits<int>::max());
      value.clear();
      for (size_t i = 0; i < n && status_.ok(); ++i) {
        value.emplace_back();
        Get(value.back());
      }
    } else if constexpr (IsOptional<T>::value) {
      bool present = false;
      const Bounds kept = bounds_;
      bounds_ = Bounds{};
      Get(present);
      bounds_ = kept;
      value.reset();
      if (present && status_.ok()) Get(value.emplace());
    } else if constexpr (IsFixedVector<T>::value) {
      const size_t n = GetLength(int(IsFixedVector<T>::kCapacity));
      value.clear();
      for (size_t i = 0; i < n && status_.ok(); ++i) {
        typename IsFixedVector<T>::Element item{};
        Get(item);
        value.push_back(item);
      }
    } else {
      ++depth_;
      size_pending_ = -1;
      value.Fields(*this);
      --depth_;
    }
  }

  // A length, checked against the field's required size, the capacity and the
  // values left on the line (each element takes at least one).
  size_t GetLength(int capacity) {
    const int required = size_pending_;
    size_pending_ = -1;
    const Bounds kept = bounds_;
    bounds_ = Bounds{};
    int n = 0;
    GetInt(n);
    bounds_ = kept;
    if (!status_.ok()) return 0;
    if (n < 0 || n > capacity) {
      Fail("a length of " + std::to_string(n));
    } else if (required >= 0 && n != required) {
      Fail(std::to_string(n) + " entries, expected " + std::to_string(required));
    } else if (size_t(n) > TokensLeft()) {
      Fail("a length of " + std::to_string(n) + " with fewer values on the line");
    }
    return status_.ok() ? size_t(n) : 0;
  }

  template <class T>
  void GetInt(T& value) {
    const std::string_view token = NextToken();
    if (!status_.ok()) return;
    int64_t v = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), v);
    if (error != std::errc() || end != token.data() + token.size()) {
      Fail("'" + std::string(token.substr(0, 20)) + "' is not a whole number");
      return;
    }
    if (v < bounds_.lo || v > bounds_.hi || v < int64_t(std::numeric_limits<T>::min()) ||
        (v > 0 && uint64_t(v) > uint64_t(std::numeric_limits<T>::max()))) {
      Fail(std::to_string(v) + " is out of range");
      return;
    }
    value = T(v);
  }

  std::string_view NextToken() {
    while (!line_.empty() && line_.front() == ' ') line_.remove_prefix(1);
    if (line_.empty()) {
      Fail("the line ends too early");
      return {};
    }
    const size_t end = std::min(line_.find(' '), line_.size());
    const std::string_view token = line_.substr(0, end);
    line_.remove_prefix(end);
    return token;
  }
  size_t TokensLeft() const {
    size_t n = 0;
    bool in_token = false;
    for (char c : line_) {
      if (c != ' ' && !in_token) ++n;
      in_token = c != ' ';
    }
    return n;
  }

  void EndLine() {
    if (TokensLeft() != 0) Fail("more values than it has");
  }
  bool NextLine(const char* name) {
    EndLine();
    if (!status_.ok()) return false;
    field_ = name;
    if (rest_.empty()) {
      Fail("missing (the text ends early)");
      return false;
    }
    const size_t end = std::min(rest_.find('\n'), rest_.size());
    line_ = rest_.substr(0, end);
    rest_.remove_prefix(std::min(end + 1, rest_.size()));
    const std::string_view found = NextToken();
    if (!status_.ok()) return false;
    if (found != name) {
      Fail("found '" + std::string(found.substr(0, 40)) + "' in its place");
      return false;
    }
    return true;
  }

  std::string_view rest_;  // lines not read yet
  std::string_view line_;  // the rest of the current line
  std::string field_;      // the current top-level field, for errors
  Bounds bounds_;
  int size_pending_ = -1;
  int depth_ = 0;
  Status status_ = Status::Ok();
};

// A game state's EncodeFields: its Fields, which only read when writing (one
// visitor both ways, so it is not const).
template <class GameState>
bool WriteFields(const GameState& state, FieldWriter& out) {
  const_cast<GameState&>(state).Fields(out);
  return true;
}

}  // namespace mercato
