// Fuzz target "seat_state": a seat state (engine/seat_state.h) of a reachable
// position, damaged by the input, read back by StateFromSeatText. A text the
// reader accepts must be a state every game check passes; one it refuses must
// say why. The undamaged text must round-trip.
//
// Input layout (missing bytes read as 0):
//   game, players, one byte per option spec (its choice),
//   heuristic prefix length, prefix seed, seat,
//   then edits of three bytes each: position (two bytes, modulo the text's
//   length) and the byte written there (a byte of 0 cuts the text there).
#include <memory>

#include "engine/seat_state.h"
#include "byte_reader.h"
#include "fuzz_checks.h"
#include "game_from_bytes.h"
#include "state_checks.h"

namespace mercato::fuzz {

std::string CheckSeatStateInput(const uint8_t* data, size_t size) {
  ByteReader reader(data, size);
  const FuzzGame fuzz_game = GameFromBytes(reader);
  if (fuzz_game.game == nullptr) return fuzz_game.describe;
  const std::shared_ptr<const Game>& game = fuzz_game.game;
  const int players = game->NumPlayers();
  const std::string id = game->Info().id;
  const std::string where = fuzz_game.describe + " players=" + std::to_string(players) + ": ";

  std::unique_ptr<State> state = game->NewInitialState();
  const int prefix = reader.Byte() * 2;
  Rng rng(reader.Byte());
  for (int i = 0; i < prefix && !state->IsTerminal(); ++i) {
    state->ApplyAction(state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                             : game->HeuristicAction(*state, rng));
  }
  const int seat = int(reader.Index(size_t(players)));
  std::string text = SeatStateText(*state, seat);
  if (text.empty()) return "";  // a game without Fields (the unit tests cover the error)

  StatusOr<std::unique_ptr<State>> clean = StateFromSeatText(*game, text);
  if (!clean.ok()) return where + "an undamaged seat state is refused: " + clean.message();
  if (FullStateText(**clean) != "mercato-seat-state 1 " + id + " -1" + text.substr(text.find('\n'))) {
    return where + "a seat state does not round-trip";
  }

  bool edited = false;
  while (!reader.Empty() && !text.empty()) {
    const size_t at = reader.Index(65536) % text.size();
    const uint8_t byte = reader.Byte();
    if (byte == 0) {
      text.resize(at);
    } else {
      text[at] = char(byte);
    }
    edited = true;
  }
  if (!edited) return "";
  StatusOr<std::unique_ptr<State>> back = StateFromSeatText(*game, text);
  if (!back.ok()) return back.message().empty() ? where + "refused without a reason" : "";
  std::string bad = CheckStateContract(**back);
  if (bad.empty()) bad = CheckStateDeep(**back, rng);
  return bad.empty() ? "" : where + "an accepted seat state: " + bad;
}

}  // namespace mercato::fuzz
