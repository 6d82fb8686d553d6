// The Lab's editor of a game's numbers (its parameters, core/engine/params.h):
// grouped as the game groups them, each with its range and the rule text's
// value marked, per seat where the game allows it. The numbers travel in the
// options text like everywhere else ("oregano.start_gold=5/9").
#pragma once

#include <string>
#include <vector>

#include "views/game_view.h"
#include "engine/params.h"

namespace mercato::web {

class LabNumbers {
 public:
  // The text's numbers of `game` for `players` seats.
  void Reset(const std::string& game, int players);
  // Keeps the values already chosen when only the player count changes.
  void SetPlayers(int players);
  // Takes the numbers of an options text ("k=v,k=v", read by the core's own
  // parser); a text the core refuses changes nothing.
  void Take(const std::string& options_text);
  // The changed numbers only, "k=v,k=v" in the game's order ("" at the text's).
  std::string Text() const;
  int Changed() const;
  // Some seat's value of specs()[spec] differs from the rule text's.
  bool IsChanged(size_t spec) const;
  const std::vector<ParamSpec>& specs() const { return specs_; }
  // One value per seat for a per-seat parameter, else one.
  const std::vector<int>& Values(size_t spec) const { return values_[spec]; }
  std::vector<int>& MutableValues(size_t spec) { return values_[spec]; }
  const std::string& game() const { return game_; }

 private:
  std::string game_;
  int players_ = 0;
  std::vector<ParamSpec> specs_;
  std::vector<std::vector<int>> values_;
};

// Draws the editor in the current ImGui window; `enabled` false while a lab runs.
void DrawNumbersEditor(LabNumbers& numbers, Lang lang, bool enabled);

}  // namespace mercato::web
