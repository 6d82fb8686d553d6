#include "session/online_view.h"

#include <utility>

#include "engine/json_value.h"
#include "engine/json_writer.h"
#include "engine/seat_state.h"
#include "registry/registry.h"

namespace mercato::session {

namespace {

// Reads the view: each reader names the field it failed on, and the first
// error wins. Events read back as EventsJson (engine/game_event.h) wrote them.
class ViewReader {
 public:
  const Status& status() const { return status_; }

  const JsonValue* Member(const JsonValue& object, const char* key) {
    if (!status_.ok()) return nullptr;
    const JsonValue* value = object.IsObject() ? object.Find(key) : nullptr;
    if (value == nullptr) Fail(std::string("'") + key + "' is missing");
    return value;
  }
  int Int(const JsonValue& value, const char* what) {
    if (!status_.ok()) return 0;
    const std::optional<int> out = value.AsInt();
    if (!out) Fail(std::string("'") + what + "' is not a whole number");
    return out.value_or(0);
  }
  int IntAt(const JsonValue& object, const char* key) {
    const JsonValue* value = Member(object, key);
    return value == nullptr ? 0 : Int(*value, key);
  }
  bool BoolAt(const JsonValue& object, const char* key) {
    const JsonValue* value = Member(object, key);
    if (value != nullptr && value->type() != JsonValue::Type::kBool) Fail(std::string("'") + key + "' is not true or false");
    return value != nullptr && value->boolean();
  }
  std::string StringAt(const JsonValue& object, const char* key) {
    const JsonValue* value = Member(object, key);
    if (value != nullptr && !value->IsString()) Fail(std::string("'") + key + "' is not a text");
    return value != nullptr && value->IsString() ? value->text() : std::string();
  }
  const std::vector<JsonValue>& ArrayAt(const JsonValue& object, const char* key) {
    static const std::vector<JsonValue> kNone;
    const JsonValue* value = Member(object, key);
    if (value != nullptr && !value->IsArray()) Fail(std::string("'") + key + "' is not a list");
    return value != nullptr && value->IsArray() ? value->items() : kNone;
  }

  GameEvent Event(const JsonValue& object) {
    GameEvent event(StringAt(object, "kind"), IntAt(object, "seat"));
    for (const auto& [key, value] : object.members()) {
      if (key == "kind" || key == "seat") continue;
      if (key == "notation" && value.IsString()) {
        event.notation = value.text();
      } else if (value.IsArray()) {
        std::vector<int> list;
        for (const JsonValue& item : value.items()) list.push_back(Int(item, key.c_str()));
        event.WithList(key, std::move(list));
      } else {
        event.With(key, Int(value, key.c_str()));
      }
    }
    return event;
  }

  void Fail(const std::string& message) {
    if (status_.ok()) status_ = Status::Error("the seat's view: " + message);
  }

 private:
  Status status_ = Status::Ok();
};

}  // namespace

std::string OnlineViewJson(const OnlineView& view) {
  JsonWriter w;
  w.BeginObject()
      .Field("game", view.game)
      .Field("players", view.players)
      .Field("options", view.options)
      .Field("seat", view.seat)
      .Field("toMove", view.to_move)
      .Field("over", view.over)
      .Field("moves", view.moves);
  w.Key("seats").StringArray(view.seats);
  w.Key("scores").BeginArray();
  for (const std::optional<int>& score : view.scores) {
    if (score) {
      w.Int(*score);
    } else {
      w.Null();
    }
  }
  w.EndArray();
  w.Key("seen").BeginArray();
  for (const SeenMove& move : view.seen) w.Raw(SeenMoveJson(move));
  w.EndArray();
  w.Key("log").BeginArray();
  for (const LoggedMove& move : view.log) {
    w.BeginObject().Field("index", move.index).Field("player", move.player);
    w.Key("events").Raw(EventsJson(move.events)).EndObject();
  }
  w.EndArray();
  w.Field("state", view.state);
  w.EndObject();
  return w.str();
}

StatusOr<OnlineView> ParseOnlineView(std::string_view json) {
  StatusOr<JsonValue> parsed = JsonValue::Parse(std::string(json));
  if (!parsed.ok()) return Status::Error("the seat's view is not JSON: " + parsed.message());
  const JsonValue& root = *parsed;
  ViewReader r;
  if (!root.IsObject()) r.Fail("not an object");
  OnlineView view;
  view.game = r.StringAt(root, "game");
  view.players = r.IntAt(root, "players");
  view.options = r.StringAt(root, "options");
  view.seat = r.IntAt(root, "seat");
  view.to_move = r.IntAt(root, "toMove");
  view.over = r.BoolAt(root, "over");
  view.moves = r.IntAt(root, "moves");
  for (const JsonValue& seat : r.ArrayAt(root, "seats")) {
    if (!seat.IsString()) r.Fail("a seat is not a text");
    view.seats.push_back(seat.text());
  }
  for (const JsonValue& score : r.ArrayAt(root, "scores")) {
    view.scores.push_back(score.IsNull() ? std::nullopt : std::optional<int>(r.Int(score, "scores")));
  }
  for (const JsonValue& move : r.ArrayAt(root, "seen")) {
    view.seen.push_back({r.IntAt(move, "index"), r.IntAt(move, "player"), r.BoolAt(move, "hidden"),
                         r.StringAt(move, "move")});
  }
  for (const JsonValue& move : r.ArrayAt(root, "log")) {
    LoggedMove logged{r.IntAt(move, "index"), r.IntAt(move, "player"), {}};
    for (const JsonValue& event : r.ArrayAt(move, "events")) logged.events.push_back(r.Event(event));
    view.log.push_back(std::move(logged));
  }
  view.state = r.StringAt(root, "state");
  if (r.status().ok()) {
    const bool viewer = IsSeat(view.seat, view.players) || view.seat == kSpectator;  // a seat or a spectator
    if (view.players < 1 || !viewer) r.Fail("seat " + std::to_string(view.seat) + " of " + std::to_string(view.players));
    else if (int(view.seats.size()) != view.players || int(view.scores.size()) != view.players) r.Fail("not one seat and one score a player");
    else if (view.to_move < -1 || view.to_move >= view.players) r.Fail("no seat " + std::to_string(view.to_move) + " is to move");
  }
  if (!r.status().ok()) return r.status();
  return view;
}

StatusOr<std::unique_ptr<State>> SeatStateOf(const OnlineView& view) {
  StatusOr<std::shared_ptr<const Game>> game = LoadGame(view.game, view.players, view.options);
  if (!game.ok()) return game.status();
  return StateFromSeatText(**game, view.state);
}

StatusOr<std::vector<std::string>> LegalMovesOf(const OnlineView& view) {
  std::vector<std::string> moves;
  if (view.over || view.to_move != view.seat) return moves;
  StatusOr<std::unique_ptr<State>> state = SeatStateOf(view);
  if (!state.ok()) return state.status();
  for (Action action : (*state)->LegalActions()) moves.push_back((*state)->ActionToString(action));
  return moves;
}

}  // namespace mercato::session
