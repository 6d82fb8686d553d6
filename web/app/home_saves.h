// Home's list of saved games (issue 18): every game in progress with Continue,
// the recent finished games with Replay and Save to file, saves kept aside with
// Download; each can be deleted after a confirmation.
#pragma once

#include "app/app.h"

namespace mercato::web {

// Draws the list from `top` (window content coordinates at `origin`) across
// `width`; returns the height used (0 when there is nothing saved).
float DrawSavedGames(App& app, ImVec2 origin, float top, float width);
// Home's online tables this browser sits at (home_online_tables.cpp), drawn the same way.
float DrawOnlineTables(App& app, ImVec2 origin, float top, float width);

}  // namespace mercato::web
