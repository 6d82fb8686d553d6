// The online tables' core for node (issue 19): OnlineTable behind a small C
// interface, built by em++ as a MODULARIZE'd module (build/wasm/bin/
// mercato_table_core.js) that server/table_core.cjs wraps. No SDL, no ImGui.
//
// Tables are numbered handles. Calls that return text return a pointer into
// one buffer, valid until the next call (the JS wrapper copies it at once).
// Errors: a handle of -1 or an empty text, with the reason in tc_error().
#include <emscripten.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "engine/json_writer.h"
#include "registry/record.h"
#include "session/online_table.h"
#include "session/online_view.h"

using mercato::JsonWriter;
using mercato::StatusOr;
using mercato::session::ActResult;
using mercato::session::OnlineTable;
using mercato::session::RefusalCode;

namespace {

std::vector<std::unique_ptr<OnlineTable>> g_tables;  // null where freed
std::string g_text;
std::string g_error;

const char* Text(std::string text) {
  g_text = std::move(text);
  return g_text.c_str();
}

int Keep(StatusOr<OnlineTable> table) {
  if (!table.ok()) {
    g_error = table.message();
    return -1;
  }
  for (size_t i = 0; i < g_tables.size(); ++i) {
    if (!g_tables[i]) {
      g_tables[i] = std::make_unique<OnlineTable>(std::move(*table));
      return int(i);
    }
  }
  g_tables.push_back(std::make_unique<OnlineTable>(std::move(*table)));
  return int(g_tables.size() - 1);
}

OnlineTable* Find(int id) {
  if (id < 0 || size_t(id) >= g_tables.size() || !g_tables[size_t(id)]) {
    g_error = "no table " + std::to_string(id);
    return nullptr;
  }
  return g_tables[size_t(id)].get();
}

std::vector<std::string> SplitCommas(const std::string& text) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = text.find(',', start);
    const size_t end = comma == std::string::npos ? text.size() : comma;
    parts.push_back(text.substr(start, end - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return parts;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* tc_error() { return g_error.c_str(); }

// seats: "human,ismcts:easy,..." (one per player); seed: decimal, at most 2^53-1.
EMSCRIPTEN_KEEPALIVE int tc_create(const char* game, int players, const char* options,
                                   const char* seats, const char* seed) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(seed, &end, 10);
  if (*seed == '\0' || *end != '\0') {
    g_error = std::string("the seed must be a whole number, not '") + seed + "'";
    return -1;
  }
  return Keep(OnlineTable::Create(game, players, options, SplitCommas(seats), value));
}

EMSCRIPTEN_KEEPALIVE int tc_restore(const char* record) {
  return Keep(OnlineTable::Restore(record));
}

EMSCRIPTEN_KEEPALIVE void tc_free(int id) {
  if (Find(id) != nullptr) g_tables[size_t(id)].reset();
}

// The viewer value of a spectator (engine/game.h's kSpectator), so the server
// need not copy the number: tc_view(id, tc_spectator()) is a spectator's view.
EMSCRIPTEN_KEEPALIVE int tc_spectator() { return mercato::kSpectator; }

// What `seat` may know now (OnlineTable::SeatViewJson), or with tc_spectator()
// what a spectator may: the public information only, the same document.
EMSCRIPTEN_KEEPALIVE const char* tc_view(int id, int seat) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return Text("");
  StatusOr<std::string> view = table->SeatViewJson(seat);
  if (!view.ok()) g_error = view.message();
  return Text(view.ok() ? *view : "");
}

// A seat's legal moves, read from its view (what the server sent it) as the
// page reads them: a JSON array of notations, [] off its turn; "" with the
// reason in tc_error() for a view that does not read. For scripted clients.
EMSCRIPTEN_KEEPALIVE const char* tc_legal_moves(const char* view_json) {
  StatusOr<mercato::session::OnlineView> view = mercato::session::ParseOnlineView(view_json);
  StatusOr<std::vector<std::string>> moves =
      view.ok() ? mercato::session::LegalMovesOf(*view) : StatusOr<std::vector<std::string>>(view.status());
  if (!moves.ok()) {
    g_error = moves.message();
    return Text("");
  }
  JsonWriter w;
  w.StringArray(*moves);
  return Text(w.str());
}

// "" when played, else {"code": "...", "message": "..."}.
EMSCRIPTEN_KEEPALIVE const char* tc_act(int id, int seat, const char* notation) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return Text("{\"code\":\"malformed\",\"message\":\"no such table\"}");
  const ActResult result = table->Act(seat, notation);
  if (result.ok()) return Text("");
  JsonWriter w;
  w.BeginObject().Field("code", RefusalCode(result.refusal)).Field("message", result.message);
  w.EndObject();
  return Text(w.str());
}

