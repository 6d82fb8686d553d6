// Setup: player count, each seat a person or a computer (easy/normal/hard),
// every option of the game, an optional seed, Start (and "Play online": online_setup.cpp).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/app.h"
#include "app/option_choices.h"
#include "app/catalog.h"
#include "app/first_game_guide.h"
#include "app/level_ratings.h"
#include "app/name_field.h"
#include "app/online_screens.h"
#include "app/option_text.h"
#include "app/screen_frame.h"
#include "app/stored_text.h"
#include "draw/draw.h"
#include "engine/seat_names.h"
#include "engine/text.h"

namespace mercato::web {

namespace d = draw;

namespace {

// A toggle button that looks pressed when selected.
bool Choice(const char* label, bool selected, float width = 0, float height = 0) {
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.55f, 0.25f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.92f, 0.62f, 0.3f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.15f, 0.08f, 0.03f, 1.0f));
  } else {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.35f, 0.25f, 0.18f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.5f, 0.35f, 0.24f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.98f, 0.95f, 0.9f, 1.0f));
  }
  const bool clicked = ImGui::Button(label, ImVec2(width, height));
  ImGui::PopStyleColor(3);
  return clicked;
}

// Where a seat's Person / Computer buttons start (and its level buttons wrap to).
constexpr float kSeatIndent = 110;

void SectionTitle(const char* text) {
  ImGui::Spacing();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.55f, 1.0f), "%s", text);
}

