// A Trade Tycoon spectator (kSpectator, issue 41) knows of each hand only the
// cards every other seat knows too (shown in public), no face-down skill and
// nothing of the draft.
#include <catch2/catch.hpp>

#include <algorithm>

#include "games/trade_tycoon/trade_tycoon.h"
#include "support/play_along.h"

using namespace mercato;
using namespace mercato::trade_tycoon;

TEST_CASE("trade_tycoon: a spectator sees no hidden card or skill", "[trade_tycoon][spectator]") {
  for (uint64_t seed : {1, 2, 3}) {
    int unknown = 0;  // hand cards the spectator does not know
    mercato::testing::PlayAlong("trade_tycoon", kNumPlayers, "", seed, [&](const State& state) {
      const auto& s = static_cast<const TradeTycoonState&>(state);
      const TradeTycoonObservation o = s.Observe(kSpectator);
      CHECK(o.draft_hand.empty());
      CHECK(o.draft_pass == -1);
      for (int seat = 0; seat < kNumPlayers; ++seat) {
        const SeatObservation& mine = o.seats[size_t(seat)];
        for (int other = 0; other < kNumPlayers; ++other) {
          if (other == seat) continue;
          const std::vector<int> theirs = s.Observe(other).seats[size_t(seat)].known_hand;
          CHECK(std::includes(theirs.begin(), theirs.end(), mine.known_hand.begin(), mine.known_hand.end()));
        }
        for (const SkillView& skill : mine.skills) {
          if (!skill.revealed) CHECK(skill.skill == -1);
        }
        unknown += mine.hand_size - int(mine.known_hand.size());
      }
    });
    CHECK(unknown > 0);
  }
}
