// A notice drawn on the canvas over whichever screen is up, until the person
// closes it: used when a file cannot be opened (the screen under it is kept
// exactly as it was).
#pragma once

#include <string>

#include "views/game_view.h"

namespace mercato::web {

// `summary_en`/`summary_ja` say what went wrong in a few words; `detail` is
// the exact reason (e.g. "line 7: 'play cotton 9' is not a legal move here").
void ShowNotice(const std::string& summary_en, const std::string& summary_ja,
                const std::string& detail);
void CloseNotice();
// Draws the notice if one is up (call last in the frame, over everything).
void DrawNotice(Lang lang);
// "<summary in English>: <detail>", or "" when no notice is up (for tests).
std::string NoticeText();

}  // namespace mercato::web
