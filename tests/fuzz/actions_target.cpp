// Fuzz target "actions": arbitrary legal-action sequences from reachable states
// of every registered game, player count and option set.
//
// Input layout (missing bytes read as 0):
//   game, players, one byte per option spec (its choice),
//   heuristic prefix length, prefix seed,
//   then one index per step into the legal actions (two bytes when > 256 of them).
#include <memory>

#include "byte_reader.h"
#include "fuzz_checks.h"
#include "game_from_bytes.h"
#include "state_checks.h"

namespace mercato::fuzz {

namespace {

// Steps between the slower checks (notation of every legal action, clone,
// resample, observation JSON); the invariants are checked at every step.
constexpr int kDeepEvery = 8;

}  // namespace

std::string CheckActionsInput(const uint8_t* data, size_t size) {
  ByteReader reader(data, size);
  const FuzzGame fuzz_game = GameFromBytes(reader);
  if (fuzz_game.game == nullptr) return fuzz_game.describe;
  const std::shared_ptr<const Game>& game = fuzz_game.game;

  std::unique_ptr<State> state = game->NewInitialState();
  const int prefix = reader.Byte() * 2;
  Rng rng(reader.Byte());
  std::string bad;
  // Reach a position with sensible play (deep states random bytes rarely reach).
  for (int i = 0; i < prefix && !state->IsTerminal(); ++i) {
    bad = CheckStateContract(*state, /*notation=*/false);
    if (!bad.empty()) return fuzz_game.describe + ": " + bad;
    const Action a = state->IsChanceNode() ? SampleChanceOutcome(*state, rng)
                                           : game->HeuristicAction(*state, rng);
    if (!state->IsLegal(a)) return game->Info().id + ": HeuristicAction is illegal" + Where(*state);
    state->ApplyAction(a);
  }
  // Then the input's own choices.
  int step = 0;
  while (!state->IsTerminal() && !reader.Empty()) {
    const bool deep = step % kDeepEvery == 0;
    bad = CheckStateContract(*state, /*notation=*/deep);
    if (bad.empty() && deep) bad = CheckStateDeep(*state, rng);
    if (!bad.empty()) return fuzz_game.describe + ": " + bad;
    const std::vector<Action> legal = state->LegalActions();
    state->ApplyAction(legal[reader.Index(legal.size())]);
    ++step;
  }
  bad = CheckStateContract(*state);
  if (bad.empty()) bad = CheckStateDeep(*state, rng);
  if (bad.empty() && state->IsTerminal()) bad = CheckTerminal(*state);
  if (bad.empty()) bad = CheckRecordRoundTrip(*state, 1);
  if (!bad.empty()) return fuzz_game.describe + ": " + bad;
  return "";
}

const std::vector<FuzzTarget>& FuzzTargets() {
  static const std::vector<FuzzTarget> kTargets = {
      {"record", CheckRecordInput},
      {"options", CheckOptionsInput},
      {"actions", CheckActionsInput},
      {"seat_state", CheckSeatStateInput},
  };
  return kTargets;
}

}  // namespace mercato::fuzz
