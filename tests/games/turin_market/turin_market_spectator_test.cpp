// A Turin Market spectator (kSpectator, issue 41) sees no hand, no card laid
// face down, no bid, re-bid or market declaration before the reveal, nothing
// of the box or the deck, and under money=private no purse and no score until
// the end; then every score, as the seats.
#include <catch2/catch.hpp>

#include "engine/private_scores.h"
#include "games/turin_market/turin_market.h"
#include "support/play_along.h"

using namespace mercato;
using namespace mercato::turin_market;

TEST_CASE("turin_market: a spectator sees no hand, sealed choice or private purse; every score at the end",
          "[turin_market][spectator]") {
  for (const std::string options : {"money=private", ""}) {
    const bool money_private = !options.empty();
    for (int players = Info().min_players; players <= Info().max_players; ++players) {
      int sealed = 0;  // positions with a bid made and not yet shown
      testing::PlayAlong("turin_market", players, options, 7 + uint64_t(players), [&](const State& state) {
        const TurinMarketObservation o = static_cast<const TurinMarketState&>(state).Observe(kSpectator);
        CHECK(o.box.empty());
        CHECK(o.deck.empty());
        for (const PlayerObservation& p : o.players) {
          CHECK(p.hand.empty());
          CHECK(p.offered == -1);
          if (!o.bids_revealed) CHECK(p.bid == -1);
          if (!o.rebids_revealed) CHECK(p.rebid == -1);
          if (!o.declarations_revealed) CHECK(p.declared == -1);
          if (p.has_bid && !o.bids_revealed) ++sealed;
          CHECK(p.money_visible == !money_private);
          if (money_private) CHECK(p.money == 0);
        }
        for (int seat = 0; seat < players; ++seat) {
          CHECK(ScoreVisible(state, seat, kSpectator) == (!money_private || state.IsTerminal()));
        }
      });
      CHECK(sealed > 0);
    }
  }
}
