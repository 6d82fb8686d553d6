#include "views/seat_sentence.h"

#include <cctype>

namespace mercato::web {

namespace {

const void* g_names_owner = nullptr;
bool g_shared_screen = false;
int g_screen_seat = -1;
std::vector<std::string>& Names() {
  static std::vector<std::string> names;
  return names;
}

}  // namespace

void SetSeatNames(const void* owner, std::vector<std::string> names, bool shared_screen) {
  g_names_owner = owner;
  g_shared_screen = shared_screen;
  Names() = std::move(names);
}

bool SharedScreen() { return g_shared_screen; }

void SetScreenSeat(int seat) { g_screen_seat = seat; }

std::string PersonName(int seat, Lang lang) {
  if (seat >= 0 && seat < int(Names().size()) && !Names()[size_t(seat)].empty()) {
    return Names()[size_t(seat)];
  }
  if (seat == g_screen_seat && !g_shared_screen) return Tr(lang, "You", "あなた");
  return SeatNameOrNumber(seat, lang);
}

void ClearSeatNames(const void* owner) {
  if (owner != g_names_owner) return;
  g_names_owner = nullptr;
  g_shared_screen = false;
  g_screen_seat = -1;
  Names().clear();
}

std::string SeatNameOrNumber(int seat, Lang lang) {
  if (seat >= 0 && seat < int(Names().size()) && !Names()[size_t(seat)].empty()) {
    return Names()[size_t(seat)];
  }
  return std::string(Tr(lang, "Seat ", "席")) + std::to_string(seat + 1);
}

std::string SeatWord(int seat, int viewer, Lang lang) {
  if (seat == viewer && !g_shared_screen) return Tr(lang, "You", "あなた");
  return SeatNameOrNumber(seat, lang);
}

std::string Tell(int seat, int viewer, Lang lang, const char* en_you, const char* en_other,
                 const char* ja) {
  const bool you = seat == viewer && !g_shared_screen;
  std::string text = lang == Lang::kJapanese ? ja : (you ? en_you : en_other);
  const std::string who = SeatWord(seat, viewer, lang);
  for (size_t at = text.find("{who}"); at != std::string::npos; at = text.find("{who}", at)) {
    text.replace(at, 5, who);
    at += who.size();
  }
  return text;
}

const char* Article(const std::string& noun) {
  const char first = noun.empty() ? 'x' : char(std::tolower(static_cast<unsigned char>(noun[0])));
  return (first == 'a' || first == 'e' || first == 'i' || first == 'o' || first == 'u') ? "an" : "a";
}

}  // namespace mercato::web
