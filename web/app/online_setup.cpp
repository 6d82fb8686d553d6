// Setup's "Play online" section: the form's game, options and seats become an
// online table (each "Person" seat a friend's, the first one the host's own).
#include <string>

#include "app/online_screens.h"
#include "app/online_session.h"
#include "draw/draw.h"
#include "engine/json_writer.h"

namespace mercato::web {

void DrawOnlineSetupSection(App& app, const NewGameRequest& request) {
  const Lang lang = app.lang();
  const int availability = OnlineAvailability();
  if (availability == 0) return;  // a plain static server: nothing to offer, nothing to explain
  ImGui::Spacing();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", Tr(lang, "Play online", "オンラインで遊ぶ"));
  if (availability < 0) {
    const char* note = Tr(lang,
                          "This one-file page cannot play online: open Mercato from its server "
                          "(./tools/serve) to play with friends on their own devices.",
                          "この1ファイル版ではオンライン対戦はできません。友だちとそれぞれの端末で遊ぶには、"
                          "サーバー（./tools/serve）から Mercato を開いてください。");
    ImGui::TextWrapped("%s", note);
    draw::TestText("setup:online-note", note);
    return;
  }
  ImGui::TextWrapped("%s", Tr(lang,
                              "Each \"Person\" seat is a friend on their own device; you sit at the "
                              "first one. You get a link to send them.",
                              "「人間」の席は、それぞれの端末で遊ぶ友だちの席です。最初の席があなたです。"
                              "友だちに送るリンクが作られます。"));
  // The server deals online (issue 36): with a seed of their choosing, a host could
  // rebuild every other seat's hand.
  if (request.seed) {
    ImGui::TextWrapped("%s", Tr(lang,
                                "The fixed seed is not used online: the server deals, so that nobody "
                                "can know the others' cards.",
                                "オンラインでは固定シードは使われません。ほかの人の札を誰も知ることが"
                                "できないよう、サーバーが配ります。"));
  }
  const std::string clock = DrawOnlineClockChoice(lang);
  const char* label = Tr(lang, "Create an online table", "オンラインの卓を作る");
  if (ImGui::Button(label)) {
    JsonWriter w;
    w.BeginObject()
        .Field("game", request.game)
        .Field("players", request.players)
        .Key("seats").StringArray(request.seats)
        .Field("options", request.options);
    if (!clock.empty()) w.Key("clock").Raw(clock);  // online_clock.cpp's own JSON
    w.EndObject();
    OnlineRequest("create", w.str());
    app.OpenOnline();
  }
  draw::TestRect("setup:online", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

}  // namespace mercato::web
