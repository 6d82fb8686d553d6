#include "app/lab_numbers.h"

#include <algorithm>
#include <cstdio>

#include "app/catalog.h"
#include "draw/draw.h"
#include "engine/options.h"

namespace mercato::web {

namespace d = draw;

void LabNumbers::Reset(const std::string& game, int players) {
  game_ = game;
  players_ = std::max(players, 1);
  const GameInfo* info = RegisteredInfo(game);
  specs_ = info != nullptr ? info->params : std::vector<ParamSpec>{};
  values_.clear();
  for (const ParamSpec& spec : specs_) {
    values_.emplace_back(spec.per_seat ? size_t(players_) : 1, spec.default_value);
  }
}

void LabNumbers::SetPlayers(int players) {
  players_ = std::max(players, 1);
  for (size_t i = 0; i < specs_.size(); ++i) {
    if (specs_[i].per_seat) values_[i].resize(size_t(players_), values_[i].front());
  }
}

void LabNumbers::Take(const std::string& options_text) {
  const GameInfo* info = RegisteredInfo(game_);
  if (info == nullptr) return;
  StatusOr<GameOptions> parsed = ParseOptions(info->options, info->params, players_, options_text);
  if (!parsed.ok()) return;  // the lab refuses that text itself, with its reason
  for (size_t i = 0; i < specs_.size(); ++i) {
    for (size_t seat = 0; seat < values_[i].size(); ++seat) {
      values_[i][seat] = parsed->Params().Get(specs_[i].key, int(seat));
    }
  }
}

std::string LabNumbers::Text() const {
  std::string text;
  for (size_t i = 0; i < specs_.size(); ++i) {
    const std::vector<int>& values = values_[i];
    const bool all_same = std::all_of(values.begin(), values.end(),
                                      [&](int v) { return v == values.front(); });
    if (all_same && values.front() == specs_[i].default_value) continue;
    if (!text.empty()) text += ",";
    text += specs_[i].key + "=";
    for (size_t seat = 0; seat < (all_same ? 1 : values.size()); ++seat) {
      text += (seat ? "/" : "") + std::to_string(values[seat]);
    }
  }
  return text;
}

bool LabNumbers::IsChanged(size_t spec) const {
  return std::any_of(values_[spec].begin(), values_[spec].end(),
                     [&](int v) { return v != specs_[spec].default_value; });
}

int LabNumbers::Changed() const {
  int changed = 0;
  for (size_t i = 0; i < specs_.size(); ++i) changed += IsChanged(i) ? 1 : 0;
  return changed;
}

void DrawNumbersEditor(LabNumbers& numbers, Lang lang, bool enabled) {
  const std::vector<ParamSpec>& specs = numbers.specs();
  if (specs.empty()) return;
  char header[96];
  std::snprintf(header, sizeof header, Tr(lang, "Numbers (%d changed)###numbers",
                                          "数値（変更 %d）###numbers"),
                numbers.Changed());
  if (!ImGui::CollapsingHeader(header)) return;
  d::TestRect("lab:numbers", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::BeginDisabled(!enabled);
  const std::string prefix = numbers.game() + ".";
  std::string group;
  for (size_t i = 0; i < specs.size(); ++i) {
    const ParamSpec& spec = specs[i];
    if (spec.group != group) {
      group = spec.group;
      ImGui::Spacing();
      ImGui::TextDisabled("%s", group.c_str());
      ImGui::Separator();
    }
    ImGui::PushID(int(i));
    std::vector<int>& values = numbers.MutableValues(i);
    const bool changed = numbers.IsChanged(i);
    const std::string name = spec.key.substr(spec.key.rfind(prefix, 0) == 0 ? prefix.size() : 0);
    if (changed) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.45f, 1.0f));
    ImGui::TextUnformatted(name.c_str());
    if (changed) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      d::Tooltip(Tr(lang, spec.help_en.c_str(), spec.help_ja.c_str()));
    }
    d::TestRect("lab:param:" + spec.key, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::SameLine();
    char range[64];
    std::snprintf(range, sizeof range, Tr(lang, "text %d, %d..%d", "原文 %d、%d〜%d"),
                  spec.default_value, spec.min_value, spec.max_value);
    ImGui::TextDisabled("%s", range);
    if (changed) {
      ImGui::SameLine();
      if (ImGui::SmallButton(Tr(lang, "text's", "原文に戻す"))) {
        std::fill(values.begin(), values.end(), spec.default_value);
      }
      d::TestRect("lab:param-reset:" + spec.key, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    const float avail = ImGui::GetContentRegionAvail().x;
    const float width = values.size() > 1
                            ? (avail - ImGui::GetStyle().ItemSpacing.x * float(values.size() - 1)) /
                                  float(values.size())
                            : avail;
    for (size_t seat = 0; seat < values.size(); ++seat) {
      ImGui::PushID(int(seat));
      if (seat > 0) ImGui::SameLine();
      ImGui::SetNextItemWidth(width);
      ImGui::InputInt("##v", &values[seat], 1, 5);
      values[seat] = std::clamp(values[seat], spec.min_value, spec.max_value);
      if (values.size() > 1 && ImGui::IsItemHovered()) {
        char seat_label[32];
        std::snprintf(seat_label, sizeof seat_label, Tr(lang, "seat %zu", "席%zu"), seat + 1);
        d::Tooltip(seat_label);
      }
      ImGui::PopID();
    }
    ImGui::PopID();
  }
  ImGui::EndDisabled();
}

}  // namespace mercato::web
