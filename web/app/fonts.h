// The UI font (a subset of Noto Sans CJK JP, preloaded as /assets/ui.otf) in the
// kit's four sizes, rasterised at the screen's device pixel ratio, plus the
// characters it lacks that a frame drew (people's names), drawn by the browser
// (extra_glyphs.h, docs/fonts.md).
#pragma once

namespace mercato::web {

// (Re)builds the font atlas for `dpr` and uploads it. Safe to call again when
// the ratio changes (a window dragged to another screen).
void LoadFonts(float dpr);

// Between frames: when the last frame drew characters the atlas lacks, adds
// them: in the room the last build left free, else by a new build (true: it
// did, draw a frame to show them).
bool LoadNewGlyphs();

// Milliseconds the last build took, and how many builds there were; the same
// for characters added without a build.
double LastFontBuildMs();
int FontBuilds();
double LastGlyphAddMs();
int GlyphAdds();

}  // namespace mercato::web
