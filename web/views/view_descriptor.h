// A game's one registration on the web side: its table (the view), its home
// tile's colour and emblem, and its options' texts in both languages. The
// rules' facts (names, players, options) come from its core descriptor
// (registry/registry.h). Each game defines web::views::<id>::Descriptor() in
// web/views/<id>_view_descriptor.cpp; the build lists them (registered_views.cpp.in).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "imgui.h"
#include "views/game_view.h"

namespace mercato::web {

// What the setup screen shows for an option the core names with a short key.
struct OptionText {
  const char* key;       // "list"
  const char* label_en;  // "List card side"
  const char* label_ja;
  const char* help_en;  // one line
  const char* help_ja;
};

// One choice of an option: ("list", "classic") reads "Classic (yellow)".
struct ChoiceText {
  const char* key;
  const char* choice;
  const char* en;
  const char* ja;
};

struct ViewDescriptor {
  std::string id;
  std::unique_ptr<GameView> (*make_view)() = nullptr;
  ImU32 color = 0;  // the home tile's colour
  // A small picture of the game's components, centred, radius r.
  void (*draw_emblem)(ImDrawList* draw, ImVec2 center, float r) = nullptr;
  // One sentence on what the game is, for a newcomer on Home.
  const char* tagline_en = "";
  const char* tagline_ja = "";
  std::vector<OptionText> options;
  std::vector<ChoiceText> choices;
};

// Every game's web registration, in the registry's order.
const std::vector<ViewDescriptor>& ViewDescriptors();
// The game's web registration, or null (the app then uses the generic table).
const ViewDescriptor* FindViewDescriptor(const std::string& game_id);

}  // namespace mercato::web
