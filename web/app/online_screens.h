// The online table's screens (issue 19): Setup's "Play online" section, the
// lobby (invite link, QR code, seats, Start) and the seat's table. They draw
// Online() (online_session.h) and ask page/online.js for everything else.
#pragma once

#include "app/app.h"
#include "app/online_session.h"

namespace mercato::web {

// Setup's "Play online" section for the form's `request`: a button when a
// server is known, a plain note on the one-file offline page.
void DrawOnlineSetupSection(App& app, const NewGameRequest& request);
// The whole screen while an online table is open (Screen::kOnline).
void DrawOnline(App& app);
void DrawOnlineLobby(App& app);
void DrawOnlineTable(App& app);
// The undo and hand-over votes with their outcomes (online_votes.cpp), in the table's panel.
void DrawOnlineVotes(const OnlineSnapshot& o, Lang lang);
// The invite link's QR code, `side` pixels square with its quiet zone.
void DrawQrCode(ImDrawList* draw, ImVec2 min, float side);

}  // namespace mercato::web
