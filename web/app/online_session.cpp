#include "app/online_session.h"

#include <emscripten.h>

#include <cstdlib>

#include "engine/text.h"

namespace mercato::web {

namespace {

OnlineSnapshot g_online;
int g_availability = 0;

bool Flag(const std::string& text) { return text == "1"; }
int Number(const std::string& text) { return std::atoi(text.c_str()); }
// "0,2" -> {0, 2}
std::vector<int> Seats(const std::string& text) {
  std::vector<int> seats;
  for (const std::string& s : Split(text, ',')) {
    if (!s.empty()) seats.push_back(Number(s));
  }
  return seats;
}

// "\n" and "\\" back to a newline and a backslash (online.js escapes them).
std::string Unescape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      out += text[i + 1] == 'n' ? '\n' : text[i + 1];
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

// "ev <index> <player> <kind> <seat> <k=v,...> <k=a|b|c,...> <notation>"'s fields.
OnlineLogEvent LogEvent(const std::vector<std::string>& f) {
  OnlineLogEvent out;
  out.index = Number(f[1]);
  out.player = Number(f[2]);
  out.event = GameEvent(f[3], Number(f[4]));
  for (const std::string& pair : Split(f[5], ',')) {
    const size_t eq = pair.find('=');
    if (eq != std::string::npos) out.event.With(pair.substr(0, eq), Number(pair.substr(eq + 1)));
  }
  for (const std::string& pair : Split(f[6], ',')) {
    const size_t eq = pair.find('=');
    if (eq == std::string::npos) continue;
    std::vector<int> list;
    for (const std::string& n : Split(pair.substr(eq + 1), '|')) {
      if (!n.empty()) list.push_back(Number(n));
    }
    out.event.WithList(pair.substr(0, eq), std::move(list));
  }
  if (f.size() > 7) out.event.notation = f[7];
  return out;
}

}  // namespace

const OnlineSnapshot& Online() { return g_online; }

void OnlineApply(const std::string& lines) {
  OnlineSnapshot next;
  next.version = g_online.version + 1;
  for (const std::string& line : Split(lines, '\n')) {
    const std::vector<std::string> f = Split(line, '\t');
    if (f.size() < 2) continue;
    const std::string& key = f[0];
    const std::string& value = f[1];
    if (key == "phase") next.phase = value;
    else if (key == "table") next.table = value;
    else if (key == "link") next.link = value;
    else if (key == "game") next.game = value;
    else if (key == "options") next.options = value;
    else if (key == "error") next.error = value;
    else if (key == "refusal") next.refusal = value;
    else if (key == "me") next.me = Number(value);
    else if (key == "host") next.host_seat = Number(value);
    else if (key == "started") next.started = Flag(value);
    else if (key == "over") next.over = Flag(value);
    else if (key == "moves") { next.moves = Number(value); next.has_view = true; }
    else if (key == "tomove") next.to_move = Number(value);
    else if (key == "legal") next.legal.push_back(value);
    else if (key == "score") next.scores.push_back(value);
    else if (key == "state") next.state_text = Unescape(value);
    else if (key == "qr" && f.size() >= 3) { next.qr_size = Number(value); next.qr = f[2]; }
    else if (key == "seen" && f.size() >= 4) next.seen.push_back({Number(value), Flag(f[2]), f[3]});
    else if (key == "ev" && f.size() >= 7) next.log.push_back(LogEvent(f));
    else if (key == "undo") { next.undo_by = Number(value); next.undo_agreed = Seats(f.size() > 2 ? f[2] : ""); }
    else if (key == "lastundo" && f.size() >= 4) {
      next.last_undo_by = Number(value);
      next.last_undo_outcome = f[2];
      next.last_undo_refused_by = Number(f[3]);
    }
    else if (key == "handedover" && f.size() >= 3) { next.handed_over_seat = Number(value); next.handed_over_level = f[2]; }
    else if (key == "s" && f.size() >= 4) {
      OnlineSeat seat;
      seat.seat = Number(value);
      seat.person = f[2] == "person";
      if (seat.person) {
        seat.name = f[3];
        seat.taken = f.size() > 4 && Flag(f[4]);
        seat.connected = f.size() > 5 && Flag(f[5]);
        seat.hand_over_open = f.size() > 6 && Flag(f[6]);
        if (f.size() > 7) seat.hand_over_votes = Seats(f[7]);
      } else {
        seat.level = f[3];
      }
      next.seats.push_back(seat);
    }
  }
  if (size_t(next.qr_size) * size_t(next.qr_size) != next.qr.size()) next.qr_size = 0;
  g_online = std::move(next);
}

int OnlineAvailability() { return g_availability; }
void SetOnlineAvailability(int availability) { g_availability = availability; }

void OnlineRequest(const char* what, const std::string& json_body) {
  EM_ASM({ if (Module['mercatoOnlineRequest']) Module['mercatoOnlineRequest'](UTF8ToString($0), UTF8ToString($1)); },
         what, json_body.c_str());
}

}  // namespace mercato::web
