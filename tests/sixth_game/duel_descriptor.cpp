// The registration of "duel" (tests/support/duel_game.h) as a sixth game, for
// tools/sixth_game only: it copies this file and duel_game.h into a scratch
// copy's core/games/duel/ and registers the game there, to show which suites
// pick a new game up by themselves. Never built in this tree.
#include <memory>

#include "games/duel/duel_game.h"
#include "registry/registry.h"

namespace mercato::duel {

namespace {

std::shared_ptr<const Game> Make(int num_players, const GameOptions&) {
  return std::make_shared<testing::DuelGame>(num_players);
}

}  // namespace

GameEntry Descriptor() { return {testing::DuelGame::StaticInfo, Make, {}}; }

}  // namespace mercato::duel
