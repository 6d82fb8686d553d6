#include "app/online_session.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <utility>

#include "engine/json_value.h"

namespace mercato::web {

namespace {

OnlineSnapshot g_online;
std::string g_view_text;  // the view g_online.view was read from
int g_availability = 0;

// Lenient readers of the page's facts and the lobby: a missing or mistyped
// member reads as its default (both come from our own page and server; the
// view, the seat's knowledge, is read strictly by the core).
const JsonValue* Member(const JsonValue& object, const char* key) {
  return object.IsObject() ? object.Find(key) : nullptr;
}
std::string TextAt(const JsonValue& object, const char* key) {
  const JsonValue* v = Member(object, key);
  return v != nullptr && v->IsString() ? v->text() : std::string();
}
int IntAt(const JsonValue& object, const char* key, int missing = -1) {
  const JsonValue* v = Member(object, key);
  return v != nullptr ? v->AsInt().value_or(missing) : missing;
}
// An object member, or null when it is absent or not an object.
const JsonValue* ObjectAt(const JsonValue& object, const char* key) {
  const JsonValue* v = Member(object, key);
  return v != nullptr && v->IsObject() ? v : nullptr;
}
bool BoolAt(const JsonValue& object, const char* key) {
  const JsonValue* v = Member(object, key);
  return v != nullptr && v->type() == JsonValue::Type::kBool && v->boolean();
}
std::vector<int> IntsAt(const JsonValue& object, const char* key) {
  std::vector<int> out;
  const JsonValue* v = Member(object, key);
  if (v == nullptr || !v->IsArray()) return out;
  for (const JsonValue& item : v->items()) {
    if (const std::optional<int> n = item.AsInt()) out.push_back(*n);
  }
  return out;
}

void ReadPageFacts(const JsonValue& page, OnlineSnapshot& o) {
  o.phase = TextAt(page, "phase");
  if (o.phase.empty()) o.phase = "none";
  o.me = IntAt(page, "me");
  o.table = TextAt(page, "table");
  o.link = TextAt(page, "link");
  o.error = TextAt(page, "error");
  o.refusal = TextAt(page, "refusal");
  o.notify = TextAt(page, "notify");
  o.watching = BoolAt(page, "watching");
  o.watch_link = TextAt(page, "watchLink");
  if (const JsonValue* said = Member(page, "said"); said != nullptr && said->IsArray()) {
    for (const JsonValue& item : said->items()) {
      OnlineSaid p;
      p.seat = IntAt(item, "seat");
      p.id = TextAt(item, "id");
      p.en = TextAt(item, "en");
      p.ja = TextAt(item, "ja");
      p.n = IntAt(item, "n", 0);
      if (p.seat >= 0 && !p.en.empty()) o.said.push_back(std::move(p));
    }
  }
  if (const JsonValue* qr = Member(page, "qr")) {
    o.qr_size = IntAt(*qr, "size", 0);
    o.qr = TextAt(*qr, "modules");
    if (o.qr_size < 0 || size_t(o.qr_size) * size_t(o.qr_size) != o.qr.size()) o.qr_size = 0;
  }
}

// A number's value (ms of a clock: may be large or fractional), 0 for anything else.
double AsNumber(const JsonValue& v) { return v.IsNumber() ? std::strtod(v.text().c_str(), nullptr) : 0.0; }
double NumberAt(const JsonValue& object, const char* key) {
  const JsonValue* v = Member(object, key);
  return v != nullptr ? AsNumber(*v) : 0.0;
}

void ReadClock(const JsonValue& clock, OnlineClock& c) {
  c.mode = TextAt(clock, "mode");
  c.seconds = IntAt(clock, "seconds", 0);
  c.increment = IntAt(clock, "increment", 0);
  c.on_timeout = TextAt(clock, "onTimeout");
  if (const JsonValue* left = Member(clock, "left"); left != nullptr && left->IsArray()) {
    for (const JsonValue& ms : left->items()) c.left_ms.push_back(AsNumber(ms));
  }
  c.running = IntAt(clock, "running");
  c.remaining_ms = NumberAt(clock, "remaining");
}

void ReadLobby(const JsonValue& lobby, OnlineSnapshot& o) {
  o.game = TextAt(lobby, "game");
  o.options = TextAt(lobby, "options");
  o.host_seat = IntAt(lobby, "hostSeat");
  o.started = BoolAt(lobby, "started");
  o.over = BoolAt(lobby, "over");
  if (const JsonValue* seats = Member(lobby, "seats"); seats != nullptr && seats->IsArray()) {
    for (const JsonValue& s : seats->items()) {
      OnlineSeat seat;
      seat.seat = IntAt(s, "seat", 0);
      seat.person = TextAt(s, "kind") == "person";
      seat.name = TextAt(s, "name");
      seat.level = TextAt(s, "level");
      seat.taken = BoolAt(s, "taken");
      seat.connected = BoolAt(s, "connected");
      seat.hand_over_open = BoolAt(s, "handOverOpen");
      seat.hand_over_votes = IntsAt(s, "handOverVotes");
      o.seats.push_back(std::move(seat));
    }
  }
  if (const JsonValue* watchers = ObjectAt(lobby, "spectators")) {
    o.spectators_on = BoolAt(*watchers, "on");
    o.spectator_count = std::max(0, IntAt(*watchers, "count", 0));
  }
  if (const JsonValue* undo = ObjectAt(lobby, "undo")) {
    o.undo_by = IntAt(*undo, "by");
    o.undo_agreed = IntsAt(*undo, "agreed");
  }
  if (const JsonValue* last = ObjectAt(lobby, "lastUndo")) {
    o.last_undo_by = IntAt(*last, "by");
    o.last_undo_outcome = TextAt(*last, "outcome");
    o.last_undo_refused_by = IntAt(*last, "refusedBy");
  }
  if (const JsonValue* handed = ObjectAt(lobby, "lastHandOver")) {
    o.handed_over_seat = IntAt(*handed, "seat");
    o.handed_over_level = TextAt(*handed, "level");
  }
  if (const JsonValue* timeout = ObjectAt(lobby, "lastTimeout")) {
    o.timeout_seat = IntAt(*timeout, "seat");
    o.timeout_level = TextAt(*timeout, "level");
    o.timeout_moves = IntAt(*timeout, "moves");
  }
  if (const JsonValue* rematch = ObjectAt(lobby, "rematch")) {
    o.rematch_by = IntAt(*rematch, "by");
    o.rematch_accepted = IntsAt(*rematch, "accepted");
    o.rematch_table = TextAt(*rematch, "table");
  }
  o.rematch_of = TextAt(lobby, "rematchOf");
  if (const JsonValue* clock = ObjectAt(lobby, "clock")) ReadClock(*clock, o.clock);
}

}  // namespace

const OnlineSnapshot& Online() { return g_online; }

bool MyTurn(const OnlineSnapshot& o) {
  return o.has_view && !o.view.over && o.me >= 0 && o.view.to_move == o.me;
}

void OnlineApply(const std::string& page_json, const std::string& lobby_json, const std::string& view_json) {
  OnlineSnapshot next;
  next.version = g_online.version + 1;
  StatusOr<JsonValue> page = JsonValue::Parse(page_json);
  if (page.ok()) ReadPageFacts(*page, next);
  if (!lobby_json.empty()) {
    StatusOr<JsonValue> lobby = JsonValue::Parse(lobby_json);
    if (lobby.ok()) ReadLobby(*lobby, next);
  }
  // The clock counts from when the page had the lobby (lobbyAge ms ago), not from now.
  if (page.ok()) next.clock.remaining_ms -= NumberAt(*page, "lobbyAge");
  next.clock.taken_at = emscripten_get_now();
  if (!view_json.empty() && view_json == g_view_text && g_online.has_view) {
    next.has_view = true;  // most updates are the lobby's or the page's: the view stands
    next.view = std::move(g_online.view);  // g_online is replaced below
  } else if (!view_json.empty()) {
    StatusOr<session::OnlineView> view = session::ParseOnlineView(view_json);
    if (view.ok()) {
      next.has_view = true;
      next.view = std::move(*view);
      g_view_text = view_json;
    } else if (next.error.empty()) {
      next.error = view.message();
    }
  }
  next.over = next.over || (next.has_view && next.view.over);  // the view may tell it first
  g_online = std::move(next);
}

double ClockLeftMs(const OnlineSnapshot& o, int seat) {
  const OnlineClock& c = o.clock;
  if (c.mode.empty() || seat < 0) return -1;
  if (seat == c.running && !o.over) return std::max(0.0, c.remaining_ms - (emscripten_get_now() - c.taken_at));
  if (c.mode == "move") return c.seconds * 1000.0;
  return size_t(seat) < c.left_ms.size() ? c.left_ms[size_t(seat)] : -1;
}

std::vector<OnlineTableRow>& TablesList() {
  static std::vector<OnlineTableRow> rows;
  return rows;
}

const std::vector<OnlineTableRow>& OnlineTables() { return TablesList(); }

void SetOnlineTables(const std::string& json) {
  std::vector<OnlineTableRow> rows;
  StatusOr<JsonValue> list = JsonValue::Parse(json);
  if (list.ok() && list->IsArray()) {
    for (const JsonValue& item : list->items()) {
      OnlineTableRow row;
      row.table = TextAt(item, "table");
      row.link = TextAt(item, "link");
      row.game = TextAt(item, "game");
      row.seat = IntAt(item, "seat");
      row.to_move = IntAt(item, "toMove");
      row.your_turn = BoolAt(item, "yourTurn");
      row.started = BoolAt(item, "started");
      if (const JsonValue* names = Member(item, "names"); names != nullptr && names->IsArray()) {
        for (const JsonValue& n : names->items()) row.names.push_back(n.IsString() ? n.text() : std::string());
      }
      if (!row.table.empty() && !row.link.empty()) rows.push_back(std::move(row));
    }
  }
  TablesList() = std::move(rows);
}

int OnlineAvailability() { return g_availability; }
void SetOnlineAvailability(int availability) { g_availability = availability; }

void OnlineRequest(const char* what, const std::string& json_body) {
  EM_ASM({ if (Module['mercatoOnlineRequest']) Module['mercatoOnlineRequest'](UTF8ToString($0), UTF8ToString($1)); },
         what, json_body.c_str());
}

}  // namespace mercato::web
