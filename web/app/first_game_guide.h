// The first-game guide (issue 38, part 6). A person's first game of a game,
// started from Setup, explains their first turns, one line each: what this kind
// of move is for and why the moves that glow are the ones the rules allow. The
// game's view words the line from the seat's own table (GameView::Guide), so it
// tells nothing another seat holds. "Skip guide" ends it, and it ends by itself
// after a seat's first kGuidedTurns decisions. Several people at one screen are
// each guided through their own first decisions, after their own hot-seat cover
// (nothing of the guide shows under it); one person's Skip or last guided turn
// ends only their guide. Once no one's is left, the game is remembered
// as seen in the browser (localStorage "mercato.guideSeen", beside the people's
// names), and its next game starts without it. Setup's "Show the guide again"
// guides the next game anyway; the rules page's "Show the guide" (and
// mercato.debug.showGuide()) starts it anew for the game on the table.
//
// Where it goes: on a phone, a strip between the table and the log, whose sheet
// then rests as its handle alone (pulled up, it covers the strip); at the desk,
// the top of the log's column. The table keeps its size either way.
#pragma once

#include <string>

#include "imgui.h"
#include "views/game_view.h"

namespace mercato::web {

class PlaySession;

namespace first_game_guide {

inline constexpr int kGuidedTurns = 4;

// A new game on the table: the guide starts when the person asked for a first
// game (Setup's Start) and has not seen this game's guide, or asked to see it
// again (Setup's "Show the guide again"); otherwise none.
void Begin(const PlaySession& session, bool first_game, bool again = false);
// Starts it again for the game on the table, seen or not.
void Restart(const PlaySession& session);
// Once a frame, before the layout: counts the turns of the seat at the screen
// (`can_act`: it is to act; `moves`: the moves played so far) and ends its guide
// after its guided turns. True while the guide takes its place on the screen (the
// seat at the screen is still guided; under its cover the place stays empty).
bool Update(const PlaySession& session, bool can_act, int moves);
// The guide's place (LayoutTable's guide_min / guide_size): the line for the seat
// at the screen, or what to watch while the others play; which guided turn this
// is; the Skip button.
void Draw(PlaySession& session, ImVec2 min, ImVec2 size, Lang lang, bool can_act);
// The guide's line for the game on the table now ("" when it has none, or under the
// hot-seat cover), for the text layer's summary of the table (web/bridge_access.cpp):
// a screen reader hears what the strip shows.
std::string Line(PlaySession& session, Lang lang);
// This game's guide was skipped or done in this browser.
bool Seen(const std::string& game);

}  // namespace first_game_guide
}  // namespace mercato::web
