// The fuzz targets' bodies, shared by the libFuzzer binaries (fuzz_<target>,
// built by cmake/fuzz.cmake with clang) and by the regression test that replays
// every stored input (tests/fuzz/corpus/<target>/ and tests/fuzz/regressions/<target>/)
// in any build.
//
// Each takes arbitrary bytes and returns "" when every property held, else a
// message saying what broke. A crash inside the core (MERCATO_CHECK, ASan,
// UBSan) is of course also a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace mercato::fuzz {

// The bytes are a match record's text: ParseRecord, ReplayRecord and
// Match::FromRecordText (the page's "load game") must never crash, and what
// they accept must round-trip.
std::string CheckRecordInput(const uint8_t* data, size_t size);

// Byte 0 picks a registered game, byte 1 a player count (in range or not), the
// rest is an options text for LoadGame (and a bot spec for CheckBotSpec).
std::string CheckOptionsInput(const uint8_t* data, size_t size);

// Bytes pick a game, a player count and every option, then a number of
// heuristic moves to reach a position, then legal-action indices; every
// state on the way is checked (CheckInvariants and the engine contract).
std::string CheckActionsInput(const uint8_t* data, size_t size);

// Bytes pick a game, a player count, every option, a position (heuristic
// moves) and a seat, then damage that seat's seat state (engine/seat_state.h):
// StateFromSeatText must refuse it with a reason or give a state that passes
// every check.
std::string CheckSeatStateInput(const uint8_t* data, size_t size);

struct FuzzTarget {
  const char* name;  // folder name under tests/fuzz/corpus and tests/fuzz/regressions
  std::string (*check)(const uint8_t*, size_t);
};
const std::vector<FuzzTarget>& FuzzTargets();

}  // namespace mercato::fuzz
