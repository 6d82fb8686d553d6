// "Play again, same seats" at the end of an online game (issue 41, item 3;
// server/rematch.cjs): the host offers, each other person accepts, and every
// page moves to the new table (page/online.js follows the server's `rematch`).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/online_screens.h"
#include "app/online_seat_view.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

namespace d = draw;

namespace {


bool RematchButton(const char* label) {
  const ImVec2 size(ImGui::CalcTextSize(label).x + 32, 44);  // a fingertip
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool pressed = d::PrimaryButton(label, at, size);
  d::TestRect("online:rematch", at, at + size);
  ImGui::Dummy(size);
  return pressed;
}

void Note(const std::string& text) {
  ImGui::TextWrapped("%s", text.c_str());
  d::TestText("online:rematch-note", text);
}

}  // namespace

void DrawRematch(const OnlineSnapshot& o, Lang lang) {
  if (!o.over || o.me < 0) return;
  if (!o.rematch_table.empty()) {
    Note(Tr(lang, "The rematch is open: moving to the new table…", "再戦の卓ができました。移動しています…"));
    return;
  }
  if (o.rematch_by < 0) {
    if (o.me == o.host_seat) {
      if (RematchButton(Tr(lang, "Play again, same seats", "同じ席でもう一度"))) OnlineRequest("rematch");
      Note(Tr(lang, "Everyone still here is asked; the seats move round one, so someone else starts.",
              "残っている全員に確認します。席がひとつずつ回り、別の人から始まります。"));
    }
    return;
  }
  if (!HasSeat(o.rematch_accepted, o.me)) {
    if (RematchButton(Tr(lang, "Accept the rematch", "再戦を受ける"))) OnlineRequest("rematch");
    Note(Tr(lang, "The host offers to play again with the same seats.", "ホストが同じ席での再戦を申し込んでいます。"));
    return;
  }
  std::string waiting;
  for (const OnlineSeat& s : o.seats) {
    if (!s.person || !s.connected || s.seat == o.me || HasSeat(o.rematch_accepted, s.seat)) continue;
    if (!waiting.empty()) waiting += Tr(lang, ", ", "、");
    waiting += OnlineSeatName(s, lang);
  }
  char text[240];
  std::snprintf(text, sizeof(text), Tr(lang, "Waiting for %s to accept the rematch…", "%sの返事を待っています…"),
                waiting.c_str());
  Note(waiting.empty() ? Tr(lang, "Opening the rematch…", "再戦の卓を作っています…") : text);
}

}  // namespace mercato::web
