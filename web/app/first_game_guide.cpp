#include "app/first_game_guide.h"

#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

#include "app/play_session.h"
#include "app/screen_frame.h"
#include "app/stored_text.h"
#include "draw/draw.h"
#include "engine/text.h"

namespace mercato::web::first_game_guide {

namespace d = draw;

namespace {

// The games whose guide was seen, comma-separated ("merchants,oregano").
constexpr char kSeenKey[] = "mercato.guideSeen";

// The guided game's PlaySession::id() (0: none): any other game on the table ends the
// guide, even one given the address of the guided game.
uint64_t g_guided_game = 0;
std::string g_game;
std::vector<int> g_turns;   // per seat: the decisions it was shown
std::vector<bool> g_done;   // per seat: guided enough, skipped, or not a person
int g_counted_moves = -1;   // the move count of the last decision counted

void MarkSeen(const std::string& game) {
  std::vector<std::string> seen = Split(StoredText(kSeenKey), ',');
  if (std::find(seen.begin(), seen.end(), game) != seen.end()) return;
  seen.push_back(game);
  std::string text;
  for (const std::string& id : seen) {
    if (!id.empty()) text += (text.empty() ? "" : ",") + id;
  }
  StoreText(kSeenKey, text);
}

void Finish() {
  if (g_guided_game != 0) MarkSeen(g_game);
  g_guided_game = 0;
}

// A seat's guide is over (its turns guided, or skipped); the guide ends with the last person's.
void Done(int seat) {
  if (seat >= 0 && seat < int(g_done.size())) g_done[size_t(seat)] = true;
  if (std::find(g_done.begin(), g_done.end(), false) == g_done.end()) Finish();
}

// The seat at the screen is still being guided.
bool Guiding(const PlaySession& session) {
  const int seat = session.Viewer();
  return g_guided_game == session.id() && seat >= 0 && seat < int(g_done.size()) && !g_done[size_t(seat)];
}

// The line for the seat at the screen: its decision's (the view's words), or any turn's,
// or what to watch while the others play; "tap" or "click" for the hand in use.
std::string LineFor(PlaySession& session, Lang lang, bool can_act) {
  std::string line;
  if (can_act) line = session.view().Guide(session.Table(), lang);
  if (line.empty() && can_act) {
    line = Tr(lang, "Your turn: what the rules allow now glows; tap something dim to read why not.",
              "あなたの番：いまルールで選べるものが光っています。暗いものをタップすると理由が出ます。");
  } else if (line.empty()) {
    line = Tr(lang, "While the others play, the log says what they do. Your next turn is explained here.",
              "ほかの人の番の間は、ログに何をしたかが出ます。あなたの番になるとここで説明します。");
  }
  return d::ForPointerText(line);
}

// The largest of `sizes` at which `text` wrapped to `width` fits `height` (else the smallest).
float FittingSize(const char* text, float width, float height, std::initializer_list<float> sizes) {
  float size = 12;
  for (float s : sizes) {
    size = s;
    const float h = d::Font(d::FontRole::kBody)->CalcTextSizeA(s, FLT_MAX, width, text).y;
    if (h <= height) break;
  }
  return size;
}

}  // namespace

bool Seen(const std::string& game) {
  const std::vector<std::string> seen = Split(StoredText(kSeenKey), ',');
  return std::find(seen.begin(), seen.end(), game) != seen.end();
}

void Begin(const PlaySession& session, bool first_game, bool again) {
  g_guided_game = 0;
  const bool wanted = again || (first_game && !Seen(session.request().game));
  if (wanted && HumanSeats(session.match()) > 0) Restart(session);
}

// Each person at the screen gets their own first decisions explained (a shared
// screen: each after their own cover); a computer's seat is done from the start.
void Restart(const PlaySession& session) {
  const session::Match& match = session.match();
  g_guided_game = session.id();
  g_game = session.request().game;
  g_turns.assign(size_t(match.NumPlayers()), 0);
  g_done.assign(size_t(match.NumPlayers()), false);
  for (int seat = 0; seat < match.NumPlayers(); ++seat) g_done[size_t(seat)] = !match.IsHumanSeat(seat);
  g_counted_moves = -1;
}

std::string Line(PlaySession& session, Lang lang) {
  if (!Guiding(session) || session.Over() || HandOffPending(session)) return "";
  const session::Match& match = session.match();
  return LineFor(session, lang, match.IsHumanTurn() && match.ToMove() == session.Viewer());
}

bool Update(const PlaySession& session, bool can_act, int moves) {
  if (g_guided_game != session.id()) {
    g_guided_game = 0;  // another game is on the table
    return false;
  }
  if (session.Over()) {
    Finish();
    return false;
  }
  const int seat = session.Viewer();
  if (seat < 0 || seat >= int(g_turns.size())) return false;
  if (can_act && moves != g_counted_moves && !g_done[size_t(seat)]) {
    g_counted_moves = moves;
    ++g_turns[size_t(seat)];
  }
  // The seat is done once it has made its guided decisions (it waits for the
  // others, or its cover or next decision has come); another person at the
  // screen may still have theirs to come.
  const int turns = g_turns[size_t(seat)];
  if (turns > kGuidedTurns || (turns == kGuidedTurns && !can_act)) Done(seat);
  return Guiding(session);
}

void Draw(PlaySession& session, ImVec2 min, ImVec2 size, Lang lang, bool can_act) {
  if (!Guiding(session)) return;
  BeginCanvasWindow("##guide", min, size);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 inner_min = min + ImVec2(6, 4), inner_max = min + size - ImVec2(6, 4);
  dl->AddRectFilled(inner_min, inner_max, d::Rgba(34, 24, 16, 240), 10.0f);
  dl->AddRect(inner_min, inner_max, d::palette::kGlow, 10.0f, 0, 2.0f);
  d::TestRect("panel:guide", inner_min, inner_max);

  const std::string line = LineFor(session, lang, can_act);
  d::TestText("guide", line);

  // The Skip button and which guided turn this is, on the right (a phone) or under
  // the line (the desk's column).
  const bool narrow = size.y < 120;  // a phone's strip: the button beside the line
  const char* skip = Tr(lang, "Skip guide", "ガイドを閉じる");
  const ImVec2 button(std::max(88.0f, d::MeasureText(skip).x + 24), 44);
  const ImVec2 pad(12, 8);
  const ImVec2 skip_at = narrow ? ImVec2(inner_max.x - pad.x - button.x + 6, inner_min.y + 6)
                                : ImVec2(inner_max.x - pad.x - button.x, inner_max.y - pad.y - button.y);
  const int turn = std::clamp(g_turns.empty() ? 1 : g_turns[size_t(std::max(0, session.Viewer()))], 1,
                              kGuidedTurns);
  const std::string count = std::string(Tr(lang, "Guide ", "ガイド ")) + std::to_string(turn) + "/" +
                            std::to_string(kGuidedTurns);
  const ImVec2 count_at = narrow ? ImVec2(skip_at.x + button.x * 0.5f, skip_at.y + button.y + 2)
                                 : ImVec2(inner_min.x + pad.x, skip_at.y + 13);
  d::Text(dl, count_at, count.c_str(), d::palette::kGlow, d::FontRole::kSmall,
          narrow ? d::Align::kCenter : d::Align::kLeft);
  d::TestText("guide:turn", count);

  const float text_w = narrow ? skip_at.x - inner_min.x - pad.x - 8 : inner_max.x - inner_min.x - 2 * pad.x;
  const float text_h = narrow ? inner_max.y - inner_min.y - 2 * pad.y + 4 : skip_at.y - inner_min.y - pad.y - 6;
  const float font = narrow ? FittingSize(line.c_str(), text_w, text_h, {15, 14, 13, 12})
                            : FittingSize(line.c_str(), text_w, text_h, {16, 15, 14, 13, 12});
  d::Text(dl, inner_min + ImVec2(pad.x, narrow ? pad.y - 2 : pad.y), line.c_str(), d::palette::kWhite,
          d::FontRole::kBody, d::Align::kLeft, font, text_w);

  if (d::SecondaryButton(skip, skip_at, button)) Done(session.Viewer());  // this person's guide
  d::TestRect("guide:skip", skip_at, skip_at + button);
  ImGui::End();
}

}  // namespace mercato::web::first_game_guide
