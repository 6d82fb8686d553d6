#include "engine/seat_names.h"

#include "engine/graphemes.h"
#include "engine/text.h"

namespace mercato {

namespace {

// The next code point of UTF-8 `s` at `i` (advanced), or -1 when malformed.
long NextCodePoint(const std::string& s, size_t& i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  int extra = 0;
  long cp = 0;
  if (c < 0x80) {
    cp = c;
  } else if ((c & 0xE0) == 0xC0) {
    cp = c & 0x1F, extra = 1;
  } else if ((c & 0xF0) == 0xE0) {
    cp = c & 0x0F, extra = 2;
  } else if ((c & 0xF8) == 0xF0) {
    cp = c & 0x07, extra = 3;
  } else {
    return -1;
  }
  if (i + size_t(extra) >= s.size() && extra > 0) return -1;  // cut short
  for (int k = 1; k <= extra; ++k) {
    const unsigned char d = static_cast<unsigned char>(s[i + k]);
    if ((d & 0xC0) != 0x80) return -1;
    cp = (cp << 6) | (d & 0x3F);
  }
  static const long kMin[4] = {0, 0x80, 0x800, 0x10000};
  if (cp < kMin[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -1;
  i += size_t(extra) + 1;
  return cp;
}

// Characters that would break a line, steer the text's direction or draw nothing.
bool IsControl(long cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || (cp >= 0x200B && cp <= 0x200F) ||
         (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2069) || cp == 0xFEFF;
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

}  // namespace

StatusOr<std::string> CleanSeatName(const std::string& text) {
  std::string kept;
  for (size_t i = 0; i < text.size();) {
    const size_t start = i;
    const long cp = NextCodePoint(text, i);
    if (cp < 0) return Status::Error("a name must be UTF-8 text");
    if (IsControl(cp)) continue;
    kept.append(text, start, i - start);
  }
  kept = Trim(kept);
  const int chars = CountGraphemes(kept);  // as a reader counts them: e + U+0301 is one
  if (chars > kMaxSeatNameChars) {
    return Status::Error("a name may have at most " + std::to_string(kMaxSeatNameChars) +
                         " characters ('" + kept + "' has " + std::to_string(chars) + ")");
  }
  return kept;
}

std::string EncodeSeatNames(const std::vector<std::string>& names) {
  bool any = false;
  for (const std::string& name : names) any = any || !name.empty();
  if (!any) return "";
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (size_t n = 0; n < names.size(); ++n) {
    if (n > 0) out += ',';
    for (unsigned char c : names[n]) {
      const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                         c == '-' || c == '.' || c == '_' || c == '~';
      if (plain) {
        out += char(c);
      } else {
        out += '%';
        out += kHex[c >> 4];
        out += kHex[c & 15];
      }
    }
  }
  return out;
}

StatusOr<std::vector<std::string>> DecodeSeatNames(const std::string& value, int players) {
  const std::vector<std::string> parts = Split(value, ',');
  if (int(parts.size()) != players) {
    return Status::Error("names: " + std::to_string(parts.size()) + " names for " +
                         std::to_string(players) + " players");
  }
  std::vector<std::string> names;
  for (const std::string& part : parts) {
    std::string raw;
    for (size_t i = 0; i < part.size(); ++i) {
      if (part[i] != '%') {
        raw += part[i];
        continue;
      }
      const int hi = i + 2 < part.size() ? HexDigit(part[i + 1]) : -1;
      const int lo = i + 2 < part.size() ? HexDigit(part[i + 2]) : -1;
      if (hi < 0 || lo < 0) return Status::Error("names: a bad %-escape in '" + part + "'");
      raw += char(hi * 16 + lo);
      i += 2;
    }
    StatusOr<std::string> clean = CleanSeatName(raw);
    if (!clean.ok()) return Status::Error("names: " + clean.message());
    names.push_back(*clean);
  }
  return names;
}

}  // namespace mercato
