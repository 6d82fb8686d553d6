#include "session/play.h"

#include "engine/check.h"
#include "session/match.h"
#include "session/seeds.h"

namespace mercato::session {

StatusOr<GameResult> PlayGame(const std::shared_ptr<const Game>& game,
                              const std::vector<std::string>& seat_bots, uint64_t seed) {
  for (const std::string& spec : seat_bots) {
    if (spec == kHumanSeat) return Status::Error("PlayGame needs a bot in every seat");
  }
  StatusOr<Match> match = Match::Create(game, seat_bots, seed);
  if (!match.ok()) return match.status();
  match->RunBotsToHumanOrEnd();
  MERCATO_CHECK(match->IsOver(), "a bots-only game stopped before its end");
  GameResult result;
  result.record = match->Record();
  result.scores = match->GetState().Scores();
  result.returns = match->GetState().Returns();
  result.actions = int(match->GetState().History().size());
  return result;
}

int RotatedBotIndex(int seat, int game_index, int num_bots) {
  return (seat + game_index) % num_bots;
}

uint64_t SeriesGameSeed(uint64_t seed, int game_index) {
  return MixSeed(seed, (uint64_t(0x51) << 32) | uint64_t(game_index));
}

}  // namespace mercato::session
