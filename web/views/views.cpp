// Finds a game's view through its web registration (views/view_descriptor.h);
// ViewDescriptors() itself is generated from MERCATO_REGISTERED_GAMES
// (web/views/registered_views.cpp.in).
#include "views/game_view.h"
#include "views/view_descriptor.h"

namespace mercato::web {

const ViewDescriptor* FindViewDescriptor(const std::string& game_id) {
  for (const ViewDescriptor& descriptor : ViewDescriptors()) {
    if (descriptor.id == game_id) return &descriptor;
  }
  return nullptr;
}

std::unique_ptr<GameView> MakeGameView(const std::string& game_id) {
  const ViewDescriptor* descriptor = FindViewDescriptor(game_id);
  return descriptor != nullptr && descriptor->make_view != nullptr ? descriptor->make_view()
                                                                   : nullptr;
}

std::string Numeral(int value, Lang lang) {
  const std::string ascii = std::to_string(value);
  if (lang != Lang::kJapanese) return ascii;
  static const char* const kWide[10] = {"０", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
  std::string out;
  for (char c : ascii) out += c == '-' ? std::string("－") : std::string(kWide[c - '0']);
  return out;
}

}  // namespace mercato::web
