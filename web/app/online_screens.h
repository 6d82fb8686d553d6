// The online table's screens (issue 19): Setup's "Play online" section, the
// lobby (invite link, QR code, seats, Start) and the seat's table. They draw
// Online() (online_session.h) and ask page/online.js for everything else.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

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
// Table phrases (online_phrases.cpp): "Say…" and its buttons, in the table's panel;
void DrawPhrasePicker(const OnlineSnapshot& o, Lang lang);
// notes when each phrase heard first came (after `log_lines` lines of the log);
void NotePhrases(const OnlineSnapshot& o, size_t log_lines);
// the seat's phrase of the last few seconds ("" when none), in the reader's language;
std::string SeatBubble(const OnlineSnapshot& o, int seat, Lang lang);
// and the phrases as log lines ("Ann: “Good luck!”"), each where it came among the moves.
void AddPhrasesToLog(const OnlineSnapshot& o, Lang lang, std::vector<std::string>& lines,
                     std::string (*seat_name)(const OnlineSnapshot&, int, Lang));
// "ismcts:normal" -> "normal" / "ふつう" (online_votes.cpp); another bot spec as it is.
std::string LevelName(const std::string& spec, Lang lang);
// The clock (online_clock.cpp): "m:ss" (or "h:mm:ss", "Nd Nh") for a time left;
std::string ClockText(double ms);
// a person seat's time beside it on the seats row (nothing without a clock);
void DrawSeatClock(const OnlineSnapshot& o, int seat);
// a log line where a clock ran out and the computer moved for the person;
void NoteTimeouts(const OnlineSnapshot& o, size_t log_lines);
void AddTimeoutsToLog(const OnlineSnapshot& o, Lang lang, std::vector<std::string>& lines,
                      std::string (*seat_name)(const OnlineSnapshot&, int, Lang));
// Setup's clock choice: the create message's `clock` as JSON, "" for none.
std::string DrawOnlineClockChoice(Lang lang);
// "Tell me when it is my turn" while the page may still ask (online_turn_notice.cpp).
void DrawTurnNoticeOffer(const OnlineSnapshot& o, Lang lang);
// At the end (online_rematch.cpp): "Play again, same seats", the offer and who accepted.
void DrawRematch(const OnlineSnapshot& o, Lang lang);
// The invite link's QR code, `side` pixels square with its quiet zone.
// Spectators (online_spectators.cpp): "2 watching" ("" when nobody watches),
// drawn after the last item (the table's seats row); the spectator's own line;
// the host's watch link and switch (with the link and the count in the lobby,
// the copy button and the switch alone at the table, under its log).
std::string SpectatorsText(const OnlineSnapshot& o, Lang lang);
void DrawSpectatorCount(const OnlineSnapshot& o, Lang lang);
void DrawWatchingLine(const OnlineSnapshot& o, Lang lang);
void DrawSpectators(const OnlineSnapshot& o, Lang lang, bool with_link);
void DrawQrCode(ImDrawList* draw, ImVec2 min, float side);

// Whether a list of seats (votes, seats asking for a rematch) holds `seat`.
inline bool HasSeat(const std::vector<int>& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

}  // namespace mercato::web
