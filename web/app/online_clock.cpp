// The online table's clock (issue 41, item 1; the server counts,
// server/table_clock.cjs): each person's time beside their seat, counting down
// for the seat to move, and a log line when a clock ran out and the computer
// moved for the person. Also Setup's choice of clock for a new table.
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/online_screens.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {

// When each clock that ran out (by table and move count) first reached this
// screen: how many log lines there were then (its line goes after them).
struct TimedOut {
  int seat = -1;
  std::string level;
  size_t after_lines = 0;
};
std::map<std::string, TimedOut>& TimedOutAt() {
  static std::map<std::string, TimedOut> seen;
  return seen;
}

// Setup's clock presets: what people pick most (and a day a move for games that run over days).
struct ClockPreset {
  const char* en;
  const char* ja;
  const char* mode;  // "" none
  int seconds, increment;
};
constexpr ClockPreset kPresets[] = {
    {"No clock", "時計なし", "", 0, 0},
    {"1 min a move", "1手1分", "move", 60, 0},
    {"10 min + 10 s", "持ち時間10分＋1手10秒", "bank", 600, 10},
    {"A day a move", "1手1日", "move", 86400, 0},
};
int g_preset = 0;
bool g_hand_over = false;  // when time runs out: the computer takes the seat (else: makes that move)

bool Choice(const char* label, bool selected, const std::string& test_name) {
  const ImVec2 size(ImGui::CalcTextSize(label).x + 28, 44);  // a fingertip
  SameLineOrWrap(size.x);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (selected) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = ImGui::Button(label, size);
  if (selected) ImGui::PopStyleColor();
  d::TestRect(test_name, at, at + size);
  return pressed;
}

}  // namespace

std::string ClockText(double ms) {
  const long long s = ms < 0 ? 0 : (long long)((ms + 999) / 1000);  // a second shown until it is gone
  char text[32];
  if (s >= 86400) {
    std::snprintf(text, sizeof(text), "%lldd %lldh", s / 86400, s % 86400 / 3600);
  } else if (s >= 3600) {
    std::snprintf(text, sizeof(text), "%lld:%02lld:%02lld", s / 3600, s % 3600 / 60, s % 60);
  } else {
    std::snprintf(text, sizeof(text), "%lld:%02lld", s / 60, s % 60);
  }
  return text;
}

void DrawSeatClock(const OnlineSnapshot& o, int seat) {
  const double ms = ClockLeftMs(o, seat);
  if (ms < 0) return;
  bool person = false;
  for (const OnlineSeat& s : o.seats) person = person || (s.seat == seat && s.person);
  if (!person) return;  // a computer has the pace, not a clock
  const bool running = seat == o.clock.running && !o.over;
  const std::string text = ClockText(ms);
  const ImVec4 color = !running ? ImVec4(0.75f, 0.75f, 0.72f, 1.0f)
                       : ms < 10000 ? ImVec4(1.0f, 0.45f, 0.40f, 1.0f)
                                    : ImVec4(1.0f, 0.92f, 0.6f, 1.0f);
  // A small clock face drawn before the time (the fonts have no clock glyph).
  ImGui::SameLine();
  const float r = ImGui::GetFontSize() * 0.36f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 c(at.x + r + 1, at.y + ImGui::GetTextLineHeight() * 0.5f);
  const ImU32 ink = ImGui::ColorConvertFloat4ToU32(color);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddCircle(c, r, ink, 16, 1.5f);
  dl->AddLine(c, ImVec2(c.x, c.y - r * 0.7f), ink, 1.5f);
  dl->AddLine(c, ImVec2(c.x + r * 0.55f, c.y), ink, 1.5f);
  ImGui::Dummy(ImVec2(r * 2 + 4, ImGui::GetTextLineHeight()));
  ImGui::SameLine(0, 2);
  ImGui::TextColored(color, "%s", text.c_str());
  d::TestText("online:clock:" + std::to_string(seat), text);
}

void NoteTimeouts(const OnlineSnapshot& o, size_t log_lines) {
  if (o.timeout_seat < 0) return;
  TimedOutAt().try_emplace(o.table + ":" + std::to_string(o.timeout_moves),
                           TimedOut{o.timeout_seat, o.timeout_level, log_lines});
}

void AddTimeoutsToLog(const OnlineSnapshot& o, Lang lang, std::vector<std::string>& lines,
                      std::string (*seat_name)(const OnlineSnapshot&, int, Lang)) {
  const std::string prefix = o.table + ":";
  // The map's order is by text: put them in by where they came, oldest first.
  std::vector<std::pair<size_t, std::string>> found;
  for (const auto& [key, t] : TimedOutAt()) {
    if (key.compare(0, prefix.size(), prefix) != 0) continue;
    char text[200];
    std::snprintf(text, sizeof(text), Tr(lang, "%s: time ran out; the computer (%s) moved for them",
                                         "%s：時間切れ。コンピューター（%s）が代わりに指しました"),
                  seat_name(o, t.seat, lang).c_str(), LevelName(t.level, lang).c_str());
    found.emplace_back(t.after_lines, text);
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  size_t inserted = 0;
  for (const auto& [after, text] : found) {
    lines.insert(lines.begin() + std::min(lines.size(), after + inserted), text);
    ++inserted;
  }
}

std::string DrawOnlineClockChoice(Lang lang) {
  ImGui::TextUnformatted(Tr(lang, "Clock", "持ち時間"));
  for (size_t i = 0; i < std::size(kPresets); ++i) {
    ImGui::PushID(int(i));
    if (Choice(Tr(lang, kPresets[i].en, kPresets[i].ja), g_preset == int(i), "setup:clock:" + std::to_string(i))) {
      g_preset = int(i);
    }
    ImGui::PopID();
  }
  const ClockPreset& p = kPresets[g_preset];
  if (*p.mode == '\0') return "";
  ImGui::TextUnformatted(Tr(lang, "When time runs out", "時間切れのとき"));
  if (Choice(Tr(lang, "The computer makes that move", "コンピューターがその手を指す"), !g_hand_over, "setup:timeout:move")) {
    g_hand_over = false;
  }
  if (Choice(Tr(lang, "The computer takes the seat", "コンピューターが席を引き継ぐ"), g_hand_over, "setup:timeout:hand_over")) {
    g_hand_over = true;
  }
  char json[160];
  std::snprintf(json, sizeof(json), "{\"mode\":\"%s\",\"seconds\":%d,\"increment\":%d,\"onTimeout\":\"%s\"}", p.mode,
                p.seconds, p.increment, g_hand_over ? "hand_over" : "move");
  return json;
}

}  // namespace mercato::web
