// A Merchants spectator (kSpectator, issue 41) sees every hand's size, never
// its cards; every score all along (money is open).
#include <catch2/catch.hpp>

#include "engine/private_scores.h"
#include "games/merchants/merchants.h"
#include "support/play_along.h"

using namespace mercato;
using namespace mercato::merchants;

TEST_CASE("merchants: a spectator sees no hand", "[merchants][spectator]") {
  for (int players = Info().min_players; players <= Info().max_players; ++players) {
    int held = 0;  // hands with cards in them, as the spectator counts them
    mercato::testing::PlayAlong("merchants", players, "", 3 + uint64_t(players), [&](const State& state) {
      const MerchantsObservation o = static_cast<const MerchantsState&>(state).Observe(kSpectator);
      for (const PlayerObservation& p : o.players) {
        CHECK_FALSE(p.hand_visible);
        CHECK(p.hand == GoodCounts{});
        held += p.hand_size > 0 ? 1 : 0;
      }
      for (int seat = 0; seat < players; ++seat) CHECK(ScoreVisible(state, seat, kSpectator));
    });
    CHECK(held > 0);
  }
}
