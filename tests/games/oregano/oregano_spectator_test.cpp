// An Oregano Market spectator (kSpectator, issue 41) sees that a seat holds a
// strategy card, never which, and never the cards a seat is choosing from.
#include <catch2/catch.hpp>

#include "games/oregano/oregano.h"
#include "support/play_along.h"

using namespace mercato;
using namespace mercato::oregano;

TEST_CASE("oregano: a spectator sees no strategy card", "[oregano][spectator]") {
  for (int players = Info().min_players; players <= Info().max_players; ++players) {
    int held = 0;  // strategy cards held, as the spectator sees them (face down)
    testing::PlayAlong("oregano", players, "", 5 + uint64_t(players), [&](const State& state) {
      const OreganoObservation o = static_cast<const OreganoState&>(state).Observe(kSpectator);
      for (const PlayerObservation& p : o.players) {
        CHECK((p.strategy == kEmpty || p.strategy == kHidden));
        CHECK(p.drawn.empty());
        held += p.strategy == kHidden ? 1 : 0;
      }
    });
    CHECK(held > 0);
  }
}
