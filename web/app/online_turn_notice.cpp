// "Tell me when it is my turn" (issue 41, item 4): the browser asks for
// system notifications only after a person's own click, so the table offers
// it once, while the page has not been answered yet (page/turn_notice.js
// notifies a hidden tab of this seat's turn once it may).
#include "app/online_screens.h"
#include "app/screen_frame.h"
#include "draw/draw.h"

namespace mercato::web {

void DrawTurnNoticeOffer(const OnlineSnapshot& o, Lang lang) {
  if (o.notify != "default" || o.me < 0 || o.over) return;
  const char* label = Tr(lang, "Tell me when it is my turn", "自分の番を通知する");
  const ImVec2 size(ImGui::CalcTextSize(label).x + 32, 44);  // a fingertip
  SameLineOrWrap(size.x);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (draw::SecondaryButton(label, at, size)) OnlineRequest("notify");
  draw::TestRect("online:notify", at, at + size);
  ImGui::Dummy(size);
}

}  // namespace mercato::web
