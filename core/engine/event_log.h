// Every viewer's events, move by move, for one game: the page's log and its
// `moved` event read from here. Filled as the moves are played (SeenEvents on
// the state before each), so a change of viewer at a shared screen needs no
// replay and nobody keeps a second copy of the game to describe it.
#pragma once

#include <cstddef>
#include <vector>

#include "engine/game.h"
#include "engine/game_event.h"

namespace mercato {

class EventLog {
 public:
  // Records what every seat, the spectator and the all-seeing viewer see of
  // `action`, about to be applied to `before` (a seat's move or a chance outcome).
  void Record(const State& before, Action action);
  // Forgets the moves from index `moves` on (after an undo).
  void Truncate(size_t moves);
  void Clear() { moves_.clear(); }
  size_t size() const { return moves_.size(); }

  // The seat that made move `index`, or kChancePlayer.
  int Mover(size_t index) const { return moves_[index].player; }
  // What `viewer` (a seat, kSpectator or kAllSeeing) saw of move `index`; may
  // be empty (nothing to tell that viewer, e.g. a shuffle).
  const GameEvents& Seen(size_t index, int viewer) const {
    const std::vector<GameEvents>& seen = moves_[index].seen;
    return seen[viewer == kSpectator ? seen.size() - 1 : size_t(viewer + 1)];
  }

 private:
  struct Move {
    int player = kChancePlayer;
    std::vector<GameEvents> seen;  // [seat + 1]; [0] all-seeing; last: the spectator
  };
  std::vector<Move> moves_;
};

}  // namespace mercato
