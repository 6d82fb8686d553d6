// A recorded game, stepped through move by move: the replay viewer's model.
//
// A step is one seat's move together with the chance events that follow it (a
// draw, a shuffle), so every position is one the players saw at the table: the
// live Match also plays chance events right away. Position 0 is the table
// after the opening deal; position Steps() is the end of the record.
//
// States are rebuilt by replaying the record from the start, with a copy kept
// every kCheckpointEvery steps so that jumping around a long game stays cheap.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/status.h"
#include "registry/record.h"
#include "session/match.h"

namespace mercato::session {

class Replay {
 public:
  // Checks the whole record first (errors name its line); nothing is built on error.
  static StatusOr<Replay> FromRecord(const MatchRecord& record,
                                     const Match::GameLoader& loader = nullptr);
  static StatusOr<Replay> FromRecordText(const std::string& text,
                                         const Match::GameLoader& loader = nullptr);

  Replay(Replay&&) = default;
  Replay& operator=(Replay&&) = default;

  const MatchRecord& Record() const { return record_; }
  const Game& GetGame() const { return *game_; }
  int NumPlayers() const { return game_->NumPlayers(); }
  // The number of steps (seat moves) in the record.
  int Steps() const { return int(stops_.size()) - 1; }
  int Position() const { return position_; }
  // The number of record moves (chance included) played at a position.
  int MovesAt(int position) const { return stops_[size_t(Clamp(position))]; }
  // The seat whose move leads from position-1 to position, or -1 at 0.
  int MoverAt(int position) const;
  // Moves by `delta` steps (negative = back), stopping at either end.
  void Step(int delta) { Goto(position_ + delta); }
  void Goto(int position);
  // The state at the current position.
  const State& GetState() const { return *current_; }
  // The state at any position (for the log and for tests).
  std::unique_ptr<State> StateAt(int position) const;
  // The actions of the record, in order (chance included).
  const std::vector<Action>& Actions() const { return actions_; }

 private:
  static constexpr int kCheckpointEvery = 16;
  Replay() = default;
  int Clamp(int position) const;

  MatchRecord record_;
  std::shared_ptr<const Game> game_;
  std::vector<Action> actions_;
  std::vector<int> stops_;       // record moves played at each position
  std::vector<std::unique_ptr<State>> checkpoints_;  // at positions 0, 16, 32 ...
  std::unique_ptr<State> current_;
  int position_ = 0;
};

}  // namespace mercato::session
