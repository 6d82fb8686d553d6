#include "app/variant_files.h"

#include "app/app.h"
#include "app/catalog.h"
#include "app/notice.h"
#include "app/option_choices.h"
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
  // The canonical options text: the game's options, then its numbers ("<game>.k=v").
  setup_.option_choice = OptionChoicesOf(*info, variant->options);
  const std::string prefix = variant->game + ".";
  for (const std::string& item : Split(variant->options, ',')) {
    if (item.rfind(prefix, 0) == 0) setup_.numbers += (setup_.numbers.empty() ? "" : ",") + item;
  }
  setup_.variant_note = variant->note;
  return Status::Ok();
}

}  // namespace mercato::web
