// What the setup screen shows for a game option: the rules core names options
// with short English keys ("list", "classic"); players read labels in their
// language (from the game's web/views/<id>_view_descriptor.cpp). Unknown keys
// fall back to the key itself, so a new option is never hidden, only untranslated.
#pragma once

#include <string>

#include "views/game_view.h"

namespace mercato::web {

// "List card side" / "リストカードの面" for (turin_market, list).
const char* OptionLabel(const std::string& game, const std::string& key, Lang lang);
// "Classic (yellow)" / "クラシック（黄）" for (turin_market, list, classic).
const char* ChoiceLabel(const std::string& game, const std::string& key,
                        const std::string& choice, Lang lang);
// One line explaining the option; null falls back to the core's English help.
const char* OptionHelp(const std::string& game, const std::string& key, Lang lang);

}  // namespace mercato::web
