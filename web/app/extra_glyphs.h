// Characters the UI font lacks, drawn by the browser into ImGui's atlas (issue
// 43): the font holds only what the UI says (tools/subset_font.py), but a
// person's name may hold any kanji, Hangul, Cyrillic... (none is written in this
// file: the sources' characters go into the font). ImFont::FindGlyph tells of
// each one as it is drawn (the hook of tools/imgui_glyph_hook.py); before the
// next frame they go into room the last atlas build left free, else into a new
// build (fonts.cpp).
//
// A character ImGui cannot draw one by one from left to right (scripts that
// join or run right to left, emoji: DrawnOneByOne), or that the browser has no
// font for, is drawn as a box: the glyph of U+FFFD, which every font gets, so
// nothing is ever drawn as "?" (docs/fonts.md).
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace mercato::web::extra_glyphs {

inline constexpr int kFonts = 4;  // one ImFont per draw::FontRole

// Whether ImGui draws the character right when it draws it alone, left to right.
bool DrawnOneByOne(unsigned codepoint);

// Characters drawn since the last build that the atlas lacks.
bool Pending();

// Between adding the fonts and building the atlas: a rectangle for U+FFFD's box
// and for every character each font was asked for, drawn by the browser
// `em_px[i]` device pixels to the em.
void Reserve(ImFontAtlas* atlas, const float em_px[kFonts]);
// After the build: the bitmaps into the atlas's pixels, the glyphs into the fonts
// (U+FFFD's box becomes their fallback); from now on misses of these fonts count.
void Place(ImFontAtlas* atlas, ImFont* const fonts[kFonts]);
// Between frames, after the texture is uploaded: the pending characters drawn
// into the room the build left free and uploaded alone; false when they do not
// fit (then a build adds them).
bool AddInPlace(ImFontAtlas* atlas);

// For tests (mercato.debug.glyphs): where font `font`'s glyph for the character
// comes from: "font" (the UI font), "browser", "box" (none can be: drawn as
// the box), "pending" (drawn, in the next build) or "absent" (never drawn in
// this font: drawn, it would be asked for).
std::string SourceOf(int font, unsigned codepoint);
// Characters drawn as the box since the page started (pending ones included).
std::vector<unsigned> Boxed();
// The character whose glyph font `font` draws for one it lacks (U+FFFD: the box).
unsigned FallbackOf(int font);

}  // namespace mercato::web::extra_glyphs
