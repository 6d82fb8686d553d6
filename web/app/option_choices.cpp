#include "app/option_choices.h"

#include "engine/text.h"

namespace mercato::web {

std::string OptionsTextOf(const GameInfo& info, const std::vector<int>& choices) {
  std::string text;
  for (size_t i = 0; i < info.options.size() && i < choices.size(); ++i) {
    if (i > 0) text += ",";
    text += info.options[i].key + "=" + info.options[i].choices[size_t(choices[i])];
  }
  return text;
}

std::vector<int> OptionChoicesOf(const GameInfo& info, const std::string& text) {
  std::vector<int> choices(info.options.size(), 0);
  for (const std::string& item : Split(text, ',')) {
    const size_t eq = item.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = Trim(item.substr(0, eq)), value = Trim(item.substr(eq + 1));
    for (size_t i = 0; i < info.options.size(); ++i) {
      if (info.options[i].key != key) continue;
      for (size_t c = 0; c < info.options[i].choices.size(); ++c) {
        if (info.options[i].choices[c] == value) choices[i] = int(c);
      }
    }
  }
  return choices;
}

}  // namespace mercato::web
