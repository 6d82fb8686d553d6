#include "app/catalog.h"

#include <cstdio>

#include "draw/draw.h"
#include "registry/registry.h"
#include "views/view_descriptor.h"

namespace mercato::web {

namespace d = draw;

namespace {

// A game without a web registration yet: a neutral tile.
constexpr ImU32 kPlainTile = IM_COL32(120, 110, 100, 255);

}  // namespace

// One tile per registered game, in the registry's order: the facts from its
// core descriptor, the colour from its web one.
const std::vector<CatalogEntry>& Catalog() {
  static const std::vector<CatalogEntry>* catalog = [] {
    auto* entries = new std::vector<CatalogEntry>;
    for (const GameEntry& game : RegisteredGames()) {
      const GameInfo& info = game.info();
      const ViewDescriptor* view = FindViewDescriptor(info.id);
      entries->push_back({info.id.c_str(), info.name_en.c_str(), info.name_ja.c_str(),
                          info.min_players, info.max_players, info.minutes,
                          view != nullptr ? view->color : kPlainTile,
                          view != nullptr ? view->tagline_en : "", view != nullptr ? view->tagline_ja : ""});
    }
    return entries;
  }();
  return *catalog;
}

const CatalogEntry* FindCatalogEntry(const std::string& id) {
  for (const CatalogEntry& entry : Catalog()) {
    if (id == entry.id) return &entry;
  }
  return nullptr;
}

const GameInfo* RegisteredInfo(const std::string& id) {
  const GameEntry* entry = FindGame(id);
  return entry != nullptr ? &entry->info() : nullptr;
}

std::string GameName(const std::string& id, Lang lang) {
  if (const GameInfo* info = RegisteredInfo(id)) {
    const std::string& name = lang == Lang::kJapanese ? info->name_ja : info->name_en;
    if (!name.empty()) return name;
  }
  return id;
}

void DrawEmblem(ImDrawList* draw, const std::string& id, ImVec2 center, float r) {
  const ViewDescriptor* view = FindViewDescriptor(id);
  if (view != nullptr && view->draw_emblem != nullptr) {
    view->draw_emblem(draw, center, r);
  } else {
    d::Icon(draw, d::Shape::kStar, center, r * 0.6f, d::palette::kGold);
  }
}

std::string PlayerCountText(int min_players, int max_players, Lang lang) {
  char text[64];
  if (min_players == max_players) {
    std::snprintf(text, sizeof(text), Tr(lang, "%d players", "%d人"), min_players);
  } else {
    std::snprintf(text, sizeof(text), Tr(lang, "%d–%d players", "%d–%d人"), min_players,
                  max_players);
  }
  return text;
}

}  // namespace mercato::web
