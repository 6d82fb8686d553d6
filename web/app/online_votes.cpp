// The online table's votes (issue 19; the server decides, docs/online.md):
// asking to undo one's last move, agreeing to or refusing another seat's
// undo, and voting to hand a seat left empty too long to a computer, each
// with its outcome. Drawn in the table's panel (online_table.cpp).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/online_screens.h"
#include "app/online_session.h"
#include "app/screen_frame.h"
#include "draw/draw.h"
#include "engine/json_writer.h"

namespace mercato::web {

namespace d = draw;

namespace {

const ImVec4 kAsk(1.0f, 0.85f, 0.55f, 1.0f);
const ImVec4 kOutcome(0.78f, 0.90f, 0.80f, 1.0f);
constexpr float kButtonHeight = 44.0f;  // a fingertip

// "Seat 2 (Bo)": the seat's number, with a person's name.
std::string SeatLabel(const OnlineSnapshot& o, int seat, Lang lang) {
  std::string name;
  for (const OnlineSeat& s : o.seats) {
    if (s.seat == seat && s.person) name = s.name;
  }
  char text[120];
  if (name.empty()) {
    std::snprintf(text, sizeof(text), Tr(lang, "Seat %d", "席%d"), seat + 1);
  } else {
    std::snprintf(text, sizeof(text), Tr(lang, "Seat %d (%s)", "席%d（%s）"), seat + 1, name.c_str());
  }
  return text;
}

void Line(const std::string& text, const std::string& test_name, const ImVec4& color) {
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  d::TestText(test_name, text);
}

// A button after the line before it when it fits (the panel under the table is short).
bool VoteButton(const char* label, const std::string& test_name, bool after_line = true) {
  if (after_line) SameLineOrWrap(ButtonWidth(label));
  const bool pressed = ImGui::Button(label, ImVec2(0, kButtonHeight));
  d::TestRect(test_name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  return pressed;
}

// The people whose agreement an undo needs: every connected person.
int PeopleConnected(const OnlineSnapshot& o) {
  int n = 0;
  for (const OnlineSeat& s : o.seats) n += (s.person && (s.connected || s.seat == o.me)) ? 1 : 0;
  return n;
}

void UndoAsked(const OnlineSnapshot& o, Lang lang) {
  char text[200];
  if (o.undo_by == o.me) {
    std::snprintf(text, sizeof(text),
                  Tr(lang, "You asked to undo your last move: %d of %d agreed so far.",
                     "直前の手を戻すよう頼みました。%d / %d 人が同意しています。"),
                  int(o.undo_agreed.size()), PeopleConnected(o));
    Line(text, "online:undo:waiting", kAsk);
    return;
  }
  Line(SeatLabel(o, o.undo_by, lang) + Tr(lang, " asks to undo their last move", "が直前の手を戻したいと言っています"),
       "online:undo:asked", kAsk);
  if (HasSeat(o.undo_agreed, o.me)) {
    Line(Tr(lang, "You agreed: waiting for the others.", "同意しました。ほかの人を待っています。"), "online:undo:waiting", kOutcome);
    return;
  }
  if (VoteButton(Tr(lang, "Agree", "同意する"), "online:undo:agree")) OnlineRequest("undo_agree");
  if (VoteButton(Tr(lang, "Refuse", "断る"), "online:undo:refuse")) OnlineRequest("undo_refuse");
}

// False when there is none to show.
bool UndoOutcome(const OnlineSnapshot& o, Lang lang) {
  if (o.last_undo_by < 0) return false;
  const std::string by = SeatLabel(o, o.last_undo_by, lang);
  char text[240];
  if (o.last_undo_outcome == "agreed") {
    std::snprintf(text, sizeof(text), Tr(lang, "Undo asked by %s: everyone agreed, the table went back.",
                                         "%sが頼んだ「一手戻す」：全員が同意し、卓が戻りました。"), by.c_str());
  } else if (o.last_undo_outcome == "refused") {
    std::snprintf(text, sizeof(text), Tr(lang, "Undo asked by %s: refused by %s.", "%sが頼んだ「一手戻す」：%sが断りました。"),
                  by.c_str(), SeatLabel(o, o.last_undo_refused_by, lang).c_str());
  } else {
    std::snprintf(text, sizeof(text), Tr(lang, "Undo asked by %s: dropped, a move was played first.",
                                         "%sが頼んだ「一手戻す」：先に手が指されたため取り消されました。"), by.c_str());
  }
  Line(text, "online:undo:outcome", kOutcome);
  return true;
}

void HandOverVotes(const OnlineSnapshot& o, Lang lang) {
  for (const OnlineSeat& s : o.seats) {
    if (!s.person || !s.hand_over_open || s.seat == o.me) continue;
    const std::string seat = std::to_string(s.seat);
    Line(SeatLabel(o, s.seat, lang) + Tr(lang, " left — hand it to a computer?", "が抜けました。コンピュータに任せますか？"),
         "online:handover:" + seat, kAsk);
    if (HasSeat(s.hand_over_votes, o.me)) {
      Line(Tr(lang, "You voted: waiting for the others.", "投票しました。ほかの人を待っています。"), "online:handover:voted:" + seat, kOutcome);
    } else if (VoteButton(Tr(lang, "Vote to hand it over", "任せる票を入れる"), "online:handover:vote:" + seat)) {
      JsonWriter w;
      w.BeginObject().Field("seat", s.seat).EndObject();
      OnlineRequest("hand_over", w.str());
    }
  }
  if (o.handed_over_seat >= 0) {
    char text[200];
    std::snprintf(text, sizeof(text), Tr(lang, "Seat %d was handed to a computer (%s).", "席%dはコンピュータ（%s）に任されました。"),
                  o.handed_over_seat + 1, LevelName(o.handed_over_level, lang).c_str());
    Line(text, "online:handover:outcome", kOutcome);
  }
}

}  // namespace

// "ismcts:normal" -> "normal" / "ふつう"; another bot spec as it is.
std::string LevelName(const std::string& spec, Lang lang) {
  if (spec == "ismcts:easy") return Tr(lang, "easy", "やさしい");
  if (spec == "ismcts:normal") return Tr(lang, "normal", "ふつう");
  if (spec == "ismcts:hard") return Tr(lang, "hard", "むずかしい");
  return spec;
}

void DrawOnlineVotes(const OnlineSnapshot& o, Lang lang) {
  if (o.over || !o.has_view || o.me < 0) return;
  if (o.undo_by >= 0) {
    UndoAsked(o, lang);
  } else {
    const bool after_outcome = UndoOutcome(o, lang);
    if (VoteButton(Tr(lang, "Ask to undo my last move", "直前の手を戻すよう頼む"), "online:undo", after_outcome)) {
      OnlineRequest("undo");
    }
  }
  HandOverVotes(o, lang);
}

}  // namespace mercato::web
