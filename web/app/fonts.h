// The UI font (a subset of Noto Sans CJK JP, preloaded as /assets/ui.otf) in the
// kit's four sizes, rasterised at the screen's device pixel ratio.
#pragma once

namespace mercato::web {

// (Re)builds the font atlas for `dpr` and uploads it. Safe to call again when
// the ratio changes (a window dragged to another screen).
void LoadFonts(float dpr);

}  // namespace mercato::web
