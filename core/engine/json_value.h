// A small JSON reader (the core has no third-party dependency): `mercato lab
// merge` reads reports with it, the page the online server's messages. Numbers
// keep their text so that 64-bit integers read back
// exactly. Errors name the byte offset.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/status.h"

namespace mercato {

class JsonValue {
 public:
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };

  static StatusOr<JsonValue> Parse(const std::string& text);

  Type type() const { return type_; }
  bool IsNull() const { return type_ == Type::kNull; }
  bool IsArray() const { return type_ == Type::kArray; }
  bool IsObject() const { return type_ == Type::kObject; }
  bool IsString() const { return type_ == Type::kString; }
  bool IsNumber() const { return type_ == Type::kNumber; }
  const std::string& text() const { return text_; }  // a string's value or a number's text
  bool boolean() const { return bool_; }
  // A number that is a whole int (no fraction, exponent or overflow); empty otherwise.
  std::optional<int> AsInt() const;
  const std::vector<JsonValue>& items() const { return items_; }
  // An object's member, or null if absent.
  const JsonValue* Find(const std::string& key) const;
  const std::vector<std::pair<std::string, JsonValue>>& members() const { return members_; }

 private:
  friend class JsonParser;
  Type type_ = Type::kNull;
  bool bool_ = false;
  std::string text_;
  std::vector<JsonValue> items_;
  std::vector<std::pair<std::string, JsonValue>> members_;
};

}  // namespace mercato
