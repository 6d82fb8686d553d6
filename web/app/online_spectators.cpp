// Spectators (issue 41, item 2): the host's watch link and its on/off switch,
// the count of people watching, and the spectator's own line. A spectator's
// table is the public one (core kSpectator): the server sends it, the seat
// view draws it (online_seat_view.cpp), and nothing here decides what it holds.
#include <cstdio>
#include <string>

#include "app/online_screens.h"
#include "app/screen_frame.h"
#include "draw/draw.h"
#include "engine/json_writer.h"

namespace mercato::web {

namespace d = draw;

std::string SpectatorsText(const OnlineSnapshot& o, Lang lang) {
  if (o.spectator_count <= 0) return "";
  char text[64];
  std::snprintf(text, sizeof(text), Tr(lang, "%d watching", "観戦中 %d人"), o.spectator_count);
  return text;
}

void DrawWatchingLine(const OnlineSnapshot& o, Lang lang) {
  if (!o.watching) return;
  const char* line = Tr(lang, "You are watching: the table as everyone sees it, no hand or secret.",
                        "観戦中です。全員に見えている卓だけを表示します（手札や秘密は見えません）。");
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.88f, 1.0f, 1.0f));
  ImGui::TextWrapped("%s", line);  // a phone's panel is narrow
  ImGui::PopStyleColor();
  d::TestText("online:watching", line);
}

namespace {

// A button a fingertip can hold (44 px tall), after the last item when it fits.
bool RowButton(const char* label, const char* test_name, bool same_row) {
  const ImVec2 size(ImGui::CalcTextSize(label).x + 32, 44);
  if (same_row) SameLineOrWrap(size.x);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool pressed = d::SecondaryButton(label, at, size);
  d::TestRect(test_name, at, at + size);
  ImGui::Dummy(size);
  return pressed;
}

}  // namespace

void DrawSpectatorCount(const OnlineSnapshot& o, Lang lang) {
  const std::string count = SpectatorsText(o, lang);
  if (count.empty()) return;
  SameLineOrWrap(ImGui::CalcTextSize(count.c_str()).x + 16);
  ImGui::TextDisabled("%s", count.c_str());
  d::TestText("online:spectators", count);
}

void DrawSpectators(const OnlineSnapshot& o, Lang lang, bool with_link) {
  const std::string count = SpectatorsText(o, lang);
  const bool host = o.me >= 0 && o.me == o.host_seat;
  if (!host) {
    if (with_link) DrawSpectatorCount(o, lang);
    return;
  }
  // The host: whether watching is allowed, the watch link while it is, and the switch.
  const char* state = o.spectators_on ? Tr(lang, "Anyone with the watch link can watch (public information only).",
                                           "観戦リンクを持つ人は観戦できます（公開情報のみ）。")
                                      : Tr(lang, "Watching is off: the watch link does not open.",
                                           "観戦はオフです。観戦リンクは開きません。");
  d::TestText("online:spectators:state", state);
  if (with_link) {
    ImGui::Separator();
    ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", Tr(lang, "Spectators", "観戦"));
    ImGui::TextWrapped("%s", state);
  }
  if (!count.empty() && with_link) {
    ImGui::TextDisabled("%s", count.c_str());
    d::TestText("online:spectators", count);
  }
  const bool link_shown = o.spectators_on && !o.watch_link.empty();
  if (link_shown && with_link) {
    ImGui::TextWrapped("%s", o.watch_link.c_str());
    d::TestText("online:watch_link", o.watch_link);
  }
  if (link_shown && RowButton(Tr(lang, "Copy watch link", "観戦リンクをコピー"), "online:copy_watch", !with_link)) {
    OnlineRequest("copy_watch");
  }
  const char* toggle = o.spectators_on ? Tr(lang, "Turn watching off", "観戦をオフにする")
                                       : Tr(lang, "Let others watch", "観戦を許可する");
  if (RowButton(toggle, "online:spectators:toggle", link_shown || !with_link)) {
    JsonWriter w;
    w.BeginObject().Field("on", !o.spectators_on).EndObject();
    OnlineRequest("spectators", w.str());
  }
}

}  // namespace mercato::web