// The computer to move plays `notation`, a move a think worker chose from this
// table's record: "" when played, else {"code", "message"} (nothing changed).
EMSCRIPTEN_KEEPALIVE const char* tc_play_computer(int id, const char* notation) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return Text("{\"code\":\"malformed\",\"message\":\"no such table\"}");
  const ActResult result = table->PlayComputer(notation);
  if (result.ok()) return Text("");
  JsonWriter w;
  w.BeginObject().Field("code", RefusalCode(result.refusal)).Field("message", result.message);
  w.EndObject();
  return Text(w.str());
}

// 1 when the computer to move has moved, 0 while it thinks or when no computer is to move.
EMSCRIPTEN_KEEPALIVE int tc_step(int id, int iterations) {
  OnlineTable* table = Find(id);
  return table != nullptr && table->StepComputer(iterations) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int tc_computer_to_move(int id) {
  OnlineTable* table = Find(id);
  return table != nullptr && table->ComputerToMove() ? 1 : 0;
}

// The seat to move, -1 at the end (or for a bad handle).
EMSCRIPTEN_KEEPALIVE int tc_to_move(int id) {
  OnlineTable* table = Find(id);
  if (table == nullptr || table->match().IsOver()) return -1;
  return table->match().ToMove();
}

EMSCRIPTEN_KEEPALIVE int tc_over(int id) {
  OnlineTable* table = Find(id);
  return table != nullptr && table->match().IsOver() ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int tc_move_count(int id) {
  OnlineTable* table = Find(id);
  return table == nullptr ? -1 : int(table->MoveCount());
}

// The record's moves from the `from`-th on, as a JSON array of notations.
EMSCRIPTEN_KEEPALIVE const char* tc_moves_since(int id, int from) {
  OnlineTable* table = Find(id);
  if (table == nullptr || from < 0) return Text("[]");
  JsonWriter w;
  w.StringArray(table->MovesSince(size_t(from)));
  return Text(w.str());
}

// 1 when `seat` now belongs to the computer `spec`; 0 with the reason in tc_error().
EMSCRIPTEN_KEEPALIVE int tc_hand_over(int id, int seat, const char* spec) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return 0;
  const mercato::Status status = table->HandToComputer(seat, spec);
  if (!status.ok()) g_error = status.message();
  return status.ok() ? 1 : 0;
}

// 1 when `seat` may ask to undo (tc_can_undo) / has undone (tc_undo); 0 with the reason in tc_error().
EMSCRIPTEN_KEEPALIVE int tc_can_undo(int id, int seat) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return 0;
  const mercato::Status status = table->CanUndo(seat);
  if (!status.ok()) g_error = status.message();
  return status.ok() ? 1 : 0;
}

// Why `seat` may not ask to undo, as a number the server words for people: 0 it
// may, 1 no person has moved, 2 a draw since, 3 hidden information shown since,
// 10 + k the last move to take back is seat k's (-1 for a bad handle).
EMSCRIPTEN_KEEPALIVE int tc_undo_block(int id, int seat) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return -1;
  switch (table->match().WhyNoUndo()) {
    case mercato::session::Match::UndoBlock::kNoMove: return 1;
    case mercato::session::Match::UndoBlock::kChance: return 2;
    case mercato::session::Match::UndoBlock::kReveal: return 3;
    case mercato::session::Match::UndoBlock::kNone: break;
  }
  const int undo_seat = table->match().UndoSeat();
  return undo_seat == seat ? 0 : 10 + undo_seat;
}

EMSCRIPTEN_KEEPALIVE int tc_undo(int id, int seat) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return 0;
  const mercato::Status status = table->Undo(seat);
  if (!status.ok()) g_error = status.message();
  return status.ok() ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const char* tc_record(int id) {
  OnlineTable* table = Find(id);
  return Text(table == nullptr ? "" : table->RecordText());
}

// What the table is, for the room (it used to read the record's header with a
// regex and a seat's whole view for these): {"game", "players", "options",
// "seats": [...], "header"}; `header` is the record's first line without its
// move count (what the store keeps to rebuild the record). "" for no table.
EMSCRIPTEN_KEEPALIVE const char* tc_table(int id) {
  OnlineTable* table = Find(id);
  if (table == nullptr) return Text("");
  mercato::MatchRecord record = table->match().Record();
  record.moves.clear();
  std::string header = mercato::RecordToText(record);
  header = header.substr(0, header.find('\n'));
  const std::string count = " moves=0";
  if (header.size() >= count.size() && header.compare(header.size() - count.size(), count.size(), count) == 0) {
    header.resize(header.size() - count.size());
  }
  JsonWriter w;
  w.BeginObject()
      .Field("game", record.game)
      .Field("players", record.players)
      .Field("options", record.options)
      .Key("seats").StringArray(SplitCommas(record.seats))
      .Field("header", header)
      .EndObject();
  return Text(w.str());
}

}  // extern "C"
