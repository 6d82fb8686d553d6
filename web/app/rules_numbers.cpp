#include "app/rules_numbers.h"

#include <string>
#include <vector>

#include "imgui.h"

namespace mercato::web {

void DrawNumbersInForce(const Game& game, Lang lang) {
  const GameParams& params = game.Params();
  if (params.specs().empty()) return;
  std::vector<const ParamSpec*> changed, unchanged;
  for (const ParamSpec& spec : params.specs()) {
    (params.IsDefault(spec.key) ? unchanged : changed).push_back(&spec);
  }
  const bool ja = lang == Lang::kJapanese;
  std::string title = ja ? "この卓の数値（変更 " + std::to_string(changed.size()) + " 件）"
                         : "Numbers in force (" + std::to_string(changed.size()) + " changed)";
  ImGui::Spacing();
  ImGui::Separator();
  // Open when a variant changed something: that is what a player needs to know.
  ImGui::SetNextItemOpen(!changed.empty(), ImGuiCond_Appearing);
  if (!ImGui::CollapsingHeader((title + "##numbers").c_str())) return;
  if (!ImGui::BeginTable("##numbers_table", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  ImGui::TableSetupColumn(ja ? "値" : "value", ImGuiTableColumnFlags_WidthFixed, 90.0f);
  ImGui::TableSetupColumn(ja ? "ルールの値" : "rule text", ImGuiTableColumnFlags_WidthFixed, 90.0f);
  ImGui::TableSetupColumn(ja ? "意味" : "meaning");
  ImGui::TableHeadersRow();
  const ImVec4 kChangedColour(0.85f, 0.35f, 0.1f, 1.0f);
  for (const std::vector<const ParamSpec*>* group : {&changed, &unchanged}) {
    for (const ParamSpec* spec : *group) {
      ImGui::PushID(spec->key.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      std::string value = std::to_string(params.Get(spec->key, 0));
      if (spec->per_seat) {
        value.clear();
        for (int seat = 0; seat < game.NumPlayers(); ++seat) {
          value += (seat ? "/" : "") + std::to_string(params.Get(spec->key, seat));
        }
      }
      if (group == &changed) {
        ImGui::TextColored(kChangedColour, "%s", value.c_str());
      } else {
        ImGui::TextUnformatted(value.c_str());
      }
      ImGui::TableNextColumn();
      ImGui::Text("%d", spec->default_value);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", (ja ? spec->help_ja : spec->help_en).c_str());
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", spec->key.c_str());  // the name to type
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
}

}  // namespace mercato::web
