// The online table's lobby: the invite link (Copy, and a QR code for phones),
// the seats (who has joined and is connected), a free seat and a name for a
// friend who came by the link, and Start for the host.
#include <cstdio>
#include <string>

#include "app/catalog.h"
#include "app/name_field.h"
#include "app/online_screens.h"
#include "app/online_session.h"
#include "app/screen_frame.h"
#include "draw/draw.h"
#include "engine/json_writer.h"

namespace mercato::web {

namespace d = draw;

namespace {

char g_name[96] = "";  // 20 characters of any script (kMaxSeatNameChars), as Setup's

std::string LevelText(const std::string& level, Lang lang) {
  if (level.find("easy") != std::string::npos) return Tr(lang, "Computer (easy)", "コンピュータ（やさしい）");
  if (level.find("hard") != std::string::npos) return Tr(lang, "Computer (hard)", "コンピュータ（むずかしい）");
  return Tr(lang, "Computer", "コンピュータ");
}

// One seat's line: colour dot, seat number, who, connected or not.
void SeatLine(const OnlineSnapshot& o, const OnlineSeat& seat, Lang lang) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  dl->AddCircleFilled(at + ImVec2(10, 14), 8, d::palette::kSeat[seat.seat % 6], 16);
  ImGui::SetCursorScreenPos(at + ImVec2(26, 0));
  ImGui::AlignTextToFramePadding();
  std::string who;
  if (!seat.person) {
    who = LevelText(seat.level, lang);
  } else if (!seat.taken) {
    who = Tr(lang, "free: waiting for a friend", "空席：友だちを待っています");
  } else {
    who = seat.name + (seat.connected ? Tr(lang, " · connected", "・接続中")
                                      : Tr(lang, " · not connected", "・未接続"));
  }
  if (seat.seat == o.host_seat) who += Tr(lang, " (host)", "（ホスト）");
  if (seat.seat == o.me) who += Tr(lang, " — you", "（あなた）");
  ImGui::Text("%s %d: %s", Tr(lang, "Seat", "席"), seat.seat + 1, who.c_str());
  d::TestText("online:seat:" + std::to_string(seat.seat), who);
}

// The invite link: its text, Copy, the watch link (the host's), and a QR code for phones.
void InviteSection(const OnlineSnapshot& o, Lang lang) {
  ImGui::Separator();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s",
                     Tr(lang, "Invite friends with this link", "このリンクで友だちを招待"));
  ImGui::TextWrapped("%s", o.link.c_str());
  d::TestText("online:link", o.link);
  if (ImGui::Button(Tr(lang, "Copy link", "リンクをコピー"))) OnlineRequest("copy");
  d::TestRect("online:copy", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  DrawSpectators(o, lang, true);  // the watch link beside the invite, above the code
  ImGui::TextDisabled("%s", Tr(lang, "or scan the invite code with a phone:", "または招待コードをスマホで読み取り："));
  const float side = std::min(220.0f, ImGui::GetContentRegionAvail().x);
  DrawQrCode(ImGui::GetWindowDrawList(), ImGui::GetCursorScreenPos(), side);
  ImGui::Dummy(ImVec2(side, side));
}

}  // namespace

void DrawQrCode(ImDrawList* draw, ImVec2 min, float side) {
  const OnlineSnapshot& o = Online();
  if (o.qr_size <= 0) return;
  const int quiet = 2;  // modules of white around the code (scanners need it)
  const float cell = side / float(o.qr_size + 2 * quiet);
  draw->AddRectFilled(min, min + ImVec2(side, side), d::palette::kWhite, 6);
  for (int y = 0; y < o.qr_size; ++y) {
    for (int x = 0; x < o.qr_size; ++x) {
      if (o.qr[size_t(y * o.qr_size + x)] != '1') continue;
      const ImVec2 a = min + ImVec2((x + quiet) * cell, (y + quiet) * cell);
      draw->AddRectFilled(a, a + ImVec2(cell, cell), d::palette::kBlack);
    }
  }
  d::TestRect("online:qr", min, min + ImVec2(side, side));
}

