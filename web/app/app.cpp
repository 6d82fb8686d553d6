#include "app/app.h"

#include "app/catalog.h"
#include "app/first_game_guide.h"
#include "app/lab_screen.h"
#include "app/name_field.h"
#include "app/notice.h"
#include "app/online_screens.h"
#include "app/play_session.h"
#include "app/replay_viewer.h"
#include "app/touch_scroll.h"
#include "bridge.h"
#include "bridge_saves.h"
#include "draw/draw.h"
#include "engine/json_writer.h"
#include "registry/registry.h"

namespace mercato::web {

namespace d = draw;

App& App::Get() {
  static App app;
  return app;
}

void App::Start() {
  ApplyStyle();
  embedded_ = bridge::EmbeddedPage();
  if (embedded_) screen_ = Screen::kWaiting;
}

void App::ApplyStyle() {
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 12.0f;
  style.ChildRounding = 8.0f;
  style.FrameRounding = 8.0f;
  style.PopupRounding = 8.0f;
  style.GrabRounding = 8.0f;
  style.TabRounding = 8.0f;
  style.ScrollbarRounding = 8.0f;
  style.WindowPadding = ImVec2(18, 16);
  style.FramePadding = ImVec2(12, 9);   // with the 17 px body font: 40 px tap targets
  style.ItemSpacing = ImVec2(10, 10);
  style.ItemInnerSpacing = ImVec2(8, 6);
  style.ScrollbarSize = 16.0f;
  style.GrabMinSize = 20.0f;
  style.WindowBorderSize = 1.0f;
  style.WindowTitleAlign = ImVec2(0.5f, 0.5f);
  ImVec4* c = style.Colors;
  auto rgb = [](int r, int g, int b, float a = 1.0f) {
    return ImVec4(float(r) / 255, float(g) / 255, float(b) / 255, a);
  };
  c[ImGuiCol_Text] = rgb(250, 242, 228);
  c[ImGuiCol_TextDisabled] = rgb(190, 170, 150);
  c[ImGuiCol_WindowBg] = rgb(52, 36, 26, 0.94f);
  c[ImGuiCol_ChildBg] = rgb(40, 28, 20, 0.6f);
  c[ImGuiCol_PopupBg] = rgb(60, 42, 30, 0.97f);
  c[ImGuiCol_Border] = rgb(150, 110, 70, 0.6f);
  c[ImGuiCol_FrameBg] = rgb(90, 64, 46);
  c[ImGuiCol_FrameBgHovered] = rgb(120, 86, 60);
  c[ImGuiCol_FrameBgActive] = rgb(140, 100, 70);
  c[ImGuiCol_TitleBg] = rgb(80, 50, 34);
  c[ImGuiCol_TitleBgActive] = rgb(110, 64, 40);
  c[ImGuiCol_Button] = rgb(150, 80, 46);
  c[ImGuiCol_ButtonHovered] = rgb(190, 100, 56);
  c[ImGuiCol_ButtonActive] = rgb(210, 120, 66);
  c[ImGuiCol_Header] = rgb(130, 80, 50);
  c[ImGuiCol_HeaderHovered] = rgb(170, 100, 60);
  c[ImGuiCol_HeaderActive] = rgb(190, 116, 70);
  c[ImGuiCol_CheckMark] = rgb(255, 214, 120);
  c[ImGuiCol_SliderGrab] = rgb(230, 170, 80);
  c[ImGuiCol_SliderGrabActive] = rgb(255, 200, 110);
  c[ImGuiCol_Separator] = rgb(150, 110, 70, 0.6f);
  c[ImGuiCol_ScrollbarBg] = rgb(30, 20, 14, 0.4f);
  c[ImGuiCol_ScrollbarGrab] = rgb(150, 110, 70);
  c[ImGuiCol_NavHighlight] = rgb(255, 220, 110);
  c[ImGuiCol_ModalWindowDimBg] = rgb(20, 10, 5, 0.55f);
}

void App::SetLanguage(Lang lang) {
  if (lang == lang_) return;
  lang_ = lang;
  bridge::Emit("language", lang == Lang::kJapanese ? "{\"lang\":\"ja\"}" : "{\"lang\":\"en\"}");
}

const char* App::ScreenName() const {
  switch (screen_) {
    case Screen::kHome: return "home";
    case Screen::kSetup: return "setup";
    case Screen::kAbout: return "about";
    case Screen::kReplay: return "replay";
    case Screen::kWaiting: return "waiting";
    case Screen::kLab: return "lab";
    case Screen::kOnline: return "online";
    case Screen::kPlay:
      if (rules_open_) return "rules";
      if (session_ != nullptr && session_->Over()) return "over";
      return "play";
  }
  return "home";
}

void App::SetScreen(Screen screen) {
  if (screen == screen_) return;
  screen_ = screen;
  rules_open_ = false;
  focus_requested_ = true;
  JsonWriter w;
  w.BeginObject().Field("screen", ScreenName()).EndObject();
  bridge::Emit("screen", w.str());
}

void App::GoHome() { SetScreen(embedded_ ? Screen::kWaiting : Screen::kHome); }
void App::OpenAbout() { SetScreen(Screen::kAbout); }
void App::OpenLab() { SetScreen(Screen::kLab); }
void App::OpenOnline() { SetScreen(Screen::kOnline); }

bool App::OpenSetup(const std::string& game_id) {
  const GameInfo* info = RegisteredInfo(game_id);
  if (info == nullptr) return false;
  SetupForm form;
  form.game = game_id;
  form.players = info->min_players <= 3 && info->max_players >= 3 ? 3 : info->min_players;
  form.human.assign(info->max_players, false);
  form.human[0] = true;
  form.level.assign(info->max_players, 1);
  form.option_choice.assign(info->options.size(), 0);
  setup_ = form;
  SetScreen(Screen::kSetup);
  return true;
}

std::string App::SeatSpec(bool human, int level) {
  if (human) return "human";
  static const char* kLevels[] = {"ismcts:easy", "ismcts:normal", "ismcts:hard"};
  return kLevels[level < 0 ? 0 : level > 2 ? 2 : level];
}

Status App::NewGame(const NewGameRequest& request) {
  const GameInfo* info = RegisteredInfo(request.game);
  if (info == nullptr) {
    return Status::Error(FindCatalogEntry(request.game) != nullptr
                             ? "'" + request.game + "' is not playable yet (coming soon)"
                             : "unknown game '" + request.game + "'");
  }
  NewGameRequest full = request;
  if (full.players == 0) full.players = info->min_players;
  if (full.players < info->min_players || full.players > info->max_players) {
    return Status::Error(info->id + " is for " + std::to_string(info->min_players) + "-" +
                         std::to_string(info->max_players) + " players, not " +
                         std::to_string(full.players));
  }
  if (int(full.seats.size()) > full.players) {
    return Status::Error("more seats (" + std::to_string(full.seats.size()) + ") than players (" +
                         std::to_string(full.players) + ")");
  }
  if (int(full.names.size()) > full.players) {
    return Status::Error("more names (" + std::to_string(full.names.size()) + ") than players (" +
                         std::to_string(full.players) + ")");
  }
  while (int(full.seats.size()) < full.players) {
    full.seats.push_back(full.seats.empty() ? "human" : "normal");
  }
  for (std::string& seat : full.seats) {
    if (seat == "easy" || seat == "normal" || seat == "hard") seat = "ismcts:" + seat;
  }
  StatusOr<std::unique_ptr<PlaySession>> session = PlaySession::Create(full);
  if (!session.ok()) return session.status();
  // A link's game keeps its link's slot for the next game (New game at the end),
  // so a reload continues that one; the finished game stays in the list.
  const std::string link_slot = session_ != nullptr && session_->Over() &&
                                        session_->slot().rfind("link:", 0) == 0
                                    ? session_->slot()
                                    : std::string();
  session_ = std::move(*session);
  session_->set_slot(bridge::BeginSaveSlot(link_slot));
  first_game_guide::Begin(*session_, full.guide, full.guide_again);
  d::ResetMotion();
  rules_open_ = false;
  SetScreen(Screen::kPlay);
  bridge::Emit("gameStarted", session_->TurnJson());
  session_->SaveNow();
  return Status::Ok();
}

float DrawLanguageSwitch(App& app, ImVec2 top_right) {
  const ImVec2 size(92, 40);
  const ImVec2 ja_min = top_right - ImVec2(size.x, 0);
  const ImVec2 en_min = ja_min - ImVec2(size.x + 6, 0);
  const bool en = app.lang() == Lang::kEnglish;
  ImGui::PushID("lang");
  if (en ? d::PrimaryButton("English", en_min, size) : d::SecondaryButton("English", en_min, size)) {
    app.SetLanguage(Lang::kEnglish);
  }
  if (!en ? d::PrimaryButton("日本語", ja_min, size) : d::SecondaryButton("日本語", ja_min, size)) {
    app.SetLanguage(Lang::kJapanese);
  }
  ImGui::PopID();
  draw::TestRect("lang:en", en_min, en_min + size);
  draw::TestRect("lang:ja", ja_min, ja_min + size);
  return size.x * 2 + 6;
}

bool App::Busy() const {
  // What moves on the table after a move (slides, flights, flashes, the marks of
  // what changed) asks for its own frames (draw::KeepDrawingUntil).
  return LabRunning() || TableSearching();
}

bool App::TableSearching() const {
  return screen_ == Screen::kPlay && session_ != nullptr && session_->Searching();
}

bool App::SearchingAlone() const { return TableSearching() && !LabRunning() && !touch_scroll::Gliding(); }

bool App::ThinkBetweenFrames(double now) {
  if (!SearchingAlone()) return false;
  return ThinkOffFrame(*session_, now);
}

void App::Frame() {
  draw::ClearTestRects();
  switch (screen_) {
    case Screen::kHome: DrawHome(*this); break;
    case Screen::kSetup: DrawSetup(*this); break;
    case Screen::kAbout: DrawAbout(*this); break;
    case Screen::kWaiting: DrawWaiting(*this); break;
    case Screen::kLab: DrawLab(*this); break;
    case Screen::kOnline: DrawOnline(*this); break;
    case Screen::kPlay:
      if (session_ != nullptr) {
        DrawPlay(*this, *session_);
      } else {
        GoHome();
      }
      break;
    case Screen::kReplay:
      if (replay_ != nullptr) {
        DrawReplay(*this, *replay_);
      } else {
        GoHome();
      }
      break;
  }
  DrawNotice(lang_);
  EndNameFieldsFrame();  // the page's name inputs of fields not drawn go
}

}  // namespace mercato::web
