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
std::string SeatWord(int seat, int viewer, Lang lang);

// People's names per seat of the game on screen ("" = "Seat N"), set by the
// one who shows it (a PlaySession, the replay viewer) and cleared by the same
// owner only, so a new game set up before the old one goes keeps its names.
void SetSeatNames(const void* owner, std::vector<std::string> names);
void ClearSeatNames(const void* owner);
// The seat's person's name, else "Seat 2" / "席2" (never "You").
std::string SeatNameOrNumber(int seat, Lang lang);
// The sentence about `seat`: `en_you` when the viewer is that seat, else
// `en_other`; `ja` either way. Each may hold `{who}`.
std::string Tell(int seat, int viewer, Lang lang, const char* en_you, const char* en_other,
                 const char* ja);
// "a" or "an" before an English noun phrase ("an Agreement", "a Ship").
const char* Article(const std::string& noun);

}  // namespace mercato::web