// A variant opened from a file (the Lab's "Save variant…"): its changed
// numbers, played with the game; one tap goes back to the rule text's.
void DrawVariantNumbers(SetupForm& form, Lang lang) {
  SectionTitle(Tr(lang, "Variant", "バリアント"));
  const ImVec2 top = ImGui::GetCursorScreenPos();
  if (!form.variant_note.empty()) ImGui::TextWrapped("%s", form.variant_note.c_str());
  ImGui::TextWrapped("%s %s", Tr(lang, "Changed numbers:", "変更した数値："), form.numbers.c_str());
  draw::TestRect("setup:variant", top, ImVec2(top.x + ImGui::GetContentRegionAvail().x,
                                              ImGui::GetItemRectMax().y));
  if (ImGui::Button(Tr(lang, "Play the rule text's numbers", "原文の数値で遊ぶ"))) {
    form.numbers.clear();
    form.variant_note.clear();
  }
  draw::TestRect("setup:variant-clear", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

// The game the form describes (Start, or an online table).
// The names typed last time (localStorage), one per seat.
constexpr char kNamesKey[] = "mercato.seatNames";

void LoadNames(SetupForm& form) {
  form.names_loaded = true;
  const std::string text = StoredText(kNamesKey);
  if (text.empty()) return;
  StatusOr<std::vector<std::string>> names = DecodeSeatNames(text, int(Split(text, ',').size()));
  if (!names.ok()) return;  // damaged or from elsewhere: start with none
  for (int seat = 0; seat < SetupForm::kNameSeats && seat < int(names->size()); ++seat) {
    std::snprintf(form.names[seat], sizeof(form.names[seat]), "%s", (*names)[size_t(seat)].c_str());
  }
}

void SaveNames(const SetupForm& form) {
  std::vector<std::string> names;
  for (int seat = 0; seat < SetupForm::kNameSeats; ++seat) {
    StatusOr<std::string> clean = CleanSeatName(form.names[seat]);
    names.push_back(clean.ok() ? *clean : "");
  }
  StoreText(kNamesKey, EncodeSeatNames(names));
}

NewGameRequest FormRequest(const SetupForm& form, const GameInfo& info) {
  NewGameRequest request;
  request.game = form.game;
  request.guide = true;  // a person's game: their first one of this game is guided
  request.guide_again = form.guide_again;
  request.players = form.players;
  for (int seat = 0; seat < form.players; ++seat) {
    request.seats.push_back(App::SeatSpec(form.human[seat], form.level[seat]));
  }
  request.options = OptionsTextOf(info, form.option_choice);
  if (!form.numbers.empty()) {  // a variant's numbers
    request.options += (request.options.empty() ? "" : ",") + form.numbers;
  }
  if (form.fixed_seed) request.seed = std::strtoull(form.seed_text, nullptr, 10);
  for (int seat = 0; seat < form.players && seat < SetupForm::kNameSeats; ++seat) {
    request.names.push_back(form.human[seat] ? form.names[seat] : "");
  }
  return request;
}

// What easy, normal and hard mean: their ratings on the game's ladder
// (docs/strength.md), one line under "Seats"; nothing for a game not yet rated.
void DrawLevelRatings(const std::string& game, Lang lang) {
  for (const LevelRatings& r : kLevelRatings) {
    if (game != r.game) continue;
    char line[160];
    std::snprintf(line, sizeof(line),
                  Tr(lang, "Strength (Elo, random moves = 0, %d players): Easy ≈ %d · Normal ≈ %d · Hard ≈ %d",
                     "強さ（Elo、でたらめな手 = 0、%d人）：やさしい ≈ %d・ふつう ≈ %d・むずかしい ≈ %d"),
                  r.players, r.elo[0], r.elo[1], r.elo[2]);
    ImGui::PushTextWrapPos(0);  // a phone's narrow form wraps it
    ImGui::TextDisabled("%s", line);
    ImGui::PopTextWrapPos();
    d::TestText("setup:ratings", line);
  }
}

}  // namespace

void DrawSetup(App& app) {
  SetupForm& form = app.setup();
  if (!form.names_loaded) LoadNames(form);
  const GameInfo* info = RegisteredInfo(form.game);
  if (info == nullptr) {
    app.GoHome();
    return;
  }
  const Lang lang = app.lang();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  d::TableBackground(ImGui::GetBackgroundDrawList(), ImVec2(0, 0), display);
  BeginCanvasWindow("##setup_bar", ImVec2(0, 0), display);
  DrawLanguageSwitch(app, ImVec2(display.x - 24, 16));
  ImGui::End();

  if (app.TakeFocusRequest()) ImGui::SetNextWindowFocus();
  BeginDialog("##setup", ImVec2(620, display.y - 80 > 700 ? 700 : display.y - 80));
  // Header: emblem and name.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 head = ImGui::GetCursorScreenPos();
  DrawEmblem(dl, form.game, head + ImVec2(34, 32), 30);
  ImGui::SetCursorScreenPos(head + ImVec2(80, 0));
  ImGui::BeginGroup();
  ImGui::PushFont(d::Font(d::FontRole::kTitle));
  ImGui::TextUnformatted(GameName(form.game, lang).c_str());
  ImGui::PopFont();
  char subtitle[96];
  std::snprintf(subtitle, sizeof(subtitle), Tr(lang, "%s · about %d minutes", "%s・約%d分"),
                PlayerCountText(info->min_players, info->max_players, lang).c_str(), info->minutes);
  ImGui::TextDisabled("%s", subtitle);
  d::TestText("setup:subtitle", subtitle);
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos(ImVec2(head.x, std::max(ImGui::GetCursorScreenPos().y, head.y + 70)));
  ImGui::Separator();
  // The form scrolls; Back and Start stay visible under it.
  ImGui::BeginChild("##form", ImVec2(0, -96), false);
  draw::TestRect("setup:form", ImGui::GetWindowPos(), ImGui::GetWindowPos() + ImGui::GetWindowSize());

  // A variant opened from a file comes first: it is why this setup was opened.
  if (!form.numbers.empty()) DrawVariantNumbers(form, lang);
  // A game whose first-game guide was skipped or done: a person may want it once more
  // (the rules page brings it back only once a game is on the table). First in the
  // form, where a phone shows it without scrolling.
  if (first_game_guide::Seen(form.game)) {
    SectionTitle(Tr(lang, "First-game guide", "初めてのガイド"));
    const char* label = Tr(lang, "Show the guide again", "ガイドをもう一度表示");
    if (Choice(label, form.guide_again, 0, 44)) form.guide_again = !form.guide_again;
    draw::TestRect("setup:guide-again", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    d::TestText("setup:guide-again", std::string(label) + (form.guide_again ? ": on" : ": off"));
  }

  SectionTitle(Tr(lang, "Players", "人数"));
  for (int n = info->min_players; n <= info->max_players; ++n) {
    char label[16];
    std::snprintf(label, sizeof(label), "%d##players", n);
    if (n > info->min_players) SameLineOrWrap(56);
    if (Choice(label, form.players == n, 56)) form.players = n;
    draw::TestRect("setup:players:" + std::to_string(n), ImGui::GetItemRectMin(),
               ImGui::GetItemRectMax());
  }

  SectionTitle(Tr(lang, "Seats", "席"));
  DrawLevelRatings(form.game, lang);
  static const char* kLevelsEn[] = {"Easy", "Normal", "Hard"};
  static const char* kLevelsJa[] = {"やさしい", "ふつう", "むずかしい"};
  for (int seat = 0; seat < form.players; ++seat) {
    ImGui::PushID(seat);
    const ImVec2 dot = ImGui::GetCursorScreenPos() + ImVec2(10, 20);
    ImGui::GetWindowDrawList()->AddCircleFilled(dot, 8, d::palette::kSeat[seat % 6], 16);
    ImGui::SetCursorScreenPos(ImGui::GetCursorScreenPos() + ImVec2(26, 0));
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s %d", Tr(lang, "Seat", "席"), seat + 1);
    ImGui::SameLine(kSeatIndent);
    if (Choice(Tr(lang, "Person", "人間"), form.human[seat])) form.human[seat] = true;
    draw::TestRect("setup:seat:" + std::to_string(seat) + ":human", ImGui::GetItemRectMin(),
               ImGui::GetItemRectMax());
    SameLineOrWrap(ButtonWidth(Tr(lang, "Computer", "コンピュータ")), kSeatIndent);
    if (Choice(Tr(lang, "Computer", "コンピュータ"), !form.human[seat])) form.human[seat] = false;
    draw::TestRect("setup:seat:" + std::to_string(seat) + ":computer", ImGui::GetItemRectMin(),
               ImGui::GetItemRectMax());
    if (!form.human[seat]) {
      for (int level = 0; level < 3; ++level) {
        const char* name = lang == Lang::kJapanese ? kLevelsJa[level] : kLevelsEn[level];
        SameLineOrWrap(ButtonWidth(name), kSeatIndent, level == 0 ? 18.0f : -1.0f);
        if (Choice(name, form.level[seat] == level)) {
          form.level[seat] = level;
        }
        draw::TestRect("setup:seat:" + std::to_string(seat) + ":level:" + std::to_string(level),
                       ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
    }
    // A person's name, under the seat's choices ("Seat 2" until one is typed).
    if (form.human[seat] && seat < SetupForm::kNameSeats) {
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 26);
      char hint[48];
      std::snprintf(hint, sizeof(hint), Tr(lang, "Name (Seat %d)", "名前（席%d）"), seat + 1);
      const float width = std::min(260.0f, ImGui::GetContentRegionAvail().x - 30);
      NameField("setup:name:" + std::to_string(seat), hint, form.names[seat], sizeof(form.names[seat]),
                width);
    }
    ImGui::PopID();
  }

  if (!info->options.empty()) {
    SectionTitle(Tr(lang, "Options", "オプション"));
    for (size_t i = 0; i < info->options.size(); ++i) {
      const OptionSpec& spec = info->options[i];
      ImGui::PushID(int(i));
      ImGui::AlignTextToFramePadding();
      const char* help = OptionHelp(form.game, spec.key, lang);
      if (help == nullptr && !spec.help.empty()) help = spec.help.c_str();
      ImGui::TextUnformatted(OptionLabel(form.game, spec.key, lang));
      if (help != nullptr && ImGui::IsItemHovered()) d::Tooltip(help);
      // Choices follow the label on a wide screen, start under it on a phone.
      const float choices_x = ImGui::GetWindowContentRegionMax().x >= 420 ? 170.0f : 0.0f;
      if (choices_x > 0) ImGui::SameLine(choices_x);
      const auto choice_label = [&](size_t c) {
        return ChoiceLabel(form.game, spec.key, spec.choices[c], lang);
      };
      if (spec.choices.size() <= 4) {
        for (size_t c = 0; c < spec.choices.size(); ++c) {
          if (c > 0) SameLineOrWrap(ButtonWidth(choice_label(c)), choices_x);
          ImGui::PushID(int(c));
          if (Choice(choice_label(c), form.option_choice[i] == int(c))) {
            form.option_choice[i] = int(c);
          }
          ImGui::PopID();
          draw::TestRect("setup:option:" + spec.key + ":" + spec.choices[c],
                         ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
        }
      } else {
        ImGui::SetNextItemWidth(240);
        if (ImGui::BeginCombo("##choice", choice_label(form.option_choice[i]))) {
          for (size_t c = 0; c < spec.choices.size(); ++c) {
            if (ImGui::Selectable(choice_label(c), form.option_choice[i] == int(c))) {
              form.option_choice[i] = int(c);
            }
          }
          ImGui::EndCombo();
        }
      }
      if (help != nullptr) ImGui::TextDisabled("%s", help);
      ImGui::PopID();
    }
  }

  SectionTitle(Tr(lang, "Seed", "シード"));
  ImGui::Checkbox(Tr(lang, "Fixed seed (the same deal every time)", "シードを固定（毎回同じ配り）"),
                  &form.fixed_seed);
  if (form.fixed_seed) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(160);
    ImGui::InputText("##seed", form.seed_text, sizeof(form.seed_text),
                     ImGuiInputTextFlags_CharsDecimal);
  }
  const NewGameRequest request = FormRequest(form, *info);
  DrawOnlineSetupSection(app, request);
  if (!form.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
    ImGui::TextWrapped("%s", form.error.c_str());
    ImGui::PopStyleColor();
  }

  ImGui::EndChild();
  ImGui::Separator();
  ImGui::Spacing();
  const ImVec2 buttons = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  if (d::SecondaryButton(Tr(lang, "Back", "戻る"), buttons, ImVec2(120, 48))) app.GoHome();
  draw::TestRect("setup:back", buttons, buttons + ImVec2(120, 48));
  const ImVec2 start = buttons + ImVec2(width - 200, 0);
  if (d::PrimaryButton(Tr(lang, "Start", "開始"), start, ImVec2(200, 48))) {
    const Status status = app.NewGame(request);
    form.error = status.ok() ? "" : status.message();
    if (status.ok()) SaveNames(form);
  }
  draw::TestRect("setup:start", start, start + ImVec2(200, 48));
  ImGui::Dummy(ImVec2(width, 52));
  ImGui::End();
}

}  // namespace mercato::web
