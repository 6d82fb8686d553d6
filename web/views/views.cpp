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

}  // namespace mercato::web
