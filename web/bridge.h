// The page's JS API, `window.mercato` (see shell.html for the JS side).
//
// C++ -> JS: events (`ready`, `gameStarted`, `moved`, `gameOver`, `screen`) and a
// fatal error for the page's error box. JS -> C++: the extern "C" functions in
// bridge.cpp, called through Module.ccall by shell.html's glue:
//
//   mercato.ready                 Promise, resolves when the first frames are drawn
//   mercato.version               "0.1.0"
//   mercato.listGames()           [{id, name: {en, ja}, minPlayers, maxPlayers, minutes,
//                                   registered, options: [{key, choices, help}]}]
//   mercato.setLanguage('en'|'ja')
//   mercato.language()            'en' | 'ja'
//   mercato.screen()              'home' | 'setup' | 'play' | 'rules' | 'over' | 'about' | 'waiting'
//   mercato.on(name, callback)    events above; callback(detail object)
//   mercato.newGame({game, players, seats, seed, options})
//                                 seats: 'human' | 'easy' | 'normal' | 'hard' | a bot spec
//   mercato.state()               the viewing seat's observation (the game's JSON)
//   mercato.turn()                {toMove, viewer, humanTurn, over, scores, moves, game};
//                                 `seed` only once the game is over (every deal follows from it)
//   mercato.legalActions()        notation strings of the human to move ([] otherwise)
//   mercato.act(notation)         {ok: true} or {ok: false, error: '...'}
//   mercato.setFaster(bool)       the menu's "Faster" switch
//   mercato.setPace(seconds)      pause between computer moves (< 0: back to normal; 0: none,
//                                 several quick moves a frame)
//   mercato.resign()              the person at the screen gives up: {ok} or {ok: false, error}
//   mercato.open(screen, game)    'home' | 'about' | 'setup' (with a game id)
//   mercato.exportRecord()        the game's match record (a .mercato file's text)
//   mercato.importRecord(text)    opens a record: finished -> replay, else play
//                                 ({ok} or {ok: false, error}; see bridge_files.h)
//   mercato.replay.open(text) / step(n) / goto(k) / view(seat | 'all') /
//                 position() / state() / log()   the replay viewer (log: every move in
//                                 words, [{player, en, ja}], for the current viewpoint)
//   mercato.debug.rects()         named rectangles of the frame, for tests
//   mercato.debug.texts()         named texts of the frame ({status, scroll:<window>, ...})
//   mercato.debug.notice()        the notice on the canvas ("" when none)
//   mercato.saves.list()          [{id, game, players, moves, over, updated[, damaged]}]: every
//                                 game in progress, recent finished games, saves kept aside
//   mercato.saves.open(id)        Promise of {ok} or {ok: false, error}: continues a game (one
//                                 tab at a time), a finished one opens in the replay viewer
//   mercato.saves.remove(id)      {ok} or {ok: false, error}  (see bridge_saves.h)
#pragma once

#include <cstdint>
#include <string>

namespace mercato::web::bridge {

// Tells the page the app has drawn its first frames (resolves mercato.ready).
void NotifyReady();
// Sends an event to the page's listeners; `json` is the detail object.
void Emit(const char* name, const std::string& json);
// Tells the page's accessibility layer (shell.html: the hidden log and move
// list) that the game changed: a move, a chance outcome, an undo, a new game.
void NotifyChanged();
// True when the page was opened with embed=1 (shell.html sets Module.mercatoEmbedded).
bool EmbeddedPage();
// A new game's seed, 53 random bits from the browser's crypto.getRandomValues
// (never the clock: a seed guessed is every hidden card known).
uint64_t RandomSeed();
// Shows a fatal error in the page's error box.
void Fail(const std::string& message);

}  // namespace mercato::web::bridge
