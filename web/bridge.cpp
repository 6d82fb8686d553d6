// The C side of window.mercato (see bridge.h for the API, shell.html for the JS
// glue). Each call returns a string (often JSON) that stays valid until the next
// call of the same function.
#include "bridge.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "app/app.h"
#include "app/catalog.h"
#include "app/first_game_guide.h"
#include "app/play_session.h"
#include "app/table_frame.h"
#include "draw/draw.h"
#include "engine/json_writer.h"
#include "engine/seat_names.h"
#include "engine/text.h"

#ifndef MERCATO_VERSION
#define MERCATO_VERSION "dev"
#endif

namespace mercato::web::bridge {

void NotifyReady() {
  EM_ASM({ if (Module['mercatoReady']) Module['mercatoReady'](); });
}

void Emit(const char* name, const std::string& json) {
  EM_ASM({ if (Module['mercatoEmit']) Module['mercatoEmit'](UTF8ToString($0), UTF8ToString($1)); },
         name, json.c_str());
}

void NotifyChanged() {
  EM_ASM({ if (Module['mercatoChanged']) Module['mercatoChanged'](); });
}

bool EmbeddedPage() { return EM_ASM_INT({ return Module['mercatoEmbedded'] ? 1 : 0; }) != 0; }

void Fail(const std::string& message) {
  EM_ASM({ if (Module['mercatoFail']) Module['mercatoFail'](UTF8ToString($0)); }, message.c_str());
}

// Two 32-bit words from crypto.getRandomValues, cut to 53 bits (a seed is a
// JS number and a record's seed <= 2^53 - 1). Without crypto (never in a
// browser that runs wasm) the page cannot deal safely: it fails loudly.
EM_JS(double, JsRandomSeed, (), {
  var words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1FFFFF) * 4294967296 + words[1];
});

uint64_t RandomSeed() { return uint64_t(JsRandomSeed()); }

}  // namespace mercato::web::bridge

