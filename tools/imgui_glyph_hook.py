#!/usr/bin/python3
"""Writes ImGui's imgui_draw.cpp with one hook added to ImFont::FindGlyph.

ImGui draws a character its atlas lacks as the font's fallback glyph and
tells no one. With the hook, the app hears of each such character as it is
drawn (GImFontGlyphMissed) and has the browser draw it into the atlas before
the next frame (web/app/extra_glyphs.cpp, docs/fonts.md). The rest of the file
is Debian's ImGui 1.86 as it is.
"""
import argparse
import os
import sys

FIND_GLYPH = """const ImFontGlyph* ImFont::FindGlyph(ImWchar c) const
{
    if (c >= (size_t)IndexLookup.Size)
        return FallbackGlyph;
    const ImWchar i = IndexLookup.Data[c];
    if (i == (ImWchar)-1)
        return FallbackGlyph;
    return &Glyphs.Data[i];
}
"""

HOOKED = """void (*GImFontGlyphMissed)(const ImFont* font, ImWchar c) = NULL;  // Mercato: told of each miss

const ImFontGlyph* ImFont::FindGlyph(ImWchar c) const
{
    const ImWchar i = c < (size_t)IndexLookup.Size ? IndexLookup.Data[c] : (ImWchar)-1;
    if (i == (ImWchar)-1)
    {
        if (GImFontGlyphMissed != NULL)
            GImFontGlyphMissed(this, c);
        return FallbackGlyph;
    }
    return &Glyphs.Data[i];
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--imgui", required=True, help="ImGui's imgui_draw.cpp")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    with open(args.imgui, encoding="utf-8") as f:
        text = f.read()
    if text.count(FIND_GLYPH) != 1:
        print(f"{args.imgui}: ImFont::FindGlyph is not the one of ImGui 1.86", file=sys.stderr)
        return 1
    text = text.replace(FIND_GLYPH, HOOKED)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
