// A notice drawn on the canvas over whichever screen is up, until the person
// closes it: a file that cannot be opened (the screen under it is kept exactly
// as it was), a game that could not be saved, a save that cannot be continued
// or that is being played in another tab. It may offer one action.
#pragma once

#include <string>

#include "views/game_view.h"

namespace mercato::web {

// What the notice's second button does.
enum class NoticeAction {
  kNone,
  kSaveToFile,    // "Save to file…": the game on the table as a .mercato file
  kDownloadSave,  // "Download it": a save kept aside, as it is
};

// A refused file. `summary_en`/`summary_ja` say what went wrong in a few
// words; `detail` is the exact reason (e.g. "line 7: 'play cotton 9' is not a
// legal move here").
void ShowNotice(const std::string& summary_en, const std::string& summary_ja,
                const std::string& detail);
// Any other notice: its own title, and optionally an action (`action_id`: the
// slot of kDownloadSave).
void ShowAlert(const std::string& title_en, const std::string& title_ja,
               const std::string& summary_en, const std::string& summary_ja,
               const std::string& detail, NoticeAction action = NoticeAction::kNone,
               const std::string& action_id = "");
void CloseNotice();
// Draws the notice if one is up (call last in the frame, over everything).
void DrawNotice(Lang lang);
// "<summary in English>: <detail>", or "" when no notice is up (for tests).
std::string NoticeText();

}  // namespace mercato::web
