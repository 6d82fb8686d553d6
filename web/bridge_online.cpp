// The C side of page/online.js (issue 19): the page hands the app what the
// server said, untouched (app/online_session.h), and opens the online screens;
// the app's requests go back through Module.mercatoOnlineRequest.
#include <emscripten.h>

#include <string>

#include "app/app.h"
#include "app/online_seat_view.h"
#include "app/online_session.h"

extern "C" {

// 1: a server is known, 0: none, -1: the one-file offline page.
EMSCRIPTEN_KEEPALIVE const char* mercato_online_available(int availability) {
  mercato::web::SetOnlineAvailability(availability);
  return "";
}

// The table as the page knows it now (its facts, the server's last lobby and
// view: app/online_session.h); shows the online screens.
EMSCRIPTEN_KEEPALIVE const char* mercato_online_apply(const char* page, const char* lobby, const char* view) {
  mercato::web::OnlineApply(page, lobby, view);
  mercato::web::App& app = mercato::web::App::Get();
  const std::string& phase = mercato::web::Online().phase;
  if (phase != "none" && app.screen() != mercato::web::Screen::kOnline) app.OpenOnline();
  return "";
}

// The moves the online seat's table shows that it may not make now ([] before
// the game or once it is over): mercato.blockedMoves() while a table is open.
EMSCRIPTEN_KEEPALIVE const char* mercato_online_blocked_moves() {
  static std::string out;
  out = mercato::web::OnlineBlockedJson(mercato::web::App::Get().lang());
  return out.c_str();
}

// The seat's legal moves from its table (mercato.legalActions() at an online table).
EMSCRIPTEN_KEEPALIVE const char* mercato_online_legal_moves() {
  static std::string out;
  out = mercato::web::OnlineLegalJson();
  return out.c_str();
}

// What the seat may see (mercato.state() at an online table).
EMSCRIPTEN_KEEPALIVE const char* mercato_online_observation() {
  static std::string out;
  out = mercato::web::OnlineObservationJson();
  return out.c_str();
}

// The tables this browser sits at, with whose turn it is (page/online.js tables()): Home lists them.
EMSCRIPTEN_KEEPALIVE const char* mercato_online_tables(const char* json) {
  mercato::web::SetOnlineTables(json);
  return "";
}

}  // extern "C"
