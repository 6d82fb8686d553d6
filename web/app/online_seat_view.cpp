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
  if (o.state_text.empty()) return false;
  if (o.state_text == t.text) return !t.failed;
  t.text = o.state_text;
  t.failed = true;
  const std::string key = o.game + "/" + std::to_string(o.seats.size()) + "/" + o.options;
  if (t.game == nullptr || t.game_key != key) {
    StatusOr<std::shared_ptr<const Game>> game = LoadGame(o.game, int(o.seats.size()), o.options);
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
  t.table = (*state)->ViewFor(o.me);
  if (t.view == nullptr || t.view_game != o.game) {
    t.view = MakeGameView(o.game);
    t.view_game = o.game;
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
  if (t.view == nullptr || t.view_game != o.game) return lines;
  SetSeatNames(&t, SeatNames(o, lang));
  // The log holds each move's events in a run of the same index.
  for (size_t i = 0; i < o.log.size();) {
    GameEvents events;
    const int index = o.log[i].index;
    for (; i < o.log.size() && o.log[i].index == index; ++i) events.push_back(o.log[i].event);
    std::string line = LogLineFor(*t.view, events, o.me, lang);
    if (!line.empty()) lines.push_back(std::move(line));
  }
  return lines;
}

std::string OnlineBlockedJson(Lang lang) {
  const OnlineSnapshot& o = Online();
  if (o.over || o.me < 0 || !Refresh(o)) return "[]";
  const SeatTable& t = Cached();
  return BlockedMovesJson(t.table->blocked(),
                          [&](const BlockedMove& b) { return t.view->WhyNot(b, lang); });
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
  ctx.viewer = o.me;
  ctx.can_act = !o.over && o.to_move == o.me && !o.legal.empty();
  ctx.lang = app.lang();
  ctx.time = ImGui::GetTime();
  ctx.moves = o.moves;
  // Known only when it was this seat's own (a Turin Market loan keeps the
  // decision open); any other move the view knows only was made.
  ctx.last_move = o.moves == t.acted_at + 1 ? t.acted : o.moves > 0 ? kHiddenAction : -1;
  const std::optional<Action> chosen = t.view->Draw(*t.table, ctx);
  ImGui::End();
  if (chosen && ctx.can_act) {
    t.acted = *chosen;
    t.acted_at = o.moves;
    JsonWriter w;
    w.BeginObject().Field("move", t.table->Notation(*chosen)).EndObject();
    OnlineRequest("act", w.str());
  }
  return true;
}

}  // namespace mercato::web