void DrawOnlineLobby(App& app) {
  const OnlineSnapshot& o = Online();
  const Lang lang = app.lang();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  // Below the language switch (top right) even on a phone.
  BeginDialog("##online_lobby", ImVec2(620, display.y - 150 > 760 ? 760 : display.y - 150));
  ImGui::BeginChild("##lobby_body", ImVec2(0, -64), false);
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextWrapped("%s", (GameName(o.game, lang) + Tr(lang, " · online table", "・オンラインの卓")).c_str());
  ImGui::PopFont();

  if (!o.refusal.empty()) ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "%s", o.refusal.c_str());

  DrawWatchingLine(o, lang);
  // A friend who came by the link: a name and a free seat.
  if (o.me < 0 && !o.watching) {
    ImGui::TextWrapped("%s", Tr(lang, "Type your name and take a free seat.",
                                "名前を入れて、空いている席に座ってください。"));
    NameField("online:name", Tr(lang, "Your name", "あなたの名前"), g_name, sizeof(g_name), 240);
    bool any_free = false;
    for (const OnlineSeat& seat : o.seats) {
      if (!seat.person || seat.taken) continue;
      any_free = true;
      char label[64];
      std::snprintf(label, sizeof(label), Tr(lang, "Sit at seat %d", "席%dに座る"), seat.seat + 1);
      ImGui::PushID(seat.seat);
      if (ImGui::Button(label)) {
        JsonWriter w;
        w.BeginObject().Field("seat", seat.seat).Field("name", std::string(g_name)).EndObject();
        OnlineRequest("seat", w.str());
      }
      d::TestRect("online:sit:" + std::to_string(seat.seat), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::PopID();
    }
    if (!any_free) {
      ImGui::TextWrapped("%s", Tr(lang, "Every seat is taken: this table is full.",
                                  "席はすべて埋まっています。この卓は満席です。"));
    }
    ImGui::Separator();
  }

  // A seated person may change the name the others see.
  if (o.me >= 0) {
    NameField("online:name", Tr(lang, "Your name", "あなたの名前"), g_name, sizeof(g_name), 220);
    ImGui::SameLine();
    if (ImGui::Button(Tr(lang, "Change name", "名前を変える")) && g_name[0] != 0) {
      JsonWriter w;
      w.BeginObject().Field("name", std::string(g_name)).EndObject();
      OnlineRequest("name", w.str());
    }
    d::TestRect("online:rename", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }

  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", Tr(lang, "Seats", "席"));
  for (const OnlineSeat& seat : o.seats) {
    ImGui::PushID(seat.seat);
    SeatLine(o, seat, lang);
    ImGui::PopID();
  }

  if (!o.watching) InviteSection(o, lang);  // a spectator is not the one to invite players
  ImGui::EndChild();

  ImGui::Separator();
  const ImVec2 buttons = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  if (d::SecondaryButton(Tr(lang, "Leave", "退出"), buttons, ImVec2(110, 48))) {
    OnlineRequest("leave");
    app.GoHome();
  }
  d::TestRect("online:leave", buttons, buttons + ImVec2(110, 48));
  const ImVec2 start = buttons + ImVec2(width - 190, 0);
  if (o.me >= 0 && o.me == o.host_seat) {
    bool all_taken = true;
    for (const OnlineSeat& seat : o.seats) all_taken = all_taken && (!seat.person || seat.taken);
    if (d::PrimaryButton(Tr(lang, "Start", "開始"), start, ImVec2(190, 48), all_taken,
                         Tr(lang, "Every person's seat must be taken first", "人間の席がすべて埋まってから始められます"))) {
      OnlineRequest("start");
    }
    d::TestRect("online:start", start, start + ImVec2(190, 48));
  } else if (o.me >= 0 || o.watching) {
    ImGui::SetCursorScreenPos(buttons + ImVec2(124, 12));
    ImGui::TextWrapped("%s", Tr(lang, "Waiting for the host to start…", "ホストの開始を待っています…"));
  }
  ImGui::End();
}

}  // namespace mercato::web