namespace {

using mercato::JsonWriter;
using mercato::web::App;

std::string Result(const mercato::Status& status) {
  JsonWriter w;
  w.BeginObject().Field("ok", status.ok());
  if (!status.ok()) w.Field("error", status.message());
  w.EndObject();
  return w.str();
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* mercato_version() { return MERCATO_VERSION; }

EMSCRIPTEN_KEEPALIVE const char* mercato_list_games() {
  static std::string out;
  JsonWriter w;
  w.BeginArray();
  for (const mercato::web::CatalogEntry& entry : mercato::web::Catalog()) {
    const mercato::GameInfo* info = mercato::web::RegisteredInfo(entry.id);
    w.BeginObject().Field("id", entry.id);
    w.Key("name").BeginObject()
        .Field("en", mercato::web::GameName(entry.id, mercato::web::Lang::kEnglish))
        .Field("ja", mercato::web::GameName(entry.id, mercato::web::Lang::kJapanese))
        .EndObject();
    w.Field("minPlayers", info ? info->min_players : entry.min_players);
    w.Field("maxPlayers", info ? info->max_players : entry.max_players);
    w.Field("minutes", info ? info->minutes : entry.minutes);
    w.Field("registered", info != nullptr);
    w.Key("options").BeginArray();
    if (info != nullptr) {
      for (const mercato::OptionSpec& spec : info->options) {
        w.BeginObject().Field("key", spec.key).Key("choices").StringArray(spec.choices)
            .Field("help", spec.help).EndObject();
      }
    }
    w.EndArray().EndObject();
  }
  w.EndArray();
  out = w.str();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_set_language(const char* lang) {
  static std::string out;
  const std::string code = lang;
  if (code == "en" || code == "ja") {
    App::Get().SetLanguage(code == "ja" ? mercato::web::Lang::kJapanese
                                        : mercato::web::Lang::kEnglish);
    out = Result(mercato::Status::Ok());
  } else {
    out = Result(mercato::Status::Error("unknown language '" + code + "' (use 'en' or 'ja')"));
  }
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_language() {
  return App::Get().lang() == mercato::web::Lang::kJapanese ? "ja" : "en";
}

EMSCRIPTEN_KEEPALIVE const char* mercato_screen() { return App::Get().ScreenName(); }

EMSCRIPTEN_KEEPALIVE const char* mercato_open(const char* screen, const char* game) {
  static std::string out;
  const std::string s = screen;
  App& app = App::Get();
  if (s == "home") {
    app.GoHome();
  } else if (s == "about") {
    app.OpenAbout();
  } else if (s == "setup") {
    if (!app.OpenSetup(game)) {
      out = Result(mercato::Status::Error(std::string("no playable game '") + game + "'"));
      return out.c_str();
    }
  } else {
    out = Result(mercato::Status::Error("unknown screen '" + s + "' (home, about, setup)"));
    return out.c_str();
  }
  out = Result(mercato::Status::Ok());
  return out.c_str();
}

// seats: comma-separated; seed: decimal text or "" for a random one.
// names: each percent-encoded (encodeURIComponent), comma-separated; "" = none.
EMSCRIPTEN_KEEPALIVE const char* mercato_new_game(const char* game, int players, const char* seats,
                                                  const char* seed, const char* options,
                                                  const char* names) {
  static std::string out;
  mercato::web::NewGameRequest request;
  request.game = game;
  request.players = players;
  if (*seats != 0) request.seats = mercato::Split(seats, ',');
  for (std::string& seat : request.seats) seat = mercato::Trim(seat);
  if (*seed != 0) {
    // Up to 2^64 - 1 (the game then says which seeds it can play).
    uint64_t value = 0;
    bool ok = std::strlen(seed) <= 20;
    for (const char* c = seed; ok && *c != 0; ++c) {
      const uint64_t digit = uint64_t(*c - '0');
      ok = *c >= '0' && *c <= '9' && value <= (UINT64_MAX - digit) / 10;
      value = value * 10 + digit;
    }
    if (!ok) {
      out = Result(mercato::Status::Error(std::string("bad seed '") + seed +
                                          "' (a whole number from 0 to 18446744073709551615)"));
      return out.c_str();
    }
    request.seed = value;
  }
  request.options = options;
  if (*names != 0) {
    const std::string text = names;
    mercato::StatusOr<std::vector<std::string>> decoded =
        mercato::DecodeSeatNames(text, int(mercato::Split(text, ',').size()));
    if (!decoded.ok()) {
      out = Result(decoded.status());
      return out.c_str();
    }
    request.names = *decoded;
  }
  out = Result(App::Get().NewGame(request));
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_state() {
  static std::string out;
  mercato::web::PlaySession* session = App::Get().session();
  out = session == nullptr ? "null"
                           : session->match().GetState().ObservationJson(session->Viewer());
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_turn() {
  static std::string out;
  mercato::web::PlaySession* session = App::Get().session();
  out = session == nullptr ? "null" : session->TurnJson();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_legal_actions() {
  static std::string out;
  mercato::web::PlaySession* session = App::Get().session();
  JsonWriter w;
  w.BeginArray();
  if (session != nullptr && !session->Over() && session->match().IsHumanTurn()) {
    for (const std::string& move : session->match().LegalMoves()) w.String(move);
  }
  w.EndArray();
  out = w.str();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_blocked_moves() {
  static std::string out;
  mercato::web::PlaySession* session = App::Get().session();
  out = session == nullptr ? "[]" : session->BlockedJson(App::Get().lang());
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_act(const char* notation) {
  static std::string out;
  mercato::web::PlaySession* session = App::Get().session();
  out = Result(session == nullptr ? mercato::Status::Error("no game is being played")
                                  : session->Act(std::string(notation)));
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_resign() {
  static std::string out;
  mercato::web::PlaySession* session = App::Get().session();
  out = Result(session == nullptr ? mercato::Status::Error("no game is being played")
                                  : session->Resign());
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE void mercato_set_faster(int faster) {
  if (mercato::web::PlaySession* session = App::Get().session()) session->faster = faster != 0;
}

EMSCRIPTEN_KEEPALIVE void mercato_set_pace(double seconds) {
  mercato::web::PlaySession::SetPaceOverride(seconds);
}

// The log lines the last frame drew, as a JSON array of strings.
EMSCRIPTEN_KEEPALIVE const char* mercato_debug_log() {
  static std::string out;
  JsonWriter w;
  w.StringArray(mercato::web::DrawnLogLines());
  out = w.str();
  return out.c_str();
}

// The first-game guide for the game on the table, as the rules page's "Show the guide" starts it.
EMSCRIPTEN_KEEPALIVE void mercato_debug_show_guide() {
  if (mercato::web::PlaySession* session = App::Get().session()) {
    mercato::web::first_game_guide::Restart(*session);
  }
}

// How much of its iteration budget the last computer move on the table searched
// (1 = all of it; less when the page's 0.9 s time box cut the search), -1 before any.
EMSCRIPTEN_KEEPALIVE const char* mercato_debug_last_search() {
  static std::string out;
  const mercato::web::PlaySession* session = App::Get().session();
  JsonWriter w;
  w.Double(session != nullptr ? session->last_search() : -1);
  out = w.str();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_ui_rects() {
  static std::string out;
  out = mercato::web::draw::TestRectsJson();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_ui_inks() {
  static std::string out;
  out = mercato::web::draw::TestInksJson();
  return out.c_str();
}

// The last frame's geometry: {"index_bytes": 2 or 4, "largest_list": most vertices in one
// draw list}. 16-bit indices reach 65,535 vertices a list: past that, triangles join the
// wrong vertices (a big table's end screen did: issue 38).
EMSCRIPTEN_KEEPALIVE const char* mercato_debug_draw_stats() {
  static std::string out;
  int largest = 0;
  if (const ImDrawData* data = ImGui::GetDrawData()) {
    for (int i = 0; i < data->CmdListsCount; ++i) largest = std::max(largest, data->CmdLists[i]->VtxBuffer.Size);
  }
  JsonWriter w;
  w.BeginObject().Field("index_bytes", int(sizeof(ImDrawIdx))).Field("largest_list", largest).EndObject();
  out = w.str();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* mercato_ui_texts() {
  static std::string out;
  out = mercato::web::draw::TestTextsJson();
  return out.c_str();
}

}  // extern "C"
