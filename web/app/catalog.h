// The games of the home screen: one tile per registered game, in the
// registry's order, built from each game's descriptors (registry/registry.h,
// views/view_descriptor.h).
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "imgui.h"
#include "views/game_view.h"

namespace mercato::web {

struct CatalogEntry {
  const char* id;
  const char* name_en;
  const char* name_ja;
  int min_players;
  int max_players;
  int minutes;
  ImU32 color;  // the tile's colour
  const char* tagline_en;  // one sentence on what the game is
  const char* tagline_ja;
};

const std::vector<CatalogEntry>& Catalog();
const CatalogEntry* FindCatalogEntry(const std::string& id);
// The registered game's info, or null while its rules are not in the build.
const GameInfo* RegisteredInfo(const std::string& id);
// Display name in a language (the registered name if registered).
std::string GameName(const std::string& id, Lang lang);
// "3 players" or "2–4 players" (「3人」「2–4人」): never "3–3".
std::string PlayerCountText(int min_players, int max_players, Lang lang);
// Draws a game's emblem: a small picture of its components, centred, radius r.
void DrawEmblem(ImDrawList* draw, const std::string& id, ImVec2 center, float r);

}  // namespace mercato::web
