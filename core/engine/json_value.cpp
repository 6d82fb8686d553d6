#include "engine/json_value.h"

#include <charconv>

#include <cctype>

namespace mercato {

class JsonParser {
 public:
  explicit JsonParser(const std::string& text) : text_(text) {}

  StatusOr<JsonValue> ParseDocument() {
    JsonValue value;
    if (!ParseValue(value, 0)) return Status::Error(error_);
    SkipSpace();
    if (pos_ != text_.size()) return Fail("unexpected text after the JSON value");
    return value;
  }

 private:
  static constexpr int kMaxDepth = 64;

  Status Fail(const std::string& what) {
    return Status::Error("JSON: " + what + " at byte " + std::to_string(pos_));
  }
  bool Error(const std::string& what) {
    error_ = Fail(what).message();
    return false;
  }
  void SkipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool Literal(const char* word) {
    const std::string w(word);
    if (text_.compare(pos_, w.size(), w) != 0) return Error("unknown word");
    pos_ += w.size();
    return true;
  }

  bool ParseValue(JsonValue& out, int depth) {
    if (depth > kMaxDepth) return Error("nesting too deep");
    SkipSpace();
    if (pos_ >= text_.size()) return Error("unexpected end");
    const char c = text_[pos_];
    if (c == '{') return ParseObject(out, depth);
    if (c == '[') return ParseArray(out, depth);
    if (c == '"') {
      out.type_ = JsonValue::Type::kString;
      return ParseString(out.text_);
    }
    if (c == 't' || c == 'f') {
      out.type_ = JsonValue::Type::kBool;
      out.bool_ = c == 't';
      return Literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') return Literal("null");
    return ParseNumber(out);
  }

  bool ParseNumber(JsonValue& out) {
    const size_t start = pos_;
    if (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
    while (pos_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[pos_])) ||
                                   text_[pos_] == '.' || text_[pos_] == 'e' ||
                                   text_[pos_] == 'E' || text_[pos_] == '+' || text_[pos_] == '-')) {
      ++pos_;
    }
    if (pos_ == start || !std::isdigit(static_cast<unsigned char>(text_[pos_ - 1]))) {
      return Error("bad value");
    }
    out.type_ = JsonValue::Type::kNumber;
    out.text_ = text_.substr(start, pos_ - start);
    return true;
  }

  bool ParseString(std::string& out) {
    ++pos_;  // the opening quote
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return true;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= text_.size()) break;
      const char e = text_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          if (pos_ + 4 > text_.size()) return Error("bad \\u escape");
          unsigned code = 0;
          for (int i = 0; i < 4; ++i) {
            const char h = text_[pos_++];
            const int digit = std::isdigit(static_cast<unsigned char>(h)) ? h - '0'
                              : (h >= 'a' && h <= 'f')                  ? h - 'a' + 10
                              : (h >= 'A' && h <= 'F')                  ? h - 'A' + 10
                                                                        : -1;
            if (digit < 0) return Error("bad \\u escape");
            code = code * 16 + unsigned(digit);
          }
          // UTF-8 of a BMP code point (the lab writes only ASCII escapes).
          if (code < 0x80) {
            out += char(code);
          } else if (code < 0x800) {
            out += char(0xC0 | (code >> 6));
            out += char(0x80 | (code & 0x3F));
          } else {
            out += char(0xE0 | (code >> 12));
            out += char(0x80 | ((code >> 6) & 0x3F));
            out += char(0x80 | (code & 0x3F));
          }
          break;
        }
        default: return Error("bad escape");
      }
    }
    return Error("unterminated string");
  }

  bool ParseArray(JsonValue& out, int depth) {
    out.type_ = JsonValue::Type::kArray;
    ++pos_;
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      return true;
    }
    while (true) {
      JsonValue item;
      if (!ParseValue(item, depth + 1)) return false;
      out.items_.push_back(std::move(item));
      SkipSpace();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == ']') {
        ++pos_;
        return true;
      }
      return Error("expected , or ]");
    }
  }

  bool ParseObject(JsonValue& out, int depth) {
    out.type_ = JsonValue::Type::kObject;
    ++pos_;
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return true;
    }
    while (true) {
      SkipSpace();
      if (pos_ >= text_.size() || text_[pos_] != '"') return Error("expected a key");
      std::string key;
      if (!ParseString(key)) return false;
      SkipSpace();
      if (pos_ >= text_.size() || text_[pos_] != ':') return Error("expected :");
      ++pos_;
      JsonValue value;
      if (!ParseValue(value, depth + 1)) return false;
      out.members_.emplace_back(std::move(key), std::move(value));
      SkipSpace();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        return true;
      }
      return Error("expected , or }");
    }
  }

  const std::string& text_;
  size_t pos_ = 0;
  std::string error_;
};

StatusOr<JsonValue> JsonValue::Parse(const std::string& text) {
  return JsonParser(text).ParseDocument();
}

const JsonValue* JsonValue::Find(const std::string& key) const {
  for (const auto& [k, v] : members_) {
    if (k == key) return &v;
  }
  return nullptr;
}

std::optional<int> JsonValue::AsInt() const {
  int out = 0;
  const auto [end, error] = std::from_chars(text_.data(), text_.data() + text_.size(), out);
  if (type_ != Type::kNumber || error != std::errc() || end != text_.data() + text_.size()) return std::nullopt;
  return out;
}

}  // namespace mercato
