#include "engine/game_event.h"

#include "engine/json_writer.h"

namespace mercato {

bool GameEvent::Has(std::string_view key) const {
  for (const auto& [name, value] : values) {
    if (name == key) return true;
  }
  for (const auto& [name, list] : lists) {
    if (name == key) return true;
  }
  return false;
}

int ValueNamed(const std::vector<std::pair<std::string, int>>& values, std::string_view key, int missing) {
  for (const auto& [name, value] : values) {
    if (name == key) return value;
  }
  return missing;
}

int GameEvent::Get(std::string_view key, int missing) const { return ValueNamed(values, key, missing); }

const std::vector<int>& GameEvent::List(std::string_view key) const {
  static const std::vector<int> kEmpty;
  for (const auto& [name, list] : lists) {
    if (name == key) return list;
  }
  return kEmpty;
}

std::string EventsJson(const GameEvents& events) {
  JsonWriter w;
  w.BeginArray();
  for (const GameEvent& e : events) {
    w.BeginObject().Field("kind", e.kind).Field("seat", e.seat);
    for (const auto& [name, value] : e.values) w.Field(name, value);
    for (const auto& [name, list] : e.lists) w.Key(name).IntArray(list);
    if (!e.notation.empty()) w.Field("notation", e.notation);
    w.EndObject();
  }
  w.EndArray();
  return w.str();
}

}  // namespace mercato
