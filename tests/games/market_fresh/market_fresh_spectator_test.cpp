// A Market Fresh spectator (kSpectator, issue 41) sees of each hand exactly
// what the other seats see of it: the crates taken face up, never the secret
// ones.
#include <catch2/catch.hpp>

#include "games/market_fresh/market_fresh.h"
#include "support/play_along.h"

using namespace mercato;
using namespace mercato::market_fresh;

TEST_CASE("market_fresh: a spectator sees no secret crate", "[market_fresh][spectator]") {
  for (int players = 2; players <= Info().max_players; ++players) {
    int secret = 0;  // crates hidden from the spectator
    testing::PlayAlong("market_fresh", players, "", 9 + uint64_t(players), [&](const State& state) {
      const auto& s = static_cast<const MarketFreshState&>(state);
      const MarketFreshObservation o = s.Observe(kSpectator);
      for (int seat = 0; seat < players; ++seat) {
        const std::vector<int>& hand = o.seats[size_t(seat)].hand;
        CHECK(hand == s.Observe((seat + 1) % players).seats[size_t(seat)].hand);
        for (int crate : hand) secret += crate == kHiddenCrate ? 1 : 0;
      }
    });
    CHECK(secret > 0);
  }
}
