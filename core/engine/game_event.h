// What one seat saw happen when a move or a chance outcome was played: data,
// not words (issue 17).
//
// The rules decide what each seat sees (State::EventsSeen, called on the state
// before the move); the page only words the events in the viewer's language
// (GameView::Words). The log, the `moved` event and an online seat's feed all
// come from these, so none of them can show a seat more than its events hold:
// tests/session/secrets_test.cpp re-deals the hidden cards and requires the same
// events from every re-deal the seat cannot tell apart.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/check.h"

namespace mercato {

// The value named `key` in `values`, or `missing` (events' and blocked moves' numbers).
int ValueNamed(const std::vector<std::pair<std::string, int>>& values, std::string_view key, int missing);

struct GameEvent {
  std::string kind;  // the game's word for what happened: "dealt", "buy", "bid" ...
  int seat = -1;     // the seat that acted, or -1 (kChancePlayer) for the table
  // Named whole numbers (a good, a price, a pile mask) and lists of them (the
  // coins each seat earned). What the viewer may not know is simply absent:
  // a hidden draw is {"drew", seat} with no "card".
  std::vector<std::pair<std::string, int>> values;
  std::vector<std::pair<std::string, std::vector<int>>> lists;
  // Only for games without events of their own: the move's notation as the
  // viewer may see it ("bid ?"; SeeMove), so even they have a log.
  std::string notation;

  GameEvent() = default;
  GameEvent(std::string kind, int seat) : kind(std::move(kind)), seat(seat) {}

  GameEvent& With(std::string key, int value) {
    CheckKey(key);
    values.emplace_back(std::move(key), value);
    return *this;
  }
  GameEvent& WithList(std::string key, std::vector<int> list) {
    CheckKey(key);
    lists.emplace_back(std::move(key), std::move(list));
    return *this;
  }
  // "kind", "seat" and "notation" name the event itself in its JSON: a value
  // of that name would be a second key the reader cannot tell apart.
  static void CheckKey(std::string_view key) {
    MERCATO_CHECK(key != "kind" && key != "seat" && key != "notation", "an event value named kind, seat or notation");
  }
  bool Has(std::string_view key) const;
  // The value named `key`, or `missing`.
  int Get(std::string_view key, int missing = -1) const;
  // The list named `key`, or an empty one.
  const std::vector<int>& List(std::string_view key) const;

  bool operator==(const GameEvent& other) const = default;
};

using GameEvents = std::vector<GameEvent>;

// [{"kind":"buy","seat":1,"special":2,"price":3,"pay":[0,2]}, ...]: the JS
// `moved` event's `events` and a seat's online feed.
std::string EventsJson(const GameEvents& events);

}  // namespace mercato
