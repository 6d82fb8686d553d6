#include "app/extra_glyphs.h"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <utility>

#include "app/browser_glyphs.h"
#include "imgui_internal.h"

// ImGui calls it for every character a font lacks as it draws it
// (tools/imgui_glyph_hook.py adds it to imgui_draw.cpp).
extern void (*GImFontGlyphMissed)(const ImFont* font, ImWchar c);

namespace mercato::web::extra_glyphs {

namespace {

constexpr ImWchar kBox = IM_UNICODE_CODEPOINT_INVALID;  // U+FFFD

const ImFont* g_fonts[kFonts] = {};
std::set<ImWchar> g_pending[kFonts];  // drawn without a glyph since the last addition
std::set<ImWchar> g_added[kFonts];    // drawn by the browser into the atlas
std::set<ImWchar> g_boxed;            // drawn as the box: no glyph of their own

// Browser bitmaps by character and size (em in 1/64 pixels): a new build draws
// only the characters it has not drawn before.
std::map<std::pair<ImWchar, int>, BrowserGlyph>& Drawn() {
  static std::map<std::pair<ImWchar, int>, BrowserGlyph> drawn;
  return drawn;
}

struct Reserved {
  int font = 0;
  ImWchar codepoint = 0;
  int rect = -1;  // the atlas's custom rectangle (-1: no ink)
  const BrowserGlyph* glyph = nullptr;
};
std::vector<Reserved> g_reserved;
std::vector<BrowserGlyph> g_boxes;  // this build's box glyph, one per font

// Room each build keeps free in the atlas (a square of 22 body ems: about a
// hundred characters in three sizes): characters first drawn later are placed there,
// row by row, without building the atlas again (a build rasterises the whole
// UI font: 150 ms at a pixel ratio of 1, 470 at 2). Full: the next build.
struct Spare {
  int rect = -1;
  int x = 0, y = 0, side = 0;  // in the atlas, once built
  int row_x = 0, row_y = 0, row_height = 0;
} g_spare;
float g_em[kFonts] = {};
ImFont* g_live[kFonts] = {};  // the fonts of the last build

void Missed(const ImFont* font, ImWchar c) {
  if (c < 0x80 || c == kBox) return;  // controls: ImGui's own business
  for (int i = 0; i < kFonts; ++i) {
    if (g_fonts[i] != font) continue;
    if (g_added[i].count(c) == 0 && g_boxed.count(c) == 0) g_pending[i].insert(c);
    return;
  }
}

// The box that stands for a character with no glyph: an outlined rectangle on
// the baseline, as tall as a capital, unmistakably not a letter or a "?".
BrowserGlyph BoxGlyph(float em) {
  BrowserGlyph box;
  box.result = BrowserGlyph::Result::kDrawn;
  box.width = std::max(4, int(std::lround(em * 0.5f)));
  box.height = std::max(6, int(std::lround(em * 0.72f)));
  box.left = std::max(1, int(std::lround(em * 0.1f)));
  box.top = box.height;
  box.advance = float(box.width + 2 * box.left);
  const int stroke = std::max(1, int(std::lround(em / 14.0f)));
  box.alpha.assign(size_t(box.width) * size_t(box.height), 0);
  for (int y = 0; y < box.height; ++y) {
    for (int x = 0; x < box.width; ++x) {
      const bool edge = x < stroke || y < stroke || x >= box.width - stroke || y >= box.height - stroke;
      box.alpha[size_t(y) * size_t(box.width) + size_t(x)] = edge ? 255 : 0;
    }
  }
  return box;
}

const BrowserGlyph& DrawnGlyph(ImWchar c, float em) {
  const std::pair<ImWchar, int> key(c, int(std::lround(em * 64.0f)));
  auto it = Drawn().find(key);
  if (it == Drawn().end()) it = Drawn().emplace(key, DrawInBrowser(c, em)).first;
  return it->second;
}

// Joiners and variation selectors: part of a cluster, drawn as nothing.
bool ZeroWidth(ImWchar c) {
  return (c >= 0x200B && c <= 0x200D) || c == 0x2060 || (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF;
}

void ReserveRect(ImFontAtlas* atlas, int font, ImWchar c, const BrowserGlyph* glyph) {
  Reserved r;
  r.font = font;
  r.codepoint = c;
  r.glyph = glyph;
  if (glyph->width > 0 && glyph->height > 0) r.rect = atlas->AddCustomRectRegular(glyph->width, glyph->height);
  g_reserved.push_back(r);
}

}  // namespace

bool DrawnOneByOne(unsigned c) {
  static const unsigned kRanges[][2] = {
      {0x0020, 0x036F},  // Latin, Latin-1, Latin Extended A/B, IPA, combining diacritics
      {0x0370, 0x052F},  // Greek, Cyrillic and its supplement
      {0x0530, 0x058F},  // Armenian
      {0x10A0, 0x10FF},  // Georgian
      {0x1AB0, 0x1AFF},  // combining diacritics, extended
      {0x1C80, 0x1C8F},  // Cyrillic Extended C
      {0x1D00, 0x1FFF},  // phonetic extensions, Latin Extended Additional (Vietnamese), Greek Extended
      {0x2000, 0x206F},  // general punctuation
      {0x2070, 0x2BFF},  // super/subscripts, currency, letterlike, arrows, maths, shapes, symbols
      {0x2C60, 0x2C7F},  // Latin Extended C
      {0x2DE0, 0x2E7F},  // Cyrillic Extended A, supplemental punctuation
      {0x2E80, 0x2FDF},  // CJK and Kangxi radicals
      {0x3000, 0x303F},  // CJK punctuation
      {0x3040, 0x30FF},  // hiragana, katakana
      {0x3100, 0x312F},  // bopomofo
      {0x3130, 0x318F},  // Hangul compatibility jamo (a syllable being typed)
      {0x3190, 0x33FF},  // kanbun, bopomofo ext, CJK strokes, katakana ext, enclosed CJK, CJK compatibility
      {0x3400, 0x4DBF},  // CJK extension A
      {0x4E00, 0x9FFF},  // CJK unified ideographs
      {0xA640, 0xA69F},  // Cyrillic Extended B
      {0xA720, 0xA7FF},  // Latin Extended D
      {0xAB30, 0xAB6F},  // Latin Extended E
      {0xAC00, 0xD7A3},  // Hangul syllables
      {0xF900, 0xFAFF},  // CJK compatibility ideographs
      {0xFE30, 0xFE4F},  // CJK compatibility forms
      {0xFF00, 0xFFEF},  // half- and full-width forms
  };
  for (const auto& range : kRanges) {
    if (c >= range[0] && c <= range[1]) return !(c >= 0x200B && c <= 0x200F) && !(c >= 0x202A && c <= 0x202E);
  }
  return false;
}

bool Pending() {
  for (const std::set<ImWchar>& pending : g_pending) {
    if (!pending.empty()) return true;
  }
  return false;
}

void Reserve(ImFontAtlas* atlas, const float em_px[kFonts]) {
  static const BrowserGlyph kNothing{BrowserGlyph::Result::kDrawn};
  g_reserved.clear();
  g_boxes.clear();
  g_boxes.reserve(kFonts);  // Reserved keeps pointers into it
  for (int i = 0; i < kFonts; ++i) {
    for (ImWchar c : g_pending[i]) {
      if (ZeroWidth(c) || DrawnOneByOne(c)) g_added[i].insert(c); else g_boxed.insert(c);
    }
    g_pending[i].clear();
    for (auto it = g_added[i].begin(); it != g_added[i].end();) {
      const BrowserGlyph& glyph = ZeroWidth(*it) ? kNothing : DrawnGlyph(*it, em_px[i]);
      if (glyph.result != BrowserGlyph::Result::kDrawn) {  // no font has it, or only in colour
        g_boxed.insert(*it);
        it = g_added[i].erase(it);
        continue;
      }
      ReserveRect(atlas, i, *it, &glyph);
      ++it;
    }
    g_boxes.push_back(BoxGlyph(em_px[i]));
    ReserveRect(atlas, i, kBox, &g_boxes.back());
    g_em[i] = em_px[i];
  }
  g_spare = Spare();
  g_spare.side = int(std::ceil(em_px[1] * 22.0f));
  g_spare.rect = atlas->AddCustomRectRegular(g_spare.side, g_spare.side);
}

void Place(ImFontAtlas* atlas, ImFont* const fonts[kFonts]) {
  for (const Reserved& r : g_reserved) {
    ImFont* font = fonts[r.font];
    const BrowserGlyph& g = *r.glyph;
    const float ascent = IM_ROUND(font->Ascent);  // where ImGui puts the baseline
    const float x0 = float(g.left), y0 = ascent - float(g.top);
    ImVec2 uv0(0, 0), uv1(0, 0);
    if (r.rect >= 0) {
      const ImFontAtlasCustomRect* rect = atlas->GetCustomRectByIndex(r.rect);
      for (int y = 0; y < g.height; ++y) {
        std::copy_n(&g.alpha[size_t(y) * size_t(g.width)], g.width,
                    atlas->TexPixelsAlpha8 + size_t(rect->Y + y) * size_t(atlas->TexWidth) + rect->X);
      }
      atlas->CalcCustomRectUV(rect, &uv0, &uv1);
    }
    font->AddGlyph(nullptr, r.codepoint, x0, y0, x0 + float(g.width), y0 + float(g.height), uv0.x, uv0.y,
                   uv1.x, uv1.y, std::round(g.advance));
  }
  for (int i = 0; i < kFonts; ++i) {
    fonts[i]->FallbackChar = kBox;  // the box, never "?"
    fonts[i]->BuildLookupTable();
    g_fonts[i] = g_live[i] = fonts[i];
  }
  g_reserved.clear();
  const ImFontAtlasCustomRect* spare = atlas->GetCustomRectByIndex(g_spare.rect);
  g_spare.x = spare->X;
  g_spare.y = spare->Y;
  GImFontGlyphMissed = Missed;
}

bool AddInPlace(ImFontAtlas* atlas) {
  struct New {
    int font;
    ImWchar codepoint;
    const BrowserGlyph* glyph;
    int x = 0, y = 0;  // in the atlas
  };
  std::vector<New> adds;
  for (int i = 0; i < kFonts; ++i) {
    for (ImWchar c : g_pending[i]) {
      if (!ZeroWidth(c) && !DrawnOneByOne(c)) continue;
      if (ZeroWidth(c)) return false;  // rare: the next build adds it
      const BrowserGlyph& glyph = DrawnGlyph(c, g_em[i]);
      if (glyph.result == BrowserGlyph::Result::kDrawn) adds.push_back({i, c, &glyph});
    }
  }
  // Row by row into the spare square; one that does not fit: a build instead.
  Spare spare = g_spare;
  for (New& n : adds) {
    const int w = n.glyph->width + 1, h = n.glyph->height + 1;  // a pixel apart, as the builder's
    if (spare.row_x + w > spare.side) {
      spare.row_x = 0;
      spare.row_y += spare.row_height;
      spare.row_height = 0;
    }
    if (spare.row_x + w > spare.side || spare.row_y + h > spare.side) return false;
    n.x = spare.x + spare.row_x;
    n.y = spare.y + spare.row_y;
    spare.row_x += w;
    spare.row_height = std::max(spare.row_height, h);
  }
  g_spare = spare;
  // The pixels go into the atlas's copies (a later upload, as after a device
  // change, then has them) and into the texture, each glyph's rectangle alone.
  glBindTexture(GL_TEXTURE_2D, GLuint(reinterpret_cast<intptr_t>(atlas->TexID)));
  for (const New& n : adds) {
    const BrowserGlyph& g = *n.glyph;
    std::vector<unsigned int> rgba(size_t(g.width) * size_t(g.height));
    for (int y = 0; y < g.height; ++y) {
      for (int x = 0; x < g.width; ++x) {
        const unsigned char a = g.alpha[size_t(y) * size_t(g.width) + size_t(x)];
        const size_t at = size_t(n.y + y) * size_t(atlas->TexWidth) + size_t(n.x + x);
        rgba[size_t(y) * size_t(g.width) + size_t(x)] = IM_COL32(255, 255, 255, a);
        if (atlas->TexPixelsAlpha8 != nullptr) atlas->TexPixelsAlpha8[at] = a;
        if (atlas->TexPixelsRGBA32 != nullptr) atlas->TexPixelsRGBA32[at] = IM_COL32(255, 255, 255, a);
      }
    }
    if (g.width > 0 && g.height > 0) {
      glTexSubImage2D(GL_TEXTURE_2D, 0, n.x, n.y, g.width, g.height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
    }
    ImFont* font = g_live[n.font];
    const float x0 = float(g.left), y0 = IM_ROUND(font->Ascent) - float(g.top);
    font->AddGlyph(nullptr, n.codepoint, x0, y0, x0 + float(g.width), y0 + float(g.height),
                   float(n.x) * atlas->TexUvScale.x, float(n.y) * atlas->TexUvScale.y,
                   float(n.x + g.width) * atlas->TexUvScale.x, float(n.y + g.height) * atlas->TexUvScale.y,
                   std::round(g.advance));
    g_added[n.font].insert(n.codepoint);
  }
  for (int i = 0; i < kFonts; ++i) {
    for (ImWchar c : g_pending[i]) {
      if (g_added[i].count(c) == 0) g_boxed.insert(c);  // a script drawn wrongly alone, or no font
    }
    g_pending[i].clear();
    g_live[i]->BuildLookupTable();
  }
  return true;
}

std::string SourceOf(int font, unsigned codepoint) {
  if (font < 0 || font >= kFonts || g_fonts[font] == nullptr) return "none";
  const ImWchar c = codepoint > 0xFFFF ? kBox : ImWchar(codepoint);
  if (g_pending[font].count(c)) return "pending";
  if (g_added[font].count(c)) return "browser";
  if (c != kBox && g_fonts[font]->FindGlyphNoFallback(c) != nullptr) return "font";
  if (c == kBox || g_boxed.count(c)) return "box";
  return "absent";
}

std::vector<unsigned> Boxed() {
  std::set<unsigned> all(g_boxed.begin(), g_boxed.end());
  for (const std::set<ImWchar>& pending : g_pending) all.insert(pending.begin(), pending.end());
  return std::vector<unsigned>(all.begin(), all.end());
}

unsigned FallbackOf(int font) {
  return font >= 0 && font < kFonts && g_fonts[font] != nullptr ? g_fonts[font]->FallbackChar : 0;
}

}  // namespace mercato::web::extra_glyphs
