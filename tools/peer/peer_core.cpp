// Mercato's core as plain position values, for a peer's search that sees
// everything (issue 42, part 4): boardgame.io's MCTSBot keeps every position it
// visits, so a position here is a value it can hold — the full state's text
// (seat_state.h's FullStateText: every hand and face-down card), the match seed
// and how many actions led to it, which together fix every future draw, as a
// Match would make it (session/seeds.h's ChanceSeed). No handle outlives a call.
//
// Built by em++ as build/wasm/bin/mercato_peer_core.js (cmake/peer.cmake);
// tools/peer/core.cjs wraps it. Calls that return text return a pointer into
// one buffer, valid until the next call; "" means an error, told by pc_error().
#include <emscripten.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "engine/json_writer.h"
#include "engine/seat_state.h"
#include "registry/record.h"
#include "registry/registry.h"
#include "session/match.h"
#include "session/play.h"
#include "session/seeds.h"

using mercato::Action;
using mercato::Game;
using mercato::JsonWriter;
using mercato::State;
using mercato::StatusOr;

namespace {

std::shared_ptr<const Game> g_game;
std::string g_text;
std::string g_error;

const char* Text(std::string text) {
  g_text = std::move(text);
  return g_text.c_str();
}

const char* Fail(std::string why) {
  g_error = std::move(why);
  return Text("");
}

// Seeds travel as decimal text: JS numbers hold them (< 2^53) but the C ABI's
// 64-bit integers would need BigInt on the JS side.
bool ParseSeed(const char* text, uint64_t& seed) {
  char* end = nullptr;
  seed = std::strtoull(text, &end, 10);
  return *text != '\0' && *end == '\0' && seed <= mercato::session::kMaxSeed;
}

// Draws the chance outcomes due at `state`, numbered from `k`, as Match does.
void AdvanceChance(State& state, uint64_t seed, uint64_t k, std::vector<int>& played) {
  while (state.IsChanceNode()) {
    mercato::Rng rng(mercato::session::ChanceSeed(seed, k + played.size()));
    const Action outcome = mercato::SampleChanceOutcome(state, rng);
    state.ApplyAction(outcome);
    played.push_back(outcome);
  }
}

// {"fields", "played": actions applied by this call (the move, then chance),
//  "to_move", "legal", "over", "returns", "scores"}
std::string PositionJson(const State& state, const std::vector<int>& played) {
  JsonWriter w;
  w.BeginObject().Field("fields", mercato::FullStateText(state));
  w.Key("played").IntArray(played);
  w.Field("to_move", state.CurrentPlayer());
  w.Key("legal").IntArray(state.IsTerminal() ? std::vector<int>{} : state.LegalActions());
  w.Field("over", state.IsTerminal());
  w.Key("returns").BeginArray();
  for (double r : state.IsTerminal() ? state.Returns() : std::vector<double>{}) w.Double(r);
  w.EndArray();
  w.Key("scores").IntArray(state.Scores());
  w.EndObject();
  return w.str();
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* pc_error() { return g_error.c_str(); }

// Chooses the game every later call plays; 1, or 0 with the reason in pc_error().
EMSCRIPTEN_KEEPALIVE int pc_open(const char* game, int players, const char* options) {
  StatusOr<std::shared_ptr<const Game>> loaded = mercato::LoadGame(game, players, options);
  if (!loaded.ok()) {
    g_error = loaded.message();
    return 0;
  }
  g_game = *loaded;
  return 1;
}

// The seed of game `round` of a series seeded `seed` (session/play.h), as the ladder deals.
EMSCRIPTEN_KEEPALIVE const char* pc_series_seed(const char* seed, int round) {
  uint64_t value = 0;
  if (!ParseSeed(seed, value)) return Fail(std::string("not a seed: '") + seed + "'");
  return Text(std::to_string(mercato::session::SeriesGameSeed(value, round)));
}

// The first seat's turn of a match seeded `seed` (the deal done).
EMSCRIPTEN_KEEPALIVE const char* pc_initial(const char* seed) {
  uint64_t value = 0;
  if (!g_game) return Fail("pc_open first");
  if (!ParseSeed(seed, value)) return Fail(std::string("not a seed: '") + seed + "'");
  std::unique_ptr<State> state = g_game->NewInitialState();
  std::vector<int> played;
  AdvanceChance(*state, value, 0, played);
  return Text(PositionJson(*state, played));
}

// The position after `action` at the position `fields` reached by `k` actions
// of the match seeded `seed`, with the chance outcomes after it drawn.
EMSCRIPTEN_KEEPALIVE const char* pc_apply(const char* fields, int k, const char* seed, int action) {
  uint64_t value = 0;
  if (!g_game) return Fail("pc_open first");
  if (!ParseSeed(seed, value)) return Fail(std::string("not a seed: '") + seed + "'");
  StatusOr<std::unique_ptr<State>> state = mercato::StateFromSeatText(*g_game, fields);
  if (!state.ok()) return Fail(state.message());
  if ((*state)->IsTerminal() || !(*state)->IsLegal(action)) {
    return Fail("action " + std::to_string(action) + " is not legal here");
  }
  (*state)->ApplyAction(action);
  std::vector<int> played{action};  // action number k; the chance after it k + 1, ...
  AdvanceChance(**state, value, uint64_t(k), played);
  return Text(PositionJson(**state, played));
}

// The match record (a .mercato text) of every action from the start, chance
// included, comma-separated; "" when one is not legal where it stands.
EMSCRIPTEN_KEEPALIVE const char* pc_record(const char* seed, const char* actions) {
  uint64_t value = 0;
  if (!g_game) return Fail("pc_open first");
  if (!ParseSeed(seed, value)) return Fail(std::string("not a seed: '") + seed + "'");
  std::unique_ptr<State> state = g_game->NewInitialState();
  for (const char* p = actions; *p != '\0';) {
    char* end = nullptr;
    const long action = std::strtol(p, &end, 10);
    if (end == p || state->IsTerminal() || !state->IsLegal(Action(action))) {
      return Fail("action " + std::to_string(state->History().size()) + " is not legal");
    }
    state->ApplyAction(Action(action));
    p = *end == ',' ? end + 1 : end;
  }
  return Text(mercato::RecordToText(mercato::RecordOfState(*state, value)));
}

// The notation of `action` at the position `fields` (for logs and tests).
EMSCRIPTEN_KEEPALIVE const char* pc_notation(const char* fields, int action) {
  if (!g_game) return Fail("pc_open first");
  StatusOr<std::unique_ptr<State>> state = mercato::StateFromSeatText(*g_game, fields);
  if (!state.ok()) return Fail(state.message());
  if ((*state)->IsTerminal() || !(*state)->IsLegal(action)) return Fail("not legal here");
  return Text((*state)->ActionToString(action));
}

// The action Mercato's bot `spec` plays at `seat` in the match of `record`
// (its seat to move), thought exactly as in the ladder and at an online table:
// a Match seeded by the record's seed, the bot reseeded by (seed, seat, k),
// seeing only what that seat may know. -1 with the reason in pc_error().
EMSCRIPTEN_KEEPALIVE int pc_think(const char* record, int seat, const char* spec) {
  if (!g_game) {
    g_error = "pc_open first";
    return -1;
  }
  std::vector<std::string> seats(size_t(g_game->NumPlayers()), mercato::session::kHumanSeat);
  if (seat < 0 || seat >= g_game->NumPlayers()) {
    g_error = "no seat " + std::to_string(seat);
    return -1;
  }
  seats[size_t(seat)] = spec;
  StatusOr<mercato::session::Match> match = mercato::session::Match::FromRecordText(record, seats);
  if (!match.ok()) {
    g_error = match.message();
    return -1;
  }
  if (match->IsOver() || match->ToMove() != seat) {
    g_error = "seat " + std::to_string(seat) + " is not to move";
    return -1;
  }
  while (!match->StepBots(1 << 20, /*apply=*/false)) {
  }
  return match->PendingBotMove();
}

}  // extern "C"
