// One character drawn by the browser's own fonts on a 2D canvas, as an alpha
// bitmap for ImGui's atlas (extra_glyphs.h): the UI font holds only what the
// UI says, a person's name may hold any character, and the browser has fonts
// for it at no download (issue 43, docs/fonts.md).
#pragma once

#include <vector>

namespace mercato::web {

struct BrowserGlyph {
  enum class Result {
    kDrawn,   // a glyph (maybe with no ink, as a space)
    kNoFont,  // the browser drew its "no glyph" box: no font of the system has it
    kColour,  // a colour glyph (an emoji font): the atlas holds alpha only
  };
  Result result = Result::kNoFont;
  int width = 0, height = 0;  // of `alpha`; 0 when nothing is inked
  int left = 0;               // from the pen to the bitmap's left edge, pixels (marks: < 0)
  int top = 0;                // from the baseline up to the bitmap's top edge, pixels
  float advance = 0;          // how far the pen moves on, pixels
  std::vector<unsigned char> alpha;  // width x height, row by row
};

// `codepoint` drawn `em_px` device pixels to the em, in the UI font's family
// where the system has it (Noto Sans CJK JP), else the system's Japanese and
// sans-serif fonts.
BrowserGlyph DrawInBrowser(unsigned codepoint, float em_px);

}  // namespace mercato::web
