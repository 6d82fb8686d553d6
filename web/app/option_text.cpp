#include "app/option_text.h"

#include "views/view_descriptor.h"

namespace mercato::web {

namespace {

// Each game's texts are in its web/views/<id>_view_descriptor.cpp.
const OptionText* FindOption(const std::string& game, const std::string& key) {
  const ViewDescriptor* descriptor = FindViewDescriptor(game);
  if (descriptor == nullptr) return nullptr;
  for (const OptionText& text : descriptor->options) {
    if (key == text.key) return &text;
  }
  return nullptr;
}

}  // namespace

const char* OptionLabel(const std::string& game, const std::string& key, Lang lang) {
  const OptionText* text = FindOption(game, key);
  if (text == nullptr) return key.c_str();
  return lang == Lang::kJapanese ? text->label_ja : text->label_en;
}

const char* ChoiceLabel(const std::string& game, const std::string& key, const std::string& choice,
                        Lang lang) {
  const ViewDescriptor* descriptor = FindViewDescriptor(game);
  if (descriptor == nullptr) return choice.c_str();
  for (const ChoiceText& text : descriptor->choices) {
    if (key == text.key && choice == text.choice) {
      return lang == Lang::kJapanese ? text.ja : text.en;
    }
  }
  return choice.c_str();
}

const char* OptionHelp(const std::string& game, const std::string& key, Lang lang) {
  const OptionText* text = FindOption(game, key);
  if (text == nullptr) return nullptr;
  return lang == Lang::kJapanese ? text->help_ja : text->help_en;
}

}  // namespace mercato::web
