// A variant: a game's options and changed numbers (parameters, params.h) kept
// as a small file, so a designer can carry a change from the Lab to the table
// and play it against computers. One line, like a record's header:
//
//   mercato-variant v1 game=oregano players=2 options=strategy_draw=2,oregano.start_gold=5/9
//   # first player 72% -> 57% (heuristic, 600 games)
//
// Lines starting with '#' are notes for people; the page keeps them as they are.
#pragma once

#include <string>

#include "engine/status.h"

namespace mercato::lab {

inline constexpr int kVariantVersion = 1;
// The first word of a variant file (a record starts with "mercato-record").
inline constexpr char kVariantMagic[] = "mercato-variant";

struct Variant {
  std::string game;
  int players = 0;
  std::string options;  // canonical "k=v,k=v": options, then the non-default parameters
  std::string note;     // the '#' lines without their '#', one per line
};

// Checks the game, player count and options through the registry, so a
// variant that reads back is one that plays; `options` comes out canonical.
StatusOr<Variant> MakeVariant(const std::string& game, int players, const std::string& options,
                              const std::string& note = "");
std::string VariantToText(const Variant& variant);
// Errors say what is wrong in words: the version, the game, a parameter out of range.
StatusOr<Variant> ParseVariant(const std::string& text);
// Whether `text` is meant as a variant (starts with kVariantMagic), not a record.
bool LooksLikeVariant(const std::string& text);

}  // namespace mercato::lab
