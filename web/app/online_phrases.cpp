// Table phrases at an online table (issue 41, item 5): "Say…" opens the few
// fixed phrases (server/phrases.cjs) as buttons a finger can hit; what anyone
// says shows beside their seat for a few seconds and stays in the log, each
// reader in their own language. No free text: nothing to moderate.
#include <algorithm>
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

constexpr double kBubbleSeconds = 6.0;

struct PhraseChoice {
  const char* id;
  const char* en;
  const char* ja;
};
// The server's list, in the order people reach for them.
constexpr PhraseChoice kPhrases[] = {
    {"good_luck", "Good luck!", "よろしくお願いします！"},
    {"your_turn", "Your turn", "あなたの番です"},
    {"thinking", "Thinking…", "考え中…"},
    {"well_played", "Well played!", "お見事！"},
    {"undo", "Undo?", "戻してもいいですか？"},
    {"brb", "Be right back", "すぐ戻ります"},
};

bool g_open = false;  // the phrase buttons are showing

// When each phrase heard (by the page's count n) first reached this screen,
// and how many log lines there were then (it goes after them).
struct Heard {
  double at = 0;
  size_t after_lines = 0;
};
std::map<int, Heard>& HeardAt() {
  static std::map<int, Heard> heard;
  return heard;
}

const char* Words(const OnlineSaid& said, Lang lang) {
  return lang == Lang::kJapanese ? said.ja.c_str() : said.en.c_str();
}

}  // namespace

void NotePhrases(const OnlineSnapshot& o, size_t log_lines) {
  for (const OnlineSaid& said : o.said) {
    HeardAt().try_emplace(said.n, Heard{ImGui::GetTime(), log_lines});
  }
}

std::string SeatBubble(const OnlineSnapshot& o, int seat, Lang lang) {
  for (auto it = o.said.rbegin(); it != o.said.rend(); ++it) {
    if (it->seat != seat) continue;
    const auto heard = HeardAt().find(it->n);
    if (heard != HeardAt().end() && ImGui::GetTime() - heard->second.at <= kBubbleSeconds) {
      draw::DrawAgainAt(heard->second.at + kBubbleSeconds);  // gone then, on an idle page too
      return Words(*it, lang);
    }
    break;  // only the seat's last phrase
  }
  return "";
}

void AddPhrasesToLog(const OnlineSnapshot& o, Lang lang, std::vector<std::string>& lines,
                     std::string (*seat_name)(const OnlineSnapshot&, int, Lang)) {
  // Oldest first, each after the lines there were when it came, so later
  // moves come after it.
  size_t inserted = 0;
  for (const OnlineSaid& said : o.said) {
    const auto heard = HeardAt().find(said.n);
    const size_t at = heard != HeardAt().end() ? heard->second.after_lines : lines.size() - inserted;
    const std::string line = seat_name(o, said.seat, lang) + Tr(lang, ": “", "：「") + Words(said, lang) +
                             Tr(lang, "”", "」");
    lines.insert(lines.begin() + std::min(lines.size(), at + inserted), line);
    ++inserted;
  }
}

void DrawPhrasePicker(const OnlineSnapshot& o, Lang lang) {
  if (o.me < 0 || o.over) return;
  const ImVec2 button(ImGui::GetFontSize() * 6.5f, 44);  // a finger's target
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (d::SecondaryButton(g_open ? Tr(lang, "Say… ×", "ひとこと ×") : Tr(lang, "Say…", "ひとこと…"), at,
                         button)) {
    g_open = !g_open;
  }
  d::TestRect("online:say", at, at + button);
  ImGui::Dummy(button);
  if (!g_open) return;
  const float avail = ImGui::GetContentRegionAvail().x;
  const ImVec2 size(std::max(120.0f, std::min(200.0f, avail / 3 - 8)), 44);
  for (size_t i = 0; i < std::size(kPhrases); ++i) {
    const PhraseChoice& p = kPhrases[i];
    if (i > 0) SameLineOrWrap(size.x + 8);
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImGui::PushID(p.id);
    if (d::SecondaryButton(Tr(lang, p.en, p.ja), min, size)) {
      OnlineRequest("phrase", std::string("{\"id\":\"") + p.id + "\"}");
      g_open = false;
    }
    ImGui::PopID();
    d::TestRect(std::string("online:say:") + p.id, min, min + size);
    ImGui::Dummy(size);
  }
}

}  // namespace mercato::web
