#include "app/online_seat_view.h"

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "app/online_session.h"
#include "app/screen_frame.h"
#include "engine/json_writer.h"
#include "engine/seat_names.h"
#include "engine/seat_state.h"
#include "registry/registry.h"
#include "views/game_view.h"
#include "views/seat_sentence.h"


namespace mercato::web {

namespace {

// The last seat state rebuilt, kept until the server sends another.
struct SeatTable {
  std::string text;
  std::string game_key;  // game id, players, options of `game`
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;     // rebuilt from the seat state: its legal moves are the seat's
  std::unique_ptr<SeatView> table;  // what the view draws, made once per seat state
  std::unique_ptr<GameView> view;
  std::string view_game;
  bool failed = false;
  // This seat's own last move and the move count it was sent at: the one move
  // the page knows as an action (the others come as words in `seen`).
  Action acted = -1;
  int acted_at = -1;
};

SeatTable& Cached() {
  static SeatTable table;
  return table;
}

// Rebuilds the table when the text changed; false when it cannot be drawn.
bool Refresh(const OnlineSnapshot& o) {
  SeatTable& t = Cached();
  if (!o.has_view || o.view.state.empty()) return false;
  if (o.view.state == t.text) return !t.failed;
  t.text = o.view.state;
  t.failed = true;
  const session::OnlineView& v = o.view;
  const std::string key = v.game + "/" + std::to_string(v.players) + "/" + v.options;
  if (t.game == nullptr || t.game_key != key) {
    StatusOr<std::shared_ptr<const Game>> game = LoadGame(v.game, v.players, v.options);
    if (!game.ok()) {
      std::fprintf(stderr, "online table: %s\n", game.status().message().c_str());
      return false;
    }
    t.game = *game;
    t.game_key = key;
  }
  StatusOr<std::unique_ptr<State>> state = StateFromSeatText(*t.game, t.text);
  if (!state.ok()) {
    std::fprintf(stderr, "online table: the seat state cannot be read: %s\n", state.status().message().c_str());
    return false;
  }
  t.state = std::move(*state);
  t.table = t.state->ViewFor(v.seat);
  if (t.view == nullptr || t.view_game != v.game) {
    t.view = MakeGameView(v.game);
    t.view_game = v.game;
  }
  t.failed = t.view == nullptr;
  return !t.failed;
}

// The names the table's sentences use, one a seat (OnlineSeatName).
std::vector<std::string> SeatNames(const OnlineSnapshot& o, Lang lang) {
  std::vector<std::string> names(o.seats.size());
  for (const OnlineSeat& seat : o.seats) {
    if (seat.seat >= 0 && seat.seat < int(names.size())) names[size_t(seat.seat)] = OnlineSeatName(seat, lang);
  }
  return names;
}

}  // namespace

std::string OnlineSeatName(const OnlineSeat& seat, Lang lang) {
  if (seat.person) {
    const StatusOr<std::string> name = CleanSeatName(seat.name);
    return name.ok() ? *name : std::string();
  }
  char text[48];
  std::snprintf(text, sizeof(text), Tr(lang, "Computer %d", "コンピュータ%d"), seat.seat + 1);
  return text;
}

std::vector<std::string> OnlineLogLines(const OnlineSnapshot& o, Lang lang) {
  std::vector<std::string> lines;
  const SeatTable& t = Cached();
  if (t.view == nullptr || t.view_game != o.view.game) return lines;
  SetSeatNames(&t, SeatNames(o, lang));
  // Distinct events that read the same (a card dealt or drawn each, AppendLogLine) are one
  // line with their count ("Seat 2 draws a card ×2").
  std::string last;
  int run = 0;
  for (const session::LoggedMove& move : o.view.log) {
    std::string line = LogLineFor(*t.view, move.events, o.me, lang);
    if (line.empty()) continue;
    if (run > 0 && line == last) {
      lines.back() = line + " ×" + std::to_string(++run);
      continue;
    }
    last = line;
    run = 1;
    lines.push_back(std::move(line));
  }
  return lines;
}

std::string OnlineBlockedJson(Lang lang) {
  const OnlineSnapshot& o = Online();
  if (o.view.over || o.me < 0 || !Refresh(o)) return "[]";
  const SeatTable& t = Cached();
  return BlockedMovesJson(t.table->blocked(),
                          [&](const BlockedMove& b) { return t.view->WhyNot(b, lang); });
}

std::string OnlineLegalJson() {
  const OnlineSnapshot& o = Online();
  if (!MyTurn(o) || !Refresh(o)) return "[]";
  const State& state = *Cached().state;
  std::vector<std::string> moves;
  for (Action action : state.LegalActions()) moves.push_back(state.ActionToString(action));
  JsonWriter w;
  w.StringArray(moves);
  return w.str();
}

std::string OnlineObservationJson() {
  const OnlineSnapshot& o = Online();
  if (!Refresh(o)) return "null";
  return Cached().state->ObservationJson(o.view.seat);
}

bool DrawOnlineSeatView(App& app, ImVec2 min, ImVec2 size) {
  const OnlineSnapshot& o = Online();
  if (!Refresh(o)) return false;
  SeatTable& t = Cached();
  // The table names the people who sat down (not a local game's names).
  SetSeatNames(&t, SeatNames(o, app.lang()));
  BeginCanvasWindow("##online_seat_table", min, size);
  ViewContext ctx;
  ctx.draw = ImGui::GetWindowDrawList();
  ctx.origin = min;
  ctx.size = size;
  ctx.viewer = o.watching ? kSpectator : o.me;  // a spectator sits at no seat: the public table
  ctx.can_act = MyTurn(o) && !t.state->LegalActions().empty();
  ctx.lang = app.lang();
  ctx.time = ImGui::GetTime();
  ctx.moves = o.view.moves;
  // Known only when it was this seat's own (a Turin Market loan keeps the
  // decision open); any other move the view knows only was made.
  ctx.last_move = o.view.moves == t.acted_at + 1 ? t.acted : o.view.moves > 0 ? kHiddenAction : -1;
  const std::optional<Action> chosen = t.view->Draw(*t.table, ctx);
  ImGui::End();
  if (chosen && ctx.can_act) {
    t.acted = *chosen;
    t.acted_at = o.view.moves;
    JsonWriter w;
    w.BeginObject().Field("move", t.table->Notation(*chosen)).EndObject();
    OnlineRequest("act", w.str());
  }
  return true;
}

}  // namespace mercato::web
