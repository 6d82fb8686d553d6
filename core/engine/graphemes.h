// Grapheme clusters: what a reader counts as one character. An accented letter
// typed as a letter and a combining accent (e + U+0301), a kana with a
// combining voicing mark (U+3099), a Hangul syllable typed as jamo, a flag, an
// emoji with a skin tone or several joined by ZWJ are each one.
// People's names are measured and cut by them, never inside one (issue 43).
//
// The rules of UAX #29 (extended clusters) for the scripts the canvas draws:
// CR LF, Hangul jamo, combining marks of Latin, Greek, Cyrillic, Hebrew and
// Arabic, kana voicing marks, variation selectors, ZWJ, emoji modifiers and
// tags, regional-indicator pairs. Marks of other scripts (Indic, Thai...) count
// as characters of their own. Malformed UTF-8 bytes are one cluster each.
#pragma once

#include <cstddef>
#include <string>

namespace mercato {

// The end (a byte offset) of the cluster that starts at byte `at` of `text`.
size_t NextGraphemeBreak(const std::string& text, size_t at);
int CountGraphemes(const std::string& text);
// The longest start of `text` with at most `max_bytes` bytes that ends
// between two clusters (never inside a character or a cluster).
size_t GraphemePrefixBytes(const std::string& text, size_t max_bytes);

}  // namespace mercato
