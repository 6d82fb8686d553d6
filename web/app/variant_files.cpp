#include "app/variant_files.h"

#include "app/app.h"
#include "app/catalog.h"
#include "app/notice.h"
#include "bridge_files.h"
#include "engine/text.h"

namespace mercato::web {

void DownloadVariant(const lab::Variant& variant) {
  bridge::DownloadFile(variant.game + "-variant", variant.game, lab::VariantToText(variant));
}

Status App::OpenVariant(const std::string& text) {
  StatusOr<lab::Variant> variant = lab::ParseVariant(text);
  if (!variant.ok()) {
    ShowNotice("This variant file cannot be played.", "このバリアントファイルは遊べません。",
               variant.message());
    return variant.status();
  }
  if (!OpenSetup(variant->game)) {
    return Status::Error("'" + variant->game + "' is not playable here");
  }
  const GameInfo* info = RegisteredInfo(variant->game);
  setup_.players = variant->players;
  // The canonical options text: the game's options first, then its numbers.
  const std::string prefix = variant->game + ".";
  for (const std::string& item : Split(variant->options, ',')) {
    const size_t eq = item.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
    if (key.rfind(prefix, 0) == 0) {
      setup_.numbers += (setup_.numbers.empty() ? "" : ",") + item;
      continue;
    }
    for (size_t i = 0; i < info->options.size(); ++i) {
      if (info->options[i].key != key) continue;
      for (size_t c = 0; c < info->options[i].choices.size(); ++c) {
        if (info->options[i].choices[c] == value) setup_.option_choice[i] = int(c);
      }
    }
  }
  setup_.variant_note = variant->note;
  return Status::Ok();
}

}  // namespace mercato::web
