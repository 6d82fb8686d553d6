#include "engine/graphemes.h"

namespace mercato {

namespace {

// The code point at `i` (advanced past it); a malformed byte is -1 (one byte).
long Decode(const std::string& s, size_t& i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  const int extra = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
  if (extra < 0 || i + size_t(extra) >= s.size()) {  // never true for ASCII
    ++i;
    return -1;
  }
  long cp = extra == 0 ? c : c & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    const unsigned char d = static_cast<unsigned char>(s[i + size_t(k)]);
    if ((d & 0xC0) != 0x80) {
      ++i;
      return -1;
    }
    cp = (cp << 6) | (d & 0x3F);
  }
  i += size_t(extra) + 1;
  return cp;
}

enum class Kind { kOther, kCR, kLF, kControl, kExtend, kZwj, kRegional, kL, kV, kT, kLV, kLVT, kPictographic };

bool In(long cp, long lo, long hi) { return cp >= lo && cp <= hi; }

Kind KindOf(long cp) {
  if (cp == '\r') return Kind::kCR;
  if (cp == '\n') return Kind::kLF;
  if (cp < 0 || cp < 0x20 || In(cp, 0x7F, 0x9F)) return Kind::kControl;
  if (cp == 0x200D) return Kind::kZwj;
  if (In(cp, 0x0300, 0x036F) || In(cp, 0x0483, 0x0489) || In(cp, 0x0591, 0x05BD) || cp == 0x05BF ||
      In(cp, 0x05C1, 0x05C2) || In(cp, 0x05C4, 0x05C5) || cp == 0x05C7 || In(cp, 0x0610, 0x061A) ||
      In(cp, 0x064B, 0x065F) || cp == 0x0670 || In(cp, 0x06D6, 0x06DC) || In(cp, 0x06DF, 0x06E4) ||
      In(cp, 0x06E7, 0x06E8) || In(cp, 0x06EA, 0x06ED) || In(cp, 0x1AB0, 0x1AFF) ||
      In(cp, 0x1DC0, 0x1DFF) || cp == 0x200C || In(cp, 0x20D0, 0x20FF) || In(cp, 0x2DE0, 0x2DFF) ||
      In(cp, 0x3099, 0x309A) || In(cp, 0xA66F, 0xA67D) || In(cp, 0xFE00, 0xFE0F) ||
      In(cp, 0xFE20, 0xFE2F) || In(cp, 0x1F3FB, 0x1F3FF) || In(cp, 0xE0020, 0xE007F) ||
      In(cp, 0xE0100, 0xE01EF)) {
    return Kind::kExtend;
  }
  if (In(cp, 0x1F1E6, 0x1F1FF)) return Kind::kRegional;
  if (In(cp, 0x1100, 0x115F) || In(cp, 0xA960, 0xA97C)) return Kind::kL;
  if (In(cp, 0x1160, 0x11A7) || In(cp, 0xD7B0, 0xD7C6)) return Kind::kV;
  if (In(cp, 0x11A8, 0x11FF) || In(cp, 0xD7CB, 0xD7FB)) return Kind::kT;
  if (In(cp, 0xAC00, 0xD7A3)) return (cp - 0xAC00) % 28 == 0 ? Kind::kLV : Kind::kLVT;
  if (In(cp, 0x1F000, 0x1FAFF) || In(cp, 0x2600, 0x27BF) || In(cp, 0x2300, 0x23FF) ||
      In(cp, 0x2B00, 0x2BFF) || cp == 0x00A9 || cp == 0x00AE || cp == 0x203C || cp == 0x2049 ||
      cp == 0x2122 || cp == 0x2139 || In(cp, 0x2194, 0x21AA) || cp == 0x3030 || cp == 0x303D ||
      cp == 0x3297 || cp == 0x3299) {
    return Kind::kPictographic;
  }
  return Kind::kOther;
}

// Whether a cluster goes on from `prev` to `next` (`emoji_zwj`: the cluster so
// far is a pictograph, its extenders, then a ZWJ; `regional`: how many regional
// indicators end the cluster so far).
bool Joins(Kind prev, Kind next, bool emoji_zwj, int regional) {
  if (prev == Kind::kCR && next == Kind::kLF) return true;
  if (prev == Kind::kCR || prev == Kind::kLF || prev == Kind::kControl) return false;
  if (next == Kind::kCR || next == Kind::kLF || next == Kind::kControl) return false;
  if (prev == Kind::kL && (next == Kind::kL || next == Kind::kV || next == Kind::kLV || next == Kind::kLVT)) return true;
  if ((prev == Kind::kLV || prev == Kind::kV) && (next == Kind::kV || next == Kind::kT)) return true;
  if ((prev == Kind::kLVT || prev == Kind::kT) && next == Kind::kT) return true;
  if (next == Kind::kExtend || next == Kind::kZwj) return true;
  if (emoji_zwj && next == Kind::kPictographic) return true;
  return prev == Kind::kRegional && next == Kind::kRegional && regional % 2 == 1;
}

}  // namespace

size_t NextGraphemeBreak(const std::string& text, size_t at) {
  if (at >= text.size()) return text.size();
  size_t i = at;
  Kind prev = KindOf(Decode(text, i));
  bool pictograph = prev == Kind::kPictographic;  // a pictograph, then only extenders
  bool emoji_zwj = false;
  int regional = prev == Kind::kRegional ? 1 : 0;
  while (i < text.size()) {
    size_t j = i;
    const Kind next = KindOf(Decode(text, j));
    if (!Joins(prev, next, emoji_zwj, regional)) break;
    emoji_zwj = pictograph && next == Kind::kZwj;
    pictograph = (pictograph && next == Kind::kExtend) || next == Kind::kPictographic;
    regional = next == Kind::kRegional ? regional + 1 : 0;
    prev = next;
    i = j;
  }
  return i;
}

int CountGraphemes(const std::string& text) {
  int count = 0;
  for (size_t at = 0; at < text.size(); at = NextGraphemeBreak(text, at)) ++count;
  return count;
}

size_t GraphemePrefixBytes(const std::string& text, size_t max_bytes) {
  size_t end = 0;
  while (end < text.size()) {
    const size_t next = NextGraphemeBreak(text, end);
    if (next > max_bytes) break;
    end = next;
  }
  return end;
}

}  // namespace mercato
