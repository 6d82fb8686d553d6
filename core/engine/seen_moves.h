// What one seat may know of the moves played (issue 17: no secret leaves its seat).
//
// A seat's secret choice (Turin Market's face-down offer and sealed bid, Trade
// Tycoon's skill passed face down, Oregano's kept strategy card) must reach the
// other seats, the page's `moved` event, an embedding host and the terminal only
// as "bid ?" until the game shows it to them.
//
// The rule is derived from the game's own InformationStateString, the one
// statement of what a seat knows, so no game restates it:
// - a move of seat p is hidden from viewer v (v != p) when some other legal move
//   of p, played instead, would have left v knowing exactly the same; it is then
//   shown as the words all those moves share, followed by "?" ("bid ?", or "?"
//   when a purchase and a pass look alike);
// - it stays hidden while one of those other moves, played instead and followed
//   by every move since, would still leave v knowing the same as now; the first
//   time none does, the move is revealed to v (once: a seat that saw a card does
//   not unsee it when its information state later forgets it).
// A game may also declare its secret choices (secret_choices.h): such a move
// reads as the game's mask ("bid ?") even when it was its seat's only choice,
// and is shown when the rules show it to everyone (SecretsShown).
// Once the game is over every move is shown.
// Chance outcomes (draws, shuffles) are not seats' moves: SeenMoves skips them;
// what a seat sees of a draw is in its observation.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"

namespace mercato {

struct SeenMove {
  int index = 0;     // in the state's history
  int player = 0;    // the seat that moved
  bool hidden = false;
  std::string move;  // the notation, or what the viewer may see of it ("bid ?")
  bool operator==(const SeenMove& other) const = default;
};

// How `viewer` sees `action` (a legal action of before's current player, a
// seat) at the moment it is played.
SeenMove SeeMove(const State& before, Action action, int viewer);

// The same for every legal action of before's current player, in
// LegalActions() order (one information state per action, not per pair).
// `info_after`, when given, receives the viewer's information state after each
// ("" where the viewer is the mover or all-seeing: nothing is hidden there).
std::vector<SeenMove> SeeEveryMove(const State& before, int viewer,
                                   std::vector<std::string>* info_after = nullptr);

// A move or chance outcome the viewer knows only was made (ActionAsSeen).
inline constexpr Action kHiddenAction = -2;

// `action` (a chance outcome or a seat's move, legal in `before`) as `viewer`
// may know it the moment it is played: the action itself, or kHiddenAction for
// a move SeeMove hides (a sealed bid) and for every chance outcome (the seat's
// state shows what it saw of a draw; the outcome's id may say more).
// All-seeing viewers get every action. What a view is told of the last move.
Action ActionAsSeen(const State& before, Action action, int viewer);

// What `viewer` sees happen when `action` (legal in `before`) is played: the
// game's events (State::EventsSeen), or for a game without its own one
// {"move", seat} event carrying the move as SeeMove shows it, and for a chance
// outcome {"chance"} with its notation for the all-seeing viewer only.
GameEvents SeenEvents(const State& before, Action action, int viewer);

// Follows one game for one viewer, move by move, and says what the viewer saw:
// each new seat move (hidden or not) and the earlier hidden ones revealed since.
class SeenMoves {
 public:
  explicit SeenMoves(int viewer) : viewer_(viewer) {}
  int viewer() const { return viewer_; }

  struct Step {
    SeenMove move;                   // the move just played
    std::vector<SeenMove> revealed;  // earlier hidden moves shown by this one
  };
  // Catches up with `now`, whose history extends the one followed so far (the
  // first call starts from the game's initial state). One step per seat move;
  // chance outcomes advance the game silently. After an undo, call Reset().
  std::vector<Step> Sync(const State& now);
  void Reset();
  // The number of history entries followed so far.
  size_t followed() const { return at_ == nullptr ? 0 : at_->History().size(); }

 private:
  struct Pending {
    SeenMove seen;
    std::unique_ptr<State> before;     // the state the move was played from
    Action action = 0;
    std::string mask;                  // the game's mask for it ("" if not declared)
    std::vector<Action> alternatives;  // moves that looked the same to the viewer
  };
  bool StillHidden(const Pending& pending, const State& now) const;

  int viewer_;
  std::unique_ptr<State> at_;  // the state after the moves followed so far
  std::vector<Pending> pending_;
};

// Serialises a SeenMove as JSON: {index, player, move, hidden}.
std::string SeenMoveJson(const SeenMove& move);

}  // namespace mercato
