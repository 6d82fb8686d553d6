// A minimal JSON writer for observations and CLI output (the core has no
// third-party dependency, so it builds the same natively and in wasm).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace mercato {

// Usage: JsonWriter w; w.BeginObject(); w.Key("money"); w.Int(3); w.EndObject();
// Commas are placed automatically.
class JsonWriter {
 public:
  JsonWriter& BeginObject() { return Open('{'); }
  JsonWriter& EndObject() { return Close('}'); }
  JsonWriter& BeginArray() { return Open('['); }
  JsonWriter& EndArray() { return Close(']'); }
  JsonWriter& Key(const std::string& key);
  JsonWriter& String(const std::string& value);
  JsonWriter& Int(int64_t value);
  JsonWriter& Double(double value);
  JsonWriter& Bool(bool value);
  JsonWriter& Null();
  JsonWriter& Raw(const std::string& json);  // an already-encoded value
  JsonWriter& IntArray(const std::vector<int>& values);
  JsonWriter& StringArray(const std::vector<std::string>& values);

  // Shorthands for "key": value.
  JsonWriter& Field(const std::string& key, const std::string& value) { return Key(key).String(value); }
  JsonWriter& Field(const std::string& key, const char* value) { return Key(key).String(value); }
  JsonWriter& Field(const std::string& key, int64_t value) { return Key(key).Int(value); }
  JsonWriter& Field(const std::string& key, int value) { return Key(key).Int(value); }
  JsonWriter& Field(const std::string& key, bool value) { return Key(key).Bool(value); }
  JsonWriter& Field(const std::string& key, double value) { return Key(key).Double(value); }

  const std::string& str() const { return out_; }
  static std::string Escape(const std::string& text);

 private:
  JsonWriter& Open(char c);
  JsonWriter& Close(char c);
  void BeforeValue();

  std::string out_;
  std::vector<bool> first_in_scope_;
  bool after_key_ = false;
};

}  // namespace mercato
