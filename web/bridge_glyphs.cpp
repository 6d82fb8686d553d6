// For tests (issue 43): where the canvas's glyph for each character comes from,
// read from the atlas itself (mercato.debug.glyphs, mercato.debug.missingGlyphs
// in shell.html; docs/fonts.md).
#include <emscripten.h>

#include <string>

#include "app/extra_glyphs.h"
#include "app/fonts.h"
#include "engine/json_writer.h"

namespace {

// The code point at `i` of UTF-8 `s` (advanced past it); a bad byte is U+FFFD.
unsigned NextCodePoint(const std::string& s, size_t& i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  const int extra = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
  if (extra < 0 || i + size_t(extra) >= s.size() + (extra == 0)) {
    ++i;
    return extra == 0 ? c : 0xFFFD;
  }
  unsigned cp = extra == 0 ? c : c & (0x3Fu >> extra);
  for (int k = 1; k <= extra; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + size_t(k)]) & 0x3F);
  i += size_t(extra) + 1;
  return cp;
}

std::string Utf8(unsigned cp) {
  std::string out;
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
  return out;
}

}  // namespace

extern "C" {

// [{char, code, fonts: [small, body, title, number]}] for each character of
// `text`: "font", "browser", "box", "pending" or "absent" (extra_glyphs::SourceOf).
EMSCRIPTEN_KEEPALIVE const char* mercato_debug_glyphs(const char* text) {
  namespace eg = mercato::web::extra_glyphs;
  static std::string out;
  const std::string s = text;
  mercato::JsonWriter w;
  w.BeginArray();
  for (size_t i = 0; i < s.size();) {
    const unsigned cp = NextCodePoint(s, i);
    w.BeginObject().Field("char", Utf8(cp)).Field("code", int64_t(cp)).Key("fonts").BeginArray();
    for (int font = 0; font < eg::kFonts; ++font) w.String(eg::SourceOf(font, cp));
    w.EndArray().EndObject();
  }
  w.EndArray();
  out = w.str();
  return out.c_str();
}

// {boxed: [characters drawn as the box so far], fallbacks: [what each font
// draws for a character it lacks: U+FFFD's box], builds, lastBuildMs, adds
// (characters added without a build), lastAddMs}.
EMSCRIPTEN_KEEPALIVE const char* mercato_debug_missing_glyphs() {
  namespace eg = mercato::web::extra_glyphs;
  static std::string out;
  mercato::JsonWriter w;
  w.BeginObject().Key("boxed").BeginArray();
  for (unsigned cp : eg::Boxed()) w.String(Utf8(cp));
  w.EndArray().Key("fallbacks").BeginArray();
  for (int font = 0; font < eg::kFonts; ++font) w.String(Utf8(eg::FallbackOf(font)));
  w.EndArray();
  w.Field("builds", mercato::web::FontBuilds()).Field("lastBuildMs", mercato::web::LastFontBuildMs());
  w.Field("adds", mercato::web::GlyphAdds()).Field("lastAddMs", mercato::web::LastGlyphAddMs());
  w.EndObject();
  out = w.str();
  return out.c_str();
}

}  // extern "C"
