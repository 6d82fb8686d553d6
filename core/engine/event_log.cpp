#include "engine/event_log.h"

#include "engine/seen_moves.h"

namespace mercato {

void EventLog::Record(const State& before, Action action) {
  Move move;
  move.player = before.CurrentPlayer();
  const int players = before.NumPlayers();
  move.seen.reserve(size_t(players + 2));
  for (int viewer = kAllSeeing; viewer < players; ++viewer) {
    move.seen.push_back(SeenEvents(before, action, viewer));
  }
  move.seen.push_back(SeenEvents(before, action, kSpectator));
  moves_.push_back(std::move(move));
}

void EventLog::Truncate(size_t moves) {
  if (moves < moves_.size()) moves_.resize(moves);
}

}  // namespace mercato
