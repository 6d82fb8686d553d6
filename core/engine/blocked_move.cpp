#include "engine/blocked_move.h"

#include "engine/json_writer.h"

namespace mercato {

int BlockedMove::Get(std::string_view key, int missing) const { return ValueNamed(values, key, missing); }

const BlockedMove* FindBlocked(const BlockedMoves& blocked, Action action) {
  for (const BlockedMove& b : blocked) {
    if (b.action == action) return &b;
  }
  return nullptr;
}

std::string BlockedMovesJson(const BlockedMoves& blocked,
                             const std::function<std::string(const BlockedMove&)>& words) {
  JsonWriter w;
  w.BeginArray();
  for (const BlockedMove& b : blocked) {
    w.BeginObject().Field("action", int(b.action)).Field("reason", b.reason);
    for (const auto& [name, value] : b.values) w.Field(name, value);
    if (words) w.Field("why", words(b));
    w.EndObject();
  }
  w.EndArray();
  return w.str();
}

}  // namespace mercato
