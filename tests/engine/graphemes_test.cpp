// Grapheme clusters (issue 43): names are measured and cut by what a reader
// counts as one character, never inside one.
#include <catch2/catch.hpp>

#include "engine/graphemes.h"
#include "engine/seat_names.h"

using namespace mercato;

TEST_CASE("graphemes: a letter with its marks, jamo, flags and emoji sequences are one each", "[graphemes]") {
  CHECK(CountGraphemes("") == 0);
  CHECK(CountGraphemes("Ana") == 3);
  CHECK(CountGraphemes("斎藤 凛") == 4);
  CHECK(CountGraphemes("Zoe\u0308") == 3);                 // Zoë, the diaeresis combining
  CHECK(CountGraphemes("Zo\u00EB") == 3);                  // Zoë precomposed
  CHECK(CountGraphemes("\u304B\u3099") == 1);              // が as か + a combining voicing mark
  CHECK(CountGraphemes("\u1112\u1161\u11AB") == 1);        // 한 typed as jamo
  CHECK(CountGraphemes("김민준") == 3);
  CHECK(CountGraphemes("\U0001F1EF\U0001F1F5\U0001F1F0\U0001F1F7") == 2);  // two flags
  CHECK(CountGraphemes("\U0001F44D\U0001F3FD") == 1);      // a thumb with a skin tone
  CHECK(CountGraphemes("\U0001F468\u200D\U0001F469\u200D\U0001F467") == 1);  // a family
  CHECK(CountGraphemes("\u845B\U000E0100") == 1);          // 葛 with an ideographic variation selector
  CHECK(CountGraphemes("a\r\nb") == 3);
  CHECK(CountGraphemes("\xff" "a") == 2);                  // a stray byte is one
}

TEST_CASE("graphemes: a cut by bytes ends between clusters", "[graphemes]") {
  const std::string zoe = "Zoe\u0308y";                    // Z o e+U+0308 y: 6 bytes
  CHECK(GraphemePrefixBytes(zoe, 6) == 6);
  CHECK(GraphemePrefixBytes(zoe, 5) == 5);
  CHECK(GraphemePrefixBytes(zoe, 4) == 2);                 // not "Zoe" without its mark
  CHECK(GraphemePrefixBytes("斎藤", 5) == 3);               // not half of 藤
  CHECK(NextGraphemeBreak("Zoe\u0308y", 2) == 5);
}

TEST_CASE("seat names: the 20-character limit counts clusters, not code points", "[seat_names][graphemes]") {
  std::string accented;  // 20 letters, each with a combining acute: 40 code points
  for (int i = 0; i < 20; ++i) accented += "e\u0301";
  CHECK(CleanSeatName(accented).ok());
  const StatusOr<std::string> longer = CleanSeatName(accented + "a");
  REQUIRE_FALSE(longer.ok());
  CHECK(longer.message().find("has 21") != std::string::npos);
  std::string flags;  // 20 flags: 40 code points
  for (int i = 0; i < 20; ++i) flags += "\U0001F1EF\U0001F1F5";
  CHECK(CleanSeatName(flags).ok());
}
