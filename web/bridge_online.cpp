// The C side of page/online.js (issue 19): the page tells the app what the
// server said (as lines, see app/online_session.h) and opens the online
// screens; the app's requests go back through Module.mercatoOnlineRequest.
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

// The table as the page knows it now; shows the online screens.
EMSCRIPTEN_KEEPALIVE const char* mercato_online_apply(const char* lines) {
  mercato::web::OnlineApply(lines);
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

}  // extern "C"
