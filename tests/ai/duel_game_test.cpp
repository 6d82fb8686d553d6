// The test-only Duel game must itself be right before it can test the bots.
#include <catch2/catch.hpp>

#include "registry/record.h"
#include "support/conformance.h"
#include "support/duel_game.h"
#include "support/play_moves.h"

using mercato::testing::PlayMoves;
using namespace mercato;
using mercato::testing::DuelGame;
using mercato::testing::DuelState;

TEST_CASE("duel: conformance with 2 and 3 players") {
  for (int n = 2; n <= 3; ++n) {
    mercato::testing::ConformanceOptions options;
    options.games = 150;
    options.resample_every = 1;
    CHECK(mercato::testing::RunRandomSimTest(std::make_shared<DuelGame>(n), options) > 0);
  }
}

TEST_CASE("duel: a trick, its stake and the winner's draw") {
  auto game = std::make_shared<DuelGame>(2);
  std::unique_ptr<State> s = game->NewInitialState();
  PlayMoves(*s, {"deal p0 8", "deal p1 9", "deal p0 3", "deal p1 7", "deal p0 2", "deal p1 6"});
  CHECK(s->CurrentPlayer() == 0);
  PlayMoves(*s, {"stake 2", "play 2", "play 6"});
  // Seat 1 won 2 points and draws from the deck {1, 4, 5}.
  CHECK(s->Scores() == std::vector<int>{0, 2});
  CHECK(s->IsChanceNode());
  CHECK(s->ChanceOutcomes().size() == 3);
  PlayMoves(*s, {"draw p1 1", "stake 1", "play 1", "play 3", "draw p0 4"});
  CHECK(s->Scores() == std::vector<int>{1, 2});
  PlayMoves(*s, {"stake 2", "play 8", "play 9"});
  CHECK(s->IsTerminal());
  CHECK(s->Scores() == std::vector<int>{1, 4});
  CHECK(s->Returns() == std::vector<double>{0.0, 1.0});
}

TEST_CASE("duel: a resample keeps what the observer knows, deals the rest anew, "
          "and its history replays to it") {
  auto game = std::make_shared<DuelGame>(2);
  std::unique_ptr<State> s = game->NewInitialState();
  PlayMoves(*s, {"deal p0 8", "deal p1 9", "deal p0 3", "deal p1 7", "deal p0 2", "deal p1 6",
            "stake 2", "play 2", "play 6", "draw p1 1", "stake 1", "play 1"});
  const auto& real = static_cast<const DuelState&>(*s);
  Rng rng(5);
  int same_hand = 0;
  const int kSamples = 300;
  for (int i = 0; i < kSamples; ++i) {
    std::unique_ptr<State> r = s->ResampleFromInfostate(0, rng);
    const auto& d = static_cast<const DuelState&>(*r);
    REQUIRE(r->InformationStateString(0) == s->InformationStateString(0));
    REQUIRE(d.Hand(0) == real.Hand(0));
    REQUIRE(r->CheckInvariants() == "");
    // Seat 1 holds 2 of the 3 cards seat 0 has not seen: {4, 5, 7, 9} minus the deck's 2.
    REQUIRE(DuelState::Count(d.Hand(1)) == 2);
    if (d.Hand(1) == real.Hand(1)) ++same_hand;
    std::unique_ptr<State> replay = ReplayPrefix(*r, r->History().size());
    REQUIRE(replay->ToString() == r->ToString());
  }
  // 4 unseen cards, 2 in seat 1's hand: C(4,2) = 6 equally likely hands.
  CHECK(same_hand > kSamples / 6 / 2);
  CHECK(same_hand < kSamples / 6 * 2);
}
