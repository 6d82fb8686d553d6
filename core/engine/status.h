// Error values for input parsing (records, notation, options). The core never
// throws: the wasm build aborts on `throw`, so every fallible call returns one
// of these and the caller decides what to show.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace mercato {

class Status {
 public:
  static Status Ok() { return Status(); }
  static Status Error(std::string message) { return Status(std::move(message)); }

  bool ok() const { return !error_.has_value(); }
  const std::string& message() const {
    static const std::string kEmpty;
    return error_ ? *error_ : kEmpty;
  }

 private:
  Status() = default;
  explicit Status(std::string m) : error_(std::move(m)) {}
  std::optional<std::string> error_;
};

// A value or an error message.
template <typename T>
class StatusOr {
 public:
  StatusOr(T value) : value_(std::move(value)) {}  // NOLINT: implicit on purpose
  StatusOr(Status status) : status_(std::move(status)) {}  // NOLINT

  bool ok() const { return value_.has_value(); }
  const Status& status() const { return status_; }
  const std::string& message() const { return status_.message(); }
  T& value() { return *value_; }
  const T& value() const { return *value_; }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }

 private:
  std::optional<T> value_;
  Status status_ = Status::Ok();
};

}  // namespace mercato
