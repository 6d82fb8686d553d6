// A form's option choices (an index into each option's choices) and the
// options text ("k=v,k=v") they stand for, both ways: Setup, the Lab and a
// variant file all keep options as choices and hand the core a text.
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"

namespace mercato::web {

// "k=v,k=v" in the game's option order.
std::string OptionsTextOf(const GameInfo& info, const std::vector<int>& choices);
// Each option's choice in `text` (canonical or not); 0 where the text has none.
std::vector<int> OptionChoicesOf(const GameInfo& info, const std::string& text);

}  // namespace mercato::web
