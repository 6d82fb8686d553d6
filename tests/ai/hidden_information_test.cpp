// The search must never use what its seat cannot see. Two checks, on the Duel
// test game and on Merchants (hands and deck hidden):
//  - every determinization keeps the observer's information state, and the
//    opponent's real hidden hand turns up only as often as chance deals it;
//  - two positions that differ only in the opponent's hidden cards give the
//    same search, visit for visit, with the same seed.
#include <catch2/catch.hpp>

#include "ai/ismcts.h"
#include "games/merchants/merchants_scenario.h"
#include "registry/registry.h"
#include "support/duel_game.h"
#include "support/play_moves.h"

using mercato::testing::PlayMoves;
using namespace mercato;
using namespace mercato::ai;

namespace {

std::vector<std::pair<Action, int>> Search(const State& state, const std::string& level,
                                           uint64_t seed) {
  IsmctsBot bot("ismcts:" + level, *ParseIsmctsConfig(level), seed);
  bot.Start(state);
  while (!bot.Done()) bot.Step(64);
  return bot.RootVisits();
}

// Merchants after setup, p0 to move; p1 holds `p1_hand` (which p0 cannot see).
std::unique_ptr<merchants::MerchantsState> MerchantsWithP1Hand(
    const std::vector<std::string>& p1_hand) {
  merchants::testing::Setup setup;
  setup.players = 2;
  setup.hands = {{"indigo", "indigo", "salt"}, p1_hand};
  setup.demand = {"indigo", "salt", "cotton", "hemp", "copper", "cotton"};
  setup.loads = {"indigo", "pepper", "salt", "pepper"};
  return merchants::testing::Build(setup);
}

}  // namespace

TEST_CASE("hidden information: duel search ignores the opponent's real cards") {
  // Seat 1 holds {7, 9} in one world and {5, 7} in the other; seat 0 cannot tell.
  auto game = std::make_shared<mercato::testing::DuelGame>(2);
  std::unique_ptr<State> worlds[2];
  const char* seat1_first_card[2] = {"deal p1 9", "deal p1 5"};
  for (int w = 0; w < 2; ++w) {
    worlds[w] = game->NewInitialState();
    PlayMoves(*worlds[w], {"deal p0 8", seat1_first_card[w], "deal p0 3", "deal p1 7", "deal p0 2",
                      "deal p1 6", "stake 2", "play 2", "play 6", "draw p1 1", "stake 1",
                      "play 1", "play 3", "draw p0 4"});
  }
  REQUIRE(worlds[0]->InformationStateString(0) == worlds[1]->InformationStateString(0));
  REQUIRE(worlds[0]->ToString() != worlds[1]->ToString());
  CHECK(Search(*worlds[0], "iters=500", 5) == Search(*worlds[1], "iters=500", 5));
}

TEST_CASE("hidden information: Merchants determinizations never hold p1's real hand") {
  REQUIRE(FindGame("merchants") != nullptr);
  auto real = MerchantsWithP1Hand({"pepper", "pepper", "pepper"});
  REQUIRE(real->CurrentPlayer() == 0);
  const std::string observer_view = real->InformationStateString(0);
  int samples = 0, real_hand = 0, pepper_cards = 0;
  IsmctsBot bot("ismcts:iters=400", *ParseIsmctsConfig("iters=400"), 3);
  bot.SetDeterminizationHook([&](const State& d) {
    const auto& m = static_cast<const merchants::MerchantsState&>(d);
    REQUIRE(d.InformationStateString(0) == observer_view);
    REQUIRE(m.hand(0) == real->hand(0));
    ++samples;
    real_hand += m.hand(1) == real->hand(1);
    pepper_cards += m.hand(1)[merchants::kPepper];
  });
  bot.Start(*real);
  bot.Step(400);
  REQUIRE(samples == 400);
  // p0 has seen 3 cards in hand and 6 on the piles: 51 unseen, 10 of them
  // pepper. Three pepper in p1's 3 cards: C(10,3)/C(51,3) = 0.58% of deals.
  CHECK(real_hand < 12);
  // 3 cards x 10/51 pepper = 0.59 pepper per hand on average.
  CHECK(double(pepper_cards) / samples == Approx(30.0 / 51).epsilon(0.2));
}

TEST_CASE("hidden information: Merchants search is the same whatever p1 really holds") {
  REQUIRE(FindGame("merchants") != nullptr);
  auto peppers = MerchantsWithP1Hand({"pepper", "pepper", "pepper"});
  auto mixed = MerchantsWithP1Hand({"salt", "hemp", "copper"});
  REQUIRE(peppers->InformationStateString(0) == mixed->InformationStateString(0));
  REQUIRE(peppers->InformationStateString(1) != mixed->InformationStateString(1));
  // p0 carries pepper cubes: a peeking bot would value them very differently
  // when p1 is about to play three pepper. An honest one cannot tell.
  // The plain search and each way the tree can be shaped (ismcts.h).
  for (const char* level : {"iters=300", "iters=300:trees=3", "iters=300:depth=2",
                            "iters=300:chance=0"}) {
    INFO(level);
    const auto a = Search(*peppers, level, 8);
    const auto b = Search(*mixed, level, 8);
    CHECK(a == b);
    int visits = 0;
    for (const auto& [action, n] : a) visits += n;
    CHECK(visits == 300);
  }
}
