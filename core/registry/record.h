// Match records: the one text format behind saves, undo, replays, bug reports
// and golden tests.
//
//   mercato-record v1 game=merchants players=3 options=k=v,k=v seed=42 moves=2
//   deal p0 cotton
//   ...
//
// One action per line in the game's notation, chance actions included, so a
// record replays to the same state without the seed. The seed is kept so that a
// resumed game goes on drawing the same way; `moves` detects truncation.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/status.h"

namespace mercato {

inline constexpr int kRecordVersion = 1;
// Larger inputs are refused before parsing (no game is near this).
inline constexpr size_t kMaxRecordBytes = 4 * 1024 * 1024;

struct MatchRecord {
  std::string game;
  int players = 0;
  std::string options;   // canonical "k=v,k=v"
  uint64_t seed = 0;
  std::string seats;     // optional, e.g. "human,ismcts:normal"; not needed to replay
  // Optional, people's names per seat ("" = "Seat N"); not part of the game
  // (engine/seat_names.h): written only when one is set, so records_hash stays.
  std::vector<std::string> names;
  std::vector<std::string> moves;
};

std::string RecordToText(const MatchRecord& record);
// The refusal of `bytes` of text over kMaxRecordBytes, naming the limit (also
// used to refuse a file by its size before reading it).
Status RecordTooLarge(size_t bytes);
// Errors name the line: "line 7: 'play cotton 9' is not a legal move here".
StatusOr<MatchRecord> ParseRecord(const std::string& text);
// Loads the game and applies every move; errors name the line of the bad move.
StatusOr<std::unique_ptr<State>> ReplayRecord(const MatchRecord& record);
// The record of a state's history (notation from replaying from the start).
MatchRecord RecordOfState(const State& state, uint64_t seed, const std::string& seats = "");
// Replays the first `count` actions of a state's history onto a fresh state.
std::unique_ptr<State> ReplayPrefix(const State& state, size_t count);

}  // namespace mercato
