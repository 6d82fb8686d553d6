#include "app/browser_glyphs.h"

#include <emscripten.h>

#include <cmath>

namespace mercato::web {

namespace {

// Draws the character white on a clear square canvas of `side` pixels, the pen
// at (pen_x, base_y), and copies the inked box's alpha into `alpha` (side x
// side bytes). box gets [x0, y0, width, height] of the ink (width 0: none) and
// the advance x 64. Answers 0 drawn, 1 the browser's "no glyph" box (the same
// ink as a code point that is never a character), 2 a colour glyph.
EM_JS(int, InkCharacter, (int codepoint, float em, int side, int pen_x, int base_y,
                          unsigned char* alpha, int* box), {
  var g = Module.mercatoGlyphCanvas;
  if (!g || g.side < side) {
    // An OffscreenCanvas where it has a 2D context (Safari before 16.4 has none), else a
    // canvas never added to the page.
    var ctx2d = null;
    if (typeof OffscreenCanvas !== 'undefined') {
      try { ctx2d = new OffscreenCanvas(side, side).getContext('2d', { willReadFrequently: true }); } catch (e) {}
    }
    if (!ctx2d) {
      var canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      ctx2d = canvas.getContext('2d', { willReadFrequently: true });
    }
    g = Module.mercatoGlyphCanvas = { side: side, ctx: ctx2d, refs: {} };
  }
  var ctx = g.ctx;
  var family = '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", ' +
               '"Yu Gothic UI", "Yu Gothic", Meiryo, sans-serif';
  function ink(text) {
    ctx.clearRect(0, 0, g.side, g.side);
    ctx.font = em + 'px ' + family;
    ctx.fillStyle = '#fff';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(text, pen_x, base_y);
    var data = ctx.getImageData(0, 0, side, side).data;
    var x0 = side, y0 = side, x1 = -1, y1 = -1, sum = 0, solid = 0, coloured = 0;
    for (var y = 0; y < side; ++y) {
      for (var x = 0; x < side; ++x) {
        var i = (y * side + x) * 4, a = data[i + 3];
        if (a === 0) continue;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
        sum += a * (1 + (x + 3 * y) % 7);
        if (a > 128) {
          ++solid;
          if (Math.min(data[i], data[i + 1], data[i + 2]) < 160) ++coloured;
        }
      }
    }
    var advance = ctx.measureText(text).width;
    return { data: data, x0: x0, y0: y0, w: x1 - x0 + 1, h: y1 - y0 + 1, colour: coloured > solid / 20,
             key: [x0, y0, x1, y1, sum, advance.toFixed(2)].join(',') };
  }
  // What this browser draws for "no glyph" at this size: U+FFFF is never a character.
  var refKey = em + ':' + side;
  if (!g.refs[refKey]) g.refs[refKey] = [ink('\uFFFF').key, ink('\u0378').key];
  var got = ink(String.fromCodePoint(codepoint));
  var b = box >> 2;
  HEAP32[b + 4] = Math.round(ctx.measureText(String.fromCodePoint(codepoint)).width * 64);
  if (g.refs[refKey].indexOf(got.key) >= 0) return 1;
  if (got.colour) return 2;
  if (got.w <= 0) {
    HEAP32[b] = HEAP32[b + 1] = HEAP32[b + 2] = HEAP32[b + 3] = 0;
    return 0;
  }
  HEAP32[b] = got.x0;
  HEAP32[b + 1] = got.y0;
  HEAP32[b + 2] = got.w;
  HEAP32[b + 3] = got.h;
  for (var y = 0; y < got.h; ++y) {
    for (var x = 0; x < got.w; ++x) {
      HEAPU8[alpha + y * got.w + x] = got.data[((got.y0 + y) * side + got.x0 + x) * 4 + 3];
    }
  }
  return 0;
});

}  // namespace

BrowserGlyph DrawInBrowser(unsigned codepoint, float em_px) {
  // Room for marks left of the pen, tall accents above the baseline and wide
  // glyphs to the right.
  const int side = int(std::ceil(em_px * 3.2f)) + 8;
  const int pen_x = int(std::lround(em_px)) + 4;
  const int base_y = int(std::lround(em_px * 1.9f)) + 4;
  std::vector<unsigned char> alpha(size_t(side) * size_t(side));
  int box[5] = {};
  const int result = InkCharacter(int(codepoint), em_px, side, pen_x, base_y, alpha.data(), box);
  BrowserGlyph glyph;
  glyph.result = result == 1 ? BrowserGlyph::Result::kNoFont
               : result == 2 ? BrowserGlyph::Result::kColour
                             : BrowserGlyph::Result::kDrawn;
  glyph.advance = float(box[4]) / 64.0f;
  if (glyph.result != BrowserGlyph::Result::kDrawn || box[2] <= 0) return glyph;
  glyph.width = box[2];
  glyph.height = box[3];
  glyph.left = box[0] - pen_x;
  glyph.top = base_y - box[1];
  alpha.resize(size_t(glyph.width) * size_t(glyph.height));
  glyph.alpha = std::move(alpha);
  return glyph;
}

}  // namespace mercato::web
