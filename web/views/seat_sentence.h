// Sentences about a seat, told from the viewer's side of the table.
//
// English verbs agree with their subject ("You are loading a ship." but "Seat 2
// is loading a ship."), so a sentence is written whole for each case instead of
// gluing a name to a verb; Japanese needs one form. `{who}` in a template is
// replaced by the seat's name.
#pragma once

#include <string>
#include <vector>

#include "views/game_view.h"

namespace mercato::web {

// "You" / "あなた" for the viewer, else the seat's person's name, else "Seat 2" / "席2".
// At a shared screen (hot seat) every seat goes by its name: "You" would be
// each person in turn.
std::string SeatWord(int seat, int viewer, Lang lang);

// People's names per seat of the game on screen ("" = "Seat N"), set by the
// one who shows it (a PlaySession, the replay viewer) and cleared by the same
// owner only, so a new game set up before the old one goes keeps its names.
// `shared_screen`: several people play at this screen (no one is "You").
void SetSeatNames(const void* owner, std::vector<std::string> names, bool shared_screen = false);
bool SharedScreen();
// The seat of the one person at this screen (-1: none, or several), for the
// end's breakdown: "You" there. Set by the play screen each frame.
void SetScreenSeat(int seat);
// A person as the score breakdown heads them: their name, else "You" for the
// one person at the screen, else "Seat 2" / "席2".
std::string PersonName(int seat, Lang lang);
// Whether a sentence about `seat` says "you" to the viewer.
inline bool IsYou(int seat, int viewer) { return seat == viewer && !SharedScreen(); }
void ClearSeatNames(const void* owner);
// The seat's person's name, else "Seat 2" / "席2" (never "You").
std::string SeatNameOrNumber(int seat, Lang lang);
// The sentence about `seat`: `en_you` when the viewer is that seat (and the
// screen is not shared), else `en_other`; `ja` either way. Each may hold `{who}`.
std::string Tell(int seat, int viewer, Lang lang, const char* en_you, const char* en_other,
                 const char* ja);
// "a" or "an" before an English noun phrase ("an Agreement", "a Ship").
const char* Article(const std::string& noun);

}  // namespace mercato::web
